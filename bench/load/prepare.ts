import { sql } from 'kysely';
import { pick, seededRandom } from '../../catalogue/random.ts';
import { type Db, engineOf, inTransaction } from '../../upstream/db/database.ts';
import { publicId } from '../../upstream/ids.ts';
import { hashPassword } from '../../upstream/session/passwords.ts';
import { newCusSid } from '../../upstream/session/repository.ts';
import { DEMO_SHOPS } from '../../upstream/staff/demo-staff.ts';

/**
 * The load test's data (issue 21), written into the fresh database before the storefront starts:
 * - `staff` generated shops (labelled "Generated Load Shop NN", `demo = 1`), each serving two West
 *   Bengal pin codes, with a franchise owner who signs in by e-mail and password and `customersPerShop`
 *   generated customers registered by the shop, each with a default address at one of its pin codes;
 * - stock: every product's quantity set to STOCK, so that no order of the run can meet "Out of stock!"
 *   (an expected refusal would hide an unexpected one), and the quantities recorded to check against;
 * - pin codes the shoppers live at: serviceable West Bengal pin codes no shop serves, so that no staff
 *   user ever finds a shopper among their customers (both would then write the same cart).
 */
export const STAFF_PASSWORD = 'load-staff-2026';
export const STOCK = 1_000_000;

export interface StaffCustomer {
  userId: number;
  cusSid: string;
  mobile: string;
  name: string;
}

export interface StaffUser {
  userId: number;
  email: string;
  shopId: number;
  customers: StaffCustomer[];
}

export interface Pin {
  pin: string;
  city: string;
  state: string;
}

export interface Prepared {
  staff: StaffUser[];
  shopperPins: Pin[];
}

/** The database as the load finds it, for the checks: read once the storefront is up (its start seeds demo orders). */
export interface Before {
  /** Every product's stock when the load starts, by SKU. */
  stockBefore: Map<string, number>;
  /** The last order and audit row before the load (0 when none): what the checks read comes after. */
  lastOrderId: number;
  lastAuditId: number;
}

const FIRST = 'Ananya Bikash Sourav Priya Rahul Moumita Subhajit Debasish Tanmoy Rituparna Arijit Sayantani Pritam Swati Abhijit Sudipta'.split(' ');
const LAST = 'Das Sen Ghosh Bose Chatterjee Banerjee Mukherjee Roy Dutta Saha Mondal Pal Sarkar Mohanty Panda Sahoo'.split(' ');

/** 0 -> 'A', 25 -> 'Z', 26 -> 'AA': a label of letters for a name. */
export const letters = (i: number): string => (i < 26 ? '' : letters(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/** The i-th generated number of a kind (1 staff, 2 customers of shops; shoppers use 3: shopper.ts): 10 digits starting with 8. */
export const loadMobile = (kind: 1 | 2 | 3, i: number) => `8${kind}${String(i).padStart(8, '0')}`;

export async function prepare(db: Db, options: { staff: number; customersPerShop: number; seed: number }): Promise<Prepared> {
  const random = seededRandom(options.seed);
  const at = new Date().toISOString();
  const demoPins = new Set<string>(DEMO_SHOPS.flatMap((shop) => [...shop.servedPins, shop.pinCode]));
  const taken = new Set((await db.selectFrom('franchise_pincodes').select('pin').execute()).map((r) => r.pin));
  const pins = (
    await db.selectFrom('pincodes').select(['pin', 'city', 'state']).where('state', '=', 'WB').where('status', '=', 'serviceable').orderBy('pin').execute()
  ).filter((p) => !demoPins.has(p.pin) && !taken.has(p.pin));
  if (pins.length < options.staff * 2 + 20) throw new Error(`only ${pins.length} free West Bengal pin codes for ${options.staff} shops`);
  const shopPins = pins.slice(0, options.staff * 2);
  const shopperPins = pins.slice(options.staff * 2, options.staff * 2 + 50);
  const passwordHash = await hashPassword(STAFF_PASSWORD);

  const staff: StaffUser[] = [];
  let customerNumber = 0;
  for (let s = 0; s < options.staff; s += 1) {
    const label = String(s + 1).padStart(2, '0');
    const served = shopPins.slice(s * 2, s * 2 + 2);
    const home = served[0] as Pin;
    staff.push(
      await inTransaction(db, async (tx) => {
        const shop = await tx
          .insertInto('franchises')
          .values({ sid: `FLOAD-${label}`, name: `Generated Load Shop ${label}`, address: 'Generated address', pin_code: home.pin, demo: 1, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('franchise_pincodes')
          .values(served.map((p) => ({ pin: p.pin, franchise_id: shop.id })))
          .execute();
        const email = `load-franchise-${label}@generated.purba.test`;
        const owner = await tx
          .insertInto('users')
          .values({
            cus_sid: newCusSid(),
            mobile: loadMobile(1, s + 1),
            // Letters only: a person's name never has digits (domain/fields.ts NameSchema).
            name: `Generated Load Franchise ${letters(s)}`,
            email,
            role: 'franchise',
            password_hash: passwordHash,
            franchise_id: shop.id,
            demo: 1,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const customers: StaffCustomer[] = [];
        for (let c = 0; c < options.customersPerShop; c += 1) {
          customerNumber += 1;
          const mobile = loadMobile(2, customerNumber);
          const person = `${pick(random, FIRST)} ${pick(random, LAST)}`;
          const name = `Generated Customer ${person}`;
          const cusSid = newCusSid();
          const user = await tx
            .insertInto('users')
            .values({ cus_sid: cusSid, mobile, name, role: 'customer', registered_by_franchise_id: shop.id, demo: 1, created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          const pin = pick(random, served);
          await tx
            .insertInto('addresses')
            .values({
              id: publicId(),
              user_id: user.id,
              name: `Generated ${person}`,
              mobile,
              alternate_mobile: null,
              pin_code: pin.pin,
              city: pin.city,
              state: pin.state,
              street: 'Generated street 1',
              apartment: 'Generated house',
              is_default: 1,
              created_at: at,
              updated_at: at,
            })
            .execute();
          customers.push({ userId: user.id, cusSid, mobile, name });
        }
        return { userId: owner.id, email, shopId: shop.id, customers };
      }),
    );
  }

  await db.updateTable('products').set({ qty: STOCK }).execute();
  // As autovacuum would soon after such writes, so that the plans do not change in the middle of the run.
  if (engineOf(db) === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  return { staff, shopperPins };
}

export async function recordBefore(db: Db): Promise<Before> {
  const stockBefore = new Map((await db.selectFrom('products').select(['sku', 'qty']).execute()).map((r) => [r.sku, r.qty]));
  const lastOrder = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const lastAudit = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return { stockBefore, lastOrderId: Number(lastOrder?.id ?? 0), lastAuditId: Number(lastAudit?.id ?? 0) };
}
