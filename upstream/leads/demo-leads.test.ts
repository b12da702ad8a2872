import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountUpstream, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { resultOf, staffCaller } from '../../test-utils/leads.ts';
import { seedDemoStaff } from '../staff/demo-staff.ts';
import { seedDemoLeads } from './demo-leads.ts';

/** The demo shop's camps and leads (development only) show on every lead page, once. */
let up: AccountUpstream;
let call: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  up = await startAccountUpstream();
  expect(await seedDemoStaff(up.db, up.now())).toBe(true);
  const owner = await up.db
    .selectFrom('users')
    .select(['id', 'franchise_id', 'mobile'])
    .where('email', '=', 'franchise@demo.purba.test')
    .executeTakeFirstOrThrow();
  call = await staffCaller(up, { id: owner.id, role: 'franchise', franchiseId: owner.franchise_id, mobile: owner.mobile });
});
afterAll(() => up.close());

describe('demo leads', () => {
  it('gives the demo franchise 12 labelled leads in every follow-up interval, three camps and three absentees, seeded once', async () => {
    expect(await seedDemoLeads(up.db, up.now())).toBe(false);
    expect(await seedDemoStaff(up.db, up.now())).toBe(false);
    const all = resultOf(await call('/api/staff/follow-ups?filter=TOTAL_LEADS&size=50'));
    expect(all.total).toBe(12);
    expect(all.items.every((l: { name: string }) => l.name.startsWith('Demo Lead '))).toBe(true);
    const intervals = new Set(all.items.map((l: { follow_up_interval: string | null }) => l.follow_up_interval));
    expect([...intervals].sort()).toEqual(['AFTER_7', 'D10_1', 'D1_4', 'D4_7', null].sort());
    const camps = resultOf(await call('/api/staff/camps')).items;
    expect(camps.map((c: { kind: string }) => c.kind).sort()).toEqual(['HEALTH_CAMP', 'HEALTH_CAMP', 'PRE_AWARENESS']);
    expect(resultOf(await call('/api/staff/camps/absentees')).total).toBe(3);
  });
});
