import { describe, expect, it } from 'vitest';
import { overQuota } from './sw-policy.ts';

describe('overQuota', () => {
  it.each([
    [{ usage: 95, quota: 100 }, true],
    [{ usage: 90, quota: 100 }, false],
    [{ usage: 10, quota: 100 }, false],
    [{ usage: 10 }, false],
    [{}, false],
    [{ usage: 0, quota: 0 }, false],
  ])('%j -> %s', (estimate, over) => {
    expect(overQuota(estimate)).toBe(over);
  });
});
