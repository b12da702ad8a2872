/**
 * Times are stored in UTC and shown in India Standard Time (storefront.md §9: "time display adds
 * 5 h 30 min", date format HH:mm D/M/YYYY), whatever the phone's own time zone.
 */
/** India Standard Time is UTC+5:30, all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "2026-11-22T07:05:00Z" -> "12:35 22/11/2026" */
export function formatIst(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const ist = new Date(time + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())} ${ist.getUTCDate()}/${ist.getUTCMonth() + 1}/${ist.getUTCFullYear()}`;
}
