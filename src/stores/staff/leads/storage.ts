import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';
import type { KeptLead } from './kept-lead.ts';
import { type Sealed, seal, sealJson, unseal, unsealJson } from './vault.ts';

/**
 * The leads and prescription photos kept on this phone (issue 17), in IndexedDB through idb-keyval,
 * sealed with their owner's key (./vault.ts): what the stores hold is the owner's id, the lead's random
 * client id and ciphertext. Nothing is removed at sign-out: a lead waits for its owner to sign in again.
 * Leads the server holds stay listed for their owner, the newest KEEP_SYNCED of them.
 */
export const KEEP_SYNCED = 100;

interface LeadRecord {
  ownerId: string;
  clientId: string;
  sealed: Sealed;
}
interface PhotoRecord extends LeadRecord {
  type: string;
}
export type ListedLead = KeptLead & { listedAt: number };

let leadStore: UseStore | undefined;
let photoStore: UseStore | undefined;
const leads = (): UseStore => {
  leadStore ??= createStore('pharmacy-leads', 'leads');
  return leadStore;
};
const photos = (): UseStore => {
  photoStore ??= createStore('pharmacy-lead-photos', 'photos');
  return photoStore;
};
const nameOf = (ownerId: string, clientId: string) => `${ownerId}/${clientId}`;

/** Every lead of the owner this key opens, newest change first; one that does not open is left as it is (and logged). */
export async function readLeads(key: CryptoKey, ownerId: string): Promise<ListedLead[]> {
  const records = ((await values<LeadRecord>(leads())) as LeadRecord[]).filter((r) => r.ownerId === ownerId);
  const read: ListedLead[] = [];
  for (const record of records) {
    try {
      read.push(await unsealJson<ListedLead>(key, ownerId, nameOf(ownerId, record.clientId), record.sealed));
    } catch (error) {
      console.error('[leads] a kept lead could not be read', error);
    }
  }
  return read.sort((a, b) => b.listedAt - a.listedAt);
}

export async function readLead(key: CryptoKey, ownerId: string, clientId: string): Promise<ListedLead | null> {
  const record = await get<LeadRecord>(nameOf(ownerId, clientId), leads());
  return record ? unsealJson<ListedLead>(key, ownerId, nameOf(ownerId, clientId), record.sealed) : null;
}

export async function writeLead(key: CryptoKey, lead: ListedLead): Promise<void> {
  const name = nameOf(lead.ownerId, lead.clientId);
  const record: LeadRecord = { ownerId: lead.ownerId, clientId: lead.clientId, sealed: await sealJson(key, lead.ownerId, name, lead) };
  await set(name, record, leads());
}

export async function deleteLead(ownerId: string, clientId: string): Promise<void> {
  await del(nameOf(ownerId, clientId), leads());
  await del(nameOf(ownerId, clientId), photos());
}

/** Leads the server holds beyond the newest KEEP_SYNCED of the owner's leave the phone (those waiting never do). */
export async function pruneSynced(ownerId: string, listed: readonly ListedLead[]): Promise<ListedLead[]> {
  const synced = listed.filter((l) => l.sync.state === 'sent' && l.photo?.state !== 'waiting');
  const dropped = new Set(synced.slice(KEEP_SYNCED).map((l) => l.clientId));
  for (const clientId of dropped) await deleteLead(ownerId, clientId);
  return listed.filter((l) => !dropped.has(l.clientId));
}

export async function writePhoto(key: CryptoKey, ownerId: string, clientId: string, file: Blob): Promise<void> {
  const name = nameOf(ownerId, clientId);
  const sealed = await seal(key, ownerId, `${name}/photo`, await file.arrayBuffer());
  await set(name, { ownerId, clientId, type: file.type, sealed } satisfies PhotoRecord, photos());
}

export async function readPhoto(key: CryptoKey, ownerId: string, clientId: string): Promise<Blob | null> {
  const name = nameOf(ownerId, clientId);
  const record = await get<PhotoRecord>(name, photos());
  if (!record) return null;
  return new Blob([await unseal(key, ownerId, `${name}/photo`, record.sealed)], { type: record.type });
}

export const deletePhoto = (ownerId: string, clientId: string): Promise<void> => del(nameOf(ownerId, clientId), photos());
