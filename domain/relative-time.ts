/*
 * Relative times of staff-tools.md §9, a module apart from ./time.ts: the customer's pages share
 * ./time.ts's formatIst through a common chunk, and only staff pages need this (with it there, every
 * catalogue page carried it: +0.2 KB gzip, past the product page's budget).
 */
/**
 * The units of a relative time (staff-tools.md §9: year 31536000 s, month 2592000 s, then day, hour,
 * minute, second), largest first: a time is told in the largest unit it holds at least once.
 */
export const RELATIVE_TIME_UNITS = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;
export type RelativeTimeUnit = (typeof RELATIVE_TIME_UNITS)[number][0];

/**
 * How long ago (negative) or ahead (positive) `fromIso` is from `now`, in whole units of §9, ready for
 * Intl.RelativeTimeFormat's format(value, unit): 90 s ago -> { value: -1, unit: 'minute' }; under a
 * second is 0 seconds. Null for a text that is not a time.
 */
export function relativeTime(fromIso: string, now: Date | number): { value: number; unit: RelativeTimeUnit } | null {
  const at = Date.parse(fromIso);
  if (Number.isNaN(at)) return null;
  const seconds = Math.trunc((at - (typeof now === 'number' ? now : now.getTime())) / 1000);
  const size = Math.abs(seconds);
  for (const [unit, unitSeconds] of RELATIVE_TIME_UNITS) {
    if (size >= unitSeconds) return { value: Math.sign(seconds) * Math.floor(size / unitSeconds), unit };
  }
  return { value: 0, unit: 'second' };
}
