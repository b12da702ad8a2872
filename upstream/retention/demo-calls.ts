import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { publicId } from '../ids.ts';
import { newCusSid } from '../session/repository.ts';
import { DEMO_STAFF } from '../staff/demo-staff.ts';
import { findCalls } from './find-calls.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Demo customers with order histories that make calls (labelled "Demo:" in their names, `demo = 1` on
 * their rows and calls), so that `npm start` shows /customer-migration working for the demo adviser:
 * one whom the call centre (the demo admin) served 12 days ago and who ordered on the app a few hours
 * ago (MIGRATION), and two quiet for 45 and 60 days (RETENTION). `byStaff`: the demo admin placed the
 * order for them; otherwise they placed it themselves. They belong to no demo shop (registered by none,
 * at pin codes no demo shop serves), so the shops' customer lists and figures stay as issue 15's demo
 * has them. The calls are made by the real rule (findCalls) and go to the demo adviser (the only adviser
 * of a development database when it is seeded).
 */
export const DEMO_CALL_CUSTOMERS = [
  {
    name: 'Demo: Rupa Ghosh',
    mobile: '9000001002',
    pin: '700001',
    city: 'Kolkata',
    state: 'WB',
    orders: [
      { ago: 12 * DAY, byStaff: true },
      { ago: 5 * HOUR, byStaff: false },
    ],
  },
  { name: 'Demo: Sourav Pal', mobile: '9000001003', pin: '700001', city: 'Kolkata', state: 'WB', orders: [{ ago: 45 * DAY, byStaff: false }] },
  { name: 'Demo: Mitali Nayak', mobile: '9000002002', pin: '751009', city: 'Bhubaneswar', state: 'OD', orders: [{ ago: 60 * DAY, byStaff: false }] },
] as const;

/** Writes the demo call customers and their orders once, then looks for calls (a database that has the first has them all). */
export async function seedDemoCalls(db: Db, now: Date = new Date(), inactiveDays = 30): Promise<boolean> {
  const present = await db.selectFrom('users').select('id').where('mobile', '=', DEMO_CALL_CUSTOMERS[0].mobile).executeTakeFirst();
  if (present) return false;
  const sku = await db
    .selectFrom('products')
    .select(['sku', 'name', 'price_paise', 'mrp_paise'])
    .where('status', '=', 1)
    .where('type_id', '=', 'simple')
    .where('prescription_required', '=', 0)
    .where('price_paise', '>', 0)
    .orderBy('id')
    .executeTakeFirst();
  if (!sku) return false;
  const customerIds: number[] = [];
  const adminMobile = DEMO_STAFF.find((s) => s.role === 'admin')?.mobile ?? '';
  const admin = await db.selectFrom('users').select('id').where('mobile', '=', adminMobile).executeTakeFirst();
  if (!admin) return false;
  await inTransaction(db, async (tx) => {
    const at = now.toISOString();
    for (const customer of DEMO_CALL_CUSTOMERS) {
      const { id } = await tx
        .insertInto('users')
        .values({
          cus_sid: newCusSid(),
          mobile: customer.mobile,
          name: customer.name,
          role: 'customer',
          demo: 1,
          created_at: new Date(now.getTime() - 90 * DAY).toISOString(),
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      customerIds.push(id);
      const addressId = publicId();
      const street = 'Demo address, near the demo shop';
      await tx
        .insertInto('addresses')
        .values({
          id: addressId,
          user_id: id,
          name: customer.name.replace('Demo: ', ''),
          mobile: customer.mobile,
          alternate_mobile: null,
          pin_code: customer.pin,
          city: customer.city,
          state: customer.state,
          street,
          apartment: 'House 2',
          is_default: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const [index, order] of customer.orders.entries()) {
        const placedAt = new Date(now.getTime() - order.ago).toISOString();
        const qty = index + 2;
        const subtotal = sku.price_paise * qty;
        const shipping = subtotal >= 50_000 ? 0 : 4_000;
        const sid = publicId();
        const { id: orderId } = await tx
          .insertInto('orders')
          .values({
            sid,
            number: `pending-${sid}`,
            user_id: id,
            client_order_id: `demo-call-${customer.mobile}-${index}`,
            status: order.ago > 7 * DAY ? 'DELIVERED' : 'PLACED',
            payment_method: 'COD',
            payment_status: order.ago > 7 * DAY ? 'SUCCESSFUL' : 'PENDING',
            subtotal_paise: subtotal,
            shipping_paise: shipping,
            grand_total_paise: subtotal + shipping,
            prescription_required: 0,
            address_id: addressId,
            ship_name: customer.name.replace('Demo: ', ''),
            ship_mobile: customer.mobile,
            ship_alternate_mobile: null,
            ship_pin_code: customer.pin,
            ship_city: customer.city,
            ship_state: customer.state,
            ship_street: street,
            ship_apartment: 'House 2',
            patient_id: null,
            patient_name: null,
            patient_age: null,
            cart_token: `demo-${sid}`,
            placed_by_user_id: order.byStaff ? admin.id : null,
            franchise_id: null,
            placed_at: placedAt,
            delivered_at: order.ago > 7 * DAY ? new Date(now.getTime() - order.ago + 2 * DAY).toISOString() : null,
            updated_at: placedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .updateTable('orders')
          .set({ number: `PB${String(10_000_000 + orderId)}` })
          .where('id', '=', orderId)
          .execute();
        await tx
          .insertInto('order_items')
          .values({
            order_id: orderId,
            sku: sku.sku,
            name: sku.name,
            qty,
            price_paise: sku.price_paise,
            mrp_paise: sku.mrp_paise,
            prescription_required: 0,
            returnable: 1,
          })
          .execute();
      }
    }
  });
  await findCalls(db, now, { inactiveDays });
  await db.updateTable('retention_calls').set({ demo: 1 }).where('customer_id', 'in', customerIds).execute();
  return true;
}
