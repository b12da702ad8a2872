/**
 * Leads captured offline at camps, sent when the connection returns (issue 17): PHONES field phones
 * (default 20), each signed in as a staff user of a shop (4 shops, an owner and assistants), capture
 * LEADS leads (default 25) with no network and then change UPDATES of them (default 5). Every change is
 * sealed with the staff user's leadVaultKey (AES-GCM, the phone's own code: src/stores/staff/leads/vault.ts)
 * and goes into that phone's lead queue (src/sync/sync-queue.ts, the browser's code over fake-indexeddb
 * here, with what the phone's lead sync gives it: one task per lead, `prepare` opening the sealed body at
 * send time, TOO_MANY_REQUESTS as "later"). A create when the lead has no sid, an update when it has
 * one, and the server's answer kept by the domain's rule (domain/lead-sync.ts afterAnswer), as the
 * phone's lead store does (src/stores/staff/leads/sync.ts); this bench wires those parts per phone itself,
 * because the page's store is one per browser tab.
 *
 * Then the network comes back through a faulty link in front of the gateway that drops every 5th answer
 * after the server has it and answers every 7th lead save with a 500 without passing it on; every phone
 * has two tabs whose queues run at once (no Web Locks in Node, so both may send the same task). Rounds
 * run until every lead is synced. Then the upstream's database is checked: each lead exists exactly once
 * (by its client id), and holds the phone's last change (every update applied).
 *
 * Exits 1 when any engine lost or doubled a lead, missed an update, or left a lead unsynced.
 *
 *   npm run bench:offline-leads                                  (PHONES=20 LEADS=25 UPDATES=5, SQLite)
 *   BENCH_ENGINES=sqlite,postgres npm run bench:offline-leads    (both in one run; bench/engines.ts)
 */
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createStore } from 'idb-keyval';
import { istDay, leadFieldsSchema } from '../domain/lead.ts';
import { afterAnswer, syncAction } from '../domain/lead-sync.ts';
import type { LeadCaptureLeadFragment } from '../src/gql/graphql.ts';
import { LEAD_CAPTURE_ADD, LEAD_CAPTURE_UPDATE, LEAD_CAPTURE_VAULT_KEY } from '../src/graphql/lead-capture.ts';
import { persistedOperation } from '../src/lib/persisted.ts';
import { createRefreshLock } from '../src/lib/refresh-lock.ts';
import { type KeptLead, keptFromServer, leadInputOf } from '../src/stores/staff/leads/kept-lead.ts';
import { keepVaultKey, type Sealed, seal, sealedFromText, sealedText, unseal } from '../src/stores/staff/leads/vault.ts';
import { createSyncQueue, SERVER_ERROR_CODES, type SyncQueue } from '../src/sync/sync-queue.ts';
import { createShop, createStaffUser, staffOwnToken } from '../test-utils/staff.ts';
import { onEachEngine, type Stage, sideBySide } from './engines.ts';
import { faultyLink } from './faulty-link.ts';

const PHONES = Number(process.env.PHONES ?? 20);
const LEADS = Number(process.env.LEADS ?? 25);
const UPDATES = Number(process.env.UPDATES ?? 5);
const SHOPS = 4;
const MAX_ROUNDS = 30;
const RETRY = new Set([...SERVER_ERROR_CODES, 'TOO_MANY_REQUESTS', 'RATE_LIMITED']);

type PhoneLead = KeptLead;
type AnswerOf = { applied: boolean; repeated: boolean; lead: LeadCaptureLeadFragment };

/** The persisted request the phone sends, over HTTP with the staff token (as the page does through the queue). */
async function persisted(url: string, document: Parameters<typeof persistedOperation>[0], variables: Record<string, unknown>, token: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(persistedOperation(document, variables)),
  });
  const reply = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (!reply.data) throw new Error(`${JSON.stringify(reply.errors)}`);
  return reply.data;
}

async function offlineThenFaulty(stage: Stage) {
  const link = await faultyLink(stage.graphqlUrl, (body) => body.includes('LeadCaptureAdd') || body.includes('LeadCaptureUpdate'));
  const { counts, url: linkUrl } = link;

  try {
    const { db } = stage;
    const shops = [];
    for (let s = 0; s < SHOPS; s += 1) shops.push(await createShop(db));
    const run = randomBytes(3).toString('hex');
    /** Answers to a change the server already had (its answer was lost), and changes not applied (an older one). */
    const repeated = { count: 0 };
    const stale = { count: 0 };
    const runDigits = String(randomBytes(4).readUInt32BE(0) % 100_000).padStart(5, '0');

    console.log(`${PHONES} phones (staff users of ${SHOPS} shops) capture ${LEADS} leads each offline and change ${UPDATES} of them…`);
    const phones: { p: number; ownerId: string; leads: Map<string, PhoneLead>; tabs: SyncQueue[]; enqueue: (lead: PhoneLead) => Promise<void> }[] = [];
    for (let p = 0; p < PHONES; p += 1) {
      const shop = shops[p % SHOPS];
      if (!shop) throw new Error('no shop');
      const staff = await createStaffUser(db, { role: p < SHOPS ? 'franchise' : 'assistant', franchiseId: shop.id });
      const token = await staffOwnToken(db, staff);
      const ownerId = String(staff.id);
      // Signed in (online) before the camp: the phone keeps the user's key, as the lead pages do.
      const raw = (await persisted(stage.graphqlUrl, LEAD_CAPTURE_VAULT_KEY, {}, token)).leadVaultKey as string;
      const key = await keepVaultKey(ownerId, raw);
      const store = createStore(`bench-leads-${stage.engine}-${run}-${p}`, 'syncTasks');
      const leads = new Map<string, PhoneLead>();
      const lock = createRefreshLock({ refresh: async () => false, onFailure: () => undefined, waitMs: 10 });

      const prepare = async (task: { meta: Record<string, unknown>; payload: { body?: string } }) => {
        const sealed: Sealed = sealedFromText(task.payload.body ?? '');
        const plain = await unseal(key, ownerId, String(task.meta.name), sealed);
        return { body: new TextDecoder().decode(plain) };
      };
      const tab = (): SyncQueue => {
        const queue = createSyncQueue({
          store,
          token: () => token,
          cartId: () => null,
          runLocked: (work) => lock.run(work),
          fetch: (url, init) => fetch(url, init),
          locks: null,
          prepare,
          keepUnauthorized: true,
          retryCodes: RETRY,
        });
        queue.onTaskEvent((event) => {
          if (event.type !== 'transmitted') return;
          const reply = event.task.result as { addLead?: AnswerOf; updateLead?: AnswerOf } | null;
          const answer = reply?.addLead ?? reply?.updateLead;
          const clientId = String(event.task.meta.clientId);
          const current = leads.get(clientId) ?? null;
          if (!answer) {
            refused.push(`${clientId}: ${JSON.stringify(event.task.result)}`);
            return;
          }
          if (answer.repeated) repeated.count += 1;
          if (!answer.applied) stale.count += 1;
          const server = keptFromServer(answer.lead, { ownerId, photo: null });
          const kept = afterAnswer(current, { clientUpdatedAt: String(event.task.meta.clientUpdatedAt) }, server);
          if (kept) leads.set(clientId, kept);
          if (kept && !kept.isSyncedWithServer) void enqueue(kept);
        });
        return queue;
      };
      const tabs = [tab(), tab()];
      const enqueue = async (lead: PhoneLead) => {
        const action = syncAction(lead);
        const name = `${ownerId}/${lead.clientId}/change/${lead.clientUpdatedAt}`;
        const body = JSON.stringify(
          action === 'create'
            ? persistedOperation(LEAD_CAPTURE_ADD, { input: leadInputOf(lead) })
            : persistedOperation(LEAD_CAPTURE_UPDATE, { sid: lead.sid ?? '', input: leadInputOf(lead) }),
        );
        const sealed = await seal(key, ownerId, name, new TextEncoder().encode(body));
        await tabs[0]?.enqueueTask({
          url: linkUrl,
          key: `lead:${ownerId}/${lead.clientId}`,
          payload: { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer {{token}}' }, body: sealedText(sealed) },
          callback_event: 'lead-saved',
          meta: { ownerId, clientId: lead.clientId, clientUpdatedAt: lead.clientUpdatedAt, name },
        });
      };
      phones.push({ p, ownerId, leads, tabs, enqueue });
    }
    const refused: string[] = [];

    // At the camp, no network: capture, then change some.
    const today = istDay(Date.now());
    const letters = (n: number) => String.fromCharCode(65 + Math.floor(n / 26), 65 + (n % 26));
    let clock = Date.now() - 60_000;
    const tick = () => {
      clock += 7;
      return new Date(clock).toISOString();
    };
    for (const phone of phones) {
      for (let i = 0; i < LEADS; i += 1) {
        const fields = leadFieldsSchema(today).parse({
          // Generated for the benchmark (labelled as such in the name).
          name: `Bench Lead ${letters(phone.p)} ${letters(i)}`,
          // 9, the phone (2 digits), the lead (2), this run's 5 digits: one mobile per lead of a shop.
          mobile: `9${String(phone.p).padStart(2, '0')}${String(i).padStart(2, '0')}${runDigits}`,
          source: 'HC_WI',
          isChronic: i % 3 === 0,
          vitalRecords: { bpSystolic: 120 + (i % 20), bpDiastolic: 80, bloodSugar: 110 + i },
          followUpDate: istDay(Date.now() + ((i % 9) + 1) * 86_400_000),
        });
        const lead: PhoneLead = {
          ...fields,
          clientId: `bench-${run}-${phone.p}-${i}-${randomBytes(6).toString('hex')}`,
          sid: null,
          clientUpdatedAt: tick(),
          isSyncedWithServer: false,
          ownerId: phone.ownerId,
          sync: { state: 'waiting' },
          notice: null,
          photo: null,
          createdAt: null,
        };
        phone.leads.set(lead.clientId, lead);
        await phone.enqueue(lead);
      }
      for (const lead of [...phone.leads.values()].slice(0, UPDATES)) {
        const changed = { ...lead, remarks: `changed at the camp ${tick()}`, clientUpdatedAt: tick() };
        phone.leads.set(lead.clientId, changed);
        await phone.enqueue(changed);
      }
      await phone.tabs[0]?.processQueue();
    }
    const queuedOffline = (await Promise.all(phones.map(async (phone) => (await phone.tabs[0]?.tasks())?.length ?? 0))).reduce((a, b) => a + b, 0);

    link.mode = 'faulty';
    const t0 = performance.now();
    let rounds = 0;
    const unsynced = () => phones.some((phone) => [...phone.leads.values()].some((lead) => !lead.isSyncedWithServer));
    while (unsynced() && rounds < MAX_ROUNDS) {
      rounds += 1;
      // A lead whose answer was lost is still waiting with no task: queue it again, as the page does on open.
      for (const phone of phones) {
        const queued = new Set((await phone.tabs[0]?.tasks())?.map((task) => String(task.meta.clientId)));
        for (const lead of phone.leads.values()) if (!lead.isSyncedWithServer && !queued.has(lead.clientId)) await phone.enqueue(lead);
      }
      await Promise.all(phones.flatMap((phone) => phone.tabs.map((tab) => tab.processQueue())));
    }
    const wall = performance.now() - t0;

    let lost = 0;
    let doubled = 0;
    let updatesMissed = 0;
    for (const phone of phones) {
      for (const lead of phone.leads.values()) {
        const rows = await db.selectFrom('leads').select(['remarks', 'client_updated_at']).where('client_id', '=', lead.clientId).execute();
        if (rows.length === 0) lost += 1;
        if (rows.length > 1) doubled += rows.length - 1;
        const row = rows[0];
        if (row && (row.remarks !== lead.remarks || row.client_updated_at !== lead.clientUpdatedAt)) updatesMissed += 1;
      }
      const perName = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('captured_by', '=', Number(phone.ownerId))
        .executeTakeFirstOrThrow();
      doubled += Math.max(0, Number(perName.n) - phone.leads.size);
    }
    const leadsTotal = PHONES * LEADS;
    const stillWaiting = phones.reduce((n, phone) => n + [...phone.leads.values()].filter((lead) => !lead.isSyncedWithServer).length, 0);
    console.log(
      `\n${leadsTotal} leads and ${PHONES * UPDATES} changes captured offline (${queuedOffline} sealed tasks queued), sent when the connection returned`,
    );
    console.log(
      `link faults: ${counts.refusedOffline} sends refused while offline, ${counts.answersDropped} answers dropped after the server had the lead, ${counts.served500} saves answered 500 without reaching it`,
    );
    console.log(`after reconnecting: ${rounds} rounds (two tabs a phone), ${counts.passed} answers delivered, drained in ${wall.toFixed(0)} ms`);
    console.log(`answers: ${repeated.count} to a change sent again (answered as repeated, applied once), ${stale.count} older changes not applied`);
    console.log(`leads: lost ${lost}, doubled ${doubled}, changes not applied ${updatesMissed}, still waiting ${stillWaiting}, refused ${refused.length}`);
    for (const line of refused.slice(0, 5)) console.log(`  refused: ${line}`);
    return { queuedOffline, counts, repeated: repeated.count, rounds, wall, lost, doubled, updatesMissed, stillWaiting, refused: refused.length };
  } finally {
    link.close();
  }
}

const runs = await onEachEngine(offlineThenFaulty);
console.log(
  `\n${sideBySide(`${PHONES} phones x ${LEADS} leads (+${UPDATES} changes each) captured offline, sent through a faulty link`, runs, [
    ['tasks queued offline', (r) => String(r.queuedOffline)],
    ['answers dropped', (r) => String(r.counts.answersDropped)],
    ['answered 500 unsent', (r) => String(r.counts.served500)],
    ['repeated answers', (r) => String(r.repeated)],
    ['rounds', (r) => String(r.rounds)],
    ['drained in (ms)', (r) => r.wall.toFixed(0)],
    ['still waiting', (r) => String(r.stillWaiting)],
    ['refused', (r) => String(r.refused)],
    ['lost', (r) => String(r.lost)],
    ['doubled', (r) => String(r.doubled)],
    ['changes not applied', (r) => String(r.updatesMissed)],
  ])}`,
);
if (runs.some(({ result: r }) => !r || r.lost > 0 || r.doubled > 0 || r.updatesMissed > 0 || r.stillWaiting > 0 || r.refused > 0)) process.exitCode = 1;
