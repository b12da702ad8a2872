import type { Meilisearch, Task, WaitOptions } from 'meilisearch';
import { SearchIndexingError } from '../errors.ts';
import type { SearchDocument } from '../port.ts';
import { toMeiliDocument } from './documents.ts';
import { INDEX_SETTINGS } from './settings.ts';

export const BATCH_SIZE = 5000;
/** Batches of thousands of products can take a while on a small server. */
export const WAIT: WaitOptions = { timeout: 300_000, interval: 100 };

export function succeeded(task: Task, what: string): Task {
  if (task.status !== 'succeeded') {
    throw new SearchIndexingError(`Meilisearch ${what} ended ${task.status}: ${task.error?.message ?? 'no reason given'}`, { cause: task.error });
  }
  return task;
}

/**
 * Replaces the catalogue in index `uid` without a gap in service: a staging index gets the settings and
 * the documents in batches (each task awaited, progress reported), then it is swapped with the live
 * index and the old one deleted. Searches keep answering from the old index until the swap.
 */
export async function pushCatalogue(
  client: Meilisearch,
  uid: string,
  documents: readonly SearchDocument[],
  options: { batchSize?: number; onProgress?: ((done: number, total: number) => void) | undefined; wait?: WaitOptions } = {},
): Promise<void> {
  const { batchSize = BATCH_SIZE, onProgress, wait = WAIT } = options;
  const staging = `${uid}_staging`;
  await client.deleteIndexIfExists(staging);
  succeeded(await client.createIndex(staging, { primaryKey: 'id' }).waitTask(wait), `creating ${staging}`);
  const index = client.index(staging);
  succeeded(await index.updateSettings(INDEX_SETTINGS).waitTask(wait), 'settings update');
  for (let start = 0; start < documents.length; start += batchSize) {
    const batch = documents.slice(start, start + batchSize).map(toMeiliDocument);
    succeeded(await index.addDocuments(batch, { primaryKey: 'id' }).waitTask(wait), `batch at ${start}`);
    onProgress?.(Math.min(start + batchSize, documents.length), documents.length);
  }
  if (documents.length === 0) onProgress?.(0, 0);
  const live = await client.createIndex(uid, { primaryKey: 'id' }).waitTask(wait);
  if (live.status !== 'succeeded' && live.error?.code !== 'index_already_exists') succeeded(live, `creating ${uid}`);
  succeeded(await client.swapIndexes([{ indexes: [uid, staging], rename: false }]).waitTask(wait), 'index swap');
  succeeded(await client.deleteIndex(staging).waitTask(wait), `deleting ${staging}`);
}

/** Adds or replaces documents by id (a price or stock change, a new or disabled product). */
export async function pushChanges(client: Meilisearch, uid: string, documents: readonly SearchDocument[], wait: WaitOptions = WAIT): Promise<void> {
  if (documents.length === 0) return;
  succeeded(await client.index(uid).addDocuments(documents.map(toMeiliDocument), { primaryKey: 'id' }).waitTask(wait), 'document update');
}
