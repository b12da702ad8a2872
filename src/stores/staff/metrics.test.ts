import { describe, expect, it } from 'vitest';
import { chartColumns, dayText, lastDays } from './metrics.ts';

describe('order metrics in the browser: days in IST whatever the phone’s time zone', () => {
  it.each([
    ['the last moment of an IST day', '2026-11-25T18:29:59.999Z', { from: '2026-10-27', to: '2026-11-25' }],
    ['the first moment of the next', '2026-11-25T18:30:00.000Z', { from: '2026-10-28', to: '2026-11-26' }],
    ['across a month and a year', '2026-01-10T06:00:00.000Z', { from: '2025-12-12', to: '2026-01-10' }],
  ])('opens on the last 30 days, today included, at %s', (_when, now, days) => {
    expect(lastDays(30, new Date(now))).toEqual({ ...days, shop: '' });
  });

  it('puts each day on the chart at its IST midnight, with its orders and value in paise', () => {
    const [x, orders, paise] = chartColumns([
      { day: '2026-11-09', orders: 2, value: { paise: 45_010 } },
      { day: '2026-11-10', orders: 0, value: { paise: 0 } },
    ]);
    expect(x.map((s) => new Date(s * 1000).toISOString())).toEqual(['2026-11-08T18:30:00.000Z', '2026-11-09T18:30:00.000Z']);
    expect(orders).toEqual([2, 0]);
    expect(paise).toEqual([45_010, 0]);
  });

  it('writes a day D/M/YYYY (staff-tools.md §9)', () => {
    expect(dayText('2026-01-09')).toBe('9/1/2026');
  });
});
