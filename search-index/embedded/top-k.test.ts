import { describe, expect, it } from 'vitest';
import { topK } from './top-k.ts';

describe('topK', () => {
  const values = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
  const candidates = Int32Array.from(values.keys());
  const better = (a: number, b: number) => (values[a] as number) > (values[b] as number) || (values[a] === values[b] && a < b);
  const sorted = [...candidates].sort((a, b) => (better(a, b) ? -1 : 1));

  it.each([1, 10, 50, 249, 250, 999, 1000, 5000])('returns the first %i exactly as a full sort would', (k) => {
    expect(topK(candidates, candidates.length, k, better)).toEqual(sorted.slice(0, k));
  });

  it('reads only the given length', () => {
    expect(topK(candidates, 0, 10, better)).toEqual([]);
    expect(topK(candidates, 3, 10, better)).toEqual([0, 1, 2].sort((a, b) => (better(a, b) ? -1 : 1)));
  });
});
