import type { UserFacingError } from '../lib/graphql-errors.ts';

/** What a store's action answers: the data, or the refusal in the spec's words for the page to show. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: UserFacingError };

/** The data picked out of a successful outcome; a refusal passes through unchanged. */
export const mapOutcome = <A, B>(outcome: Outcome<A>, pick: (data: A) => B): Outcome<B> => (outcome.ok ? { ok: true, data: pick(outcome.data) } : outcome);
