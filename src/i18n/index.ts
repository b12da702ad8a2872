import i18next, { type i18n, type TFunction } from 'i18next';
import type { Locale } from '../routing/site.ts';
import { bnIN } from './bn-IN.ts';
import { enUS, type Messages } from './en-US.ts';
import { hiIN } from './hi-IN.ts';
import { orIN } from './or-IN.ts';

export const MESSAGES_BY_LOCALE: Record<Locale, Messages> = { 'en-US': enUS, 'bn-IN': bnIN, 'hi-IN': hiIN, 'or-IN': orIN };

const instances = new Map<Locale, i18n>();

/**
 * The server-side translator for a locale (i18next, initialised once per locale, synchronously).
 * Missing keys fall back to English. Islands never load i18next: pages pass them the strings they need.
 */
export function translator(locale: Locale): TFunction {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: 'en-US',
      resources: Object.fromEntries(Object.entries(MESSAGES_BY_LOCALE).map(([code, messages]) => [code, { translation: messages }])),
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance.t.bind(instance);
}

/** Digits as customers of the locale read them in running text (Bengali and Odia digits; Hindi keeps 0-9). */
export function formatCount(locale: Locale, n: number): string {
  const numbering = locale === 'bn-IN' ? 'beng' : locale === 'or-IN' ? 'orya' : 'latn';
  return new Intl.NumberFormat(`${locale}-u-nu-${numbering}`).format(n);
}
