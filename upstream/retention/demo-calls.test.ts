import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountUpstream, startAccountUpstream } from '../../test-utils/account-upstream.ts';
import { DEMO_STAFF, seedDemoStaff } from '../staff/demo-staff.ts';
import { DEMO_CALL_CUSTOMERS, seedDemoCalls } from './demo-calls.ts';

/** The demo calls `npm start` shows the demo adviser: made by the real rule, labelled demo, seeded once. */
let up: AccountUpstream;
beforeAll(async () => {
  up = await startAccountUpstream();
  await seedDemoStaff(up.db);
});
afterAll(() => up.close());

describe('seedDemoCalls', () => {
  it('gives the demo adviser one migration and two retention calls of demo customers, once', async () => {
    expect(await seedDemoCalls(up.db, up.now())).toBe(true);
    expect(await seedDemoCalls(up.db, up.now())).toBe(false);
    const adviser = DEMO_STAFF.find((s) => s.role === 'adviser');
    const rows = await up.db
      .selectFrom('retention_calls as r')
      .innerJoin('users as c', 'c.id', 'r.customer_id')
      .innerJoin('users as a', 'a.id', 'r.adviser_user_id')
      .select(['c.mobile', 'c.name', 'r.kind', 'r.status', 'r.demo', 'a.mobile as adviser'])
      .orderBy('c.mobile')
      .execute();
    expect(rows).toEqual(
      [...DEMO_CALL_CUSTOMERS]
        .sort((a, b) => a.mobile.localeCompare(b.mobile))
        .map((c) => ({
          mobile: c.mobile,
          name: c.name,
          kind: c.orders.length === 2 ? 'MIGRATION' : 'RETENTION',
          status: 'PENDING',
          demo: 1,
          adviser: adviser?.mobile,
        })),
    );
  });
});
