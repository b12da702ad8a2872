import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TERMS, MAX_TERM_LENGTH, maxTypos, prepareQuery, requiredMatches, typoCost } from './query.ts';

describe('minimum should match 66%', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 4],
    [10, 7],
  ])('%i terms need %i', (terms, needed) => {
    expect(requiredMatches(terms)).toBe(needed);
  });
});

describe('typos allowed (at most 2, fewer on short words, none on numbers)', () => {
  it.each([
    ['azi', 0],
    ['azee', 1],
    ['glaxo', 1],
    ['augmentn', 2],
    ['azithromicin', 2],
    ['625', 0],
    ['1000000', 0],
  ])('%s: %i', (term, typos) => {
    expect(maxTypos(term)).toBe(typos);
  });

  it('counts an edit on the first letter twice', () => {
    expect(typoCost('saturday', 'caturday', 1)).toBe(2);
    expect(typoCost('augmentn', 'augmentin', 1)).toBe(1);
    expect(typoCost('augmentin', 'augmentin', 0)).toBe(0);
  });
});

describe('prepareQuery', () => {
  it.each([
    ['  Augmentin   625 ', ['augmentin', '625']],
    ['AUGMENTIN augmentin', ['augmentin']],
    ['অগমেন্টিন ৬২৫', ['agmentin', '625']],
    ['ऑगमेंटिन ६२५', ['ogmentin', '625']],
    ['ऑगमेंटिन 625', ['ogmentin', '625']],
    ['ଅଗମେଣ୍ଟିନ୬୨୫', ['agmentin', '625']],
    ['augmentin ୬୨୫', ['augmentin', '625']],
    ['!!!', []],
    ['💊', []],
    ['', []],
    ['" OR 1=1 --', ['or', '1']],
  ])('%j -> %j', (raw, terms) => {
    expect(prepareQuery(raw).terms).toEqual(terms);
  });

  it('keeps the sound key of a term read from an Indian script, and none for Latin terms and numbers', () => {
    expect(prepareQuery('ऑगमेंटिन ६२५ duo')).toMatchObject({ terms: ['ogmentin', '625', 'duo'], sounds: ['agmntn', null, null], text: 'ogmentin 625 duo' });
    expect(prepareQuery('पैरासिटामोल ପାରାସିଟାମୋଲ').sounds).toEqual(['prstml']);
  });

  it('bounds a 500-character query: at most 10 terms of at most 40 characters', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${'x'.repeat(i)}`).join(' ');
    const { terms } = prepareQuery(`${'a'.repeat(500)} ${words}`);
    expect(terms.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    expect(terms.every((t) => t.length <= MAX_TERM_LENGTH)).toBe(true);
    expect(terms[0]).toBe('a'.repeat(MAX_TERM_LENGTH));
  });
});
