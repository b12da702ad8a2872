import { z } from 'zod';
import { isCalendarDay, istDay } from './days.ts';
import { RETENTION_MESSAGES as M } from './retention-messages.ts';

/**
 * Migration and retention calls (staff-tools.md §2 /customer-migration, §3 customerMigrationFeedbackOptions,
 * §4 order age, §7 Migration and retention). The spec names the calls but not how a customer is chosen;
 * this is the project's rule (README "Migration and retention calls"), one copy for every layer.
 *
 * An order's *channel*: STAFF when a staff user placed it for the customer (acting for them: the order
 * records `placed_by_user_id`, and `franchise_id` when that user belongs to a shop), SELF when the
 * customer placed it themself on the web or the app. Cancelled orders are no purchase and count for
 * nothing below.
 *
 * - MIGRATION: the customer's latest order came through a different channel than the order before it
 *   (a shop's customer who now orders on the app, or an app customer whom a shop or the call centre now
 *   serves), and that latest order is not older than the order-age threshold (§4, §9: 134784000 ms,
 *   37 h 26 min 24 s) when the calls are found: a fresh change of channel is worth a call while the
 *   customer remembers it; an older one is "too old" (§4) and never becomes a call. One call per
 *   triggering order.
 * - RETENTION (inactive): the customer's latest order is older than the inactive period
 *   (RETENTION_INACTIVE_DAYS, 30 days unless configured), and the customer has no open call of either
 *   kind. One call per latest order: after a retention call is done, the customer is called again only
 *   after they order again and then go quiet again. A customer who never ordered is not a retention
 *   customer (nothing to retain).
 * - At most one open (PENDING) call per customer and kind (the database's unique index decides).
 */

export const CALL_KINDS = ['MIGRATION', 'RETENTION'] as const;
export type CallKind = (typeof CALL_KINDS)[number];
export const CALL_STATUSES = ['PENDING', 'DONE'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const ORDER_CHANNELS = ['STAFF', 'SELF'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** staff-tools.md §4 and §9: an order older than this is too old (for a migration call). */
export const ORDER_AGE_THRESHOLD_MS = 134_784_000;
/** The inactive period when RETENTION_INACTIVE_DAYS is not set. */
export const DEFAULT_INACTIVE_DAYS = 30;
/** How often a read of the call list looks for new calls at most, when RETENTION_FIND_EVERY_MINUTES is not set. */
export const DEFAULT_FIND_EVERY_MINUTES = 15;
const DAY_MS = 86_400_000;

/** The channel of an order, from who placed it. */
export function channelOf(order: { placedByUserId: number | null; franchiseId: number | null }): OrderChannel {
  return order.placedByUserId !== null || order.franchiseId !== null ? 'STAFF' : 'SELF';
}

/** Whether a customer whose last two orders are `latest` and `previous` is a migration customer at `now`. */
export function isMigration(latest: { channel: OrderChannel; placedAt: string }, previous: { channel: OrderChannel } | null, now: Date): boolean {
  if (!previous || latest.channel === previous.channel) return false;
  const age = now.getTime() - Date.parse(latest.placedAt);
  return age >= 0 && age <= ORDER_AGE_THRESHOLD_MS;
}

/** The instant before which a last order makes a customer inactive (retention), for `inactiveDays`. */
export function inactiveBefore(now: Date, inactiveDays: number): string {
  return new Date(now.getTime() - inactiveDays * DAY_MS).toISOString();
}

/** Whether a customer whose last order was placed at `lastPlacedAt` is inactive at `now`. */
export function isInactive(lastPlacedAt: string, now: Date, inactiveDays: number): boolean {
  return lastPlacedAt < inactiveBefore(now, inactiveDays);
}

/**
 * customerMigrationFeedbackOptions (§3): what the adviser heard on the call, one list for both kinds.
 * The English here is each option's wording (`retention.feedback.<code>` in the interface strings).
 * CALL_BACK asks for the next call's date; any option may have one.
 */
export const FEEDBACK_OPTIONS = {
  WILL_ORDER: 'Will order again soon',
  PREFERS_APP: 'Prefers ordering on the app or website',
  PREFERS_SHOP: 'Prefers ordering through the shop',
  NEEDS_HELP: 'Needs help with ordering',
  PRICE: 'Found a lower price elsewhere',
  DELIVERY: 'Had a problem with a delivery',
  STOPPED_MEDICINE: 'No longer needs the medicines',
  NOT_REACHABLE: 'Could not be reached',
  CALL_BACK: 'Asked to be called back later',
  OTHER: 'Other (see the notes)',
} as const;
export type FeedbackOption = keyof typeof FEEDBACK_OPTIONS;
export const FEEDBACK_CODES = Object.keys(FEEDBACK_OPTIONS) as [FeedbackOption, ...FeedbackOption[]];

export const MAX_NOTES = 500;
export const MAX_MESSAGE = 500;
/** The next call is at most this many days ahead. */
export const MAX_NEXT_CALL_DAYS = 90;

// The days are ./days.ts's, re-exported for the call code that reads istDay from here.
export { istDay };

/**
 * The feedback an adviser saves for a call: an option of the list, notes (at most 500 characters;
 * required for OTHER), and the next call's day in IST (YYYY-MM-DD; today up to 90 days ahead; required
 * for CALL_BACK). With a next call the call stays PENDING, due on that day; without, it is DONE.
 */
export function feedbackSchema(now: Date) {
  const today = istDay(now);
  const last = istDay(new Date(now.getTime() + MAX_NEXT_CALL_DAYS * DAY_MS));
  return z
    .object({
      feedback: z.enum(FEEDBACK_CODES, { error: M.feedbackRequired }),
      notes: z
        .string({ error: M.notesTooLong })
        .trim()
        .max(MAX_NOTES, { error: M.notesTooLong })
        .nullish()
        .transform((v) => v || null),
      nextCallOn: z
        .string({ error: M.nextCallDay })
        .trim()
        .nullish()
        .transform((v) => v || null)
        .refine((v) => v === null || isCalendarDay(v), { error: M.nextCallDay })
        .refine((v) => v === null || v >= today, { error: M.nextCallPast })
        .refine((v) => v === null || v <= last, { error: M.nextCallTooFar }),
    })
    .superRefine((value, ctx) => {
      if (value.feedback === 'CALL_BACK' && value.nextCallOn === null) ctx.addIssue({ code: 'custom', path: ['nextCallOn'], message: M.nextCallRequired });
      if (value.feedback === 'OTHER' && value.notes === null) ctx.addIssue({ code: 'custom', path: ['notes'], message: M.notesRequired });
    });
}
export type Feedback = z.output<ReturnType<typeof feedbackSchema>>;

/** A message to the customer through the engagement service: 2 to 500 characters after trimming. */
export const EngagementMessageSchema = z.object({
  body: z.string({ error: M.messageRequired }).trim().min(2, { error: M.messageRequired }).max(MAX_MESSAGE, { error: M.messageTooLong }),
});

/** Whole days from `placedAt` to `now` (0 on the day itself). */
export const daysSince = (placedAt: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(placedAt)) / DAY_MS));
