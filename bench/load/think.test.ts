import { describe, expect, it } from 'vitest';
import { parseThinkRange, sleep, thinkTime } from './think.ts';

describe('parseThinkRange', () => {
  it.each([
    ['500-3000', { minMs: 500, maxMs: 3000 }],
    [' 500 - 3000 ', { minMs: 500, maxMs: 3000 }],
    ['1000', { minMs: 1000, maxMs: 1000 }],
    ['0-0', { minMs: 0, maxMs: 0 }],
  ])('%j', (text, range) => {
    expect(parseThinkRange(text)).toEqual(range);
  });

  it.each(['', 'abc', '3000-500', '-5', '1.5-2', '500-'])('refuses %j, naming the setting', (text) => {
    expect(() => parseThinkRange(text)).toThrow(/^LOAD_THINK_MS: /);
  });
});

describe('thinkTime', () => {
  it('draws uniformly across the range, in whole milliseconds', () => {
    const range = { minMs: 500, maxMs: 3000 };
    expect(thinkTime(range, () => 0)).toBe(500);
    expect(thinkTime(range, () => 0.5)).toBe(1750);
    expect(thinkTime(range, () => 0.999999)).toBe(3000);
    expect(thinkTime({ minMs: 800, maxMs: 800 }, () => 0.7)).toBe(800);
  });
});

describe('sleep', () => {
  it('ends at once when the stop comes, and never rejects', async () => {
    const stop = new AbortController();
    const started = Date.now();
    const pause = sleep(60_000, stop.signal);
    stop.abort();
    await expect(pause).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(sleep(60_000, stop.signal)).resolves.toBeUndefined();
  });
});
