import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { EstimationFieldsFragment } from '../../gql/graphql.ts';

/**
 * The estimation store (staff-tools.md §4): the estimation the staff user is working on for the
 * selected customer, kept in localStorage so that a reload or the next estimation page carries it on.
 *
 * - storing sets the data from the payload;
 * - an update with the same estimate_id merges: fields the update leaves out keep their old values;
 * - an update with another estimate_id replaces the data;
 * - clearing resets everything;
 * - the data is restored from local storage at start; a stored value that cannot be read is ignored and
 *   only logged (§8 "Local-storage failure: logged only").
 *
 * It is cleared when the selected customer changes or is cleared (./acting.ts) and at staff sign-in and
 * logout (./sign-in.ts): an estimation belongs to one customer and one staff user's work.
 */
export type EstimationData = EstimationFieldsFragment;

/** What an update may carry: the estimate id and any of the other fields (one left out, or undefined, is missing). */
export type EstimationUpdate = Pick<EstimationData, 'estimateId'> & { [Field in keyof EstimationData]?: EstimationData[Field] | undefined };

export const ESTIMATION_STORAGE_KEY = 'pharmaEstimation';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An estimation is whole when it has the fields every screen reads. */
export function isEstimationData(value: unknown): value is EstimationData {
  return (
    isObject(value) &&
    typeof value['estimateId'] === 'string' &&
    typeof value['cusSid'] === 'string' &&
    typeof value['status'] === 'string' &&
    Array.isArray(value['items']) &&
    isObject(value['totals'])
  );
}

/** localStorage's text to the store's value: nothing stored is null; anything unreadable is logged and null. */
export function decodeEstimation(text: string): EstimationUpdate | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || (isObject(parsed) && typeof parsed['estimateId'] === 'string')) return parsed as EstimationUpdate | null;
    console.warn('Local-storage failure: the stored estimation is not one, ignored');
  } catch (error) {
    console.warn('Local-storage failure: the stored estimation cannot be read, ignored', error);
  }
  return null;
}

/** The store as §4 keeps it: an update of another estimation replaces the data with what it carries. */
export const $estimation = persistentAtom<EstimationUpdate | null>(ESTIMATION_STORAGE_KEY, null, {
  encode: JSON.stringify,
  decode: decodeEstimation,
});

/** The kept estimation when it is whole (what the screens draw); a partial one is not drawn. */
export const $currentEstimation = computed($estimation, (data) => (isEstimationData(data) ? data : null));

/**
 * §4's update rule, pure: the same estimate_id merges (a field the update leaves out, or sends as
 * undefined, keeps its old value; null is a value and is taken); another estimate_id, or nothing kept
 * yet, replaces the data with the update.
 */
export function mergeEstimation(current: EstimationUpdate | null, update: EstimationUpdate): EstimationUpdate {
  if (!current || current.estimateId !== update.estimateId) return update;
  const merged: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(update)) if (value !== undefined) merged[field] = value;
  return merged as EstimationUpdate;
}

/** Storing: the data is the payload. */
export function storeEstimation(payload: EstimationData): void {
  $estimation.set(payload);
}

/** Updating: merged into the kept estimation when it is the same one, else it replaces it. */
export function updateStoredEstimation(update: EstimationUpdate): void {
  $estimation.set(mergeEstimation($estimation.get(), update));
}

/** Clearing: nothing kept. */
export function clearEstimation(): void {
  $estimation.set(null);
}
