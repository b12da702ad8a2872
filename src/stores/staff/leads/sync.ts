import { createStore } from 'idb-keyval';
import { LEAD_MESSAGES } from '../../../../domain/lead-messages.ts';
import { afterAnswer, syncAction } from '../../../../domain/lead-sync.ts';
import type { LeadCaptureAddMutation, LeadCapturePhotoMutation, LeadCaptureUpdateMutation } from '../../../gql/graphql.ts';
import { LEAD_CAPTURE_ADD, LEAD_CAPTURE_PHOTO, LEAD_CAPTURE_UPDATE } from '../../../graphql/lead-capture.ts';
import { graphqlEndpoint, persistedOperation } from '../../../lib/graphql-client.ts';
import { createSyncQueue, SERVER_ERROR_CODES, type SyncQueue, type SyncQueueOptions, type TaskEvent } from '../../../sync/sync-queue.ts';
import type { SyncTask } from '../../../sync/sync-task.ts';
import { browserOffline } from '../../network.ts';
import { runWithStaffRefreshLock, staffSessionFailed } from '../calls.ts';
import { $staffSession, staffToken } from '../state.ts';
import { type KeptLead, keptFromServer, leadInputOf } from './kept-lead.ts';
import { $leadStore, showLeadInPlace } from './list.ts';
import { deletePhoto, type ListedLead, readLead, readLeads, readPhoto, writeLead } from './storage.ts';
import { seal, sealedFromText, sealedText, unseal, vaultKey } from './vault.ts';

/**
 * Sending the phone's leads exactly once (staff-tools.md §4 "Lead sync", §8; issue 17) through the
 * storefront's sync-task queue (src/sync/sync-queue.ts), an instance of its own:
 *
 * - its own IndexedDB store, the staff token and the staff refresh lock; never cleared when a session
 *   ends (a lead outlives the 3 hours and a sign-out), and a task refused after a failed refresh stays;
 * - each task carries its owner (the staff user who captured the lead) and is `prepare`d at send time
 *   only while that user is signed in with their key on the phone; its stored body is ciphertext (the
 *   persisted addLead/updateLead request sealed with the owner's key), opened just before the send;
 * - a create when the lead has no sid, an update when it has one (domain/lead-sync.ts syncAction); one
 *   task per lead (the task's key): a newer change replaces a queued one that has not started;
 * - the answer is stored with `afterAnswer`: applied false shows 'A newer change to this lead was saved
 *   first; …' on the lead and takes the server's lead; a refusal (BAD_USER_INPUT: the mobile a lead or a
 *   customer already, …) is final: the lead stays on the phone marked refused with the message, and is
 *   not sent again until edited; the network, a 5xx, the upstream down or TOO_MANY_REQUESTS keep it
 *   queued. A failed sync is only logged (§8); the page counts the leads waiting;
 * - a prescription photo is uploaded (uploadLeadPrescription, the GraphQL multipart request built by
 *   `prepare` from the sealed photo) once its lead has a sid.
 *
 * Tasks are not kept after their answer (not `is_result_cacheable`: the answer holds the lead in clear):
 * an answer lost with a closed tab leaves the lead waiting, and `syncLeads` queues it again; the server
 * answers the same change once more as `repeated`, so nothing is doubled.
 */
const LEAD_EVENT = 'lead-saved';
const PHOTO_EVENT = 'lead-photo';
/** Answers after which a change is sent again later: the server failed, or asked to slow down. */
const RETRY_CODES: ReadonlySet<string | number> = new Set([...SERVER_ERROR_CODES, 'TOO_MANY_REQUESTS']);

type TaskMeta = { ownerId: string; clientId: string; kind: 'lead'; clientUpdatedAt: string } | { ownerId: string; clientId: string; kind: 'photo' };

const leadKey = (ownerId: string, clientId: string) => `lead:${ownerId}/${clientId}`;
const photoKey = (ownerId: string, clientId: string) => `photo:${ownerId}/${clientId}`;
const changeName = (ownerId: string, clientId: string, at: string) => `${ownerId}/${clientId}/change/${at}`;

function metaOf(task: SyncTask): TaskMeta | null {
  const { ownerId, clientId, kind, clientUpdatedAt } = task.meta;
  if (typeof ownerId !== 'string' || typeof clientId !== 'string') return null;
  if (kind === 'photo') return { ownerId, clientId, kind };
  if (kind === 'lead' && typeof clientUpdatedAt === 'string') return { ownerId, clientId, kind, clientUpdatedAt };
  return null;
}

/** The staff user signed in now whose work may be sent (null when nobody is, or the session is over). */
export function signedInOwner(now = Date.now()): string | null {
  const session = $staffSession.get();
  if (!session.isUserLoggedIn || !session.details || staffSessionFailed()) return null;
  if (session.sessionEndsAt !== null && now >= session.sessionEndsAt) return null;
  return session.details.userId;
}

/** One change of a lead at a time in this browser (a save, an answer), across tabs with a Web Lock. */
const localChains = new Map<string, Promise<unknown>>();
export function underLeadLock<T>(ownerId: string, clientId: string, work: () => Promise<T>): Promise<T> {
  const name = `pharmacy-lead:${ownerId}/${clientId}`;
  const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: { request<R>(name: string, cb: () => Promise<R>): Promise<R> } }).locks : undefined;
  if (locks) return locks.request(name, work);
  const run = (localChains.get(name) ?? Promise.resolve()).then(work, work);
  localChains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

/** Tells the other tabs of this browser that the owner's leads changed (they read them again). */
let channel: BroadcastChannel | null | undefined;
export function leadChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pharmacy-leads');
  return channel;
}
const announce = (ownerId: string) => leadChannel()?.postMessage({ ownerId });

/** Stores the lead (sealed) and shows it where it is in the list. */
async function keep(key: CryptoKey, lead: ListedLead): Promise<void> {
  await writeLead(key, lead);
  if ($leadStore.get().ownerId === lead.ownerId) {
    const { listedAt: _, ...shown } = lead;
    showLeadInPlace(shown);
  }
  announce(lead.ownerId);
}

async function prepare(task: SyncTask): ReturnType<NonNullable<SyncQueueOptions['prepare']>> {
  const meta = metaOf(task);
  if (!meta || meta.ownerId !== signedInOwner()) return null;
  const key = await vaultKey(meta.ownerId);
  if (!key) return null;
  if (meta.kind === 'lead') {
    const sealed = sealedFromText(task.payload.body ?? '');
    return { body: new TextDecoder().decode(await unseal(key, meta.ownerId, changeName(meta.ownerId, meta.clientId, meta.clientUpdatedAt), sealed)) };
  }
  const lead = await readLead(key, meta.ownerId, meta.clientId);
  const photo = lead?.sid ? await readPhoto(key, meta.ownerId, meta.clientId) : null;
  if (!lead?.sid || !photo) return null;
  const form = new FormData();
  form.append('operations', JSON.stringify(persistedOperation(LEAD_CAPTURE_PHOTO, { sid: lead.sid, file: null })));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', photo, `prescription.${photo.type.split('/')[1] ?? 'jpg'}`);
  // No content-type: the browser writes the multipart boundary.
  return { body: form, headers: { authorization: 'Bearer {{token}}' } };
}

let queue: SyncQueue | null = null;
/** The leads' queue (created on first use, in the page that needs it). */
export function leadQueue(options: Partial<SyncQueueOptions> = {}): SyncQueue {
  if (queue) return queue;
  queue = createSyncQueue({
    store: createStore('pharmacy-lead-syncTasks', 'syncTasks'),
    token: staffToken,
    cartId: () => null,
    runLocked: runWithStaffRefreshLock,
    prepare,
    keepUnauthorized: true,
    retryCodes: RETRY_CODES,
    ...options,
  });
  queue.onTaskEvent((event) => void settle(event).catch((error: unknown) => console.error('[leads] an answer could not be stored', error)));
  return queue;
}

/** Tests: a fresh queue with their own store and fetch. */
export function resetLeadQueue(): void {
  queue = null;
}

/** Queues the lead's latest change (sealed), replacing one not yet sent. */
export async function queueLeadChange(key: CryptoKey, lead: KeptLead): Promise<void> {
  const action = syncAction(lead);
  const operation =
    action === 'create'
      ? persistedOperation(LEAD_CAPTURE_ADD, { input: leadInputOf(lead) })
      : persistedOperation(LEAD_CAPTURE_UPDATE, { sid: lead.sid ?? '', input: leadInputOf(lead) });
  const sealed = await seal(
    key,
    lead.ownerId,
    changeName(lead.ownerId, lead.clientId, lead.clientUpdatedAt),
    new TextEncoder().encode(JSON.stringify(operation)),
  );
  await leadQueue().enqueueTask({
    url: graphqlEndpoint(),
    payload: { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer {{token}}' }, body: sealedText(sealed) },
    callback_event: LEAD_EVENT,
    meta: { ownerId: lead.ownerId, clientId: lead.clientId, kind: 'lead', clientUpdatedAt: lead.clientUpdatedAt, action },
    key: leadKey(lead.ownerId, lead.clientId),
    silent: true,
  });
}

/** Queues the upload of the lead's kept photo (sent once the lead has a sid). */
export async function queuePhoto(lead: Pick<KeptLead, 'ownerId' | 'clientId'>): Promise<void> {
  await leadQueue().enqueueTask({
    url: graphqlEndpoint(),
    payload: { method: 'POST', headers: { authorization: 'Bearer {{token}}' } },
    callback_event: PHOTO_EVENT,
    meta: { ownerId: lead.ownerId, clientId: lead.clientId, kind: 'photo' },
    key: photoKey(lead.ownerId, lead.clientId),
    silent: true,
  });
}

/** Drops the lead's queued work (the lead is discarded). */
export async function forgetLeadTasks(ownerId: string, clientId: string): Promise<void> {
  const keys = new Set([leadKey(ownerId, clientId), photoKey(ownerId, clientId)]);
  for (const task of await leadQueue().tasks()) if (task.key && keys.has(task.key) && !task.transmited) await leadQueue().acknowledgeTask(task.task_id);
}

type SaveAnswer = { applied: boolean; repeated: boolean; lead: LeadCaptureAddMutation['addLead']['lead'] };

/** What the server's answer to a task means for the lead it carried. */
async function settle(event: TaskEvent): Promise<void> {
  const meta = metaOf(event.task);
  if (!meta) return;
  if (event.type !== 'transmitted') {
    // §8: a failed sync is only logged; the lead stays queued and the page counts it.
    console.warn(`[leads] not sent yet (${event.type === 'pending' ? event.reason : event.reason}): the lead stays on this phone`);
    return;
  }
  const key = await vaultKey(meta.ownerId);
  if (!key) return;
  await underLeadLock(meta.ownerId, meta.clientId, async () => {
    const current = await readLead(key, meta.ownerId, meta.clientId);
    if (!current) return;
    const { code, result } = event.task;
    if (meta.kind === 'photo') {
      if (code === 200 && (result as LeadCapturePhotoMutation | null)?.uploadLeadPrescription) {
        await deletePhoto(meta.ownerId, meta.clientId);
        await keep(key, { ...current, photo: current.photo && { ...current.photo, state: 'sent' } });
      } else {
        console.warn('[leads] the prescription photo was refused', code);
        await deletePhoto(meta.ownerId, meta.clientId);
        await keep(key, { ...current, photo: null, notice: typeof result === 'string' ? result : LEAD_MESSAGES.leadNotFound });
      }
      return;
    }
    if (code !== 200) {
      console.warn('[leads] a change was refused', code);
      // A refusal of an older change: the newer one is queued and decides.
      if (current.clientUpdatedAt !== meta.clientUpdatedAt) return;
      await keep(key, {
        ...current,
        isSyncedWithServer: false,
        sync: { state: 'refused', code: String(code), message: typeof result === 'string' ? result : '' },
      });
      return;
    }
    const data = result as Partial<LeadCaptureAddMutation & LeadCaptureUpdateMutation> | null;
    const answer: SaveAnswer | undefined = data?.addLead ?? data?.updateLead;
    if (!answer) return;
    const server = keptFromServer(answer.lead, current);
    const next = afterAnswer<KeptLead>(current, { clientUpdatedAt: meta.clientUpdatedAt }, server);
    if (!next) return;
    $leadStore.setKey('lastSyncedOn', new Date().toISOString());
    if (next.isSyncedWithServer) {
      const notice = answer.applied ? null : LEAD_MESSAGES.staleChange;
      await keep(key, { ...next, sync: { state: 'sent' }, notice, listedAt: current.listedAt });
    } else {
      // Changed on the phone while this change was on its way: the newer change goes, now as an update.
      const waiting = { ...next, sync: { state: 'waiting' as const }, listedAt: current.listedAt };
      await keep(key, waiting);
      await queueLeadChange(key, waiting);
    }
    // A photo that waited for the lead's sid can go now.
    if (current.photo?.state === 'waiting') void leadQueue().processQueue();
  });
}

/**
 * Sends what waits for the signed-in staff user: a lead or photo whose task is gone (its answer was lost
 * with a closed tab) is queued again; nothing of another user's is touched. Called when the page opens
 * online, on 'online', and after sign-in.
 */
export async function syncLeads(leads?: readonly ListedLead[]): Promise<void> {
  const ownerId = signedInOwner();
  if (!ownerId) return;
  const key = await vaultKey(ownerId);
  if (!key) return;
  const queued = new Set((await leadQueue().tasks()).filter((t) => !t.transmited).map((t) => t.key));
  for (const lead of leads ?? (await readLeads(key, ownerId))) {
    if (lead.sync.state === 'waiting' && !queued.has(leadKey(ownerId, lead.clientId))) await queueLeadChange(key, lead);
    if (lead.photo?.state === 'waiting' && !queued.has(photoKey(ownerId, lead.clientId))) await queuePhoto(lead);
  }
  if (!browserOffline()) await leadQueue().processQueue();
}
