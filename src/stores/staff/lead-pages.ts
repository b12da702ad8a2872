import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { normaliseMobile } from '../../../domain/fields.ts';
import {
  CAMP_KINDS,
  CAMP_SLOT_NAMES,
  type CampKind,
  type CampSlot,
  FOLLOW_UP_INTERVALS,
  type FollowUpInterval,
  followUpDateRule,
  isCalendarDay,
  istDay,
  LEAD_FILTERS,
  type LeadActivityKind,
  type LeadFilter,
} from '../../../domain/lead.ts';
import { appendFollowUps } from '../../../domain/lead-list.ts';
import { LEAD_MESSAGES } from '../../../domain/lead-messages.ts';
import type {
  HealthCampInput,
  LeadPagesCampFragment,
  LeadPagesDetailFragment,
  LeadPagesFollowUpSummaryQuery,
  LeadPagesRowFragment,
} from '../../gql/graphql.ts';
import type { KeyedMessage } from '../../i18n/island.ts';

/**
 * The rules of the online lead pages (issue 17: /lms, /lead-follow-up, /pre-awareness-absentees), apart
 * from their calls (./lead-pages-calls.ts) so that they are tested alone: when a search may be sent,
 * how a paged list grows (§4: follow-up lists ignore leads whose sid is already present), the follow-up
 * grid of the nine filter categories by the four intervals of §9, when a camp is over, and the checks of
 * the two forms before anything is sent.
 */

export type LeadRow = LeadPagesRowFragment;
export type LeadDetail = LeadPagesDetailFragment;
export type HealthCamp = LeadPagesCampFragment;
export type FollowUpSummary = LeadPagesFollowUpSummaryQuery['followUpSummary'];

/** A search is sent from 3 characters (staff-tools.md §5 "search term at least 3 characters"; a mobile number is longer). */
export const MIN_SEARCH_LENGTH = 3;
/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;
/** Leads and camps asked for at a time. */
export const PAGE_SIZE = 20;

/** The term to send, or null while it is too short ('Enter at least 3 characters, or a mobile number'). */
export function searchTerm(typed: string): string | null {
  const term = typed.trim().replace(/\s+/g, ' ');
  return term.length >= MIN_SEARCH_LENGTH ? term : null;
}

/** A list paged in from the server: what is shown, how many there are, and where the next page starts. */
export interface PagedList<T> {
  items: T[];
  total: number;
  /** The next page's start, or null when every page is in. */
  next: number | null;
}

export const EMPTY_LIST: PagedList<never> = { items: [], total: 0, next: 0 };

/**
 * A page added to a list: leads whose sid is already listed are left out (§4; a lead that moved up a
 * page between two asks is listed once), and the next start follows the server's page, not the count
 * shown.
 */
export function withPage<T extends { sid: string }>(
  list: PagedList<T>,
  page: { items: readonly T[]; total: number; start: number; size: number },
): PagedList<T> {
  const next = page.start + page.items.length;
  return { items: appendFollowUps(list.items, page.items), total: page.total, next: page.items.length > 0 && next < page.total ? next : null };
}

/** A list without one lead (removed). */
export function withoutLead<T extends { sid: string }>(list: PagedList<T>, sid: string): PagedList<T> {
  const items = list.items.filter((lead) => lead.sid !== sid);
  return { ...list, items, total: list.total - (list.items.length - items.length) };
}

/** One row of the follow-up grid: a filter category, its count per interval, and its total. */
export interface FollowUpRow {
  filter: LeadFilter;
  total: number;
  cells: { interval: FollowUpInterval; count: number }[];
}

/** The summary as a grid in the order of §4's categories and §9's intervals (a missing cell is 0), and the largest cell. */
export function followUpGrid(cells: FollowUpSummary['cells'], totals: FollowUpSummary['totals'] = []): { rows: FollowUpRow[]; max: number } {
  const count = new Map(cells.map((cell) => [`${cell.filter}/${cell.interval}`, cell.count]));
  const totalOf = new Map(totals.map((total) => [total.filter, total.count]));
  const rows = LEAD_FILTERS.map((filter) => ({
    filter,
    total: totalOf.get(filter) ?? 0,
    cells: FOLLOW_UP_INTERVALS.map((interval) => ({ interval, count: count.get(`${filter}/${interval}`) ?? 0 })),
  }));
  const max = Math.max(0, ...rows.flatMap((row) => row.cells.map((cell) => cell.count)));
  return { rows, max };
}

/** How dark a cell is drawn: 0 for none, then 1-4 by its share of the largest cell. */
export function heatLevel(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as 1 | 2 | 3 | 4;
}

/** Today in India (YYYY-MM-DD). */
export const today = (now: number = Date.now()) => istDay(now);

/** A camp whose day is over (its date before today in India) is shown, not changed (the server refuses it too). */
export const campIsOver = (camp: { date: string }, now: number = Date.now()) => camp.date < today(now);

/** The camp form as typed. */
export interface CampDraft {
  name: string;
  kind: CampKind;
  date: string;
  slot: CampSlot | '';
  place: string;
  pinCode: string;
  notes: string;
}

export const EMPTY_CAMP: CampDraft = { name: '', kind: 'HEALTH_CAMP', date: '', slot: '', place: '', pinCode: '', notes: '' };

export const campDraftOf = (camp: HealthCamp): CampDraft => ({
  name: camp.name,
  kind: camp.kind,
  date: camp.date,
  slot: camp.slot,
  place: camp.place,
  pinCode: camp.pinCode ?? '',
  notes: camp.notes ?? '',
});

type FieldProblems<K extends string> = Partial<Record<K, KeyedMessage>>;
const keyed = (ns: 'leads.messages' | 'account.messages', key: string, message: string): KeyedMessage => ({ message, messageKey: `${ns}.${key}` });

/**
 * The camp form checked before it is sent: a name (2+ characters), a kind, a real day, one of the three
 * slots, a place (2 to 120 characters); a pin code is 6 digits. Whether a day already over may be given is the server's to say
 * (a camp can be written down the day after). The input to send, or what is wrong by field.
 */
export function checkCamp(draft: CampDraft): { ok: true; input: HealthCampInput } | { ok: false; problems: FieldProblems<keyof CampDraft> } {
  const problems: FieldProblems<keyof CampDraft> = {};
  const name = draft.name.trim().replace(/\s+/g, ' ');
  const place = draft.place.trim().replace(/\s+/g, ' ');
  const pinCode = draft.pinCode.replace(/\s/g, '');
  if (name.length < 2) problems.name = keyed('leads.messages', 'campNameRequired', LEAD_MESSAGES.campNameRequired);
  else if (name.length > 120) problems.name = keyed('leads.messages', 'textTooLong', LEAD_MESSAGES.textTooLong);
  if (!isCalendarDay(draft.date)) problems.date = keyed('leads.messages', 'campDateRequired', LEAD_MESSAGES.campDateRequired);
  if (!CAMP_SLOT_NAMES.includes(draft.slot as CampSlot)) problems.slot = keyed('leads.messages', 'campSlotRequired', LEAD_MESSAGES.campSlotRequired);
  if (!CAMP_KINDS.includes(draft.kind)) problems.kind = keyed('account.messages', 'fieldRequired', ACCOUNT_MESSAGES.fieldRequired);
  if (place.length < 2) problems.place = keyed('account.messages', 'fieldRequired', ACCOUNT_MESSAGES.fieldRequired);
  else if (place.length > 120) problems.place = keyed('leads.messages', 'textTooLong', LEAD_MESSAGES.textTooLong);
  if (pinCode !== '' && !/^[1-9]\d{5}$/.test(pinCode)) problems.pinCode = keyed('account.messages', 'invalidPinCode', ACCOUNT_MESSAGES.invalidPinCode);
  if (draft.notes.trim().length > 500) problems.notes = keyed('leads.messages', 'textTooLong', LEAD_MESSAGES.textTooLong);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      name,
      kind: draft.kind,
      date: draft.date,
      slot: draft.slot as CampSlot,
      place,
      pinCode: pinCode || null,
      notes: draft.notes.trim() || null,
    },
  };
}

/** The activity form as typed: what was done, notes, and the next follow-up day (empty: none). */
export interface ActivityDraft {
  kind: LeadActivityKind;
  notes: string;
  nextFollowUpDate: string;
}

/**
 * The activity checked before it is sent: notes of at most 500 characters, the next follow-up date by
 * the lead's own rule (a real day, not in the past, within a year: domain/lead.ts followUpDateRule).
 */
export function checkActivity(
  draft: ActivityDraft,
  now: number = Date.now(),
):
  | { ok: true; input: { kind: LeadActivityKind; notes: string | null; nextFollowUpDate: string | null } }
  | { ok: false; problems: FieldProblems<keyof ActivityDraft> } {
  const problems: FieldProblems<keyof ActivityDraft> = {};
  const notes = draft.notes.trim();
  if (notes.length > 500) problems.notes = keyed('leads.messages', 'textTooLong', LEAD_MESSAGES.textTooLong);
  const date = followUpDateRule(today(now)).safeParse(draft.nextFollowUpDate);
  if (!date.success) {
    const message = date.error.issues[0]?.message ?? LEAD_MESSAGES.invalidFollowUpDate;
    const key = (Object.entries(LEAD_MESSAGES).find(([, text]) => text === message)?.[0] ?? 'invalidFollowUpDate') as keyof typeof LEAD_MESSAGES;
    problems.nextFollowUpDate = keyed('leads.messages', key, message);
  }
  if (!date.success || problems.notes) return { ok: false, problems };
  return { ok: true, input: { kind: draft.kind, notes: notes || null, nextFollowUpDate: date.data } };
}

/** A new mobile for a lead: the 10 digits, or the account's 'invalid mobile' message. */
export function checkMobile(typed: string): { ok: true; mobile: string } | { ok: false; problem: KeyedMessage } {
  const mobile = normaliseMobile(typed);
  return mobile ? { ok: true, mobile } : { ok: false, problem: keyed('account.messages', 'invalidMobile', ACCOUNT_MESSAGES.invalidMobile) };
}

/** "tel:" link of a lead's mobile (the 10 digits with India's code). */
export const telHref = (mobile: string) => `tel:+91${mobile}`;
