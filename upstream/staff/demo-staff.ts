import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { Role } from '../db/tables.ts';
import { publicId } from '../ids.ts';
import { seedDemoLeads } from '../leads/demo-leads.ts';
import { hashPassword } from '../session/passwords.ts';
import { newCusSid } from '../session/repository.ts';

/**
 * Demo staff and shops for development (labelled "Demo" in their names, `demo = 1` in the tables), so
 * that a newcomer can try every role (issue 15). Seeded only with the developer tools on (DEV_TOOLS,
 * or the development SMS outbox): a deployment with a real SMS sender never has them. Their logins are
 * in the README for development only; they are not secrets and guard nothing real.
 */
export const DEMO_PASSWORD = 'demo-staff-2026';

export const DEMO_SHOPS = [
  {
    sid: 'FDEMO-SALTLAKE',
    name: 'Demo: Salt Lake Pharmacy Point',
    address: 'DL-12, Sector II, Salt Lake, Kolkata',
    pinCode: '700091',
    servedPins: ['700012', '700013', '700014', '700016', '700017', '700091'],
  },
  {
    sid: 'FDEMO-BBSR',
    name: 'Demo: Bhubaneswar Health Counter',
    address: 'Plot 4, Janpath, Bhubaneswar',
    pinCode: '751001',
    servedPins: ['751001', '751002', '751003'],
  },
] as const;

type DemoStaff = { role: Role; name: string; mobile: string; email: string | null; shop: (typeof DEMO_SHOPS)[number]['sid'] | null };

export const DEMO_STAFF: readonly DemoStaff[] = [
  { role: 'franchise', name: 'Demo Franchise Salt Lake', mobile: '9000000101', email: 'franchise@demo.purba.test', shop: 'FDEMO-SALTLAKE' },
  { role: 'assistant', name: 'Demo Assistant Salt Lake', mobile: '9000000102', email: null, shop: 'FDEMO-SALTLAKE' },
  { role: 'franchise', name: 'Demo Franchise Bhubaneswar', mobile: '9000000201', email: 'franchise2@demo.purba.test', shop: 'FDEMO-BBSR' },
  { role: 'admin', name: 'Demo Admin', mobile: '9000000901', email: 'admin@demo.purba.test', shop: null },
  { role: 'adviser', name: 'Demo Adviser', mobile: '9000000902', email: 'adviser@demo.purba.test', shop: null },
  // Issue 18: publishes content pages, blog posts and home-page blocks; acts for nobody.
  { role: 'editor', name: 'Demo Editor', mobile: '9000000903', email: 'editor@demo.purba.test', shop: null },
];

/** Demo customers, one registered by each demo shop. */
export const DEMO_CUSTOMERS = [
  { name: 'Demo Customer Ananya Sen', mobile: '9000001001', shop: 'FDEMO-SALTLAKE', pin: '700012', city: 'Kolkata', state: 'WB' },
  { name: 'Demo Customer Bikash Das', mobile: '9000002001', shop: 'FDEMO-BBSR', pin: '751001', city: 'Bhubaneswar', state: 'OD' },
] as const;

/**
 * Writes the demo shops, staff and customers once (a database that has the first shop has them all),
 * and the demo shop's camps and leads (issue 17: upstream/leads/demo-leads.ts), also into a database
 * seeded before they existed.
 */
export async function seedDemoStaff(db: Db, now: Date = new Date()): Promise<boolean> {
  const present = await db.selectFrom('franchises').select('id').where('sid', '=', DEMO_SHOPS[0].sid).executeTakeFirst();
  if (present) {
    await seedDemoEditor(db, now);
    await seedDemoLeads(db, now);
    return false;
  }
  const at = now.toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTransaction(db, async (tx) => {
    const shopIds = new Map<string, number>();
    for (const shop of DEMO_SHOPS) {
      const { id } = await tx
        .insertInto('franchises')
        .values({ sid: shop.sid, name: shop.name, address: shop.address, pin_code: shop.pinCode, demo: 1, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      shopIds.set(shop.sid, id);
      await tx
        .insertInto('franchise_pincodes')
        .values(shop.servedPins.map((pin) => ({ pin, franchise_id: id })))
        .onConflict((oc) => oc.column('pin').doNothing())
        .execute();
    }
    for (const staff of DEMO_STAFF) {
      await tx
        .insertInto('users')
        .values({
          cus_sid: newCusSid(),
          mobile: staff.mobile,
          name: staff.name,
          email: staff.email,
          role: staff.role,
          // Assistants sign in by a code to their mobile, never by password.
          password_hash: staff.role === 'assistant' ? null : passwordHash,
          franchise_id: staff.shop ? (shopIds.get(staff.shop) ?? null) : null,
          show_commission: staff.role === 'franchise' ? 1 : 0,
          demo: 1,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .execute();
    }
    for (const customer of DEMO_CUSTOMERS) {
      const row = await tx
        .insertInto('users')
        .values({
          cus_sid: newCusSid(),
          mobile: customer.mobile,
          name: customer.name,
          role: 'customer',
          registered_by_franchise_id: shopIds.get(customer.shop) ?? null,
          demo: 1,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      await tx
        .insertInto('addresses')
        .values({
          id: publicId(),
          user_id: row.id,
          name: customer.name.replace('Demo Customer ', ''),
          mobile: customer.mobile,
          alternate_mobile: null,
          pin_code: customer.pin,
          city: customer.city,
          state: customer.state,
          street: 'Demo address, near the demo shop',
          apartment: 'House 1',
          is_default: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
  await seedDemoLeads(db, now);
  return true;
}

/**
 * The demo editor (issue 18) into a database whose demo staff were seeded before editors could sign in;
 * nothing when a user has their mobile already.
 */
async function seedDemoEditor(db: Db, now: Date): Promise<void> {
  const editor = DEMO_STAFF.find((s) => s.role === 'editor');
  if (!editor) return;
  const known = await db.selectFrom('users').select('id').where('mobile', '=', editor.mobile).executeTakeFirst();
  if (known) return;
  const at = now.toISOString();
  await db
    .insertInto('users')
    .values({
      cus_sid: newCusSid(),
      mobile: editor.mobile,
      name: editor.name,
      email: editor.email,
      role: 'editor',
      password_hash: await hashPassword(DEMO_PASSWORD),
      demo: 1,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
}
