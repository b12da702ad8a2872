/**
 * What the load test measures per operation (issue 21): every answered request's time as an exact
 * sample (no histogram buckets), and every error by kind. Pure: the clock and the requests are the
 * caller's.
 */

import { percentile, type Summary, summarise } from '../queries.ts';

/** The benches' one percentile (nearest rank) and summary, for the load test's tables and tests. */
export { percentile, type Summary, summarise };

/** Why a request counts as an error. */
export type ErrorKind = 'http' | 'graphql' | 'network' | 'timeout' | 'answer';

export interface OperationFigures {
  op: string;
  /** Requests made (answered or not). */
  count: number;
  errors: number;
  /** Errors by kind and detail ('graphql OUT_OF_STOCK', 'http 502', 'timeout'), with their number. */
  errorKinds: Map<string, number>;
  /** Times of the answered requests (ms), in the order they came. */
  samples: number[];
}

/** The operations of one run, in the order first seen, and a few error messages to show. */
export class Recorder {
  readonly ops = new Map<string, OperationFigures>();
  /** The first messages of each error kind (at most `keepMessages` per kind and operation). */
  readonly messages: string[] = [];
  total = 0;
  totalErrors = 0;
  /** Requests sent again on a new connection after the server closed the kept-alive one they went on (as browsers do). */
  resent = 0;
  private readonly seen = new Map<string, number>();

  constructor(private readonly keepMessages = 3) {}

  private figures(op: string): OperationFigures {
    let figures = this.ops.get(op);
    if (!figures) {
      figures = { op, count: 0, errors: 0, errorKinds: new Map(), samples: [] };
      this.ops.set(op, figures);
    }
    return figures;
  }

  /** An answered request that was what was expected. */
  ok(op: string, ms: number): void {
    const figures = this.figures(op);
    figures.count += 1;
    figures.samples.push(ms);
    this.total += 1;
  }

  /**
   * A request already recorded as answered whose answer turned out wrong (a customer the search should
   * have found, a login code that never came): an error, without counting the request again.
   */
  wrongAnswer(op: string, detail: string, message: string): void {
    const figures = this.figures(op);
    figures.errors += 1;
    this.totalErrors += 1;
    this.count(figures, `answer ${detail}`, op, message);
  }

  /**
   * A request that failed: `ms` is its time when it was answered (an HTTP or GraphQL error), null when
   * no answer came (network error, time-out), which then has no sample.
   */
  error(op: string, kind: ErrorKind, detail: string, ms: number | null, message: string): void {
    const figures = this.figures(op);
    figures.count += 1;
    figures.errors += 1;
    if (ms !== null) figures.samples.push(ms);
    this.total += 1;
    this.totalErrors += 1;
    this.count(figures, detail ? `${kind} ${detail}` : kind, op, message);
  }

  private count(figures: OperationFigures, key: string, op: string, message: string): void {
    figures.errorKinds.set(key, (figures.errorKinds.get(key) ?? 0) + 1);
    const shown = `${op}|${key}`;
    const times = this.seen.get(shown) ?? 0;
    this.seen.set(shown, times + 1);
    if (times < this.keepMessages) this.messages.push(`${op}: ${key}: ${message.slice(0, 300)}`);
  }
}

/** The samples of several operations together (a target over every page view, say). */
export function samplesOf(recorder: Recorder, ops: readonly string[]): number[] {
  return ops.flatMap((op) => recorder.ops.get(op)?.samples ?? []);
}
