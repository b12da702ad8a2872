import { describe, expect, it } from 'vitest';
import { phoneticKey } from '../text/phonetic.ts';
import { expandTerm, MATCH_WEIGHTS, SOUND_WEIGHTS } from './expand.ts';
import { TermIndex } from './term-index.ts';

function indexOf(...terms: string[]): TermIndex {
  const index = new TermIndex();
  terms.forEach((term, ordinal) => {
    index.add(term, ordinal, 1);
  });
  return index;
}

const weights = (index: TermIndex, term: string, sound: string | null, isLast = false) =>
  Object.fromEntries(expandTerm(index, term, isLast, sound).map((e) => [e.term, e.weight]));

describe('expanding a term read from an Indian script', () => {
  it('finds the terms that sound like the reading, at the one-typo step', () => {
    const index = indexOf('augmentin', 'paracetamol', 'atenolol');
    expect(weights(index, 'ogmentin', phoneticKey('ogmentin'))).toEqual({ augmentin: SOUND_WEIGHTS.sameKey });
    expect(weights(index, 'parasitamol', phoneticKey('parasitamol'))).toEqual({ paracetamol: SOUND_WEIGHTS.sameKey });
  });

  it('does not match Latin terms by sound', () => {
    expect(weights(indexOf('augmentin'), 'ogmentin', null)).toEqual({});
  });

  it('ranks the nearest spelling first among terms of one key', () => {
    expect(weights(indexOf('abbott', 'avota', 'abita'), 'abot', 'abt')).toEqual({
      abbott: SOUND_WEIGHTS.sameKey,
      avota: SOUND_WEIGHTS.nearKey,
      abita: SOUND_WEIGHTS.nearKey,
    });
  });

  it('takes a key one edit away at the two-typos step, for keys of 5 letters or more', () => {
    // "ajithromaisin" -> "ajtrmsn"; "azithromicinum" -> "ajtrmsnm", one edit away
    expect(weights(indexOf('azithromicinum'), 'ajithromaisin', phoneticKey('ajithromaisin'))).toEqual({ azithromicinum: SOUND_WEIGHTS.nearKey });
    // "sipla" -> "spl"; "simple" -> "snpl" is one edit away, but a 3-letter key is too short for that
    expect(weights(indexOf('simple'), 'sipla', phoneticKey('sipla'))).toEqual({});
  });

  it('keeps the surer matches of the reading itself', () => {
    const index = indexOf('montelukast', 'ambroxol');
    expect(weights(index, 'montelukast', phoneticKey('montelukast'))).toEqual({ montelukast: MATCH_WEIGHTS.exact });
    expect(weights(index, 'monte', phoneticKey('monte'), true)).toEqual({ montelukast: MATCH_WEIGHTS.prefix });
  });
});
