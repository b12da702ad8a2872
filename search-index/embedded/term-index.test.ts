import { describe, expect, it } from 'vitest';
import { TermIndex } from './term-index.ts';

describe('TermIndex', () => {
  const index = new TermIndex();
  ['cetirizine', 'levocetirizine', 'augmentin', 'paracetamol', 'mg', '500'].forEach((term, ordinal) => {
    index.add(term, ordinal, 1);
  });

  it('finds terms by their sound key, exactly and within an edit', () => {
    expect(index.sounds('strjn', 0).map(([term, , d]) => [term, d])).toEqual([['cetirizine', 0]]);
    expect(
      index
        .sounds('strjn', 1)
        .map(([term]) => term)
        .sort(),
    ).toEqual(['cetirizine']);
    expect(index.sounds('agmntn', 0).map(([term]) => term)).toEqual(['augmentin']);
  });

  it('finds terms whose sound key starts with a partial key', () => {
    expect(
      index
        .soundsStartingWith('str')
        .map(([term]) => term)
        .sort(),
    ).toEqual(['cetirizine']);
    expect(index.soundsStartingWith('agmn').map(([term]) => term)).toEqual(['augmentin']);
    // The whole key is TermIndex.sounds' answer, not a completion.
    expect(index.soundsStartingWith('agmntn')).toEqual([]);
    expect(index.soundsStartingWith('zzz')).toEqual([]);
  });

  it('gives numbers and short words no key', () => {
    expect(index.sounds('mg', 0)).toEqual([]);
    expect(index.sounds('500', 0)).toEqual([]);
  });
});
