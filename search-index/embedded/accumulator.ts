import type { Expansion } from './expand.ts';
import { BOOST_BY_MASK } from './fields.ts';
import type { TermIndex } from './term-index.ts';

/**
 * Scores documents term by term in flat typed arrays indexed by document ordinal: for each query term
 * the best (match weight + field boost) a document reaches, summed over terms, and how many terms
 * it matched. Only the documents touched are reset afterwards, so a query costs what its postings cost.
 */
export class Accumulator {
  count = new Uint8Array(0);
  score = new Float64Array(0);
  #best = new Float64Array(0);
  #stamp = new Int32Array(0);
  #touched = new Int32Array(0);
  union = new Int32Array(0);
  unionSize = 0;

  #ensure(capacity: number): void {
    if (this.count.length >= capacity) return;
    const size = Math.max(capacity, Math.ceil(this.count.length * 1.5), 1024);
    this.count = new Uint8Array(size);
    this.score = new Float64Array(size);
    this.#best = new Float64Array(size);
    this.#stamp = new Int32Array(size);
    this.#touched = new Int32Array(size);
    this.union = new Int32Array(size);
  }

  /** Runs every term; `termWeights[i]` scales term i (very common terms count for little). */
  run(index: TermIndex, documentCount: number, plans: readonly Expansion[][], termWeights: readonly number[]): void {
    this.#ensure(documentCount);
    const { count, score, union } = this;
    const best = this.#best;
    const stamp = this.#stamp;
    const touched = this.#touched;
    let unionSize = 0;
    plans.forEach((plan, i) => {
      const mark = i + 1;
      let touchedSize = 0;
      for (const { id, weight } of plan) {
        const docs = index.docs(id);
        const masks = index.masks(id);
        for (let k = 0; k < docs.length; k++) {
          const d = docs[k] as number;
          const w = weight + (BOOST_BY_MASK[masks[k] as number] as number);
          if (stamp[d] !== mark) {
            stamp[d] = mark;
            best[d] = w;
            touched[touchedSize++] = d;
          } else if (w > (best[d] as number)) best[d] = w;
        }
      }
      const termWeight = termWeights[i] ?? 1;
      for (let k = 0; k < touchedSize; k++) {
        const d = touched[k] as number;
        if (count[d] === 0) union[unionSize++] = d;
        count[d] = (count[d] as number) + 1;
        score[d] = (score[d] as number) + (best[d] as number) * termWeight;
      }
    });
    this.unionSize = unionSize;
  }

  /** Clears what the last run touched. */
  reset(): void {
    for (let k = 0; k < this.unionSize; k++) {
      const d = this.union[k] as number;
      this.count[d] = 0;
      this.score[d] = 0;
      this.#stamp[d] = 0;
    }
    this.unionSize = 0;
  }
}
