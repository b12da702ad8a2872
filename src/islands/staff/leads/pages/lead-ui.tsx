import { type ReactNode, useContext, useEffect, useState } from 'react';
import { relativeTime } from '../../../../../domain/relative-time.ts';
import { formatIst } from '../../../../../domain/time.ts';
import { LOCALE_KEY } from '../../../../i18n/island.ts';
import type { Outcome } from '../../../../stores/outcome.ts';
import { type LeadRow, type PagedList, telHref, withPage } from '../../../../stores/staff/lead-pages.ts';
import { UiContext, useStrings } from '../../../account/ui.tsx';

/**
 * What the lead pages share: where a lead is shown, dates and times as §9 writes them (HH:mm D/M/YYYY in
 * India's time, relative times in §9's units), a lead's line in a list, and a list paged in with "Show
 * more" (a lead already listed is not listed again: §4).
 */

/** A lead's page on /lms. */
export const lmsLeadPath = (sid: string) => `/lms?lead=${encodeURIComponent(sid)}`;
/** One follow-up (/lead-follow-up/{followUpSid}: the lead's sid). */
export const followUpPath = (sid: string) => `/lead-follow-up/${encodeURIComponent(sid)}`;

/** "2026-11-09" -> "9/11/2026" (§9's date order, D/M/YYYY). */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}/${year}`;
}

/** The page's language (the island's strings carry it). */
export function useLocale(): string {
  return useContext(UiContext).strings[LOCALE_KEY] ?? 'en-US';
}

const formats = new Map<string, Intl.RelativeTimeFormat>();
/** "3 days ago" ('always': never "yesterday", the unit stays §9's); 'auto' only for under a second: "now". */
function relativeFormat(locale: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${locale}/${numeric}`;
  const known = formats.get(key);
  if (known) return known;
  const made = new Intl.RelativeTimeFormat(Intl.RelativeTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-US', { numeric });
  formats.set(key, made);
  return made;
}

/**
 * A time as "12:35 22/11/2026 · 3 hours ago": the time in India, and how long ago in the largest of
 * §9's units, in the page's language (Intl.RelativeTimeFormat, which words those same units).
 */
export function When({ iso, now }: { iso: string; now?: number }) {
  const locale = useLocale();
  const ago = relativeTime(iso, now ?? Date.now());
  return (
    <time dateTime={iso} className="lead-when">
      {formatIst(iso)}
      {ago && <span className="hint"> · {relativeFormat(locale, ago.value === 0 ? 'auto' : 'always').format(ago.value, ago.unit)}</span>}
    </time>
  );
}

/** A lead's status, its source, and its follow-up date with the interval it falls in today. */
export function LeadBadges({ lead }: { lead: Pick<LeadRow, 'status' | 'source' | 'followUpDate' | 'followUpInterval'> }) {
  const { s } = useStrings();
  return (
    <span className="lead-badges">
      <span className={`lead-status lead-status-${lead.status.toLowerCase()}`}>{s(`leadPages.status.${lead.status}`)}</span>
      <span>{s(`leads.source.${lead.source}`)}</span>
      {lead.followUpDate && (
        <span className={lead.followUpInterval ? `lead-due lead-due-${lead.followUpInterval.toLowerCase()}` : 'lead-due'}>
          {s('leadPages.followUpOn', { date: dayText(lead.followUpDate) })}
          {lead.followUpInterval && ` (${s(`leads.interval.${lead.followUpInterval}`)})`}
        </span>
      )}
    </span>
  );
}

/** A lead in a list: its name linking to its page, its mobile, its badges; `actions` beside them. */
export function LeadLine({ lead, href: to, actions }: { lead: LeadRow; href: string; actions?: ReactNode }) {
  const { href } = useStrings();
  return (
    <li className="lead-line">
      <a className="lead-name" href={href(to)}>
        {lead.name}
      </a>
      <a href={telHref(lead.mobile)} className="lead-mobile">
        {lead.mobile}
      </a>
      <LeadBadges lead={lead} />
      {lead.healthCamp && <span className="hint">{lead.healthCamp.name}</span>}
      {actions && <span className="lead-line-actions">{actions}</span>}
    </li>
  );
}

type PageLoad = (start: number) => Promise<Outcome<{ items: LeadRow[]; total: number; start: number; size: number }>>;

/**
 * Leads paged in from the server: the first page on mount (and when `deps` change), more on "Show more".
 * Loading, the error with a retry, or the empty message.
 */
export function PagedLeads({
  load,
  deps,
  empty,
  line,
  label,
}: {
  load: PageLoad;
  deps: readonly unknown[];
  empty: string;
  line: (lead: LeadRow) => ReactNode;
  label?: string;
}) {
  const { s, message } = useStrings();
  const [list, setList] = useState<PagedList<LeadRow> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Extract<Awaited<ReturnType<PageLoad>>, { ok: false }>['error'] | null>(null);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when the list starts again
  useEffect(() => {
    let live = true;
    setList(null);
    setError(null);
    setBusy(true);
    void load(0).then((reply) => {
      if (!live) return;
      setBusy(false);
      if (reply.ok) setList(withPage({ items: [], total: 0, next: 0 }, reply.data));
      else setError(reply.error);
    });
    return () => {
      live = false;
    };
  }, [...deps, round]);

  async function more(from: PagedList<LeadRow>) {
    if (from.next === null) return;
    setBusy(true);
    setError(null);
    const reply = await load(from.next);
    setBusy(false);
    if (reply.ok) setList(withPage(from, reply.data));
    else setError(reply.error);
  }

  return (
    <section className="lead-paged" aria-busy={busy || undefined} aria-label={label}>
      {list && list.items.length === 0 && <p role="status">{empty}</p>}
      {list && list.items.length > 0 && (
        <>
          <p className="hint">{s('leadPages.shown', { shown: list.items.length, total: list.total })}</p>
          <ul className="lead-list">{list.items.map((lead) => line(lead))}</ul>
        </>
      )}
      {busy && <p aria-busy="true">{s('account.common.loading')}</p>}
      {error && (
        <div role="alert" className="account-error">
          <p>{message(error)}</p>
          <button type="button" className="button" onClick={() => (list ? void more(list) : setRound((n) => n + 1))}>
            {s('account.common.retry')}
          </button>
        </div>
      )}
      {list && list.next !== null && !busy && !error && (
        <button type="button" className="button secondary" onClick={() => void more(list)}>
          {s('leadPages.more')}
        </button>
      )}
    </section>
  );
}
