import { LOCALE_KEY, translate } from './island.ts';
import type { StringKey, StringParams } from './keys.ts';
import en from './resources/en-US/index.ts';

/**
 * The English resources as one flat dictionary, for code that runs outside Vite (the gateway under
 * tsx) and words messages in English for API users: imported directly, not through resources.ts.
 */
export const ENGLISH: Readonly<Record<string, string>> = { ...Object.assign({}, ...Object.values(en)), [LOCALE_KEY]: 'en-US' };

/** english('messages.quantityBelow', { limit: 101 }) -> 'Quantity must be below 101' */
export function english(key: StringKey, params?: StringParams): string {
  return translate(ENGLISH, key, params);
}
