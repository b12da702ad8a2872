import { atom } from 'nanostores';
import type { CallKind } from '../../../domain/retention.ts';
import type {
  RetentionCallFieldsFragment,
  RetentionCallsQuery,
  RetentionCustomerQuery,
  RetentionFeedbackInput,
  RetentionSummaryQuery,
} from '../../gql/graphql.ts';
import {
  ASSIGN_RETENTION_CALL,
  FIND_RETENTION_CALLS,
  RETENTION_ADVISERS,
  RETENTION_CALLS,
  RETENTION_CUSTOMER,
  RETENTION_SUMMARY,
  SAVE_RETENTION_FEEDBACK,
  SEND_RETENTION_MESSAGE,
} from '../../graphql/retention.ts';
import type { UserFacingError } from '../../lib/graphql-errors.ts';
import { mapOutcome, type Outcome } from '../outcome.ts';
import { runStaff } from './calls.ts';

/**
 * Migration and retention calls (/customer-migration, /customer-migration/{customerSid}): an adviser's
 * pending calls with the counts, an admin's view of every adviser's (filter by adviser, assign, find new
 * calls now), one customer's page (their last order, the feedback, a message). The server decides who
 * sees what: this store only asks and keeps the answers.
 */
export type RetentionCall = RetentionCallFieldsFragment;
export type RetentionSummary = RetentionSummaryQuery['retentionSummary'];
export type RetentionCustomer = RetentionCustomerQuery['retentionCustomer'];
type CallList = RetentionCallsQuery['retentionCalls'];

export interface CallFilter {
  status: 'PENDING' | 'DONE';
  /** '' all kinds. */
  kind: '' | CallKind;
  /** An adviser's id, 'none' for calls nobody has, '' every adviser (admins). */
  adviser: string;
  /** Only pending calls with a next call planned (get-all-pending-followup). */
  followUps: boolean;
}
export const FIRST_FILTER: CallFilter = { status: 'PENDING', kind: '', adviser: '', followUps: false };
export const PAGE_SIZE = 20;

export type ListView = { status: 'loading' } | { status: 'done'; data: CallList } | ({ status: 'error' } & UserFacingError);
export interface ListState {
  filter: CallFilter;
  view: ListView;
}

export const $retentionList = atom<ListState>({ filter: FIRST_FILTER, view: { status: 'loading' } });
export const $retentionSummary = atom<{ status: 'loading' } | { status: 'done'; data: RetentionSummary } | ({ status: 'error' } & UserFacingError)>({
  status: 'loading',
});

let asked = 0;

const variablesOf = (filter: CallFilter, start: number) => ({
  status: filter.status,
  kind: filter.kind || null,
  adviser: filter.adviser || null,
  followUps: filter.followUps,
  start,
  size: PAGE_SIZE,
});

/** Loads the first page of `filter`'s calls; an answer to an earlier ask that comes late is dropped. */
export async function showCalls(filter: CallFilter): Promise<void> {
  const ask = ++asked;
  $retentionList.set({ filter, view: { status: 'loading' } });
  const reply = await runStaff(RETENTION_CALLS, variablesOf(filter, 0));
  if (ask !== asked) return;
  $retentionList.set({ filter, view: reply.ok ? { status: 'done', data: reply.data.retentionCalls } : { status: 'error', ...reply.error } });
}

/** The next page, added below the calls shown. */
export async function showMoreCalls(): Promise<Outcome<null>> {
  const { filter, view } = $retentionList.get();
  if (view.status !== 'done') return { ok: true, data: null };
  const ask = asked;
  const reply = await runStaff(RETENTION_CALLS, variablesOf(filter, view.data.items.length));
  if (!reply.ok || ask !== asked) return mapOutcome(reply, () => null);
  const next = reply.data.retentionCalls;
  $retentionList.set({ filter, view: { status: 'done', data: { ...next, items: [...view.data.items, ...next.items] } } });
  return { ok: true, data: null };
}

export async function loadSummary(): Promise<void> {
  const reply = await runStaff(RETENTION_SUMMARY, {});
  $retentionSummary.set(reply.ok ? { status: 'done', data: reply.data.retentionSummary } : { status: 'error', ...reply.error });
}

/** The page opens: what an earlier visit (perhaps another staff user's) left is dropped, the pending calls and counts load. */
export function openRetention(): Promise<unknown> {
  $retentionSummary.set({ status: 'loading' });
  return Promise.all([showCalls(FIRST_FILTER), loadSummary()]);
}

/** The advisers an admin assigns to and filters by, with their pending calls. */
export const loadAdvisers = () => runStaff(RETENTION_ADVISERS, {}).then((r) => mapOutcome(r, (d) => d.retentionAdvisers));

/** An admin looks for new calls now; the list and the counts are read again. */
export async function findNewCalls() {
  const reply = await runStaff(FIND_RETENTION_CALLS, {}, 'mutation');
  if (reply.ok) await Promise.all([showCalls($retentionList.get().filter), loadSummary()]);
  return mapOutcome(reply, (d) => d.findRetentionCalls);
}

/** Puts a changed call in the list shown (it leaves the list when it no longer fits the filter). */
function replaceCall(call: RetentionCall): void {
  const { filter, view } = $retentionList.get();
  if (view.status !== 'done') return;
  const fits = call.status === filter.status && (!filter.adviser || (call.adviser?.id ?? 'none') === filter.adviser);
  const items = view.data.items.flatMap((c) => (c.id !== call.id ? [c] : fits ? [call] : []));
  $retentionList.set({ filter, view: { status: 'done', data: { ...view.data, items, total: view.data.total - (view.data.items.length - items.length) } } });
}

/** An admin gives a call to an adviser (their id), or to nobody (''). */
export async function assignCall(callId: string, adviser: string) {
  const reply = await runStaff(ASSIGN_RETENTION_CALL, { callId, adviser: adviser || null }, 'mutation');
  if (reply.ok) {
    replaceCall(reply.data.assignRetentionCall);
    void loadSummary();
  }
  return mapOutcome(reply, (d) => d.assignRetentionCall);
}

/** One customer's page: their calls the viewer sees, their last order and the one before it. */
export const loadCustomer = (cusSid: string) => runStaff(RETENTION_CUSTOMER, { cusSid }).then((r) => mapOutcome(r, (d) => d.retentionCustomer));

/** Saves the feedback of a call (empty notes and day are none); the call as the server now has it. */
export async function saveFeedback(call: Pick<RetentionCall, 'id' | 'kind'>, input: RetentionFeedbackInput) {
  const reply = await runStaff(
    SAVE_RETENTION_FEEDBACK,
    { callId: call.id, kind: call.kind, input: { feedback: input.feedback, notes: input.notes?.trim() || null, nextCallOn: input.nextCallOn || null } },
    'mutation',
  );
  if (reply.ok) replaceCall(reply.data.saveRetentionFeedback);
  return mapOutcome(reply, (d) => d.saveRetentionFeedback);
}

/** Sends the customer of a call a message through the engagement service. */
export const sendMessage = (callId: string, body: string) =>
  runStaff(SEND_RETENTION_MESSAGE, { callId, body }, 'mutation').then((r) => mapOutcome(r, (d) => d.sendRetentionMessage));

/** The counts as bars: each kind's pending and done calls, as a share of the largest count (0 to 1). */
export function summaryBars(summary: Pick<RetentionSummary, 'migration' | 'retention'>) {
  const rows = [
    { kind: 'MIGRATION' as const, ...summary.migration },
    { kind: 'RETENTION' as const, ...summary.retention },
  ];
  const largest = Math.max(1, ...rows.flatMap((r) => [r.pending, r.done]));
  return rows.map((r) => ({ ...r, pendingShare: r.pending / largest, doneShare: r.done / largest }));
}

/** "2026-11-09" -> "9/11/2026" (staff-tools.md §9's date format, D/M/YYYY). */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}/${year}`;
}

/** Whether a pending call is due on `today` (IST YYYY-MM-DD): no next call planned, or its day has come. */
export const isDue = (call: Pick<RetentionCall, 'status' | 'nextCallOn'>, today: string) =>
  call.status === 'PENDING' && (call.nextCallOn === null || call.nextCallOn === undefined || call.nextCallOn <= today);
