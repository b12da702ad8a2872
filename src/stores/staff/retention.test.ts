import { describe, expect, it } from 'vitest';
import { staffPath } from '../../routing/routes.ts';
import { dayText, isDue, summaryBars } from './retention.ts';

const counts = (pending: number, done: number) => ({ pending, done, due: 0 });

describe('the calls page’s pure parts', () => {
  it('draws each kind’s pending and done calls as shares of the largest count', () => {
    expect(summaryBars({ migration: counts(2, 0), retention: counts(8, 4) })).toEqual([
      { kind: 'MIGRATION', pending: 2, done: 0, due: 0, pendingShare: 0.25, doneShare: 0 },
      { kind: 'RETENTION', pending: 8, done: 4, due: 0, pendingShare: 1, doneShare: 0.5 },
    ]);
    expect(summaryBars({ migration: counts(0, 0), retention: counts(0, 0) }).map((r) => [r.pendingShare, r.doneShare])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it.each([
    [{ status: 'PENDING', nextCallOn: null }, true],
    [{ status: 'PENDING', nextCallOn: '2026-11-09' }, true],
    [{ status: 'PENDING', nextCallOn: '2026-11-08' }, true],
    [{ status: 'PENDING', nextCallOn: '2026-11-10' }, false],
    [{ status: 'DONE', nextCallOn: null }, false],
  ] as const)('calls %o due on 2026-11-09: %s', (call, due) => {
    expect(isDue(call, '2026-11-09')).toBe(due);
  });

  it('writes days D/M/YYYY and the customer’s page path', () => {
    expect(dayText('2026-01-09')).toBe('9/1/2026');
    expect(staffPath('customer-migration')).toBe('/customer-migration');
    expect(staffPath('customer-migration', 'a b')).toBe('/customer-migration/a%20b');
  });
});
