import { z } from 'zod';
import { ACCOUNT_MESSAGES as A } from './account-messages.ts';
import { MobileSchema, NameSchema } from './fields.ts';
import { SUPPORT_MESSAGES as M } from './support-messages.ts';

/**
 * Support hours (storefront.md §9 "Support and chat hours 9 AM to 9 PM (hours 9-21)"; staff-tools.md §9):
 * open from 09:00 inclusive to 21:00 exclusive India Standard Time, every day, whatever the phone's or the
 * server's own time zone. Outside them the customer is told `ACCOUNT_MESSAGES.supportClosed` (§8).
 */
export const SUPPORT_OPENS_HOUR = 9;
export const SUPPORT_CLOSES_HOUR = 21;
export const SUPPORT_CLOSED_MESSAGE = A.supportClosed;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface SupportHours {
  open: boolean;
  /** The next opening (ISO, UTC) when closed; today's opening when open. */
  opensAt: string;
  /** Today's closing (ISO, UTC) when open; the closing after the next opening when closed. */
  closesAt: string;
}

/** Whether support is open at `at`, and when it opens and closes (IST 9:00-21:00), from the clock given. */
export function supportHours(at: Date): SupportHours {
  const time = at.getTime();
  // Milliseconds since IST midnight of the IST day `at` falls on, and that midnight in UTC.
  const sinceMidnight = (((time + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  const midnight = time - sinceMidnight;
  const opens = midnight + SUPPORT_OPENS_HOUR * HOUR_MS;
  const closes = midnight + SUPPORT_CLOSES_HOUR * HOUR_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  if (time < opens) return { open: false, opensAt: iso(opens), closesAt: iso(closes) };
  if (time < closes) return { open: true, opensAt: iso(opens), closesAt: iso(closes) };
  return { open: false, opensAt: iso(opens + DAY_MS), closesAt: iso(closes + DAY_MS) };
}

/** What a call-back is about: a short topic from this list (the form's choices). */
export const SUPPORT_TOPICS = ['ORDER', 'PRESCRIPTION', 'PAYMENT', 'DELIVERY', 'PRODUCT', 'OTHER'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_NOTE_MAX = 500;

/**
 * A call-back request: the person's name (2+ letters, any script: the profile's rule), an Indian
 * mobile (10 digits, +91/0 allowed in front), a topic from the list, and an optional note of at most
 * 500 characters (trimmed; empty is none). Kept as text: nothing in it is ever run or rendered as HTML.
 */
export const CallbackRequestSchema = z.object({
  name: NameSchema,
  mobile: MobileSchema,
  topic: z.enum(SUPPORT_TOPICS, { error: M.topicRequired }),
  note: z
    .string({ error: M.noteTooLong })
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || [...value].length <= SUPPORT_NOTE_MAX, M.noteTooLong),
});
export type CallbackRequestInput = z.input<typeof CallbackRequestSchema>;
export type CallbackRequest = z.output<typeof CallbackRequestSchema>;
