import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * The key a staff user's leads are kept with on this phone (issue 17; gateway/schema/leads.graphql
 * `leadVaultKey`): AES-GCM, 256 bits, the same for the user on every sign-in and device. The phone asks
 * for it after sign-in, imports it as a non-extractable CryptoKey (script can use it but never read its
 * bytes) and keeps that in IndexedDB only while the user is signed in: sign-out, the forced 3-hour
 * logout and another user's sign-in remove it (./session.ts), so the leads left on the phone are
 * ciphertext nobody on it can read until their owner signs in again.
 *
 * Each value is sealed with a fresh 96-bit IV; the owner and the record's name are bound to it as
 * additional data, so a record copied under another name or user does not open.
 */
let keyStore: UseStore | undefined;
const vaultStore = (): UseStore => {
  keyStore ??= createStore('pharmacy-lead-vault', 'keys');
  return keyStore;
};

/** Whether this browser can keep leads sealed (WebCrypto is there only on https and localhost). */
export const vaultSupported = (): boolean => typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined' && typeof indexedDB !== 'undefined';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  if (bytes.length !== 32) throw new Error('A lead vault key is 256 bits');
  return bytes;
}

/** Keeps the user's key (from the server, base64url) as a non-extractable CryptoKey; every other user's key goes. */
export async function keepVaultKey(ownerId: string, base64url: string): Promise<CryptoKey> {
  const key = await crypto.subtle.importKey('raw', keyBytes(base64url), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  for (const other of await keys<string>(vaultStore())) if (other !== ownerId) await del(other, vaultStore());
  await set(ownerId, key, vaultStore());
  return key;
}

/** The user's key if this phone holds it (they are signed in and it was fetched), else null. */
export async function vaultKey(ownerId: string): Promise<CryptoKey | null> {
  if (!vaultSupported()) return null;
  return (await get<CryptoKey>(ownerId, vaultStore())) ?? null;
}

/** Sign-out, the 3 hours over, another user signing in: no key is left on the phone. */
export async function forgetVaultKeys(): Promise<void> {
  if (!vaultSupported()) return;
  await clear(vaultStore());
}

export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const bound = (ownerId: string, name: string) => new TextEncoder().encode(`${ownerId}\n${name}`);

export async function seal(key: CryptoKey, ownerId: string, name: string, plain: BufferSource): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(12)));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: bound(ownerId, name) }, key, plain);
  return { iv, data };
}

/** Throws when the key, the owner or the name is not the one it was sealed with. */
export async function unseal(key: CryptoKey, ownerId: string, name: string, sealed: Sealed): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv, additionalData: bound(ownerId, name) }, key, sealed.data);
}

export const sealJson = (key: CryptoKey, ownerId: string, name: string, value: unknown): Promise<Sealed> =>
  seal(key, ownerId, name, new TextEncoder().encode(JSON.stringify(value)));

export async function unsealJson<T>(key: CryptoKey, ownerId: string, name: string, sealed: Sealed): Promise<T> {
  return JSON.parse(new TextDecoder().decode(await unseal(key, ownerId, name, sealed))) as T;
}

/** A sealed value as text (a sync task's body is a string): base64 of IV then ciphertext. */
export function sealedText({ iv, data }: Sealed): string {
  const all = new Uint8Array(iv.length + data.byteLength);
  all.set(iv, 0);
  all.set(new Uint8Array(data), iv.length);
  let binary = '';
  for (const byte of all) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function sealedFromText(text: string): Sealed {
  const binary = atob(text);
  const all = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) all[i] = binary.charCodeAt(i);
  return { iv: all.slice(0, 12), data: all.slice(12).buffer };
}
