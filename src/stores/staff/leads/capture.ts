import type { LeadFields } from '../../../../domain/lead.ts';
import { LEAD_MESSAGES } from '../../../../domain/lead-messages.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { LeadCaptureCampFragment, LeadCaptureExistsQuery } from '../../../gql/graphql.ts';
import { LEAD_CAPTURE_CAMPS, LEAD_CAPTURE_EXISTS, LEAD_CAPTURE_VAULT_KEY } from '../../../graphql/lead-capture.ts';
import { randomId } from '../../../lib/random-id.ts';
import { $online, browserOffline } from '../../network.ts';
import type { Outcome } from '../../outcome.ts';
import { runStaff } from '../calls.ts';
import { isWaiting, type KeptLead } from './kept-lead.ts';
import { $leadStore, hideLead, resetLeadStore, selectLead, showKeptLeads, showNewLead, showUpdatedLead } from './list.ts';
import { deleteLead, type ListedLead, pruneSynced, readLeads, writeLead, writePhoto } from './storage.ts';
import { forgetLeadTasks, leadChannel, queueLeadChange, queuePhoto, signedInOwner, syncLeads, underLeadLock } from './sync.ts';
import { keepVaultKey, vaultKey, vaultSupported } from './vault.ts';

/**
 * What the lead capture pages do (/add-lead, /pre-add-lead; issue 17): open the signed-in staff user's
 * leads on this phone, save a lead (new or edited) offline first, discard one, ask the server whether a
 * mobile is already a lead or a customer, and offer the latest camps (kept for offline).
 */

/** The staff user's key: the one this phone holds, else (online) the server's. */
export async function ensureVaultKey(ownerId: string): Promise<CryptoKey | null> {
  if (!vaultSupported()) return null;
  const held = await vaultKey(ownerId);
  if (held || browserOffline()) return held;
  const reply = await runStaff(LEAD_CAPTURE_VAULT_KEY, {});
  if (!reply.ok) {
    console.warn('[leads] the lead key could not be fetched', reply.error.code);
    return null;
  }
  // The session may have changed while the key was on its way.
  if (signedInOwner() !== ownerId) return null;
  return keepVaultKey(ownerId, reply.data.leadVaultKey);
}

/**
 * While the page is open and leads wait, they are tried again this often: the server can come back
 * without an 'online' event (the phone had a network, the server did not answer), and a send made the
 * moment the network returns can fail.
 */
export const LEAD_RETRY_MS = 20_000;

let listening = false;
/**
 * Reads the signed-in user's leads into the store, and sends what waits when online: now, on every
 * 'online' event, when the service worker sees the gateway answer again ($online), and every
 * LEAD_RETRY_MS while some wait.
 */
export async function openLeads(): Promise<void> {
  const ownerId = signedInOwner();
  if (!ownerId) {
    resetLeadStore();
    return;
  }
  if (!vaultSupported()) {
    $leadStore.set({ ...$leadStore.get(), ownerId, status: 'unsupported', data: [] });
    return;
  }
  if ($leadStore.get().ownerId !== ownerId) resetLeadStore();
  const key = await ensureVaultKey(ownerId);
  if (!key) {
    $leadStore.set({ ...$leadStore.get(), ownerId, status: 'locked', data: [] });
    return;
  }
  const leads = await pruneSynced(ownerId, await readLeads(key, ownerId));
  showKeptLeads(ownerId, leads);
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => void openLeads());
    $online.listen((up) => {
      if (up) void syncLeads();
    });
    setInterval(() => {
      if (!browserOffline() && $leadStore.get().data.some(isWaiting)) void syncLeads();
    }, LEAD_RETRY_MS);
    leadChannel()?.addEventListener('message', (event: MessageEvent<{ ownerId?: string }>) => {
      if (event.data.ownerId === signedInOwner()) void reloadLeads();
    });
  }
  await syncLeads(leads);
}

/** Another tab changed the leads: read them again (no sending from here). */
async function reloadLeads(): Promise<void> {
  const ownerId = signedInOwner();
  const key = ownerId ? await vaultKey(ownerId) : null;
  if (ownerId && key) showKeptLeads(ownerId, await readLeads(key, ownerId));
}

export type SaveRefusal = { code: 'LOCKED' | 'LEAD_ON_PHONE'; message: string; lead?: KeptLead };

/**
 * Saves the form's lead on the phone and queues it: a new lead (a client id made now) goes to the front;
 * an edited one is re-added at the front with a newer clientUpdatedAt and sent again (also one the server
 * refused). A new lead whose mobile is already one of the phone's leads is refused with that lead.
 */
export async function saveLead(fields: LeadFields, photo: Blob | null, editing: KeptLead | null, now = Date.now()): Promise<Outcome<KeptLead>> {
  const ownerId = signedInOwner();
  const key = ownerId ? await vaultKey(ownerId) : null;
  if (!ownerId || !key) return { ok: false, error: { code: 'LOCKED', message: MESSAGES.noConnection, messageKey: 'leadForm.messages.locked' } };
  if (!editing) {
    const same = $leadStore.get().data.find((l) => l.mobile === fields.mobile);
    if (same) return { ok: false, error: { code: 'LEAD_ON_PHONE', message: LEAD_MESSAGES.leadExists } };
  }
  const before = editing ? Date.parse(editing.clientUpdatedAt) : 0;
  const lead: ListedLead = {
    ...(editing ?? { clientId: randomId(), sid: null, createdAt: null, photo: null }),
    ...fields,
    ownerId,
    // The newer change wins on the server: an edit is always later than the change it replaces.
    clientUpdatedAt: new Date(Math.max(now, before + 1)).toISOString(),
    isSyncedWithServer: false,
    sync: { state: 'waiting' },
    notice: null,
    photo: photo ? { state: 'waiting', type: photo.type, size: photo.size } : (editing?.photo ?? null),
    listedAt: now,
  };
  await underLeadLock(ownerId, lead.clientId, async () => {
    if (photo) await writePhoto(key, ownerId, lead.clientId, photo);
    await writeLead(key, lead);
    await queueLeadChange(key, lead);
    if (photo) await queuePhoto(lead);
  });
  const { listedAt: _, ...shown } = lead;
  if (editing) showUpdatedLead(shown);
  else showNewLead(shown);
  selectLead(null);
  leadChannel()?.postMessage({ ownerId });
  if (!browserOffline()) void syncLeads();
  return { ok: true, data: shown };
}

/** The lead leaves the phone with its queued work (a refused lead the person gives up on, or any lead). */
export async function discardLead(lead: KeptLead): Promise<void> {
  await underLeadLock(lead.ownerId, lead.clientId, async () => {
    await forgetLeadTasks(lead.ownerId, lead.clientId);
    await deleteLead(lead.ownerId, lead.clientId);
  });
  hideLead(lead);
  leadChannel()?.postMessage({ ownerId: lead.ownerId });
}

export type LeadMatch = LeadCaptureExistsQuery['checkLeadExist'];

/** checkLeadExist: the shop's lead or customer with this mobile (online only). */
export async function checkLeadExists(mobile: string): Promise<Outcome<LeadMatch>> {
  const reply = await runStaff(LEAD_CAPTURE_EXISTS, { mobile });
  return reply.ok ? { ok: true, data: reply.data.checkLeadExist } : reply;
}

const CAMPS_KEY = 'pharmacy-lead-camps';

/** The latest camps (getLatestHealthCamps), kept for offline in this session; the kept ones when offline. */
export async function loadCamps(): Promise<LeadCaptureCampFragment[]> {
  const ownerId = signedInOwner();
  let camps: LeadCaptureCampFragment[] = [];
  try {
    const kept = JSON.parse(localStorage.getItem(CAMPS_KEY) ?? 'null') as { ownerId: string; camps: LeadCaptureCampFragment[] } | null;
    if (kept?.ownerId === ownerId) camps = kept.camps;
  } catch {
    // Storage unavailable or spoilt: the network's answer or none.
  }
  if (!browserOffline()) {
    const reply = await runStaff(LEAD_CAPTURE_CAMPS, {});
    if (reply.ok) {
      camps = reply.data.latestHealthCamps;
      try {
        localStorage.setItem(CAMPS_KEY, JSON.stringify({ ownerId, camps }));
      } catch {
        // Storage full or off: the camps are still shown now.
      }
    }
  }
  $leadStore.setKey('healthCamps', camps);
  return camps;
}
