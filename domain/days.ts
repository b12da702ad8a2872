/**
 * Calendar days in India (YYYY-MM-DD, IST), one copy for every layer: follow-up dates, camp days, the
 * next call of a retention call, the order-metrics ranges, the editor's publishing times (to the minute). India keeps no daylight saving, so every day
 * is 24 hours and a day moves by whole multiples of 86,400,000 ms. A module apart from ./time.ts, whose
 * formatIst rides a chunk every catalogue page loads.
 */
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The date and minute in India at an instant (epoch ms or a Date), as a `datetime-local` box writes it: "2026-11-26T17:05". */
export function istMinute(now: number | Date): string {
  return new Date((typeof now === 'number' ? now : now.getTime()) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The day in India at an instant (epoch ms or a Date): "2026-11-26". */
export function istDay(now: number | Date): string {
  return istMinute(now).slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD ("2026-02-30" and "2026-1-9" are not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The day `days` after `day` (negative: before). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant (UTC ISO, as times are stored, so text order is time order) an IST day starts at. */
export function istDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+05:30`)).toISOString();
}
