import { describe, expect, it } from 'vitest';
import { formatIst } from './time.ts';

describe('formatIst (HH:mm D/M/YYYY in India Standard Time)', () => {
  it.each([
    ['2026-11-22T07:05:00Z', '12:35 22/11/2026'],
    ['2026-11-22T18:45:00.000Z', '00:15 23/11/2026'],
    ['2026-12-31T18:30:00Z', '00:00 1/1/2027'],
    ['2026-03-01T00:00:00+05:30', '00:00 1/3/2026'],
    ['not a date', ''],
  ])('%s -> %s', (iso, shown) => {
    expect(formatIst(iso)).toBe(shown);
  });
});
