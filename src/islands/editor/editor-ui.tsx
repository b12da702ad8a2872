import { useEffect } from 'react';
import { CMS_LOCALES, type CmsStatus } from '../../../domain/cms.ts';
import type { KeyedMessage } from '../../i18n/island.ts';
import { LOCALES } from '../../routing/site.ts';
import { dropDraft, keepDraft } from '../../stores/editor/rules.ts';
import { useStrings } from '../account/ui.tsx';
import { When } from '../staff/leads/pages/lead-ui.tsx';

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

/**
 * "12:35 22/11/2026 · 3 hours ago": the lead pages' (issue 17) time, shared rather than copied. Its
 * module and domain/relative-time.ts then form one chunk for both lazily loaded screens; imported
 * apart by each, the relative time was too small a chunk of its own and Rollup merged it into the
 * chunk every catalogue page loads (+0.2 KB).
 */
export { When };

export function StatusBadge({ status }: { status: CmsStatus }) {
  const { s } = useStrings();
  return <span className={`editor-status editor-status-${status.toLowerCase()}`}>{s(`editor.status.${status}`)}</span>;
}

/**
 * Nothing typed is lost: while the form differs from what was saved, it is kept in this tab's
 * sessionStorage under `key` (with the revision it was opened at), and leaving the page asks first.
 */
export function useKeptDraft<F>(key: string, form: F, base: number | null, dirty: boolean): void {
  useEffect(() => {
    if (dirty) keepDraft(key, form, base);
    else dropDraft(key);
  }, [dirty, key, form, base]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * Why the last save did not go through, and the way on: another editor saved first (their name and
 * time; open their text, when there is a saved one to open), or the network failed (try again). The
 * editor's own text stays in the form either way.
 */
export function SaveTrouble({
  conflict,
  onOpenLatest,
  offline,
  onRetry,
}: {
  conflict: string | KeyedMessage | null;
  onOpenLatest: (() => void) | null;
  offline: boolean;
  onRetry: () => void;
}) {
  const { s, message } = useStrings();
  return (
    <>
      {conflict && (
        <div className="notice-error editor-conflict" role="alert">
          <p>{message(conflict)}</p>
          {onOpenLatest && (
            <button type="button" className="button secondary" onClick={onOpenLatest}>
              {s('editor.entry.openLatest')}
            </button>
          )}
        </div>
      )}
      {offline && (
        <div className="notice-error editor-offline" role="alert">
          <p>{s('editor.entry.networkFailed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {s('editor.retry')}
          </button>
        </div>
      )}
    </>
  );
}
