import 'fake-indexeddb/auto';
import { useTestStorageEngine } from '@nanostores/persistent';
import { createStore, values } from 'idb-keyval';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LeadFields, leadFieldsSchema } from '../../../../domain/lead.ts';
import { LEAD_MESSAGES } from '../../../../domain/lead-messages.ts';
import { judgeChange } from '../../../../domain/lead-sync.ts';
import type { LeadCaptureLeadFragment } from '../../../gql/graphql.ts';
import { $staffSession, SIGNED_OUT_STAFF, startStaffSession } from '../state.ts';
import { discardLead, openLeads, saveLead } from './capture.ts';
import type { KeptLead } from './kept-lead.ts';
import { $leadStore, hideLead, resetLeadStore, showNewLead, showUpdatedLead } from './list.ts';
import { leadsSessionEnded } from './session.ts';
import { leadQueue, resetLeadQueue, syncLeads } from './sync.ts';
import { forgetVaultKeys, keepVaultKey, seal, unseal, vaultKey } from './vault.ts';

/**
 * The phone's lead store (issue 17) in Node: fake-indexeddb for IndexedDB, Node's WebCrypto, and a
 * scripted server at the fetch level that keeps one lead per client id and applies the newer change
 * (domain/lead-sync.ts), so the store's rules are checked without the gateway. The browser test
 * (tests/e2e/leads-offline.test.ts) runs the same against the real stack.
 */
const TODAY = '2026-03-10';
const KEY_A = Buffer.alloc(32, 7).toString('base64url');
const KEY_B = Buffer.alloc(32, 9).toString('base64url');

const fields = (name: string, mobile: string, extra: Record<string, unknown> = {}): LeadFields =>
  leadFieldsSchema(TODAY).parse({ name, mobile, source: 'DOOR_TO_DOOR', ...extra });

function signIn(userId: string) {
  startStaffSession({
    accessToken: `token-${userId}`,
    expiresIn: 900,
    refreshToken: `refresh-${userId}`,
    sessionEndsAt: null,
    staff: {
      userId,
      role: 'FRANCHISE',
      subrole: null,
      name: `Staff ${userId}`,
      email: null,
      mobile: '9000000101',
      demo: true,
      commissionPercent: 5,
      genericCommissionPercent: 20,
      showCommission: false,
      walletOn: false,
      prepaidEnabled: false,
      defaultLang: 'en-US',
      warehouseId: 'WB-01',
      sessionEndsAt: null,
      shop: null,
      skuCommission: [],
    },
  });
}

interface Call {
  operation: string;
  token: string;
  variables: Record<string, unknown>;
}
let calls: Call[];
let serverLeads: Map<string, LeadCaptureLeadFragment>;
let network: 'up' | 'down' | '500';
let refuse: string | null;
let sids: number;

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The scripted server: addLead/updateLead with the conflict rule, uploadLeadPrescription. */
async function server(_url: string, init: RequestInit): Promise<Response> {
  if (network === 'down') throw new TypeError('Failed to fetch');
  if (network === '500') return reply({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, 500);
  const token = (init.headers as Record<string, string>)['authorization'] ?? '';
  if (init.body instanceof FormData) {
    const operation = JSON.parse(String(init.body.get('operations')));
    calls.push({ operation: operation.operationName, token, variables: operation.variables });
    const file = init.body.get('0') as Blob;
    const lead = [...serverLeads.values()].find((l) => l.sid === operation.variables.sid);
    if (!lead) return reply({ data: null, errors: [{ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } }] });
    lead.prescription = { id: `rx-${file.size}`, contentType: file.type, uploadedAt: new Date().toISOString() };
    return reply({ data: { uploadLeadPrescription: { sid: lead.sid, prescription: lead.prescription } } });
  }
  const body = JSON.parse(String(init.body));
  calls.push({ operation: body.operationName, token, variables: body.variables });
  if (refuse) return reply({ data: null, errors: [{ message: refuse, extensions: { code: 'BAD_USER_INPUT' } }] });
  const input = body.variables.input;
  const held = serverLeads.get(input.clientId);
  const { healthCampSid: _, ...rest } = input;
  const incoming: LeadCaptureLeadFragment = {
    ...rest,
    sid: held?.sid ?? `L${++sids}`,
    healthCamp: null,
    prescription: held?.prescription ?? null,
    createdAt: held?.createdAt ?? new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  const verdict = held ? judgeChange(held, input) : 'apply';
  if (verdict === 'apply') serverLeads.set(input.clientId, incoming);
  const answer = { applied: verdict !== 'stale', repeated: verdict === 'same', lead: serverLeads.get(input.clientId) };
  return reply({ data: { [body.operationName === 'LeadCaptureAdd' ? 'addLead' : 'updateLead']: answer } });
}

let databases = 0;
beforeAll(() => {
  useTestStorageEngine();
  // The phone says whether it is online (navigator.onLine): offline, a save does not try to send.
  vi.stubGlobal('navigator', {
    get onLine() {
      return network !== 'down';
    },
  });
});
beforeEach(async () => {
  databases += 1;
  calls = [];
  serverLeads = new Map();
  network = 'up';
  refuse = null;
  sids = 0;
  resetLeadQueue();
  leadQueue({ fetch: server, store: createStore(`lead-tasks-${databases}`, 'syncTasks'), locks: null });
  resetLeadStore();
  signIn('101');
  await keepVaultKey('101', KEY_A);
});
afterEach(async () => {
  $staffSession.set(SIGNED_OUT_STAFF);
  await forgetVaultKeys();
  // The leads of earlier tests are other phones' (each test its own owner id where it matters).
  const { clear } = await import('idb-keyval');
  await clear(createStore('pharmacy-leads', 'leads'));
  await clear(createStore('pharmacy-lead-photos', 'photos'));
});

const shown = () => $leadStore.get().data.map((l) => [l.name, l.sync.state]);
const saved = async (f: LeadFields, photo: Blob | null = null, editing: KeptLead | null = null, now?: number) => {
  const outcome = await saveLead(f, photo, editing, now);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.data;
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the lead list rules on the phone (§4)', () => {
  const lead = (clientId: string, sid: string | null, mobile: string) => ({ clientId, sid, mobile, name: clientId }) as unknown as KeptLead;
  it('puts a new lead first, re-adds an update at the front removing the one with its sid, mobile or client id, and removes by sid', () => {
    showNewLead(lead('a', 'S1', '9800000001'));
    showNewLead(lead('b', null, '9800000002'));
    showNewLead(lead('c', 'S3', '9800000003'));
    expect($leadStore.get().data.map((l) => l.clientId)).toEqual(['c', 'b', 'a']);
    showUpdatedLead(lead('a2', 'S1', '9800000009')); // by sid
    expect($leadStore.get().data.map((l) => l.clientId)).toEqual(['a2', 'c', 'b']);
    showUpdatedLead(lead('b2', null, '9800000002')); // by mobile
    expect($leadStore.get().data.map((l) => l.clientId)).toEqual(['b2', 'a2', 'c']);
    showUpdatedLead(lead('c', null, '9800000007')); // by client id
    expect($leadStore.get().data.map((l) => l.clientId)).toEqual(['c', 'b2', 'a2']);
    hideLead({ sid: 'S1', clientId: 'zzz' });
    expect($leadStore.get().data.map((l) => l.clientId)).toEqual(['c', 'b2']);
  });
});

describe('the vault: the staff user’s key on the phone', () => {
  it('keeps a non-extractable AES-GCM key per user, one user at a time, and opens only what it sealed for that owner and name', async () => {
    const key = await vaultKey('101');
    expect(key).toMatchObject({ extractable: false, algorithm: { name: 'AES-GCM', length: 256 }, usages: expect.arrayContaining(['encrypt', 'decrypt']) });
    const sealed = await seal(key as CryptoKey, '101', '101/x', new TextEncoder().encode('Sunita Das'));
    expect(new TextDecoder().decode(await unseal(key as CryptoKey, '101', '101/x', sealed))).toBe('Sunita Das');
    await expect(unseal(key as CryptoKey, '202', '101/x', sealed)).rejects.toThrow();
    await expect(unseal(key as CryptoKey, '101', '101/y', sealed)).rejects.toThrow();
    const other = await keepVaultKey('202', KEY_B);
    expect(await vaultKey('101')).toBeNull();
    await expect(unseal(other, '101', '101/x', sealed)).rejects.toThrow();
    await forgetVaultKeys();
    expect(await vaultKey('202')).toBeNull();
  });
});

describe('leads captured offline and sent once', () => {
  it('keeps three leads and an update offline, sealed (no name in IndexedDB), and sends them once back online: three creates, the update applied', async () => {
    network = 'down';
    await openLeads();
    const a = await saved(fields('Sunita Das', '9800000001'));
    await saved(fields('Rahul Roy', '9800000002'));
    await saved(fields('Mita Sen', '9800000003'));
    await saved(fields('Sunita Dasgupta', '9800000001', { remarks: 'Diabetic mother' }), null, a, Date.now() + 5);
    await settled();
    expect(shown()).toEqual([
      ['Sunita Dasgupta', 'waiting'],
      ['Mita Sen', 'waiting'],
      ['Rahul Roy', 'waiting'],
    ]);
    const raw = JSON.stringify(
      [...(await values(createStore('pharmacy-leads', 'leads'))), ...(await values(createStore(`lead-tasks-${databases}`, 'syncTasks')))],
      (_k, v) => (v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? Buffer.from(v as ArrayBuffer).toString('latin1') : v),
    );
    for (const clear of ['Sunita', 'Rahul', 'Mita', '9800000001', 'Diabetic']) expect(raw).not.toContain(clear);
    // One task per lead: the update replaced the create that had not gone.
    expect(await leadQueue().tasks()).toHaveLength(3);

    network = 'up';
    await syncLeads();
    await settled();
    expect(calls.map((c) => c.operation)).toEqual(['LeadCaptureAdd', 'LeadCaptureAdd', 'LeadCaptureAdd']);
    expect(calls.every((c) => c.token === 'Bearer token-101')).toBe(true);
    expect([...serverLeads.values()].map((l) => l.name).sort()).toEqual(['Mita Sen', 'Rahul Roy', 'Sunita Dasgupta']);
    expect(shown()).toEqual([
      ['Sunita Dasgupta', 'sent'],
      ['Mita Sen', 'sent'],
      ['Rahul Roy', 'sent'],
    ]);
    expect($leadStore.get().data.every((l) => l.sid !== null && l.isSyncedWithServer)).toBe(true);
    expect(await leadQueue().tasks()).toEqual([]);
    await syncLeads();
    expect(calls).toHaveLength(3);
  });

  it('sends an edit of a synced lead as an update by its sid; a lost answer sent again is one lead', async () => {
    await openLeads();
    const first = await saved(fields('Asha Pal', '9800000011'));
    await settled();
    const synced = $leadStore.get().data[0] as KeptLead;
    expect(synced.sid).toBe('L1');
    await saved(fields('Asha Pal', '9800000011', { remarks: 'Call after 5' }), null, synced, Date.parse(first.clientUpdatedAt) + 1000);
    await settled();
    expect(calls.map((c) => [c.operation, c.variables['sid'] ?? null])).toEqual([
      ['LeadCaptureAdd', null],
      ['LeadCaptureUpdate', 'L1'],
    ]);
    expect(serverLeads.get(first.clientId)?.remarks).toBe('Call after 5');
    expect(serverLeads.size).toBe(1);
  });

  it('shows the stale-change message on a lead whose change lost to a newer one, and takes the server’s lead', async () => {
    await openLeads();
    const lead = await saved(fields('Kabir Ali', '9800000021'));
    await settled();
    // Another phone saved a newer change meanwhile.
    const held = serverLeads.get(lead.clientId) as LeadCaptureLeadFragment;
    serverLeads.set(lead.clientId, { ...held, name: 'Kabir Ali Khan', clientUpdatedAt: new Date(Date.now() + 60_000).toISOString() });
    await saved(fields('Kabir A', '9800000021'), null, $leadStore.get().data[0] as KeptLead);
    await settled();
    expect($leadStore.get().data[0]).toMatchObject({ name: 'Kabir Ali Khan', sync: { state: 'sent' }, notice: LEAD_MESSAGES.staleChange });
  });

  it('marks a refused lead with the message, does not send it again until edited, and discards it on request', async () => {
    await openLeads();
    refuse = LEAD_MESSAGES.leadExists;
    const lead = await saved(fields('Nila Bose', '9800000031'));
    await settled();
    expect($leadStore.get().data[0]).toMatchObject({ sync: { state: 'refused', code: 'BAD_USER_INPUT', message: LEAD_MESSAGES.leadExists } });
    await syncLeads();
    await openLeads();
    expect(calls).toHaveLength(1);
    refuse = null;
    await saved(fields('Nila Bose', '9800000032'), null, $leadStore.get().data[0] as KeptLead, Date.now() + 10);
    await settled();
    expect(calls).toHaveLength(2);
    expect($leadStore.get().data[0]).toMatchObject({ clientId: lead.clientId, sync: { state: 'sent' }, mobile: '9800000032' });
    await discardLead($leadStore.get().data[0] as KeptLead);
    expect($leadStore.get().data).toEqual([]);
    await openLeads();
    expect($leadStore.get().data).toEqual([]);
  });

  it('keeps a lead queued through 500s and network failures, and sends it once', async () => {
    await openLeads();
    network = '500';
    await saved(fields('Jaya Kar', '9800000041'));
    await settled();
    network = 'down';
    await syncLeads();
    expect($leadStore.get().data[0]).toMatchObject({ sync: { state: 'waiting' } });
    network = 'up';
    await syncLeads();
    await settled();
    expect($leadStore.get().data[0]).toMatchObject({ sync: { state: 'sent' } });
    expect(calls).toHaveLength(1);
    expect(serverLeads.size).toBe(1);
  });

  it('uploads a prescription photo kept sealed once the lead has its sid', async () => {
    network = 'down';
    await openLeads();
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
    const lead = await saved(fields('Ravi Paul', '9800000051'), photo);
    const rawPhotos = await values(createStore('pharmacy-lead-photos', 'photos'));
    expect(rawPhotos).toHaveLength(1);
    expect(JSON.stringify(rawPhotos)).not.toContain('Ravi');
    network = 'up';
    await syncLeads();
    await settled();
    await leadQueue().processQueue();
    await settled();
    expect(calls.map((c) => c.operation)).toEqual(['LeadCaptureAdd', 'LeadCapturePhoto']);
    expect(serverLeads.get(lead.clientId)?.prescription).toMatchObject({ contentType: 'image/jpeg' });
    expect($leadStore.get().data[0]).toMatchObject({ photo: { state: 'sent' } });
    expect(await values(createStore('pharmacy-lead-photos', 'photos'))).toEqual([]);
  });

  it('keeps leads through a sign-out (sealed, not readable, not sent as the next user) and sends them when their owner signs in again', async () => {
    network = 'down';
    await openLeads();
    await saved(fields('Gita Rao', '9800000061'));
    await saved(fields('Tapan Jha', '9800000062'));
    // Sign-out: the key goes, the leads stay.
    await leadsSessionEnded();
    $staffSession.set(SIGNED_OUT_STAFF);
    expect(await vaultKey('101')).toBeNull();
    expect(await values(createStore('pharmacy-leads', 'leads'))).toHaveLength(2);

    // Another staff user signs in on the phone, online: nothing of the first user's shows or goes.
    network = 'up';
    signIn('202');
    await keepVaultKey('202', KEY_B);
    await openLeads();
    expect($leadStore.get()).toMatchObject({ ownerId: '202', data: [] });
    await leadQueue().processQueue();
    await syncLeads();
    expect(calls).toEqual([]);
    expect(await leadQueue().tasks()).toHaveLength(2);

    // The first user again: their leads open and go, with their token.
    await leadsSessionEnded();
    signIn('101');
    await keepVaultKey('101', KEY_A);
    await openLeads();
    await settled();
    expect(calls.map((c) => [c.operation, c.token])).toEqual([
      ['LeadCaptureAdd', 'Bearer token-101'],
      ['LeadCaptureAdd', 'Bearer token-101'],
    ]);
    expect(shown()).toEqual([
      ['Tapan Jha', 'sent'],
      ['Gita Rao', 'sent'],
    ]);
  });

  it('refuses a new lead whose mobile is already one of the phone’s leads, and saving without the key', async () => {
    await openLeads();
    await saved(fields('Ila Mitra', '9800000071'));
    const again = await saveLead(fields('Ila M', '+91 98000 00071'), null, null);
    expect(again).toMatchObject({ ok: false, error: { code: 'LEAD_ON_PHONE', message: LEAD_MESSAGES.leadExists } });
    await forgetVaultKeys();
    const locked = await saveLead(fields('Someone Else', '9800000072'), null, null);
    expect(locked).toMatchObject({ ok: false, error: { code: 'LOCKED' } });
  });
});
