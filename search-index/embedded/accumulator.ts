import type { Expansion } from './expand.ts';
import { BOOST_BY_MASK } from './fields.ts';
import type { TermIndex } from './term-index.ts';

/** A term's postings this many times longer than the documents still in the running are probed, not read. */
const PROBE_RATIO = 16;

/** The position of `d` in the ascending `docs`, or -1. */
function find(docs: Int32Array, d: number): number {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const value = docs[mid] as number;
    if (value < d) low = mid + 1;
    else if (value > d) high = mid - 1;
    else return mid;
  }
  return -1;
}

/**
 * Scores documents term by term in flat typed arrays indexed by document ordinal: for each query term
 * the best (match weight + field boost) a document reaches, summed over terms, and how many terms
 * it matched. Only the documents touched are reset afterwards, so a query costs what its postings cost.
 *
 * Terms run rarest first. Once the terms left are too few for a document not yet seen to reach the
 * `required` count (the 66% rule), a term only updates the documents already in the running: "atorvastatin
 * tablet" reads atorvastatin's postings and then looks those documents up in tablet's 250,000 (a binary
 * search each) instead of reading them all. The candidates, scores and counts that can reach `required`
 * are the same either way.
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
  run(index: TermIndex, documentCount: number, plans: readonly Expansion[][], termWeights: readonly number[], required = 1): void {
    this.#ensure(documentCount);
    const { count, score, union } = this;
    const best = this.#best;
    const stamp = this.#stamp;
    const touched = this.#touched;
    const postings = plans.map((plan) => plan.reduce((n, e) => n + index.documentFrequency(e.id), 0));
    const order = plans.map((_, i) => i).sort((a, b) => (postings[a] as number) - (postings[b] as number) || a - b);
    let unionSize = 0;
    order.forEach((i, step) => {
      const plan = plans[i] as Expansion[];
      const mark = i + 1;
      const termWeight = termWeights[i] ?? 1;
      const opensNew = plans.length - step >= required;
      if (opensNew && plan.length === 1) {
        // One index term: each document appears once, so no best-of-expansions bookkeeping.
        const { id, weight } = plan[0] as Expansion;
        const docs = index.docs(id);
        const masks = index.masks(id);
        for (let k = 0; k < docs.length; k++) {
          const d = docs[k] as number;
          if (count[d] === 0) union[unionSize++] = d;
          count[d] = (count[d] as number) + 1;
          score[d] = (score[d] as number) + (weight + (BOOST_BY_MASK[masks[k] as number] as number)) * termWeight;
        }
        return;
      }
      let touchedSize = 0;
      // A document's best match over the term's expansions (several index terms may hold it).
      const visit = (d: number, w: number) => {
        if (stamp[d] !== mark) {
          stamp[d] = mark;
          best[d] = w;
          touched[touchedSize++] = d;
        } else if (w > (best[d] as number)) best[d] = w;
      };
      for (const { id, weight } of plan) {
        const docs = index.docs(id);
        const masks = index.masks(id);
        if (opensNew) {
          for (let k = 0; k < docs.length; k++) visit(docs[k] as number, weight + (BOOST_BY_MASK[masks[k] as number] as number));
        } else if (docs.length > PROBE_RATIO * unionSize) {
          for (let u = 0; u < unionSize; u++) {
            const d = union[u] as number;
            const k = find(docs, d);
            if (k >= 0) visit(d, weight + (BOOST_BY_MASK[masks[k] as number] as number));
          }
        } else {
          for (let k = 0; k < docs.length; k++) {
            const d = docs[k] as number;
            if (count[d] !== 0) visit(d, weight + (BOOST_BY_MASK[masks[k] as number] as number));
          }
        }
      }
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
    // A query that touched much of the catalogue ("medicines") is cleared faster whole than document by document.
    if (this.unionSize * 8 > this.count.length) {
      this.count.fill(0);
      this.score.fill(0);
      this.#stamp.fill(0);
      this.unionSize = 0;
      return;
    }
    for (let k = 0; k < this.unionSize; k++) {
      const d = this.union[k] as number;
      this.count[d] = 0;
      this.score[d] = 0;
      this.#stamp[d] = 0;
    }
    this.unionSize = 0;
  }
}
