import { useContext } from 'react';
import { CMS_LOCALES, type CmsStatus } from '../../../domain/cms.ts';
import { relativeTime } from '../../../domain/relative-time.ts';
import { formatIst } from '../../../domain/time.ts';
import { LOCALE_KEY } from '../../i18n/island.ts';
import { LOCALES } from '../../routing/site.ts';
import { UiContext, useStrings } from '../account/ui.tsx';

/**
 * What the desk's screens share: the languages by their own names, times as §9 writes them (HH:mm
 * D/M/YYYY in India's time, and how long ago), a status badge, and the desk's addresses.
 */

export const entryHref = (id: string) => `/editor/entry/${encodeURIComponent(id)}`;
export const blockHref = (id: string) => `/editor/block/${encodeURIComponent(id)}`;

/** "বাংলা" for bn-IN: each language in its own script, as the site's language picker names them. */
export const languageName = (code: string) => LOCALES.find((locale) => locale.code === code)?.name ?? code;

export function LanguageOptions() {
  return (
    <>
      {CMS_LOCALES.map((code) => (
        <option key={code} value={code}>
          {languageName(code)}
        </option>
      ))}
    </>
  );
}

/** The page's language (the island's strings carry it). */
export function useLocale(): string {
  return useContext(UiContext).strings[LOCALE_KEY] ?? 'en-US';
}

const formats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${locale}/${numeric}`;
  const known = formats.get(key);
  if (known) return known;
  const made = new Intl.RelativeTimeFormat(Intl.RelativeTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-US', { numeric });
  formats.set(key, made);
  return made;
}

/** "12:35 22/11/2026 · 3 hours ago" (or "in 2 days" for a time ahead). */
export function When({ iso, now }: { iso: string; now?: number }) {
  const locale = useLocale();
  const ago = relativeTime(iso, now ?? Date.now());
  return (
    <time dateTime={iso} className="editor-when">
      {formatIst(iso)}
      {ago && <span className="hint"> · {relativeFormat(locale, ago.value === 0 ? 'auto' : 'always').format(ago.value, ago.unit)}</span>}
    </time>
  );
}

export function StatusBadge({ status }: { status: CmsStatus }) {
  const { s } = useStrings();
  return <span className={`editor-status editor-status-${status.toLowerCase()}`}>{s(`editor.status.${status}`)}</span>;
}
