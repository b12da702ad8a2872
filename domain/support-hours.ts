/**
 * Support hours (storefront.md §9 "Support and chat hours 9 AM to 9 PM (hours 9-21)"; staff-tools.md §9):
 * open from 09:00 inclusive to 21:00 exclusive India Standard Time, every day, whatever the phone's or the
 * server's own time zone. Outside them the customer is told `ACCOUNT_MESSAGES.supportClosed` (§8;
 * SUPPORT_CLOSED_MESSAGE in support.ts). Nothing here imports zod or the message catalogues: the help
 * page's island imports this module (and ./time.ts, which it shows times with anyway).
 */
import { IST_OFFSET_MS } from './time.ts';

export const SUPPORT_OPENS_HOUR = 9;
export const SUPPORT_CLOSES_HOUR = 21;

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
