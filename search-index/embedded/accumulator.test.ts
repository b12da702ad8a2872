import { describe, expect, it } from 'vitest';
import { catalogueDocuments } from '../../test-utils/search-documents.ts';
import { prepareQuery, requiredMatches } from '../query.ts';
import { Accumulator } from './accumulator.ts';
import { expandTerm } from './expand.ts';
import { EmbeddedIndex } from './index.ts';

const index = await EmbeddedIndex.build(catalogueDocuments());

/** Documents that reach `required`, with their counts and scores, after one run. */
function reached(query: string, required: number, shortcut: boolean): Map<number, [number, number]> {
  const { terms } = prepareQuery(query);
  const plans = terms.map((term, i) => expandTerm(index.terms, term, i === terms.length - 1));
  const accumulator = new Accumulator();
  // required = 1 never takes the shortcut: every term reads its postings in full.
  accumulator.run(index.terms, index.columns.size, plans, [1, 0.2, 1, 1], shortcut ? required : 1);
  const out = new Map<number, [number, number]>();
  for (let k = 0; k < accumulator.unionSize; k++) {
    const d = accumulator.union[k] as number;
    if ((accumulator.count[d] as number) >= required) out.set(d, [accumulator.count[d] as number, accumulator.score[d] as number]);
  }
  accumulator.reset();
  return out;
}

describe('the accumulator: rarest terms first', () => {
  it.each(['augmentin tablet', 'amoxycillin clavulanic tablet', 'atorva 40 tablet', 'paracetamol 500 tablet syrup', 'glaxo tablet cream', 'azithromicin 500'])(
    '"%s": the same documents reach the 66 per cent rule, with the same counts and scores, as reading every term in full',
    (query) => {
      const required = requiredMatches(prepareQuery(query).terms.length);
      const full = reached(query, required, false);
      expect(full.size).toBeGreaterThan(0);
      expect(reached(query, required, true)).toEqual(full);
    },
  );
});
