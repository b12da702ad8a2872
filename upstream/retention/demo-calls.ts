import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { publicId } from '../ids.ts';
import { newCusSid } from '../session/repository.ts';
import { DEMO_SHOPS, DEMO_STAFF } from '../staff/demo-staff.ts';
import { findCalls } from './find-calls.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Demo customers with order histories that make calls (labelled "Demo" in their names, `demo = 1` on
 * their rows and calls), so that `npm start` shows /customer-migration working for the demo adviser:
 * one who moved from a shop to the app a few hours ago (MIGRATION), one quiet for 45 days and one for 60
 * (RETENTION). `shop`: the demo shop whose franchise owner placed the order for them; null, the customer
 * placed it on the app. The calls are made by the real rule (findCalls) and go to the demo adviser (the
 * only adviser of a development database when it is seeded).
 */
export const DEMO_CALL_CUSTOMERS = [
  {
    name: 'Demo Customer Rupa Ghosh',
    mobile: '9000001002',
    pin: '700091',
    city: 'Kolkata',
    state: 'WB',
    orders: [
      { ago: 12 * DAY, shop: 'FDEMO-SALTLAKE' },
      { ago: 5 * HOUR, shop: null },
    ],
  },
  { name: 'Demo Customer Sourav Pal', mobile: '9000001003', pin: '700014', city: 'Kolkata', state: 'WB', orders: [{ ago: 45 * DAY, shop: null }] },
  {
    name: 'Demo Customer Mitali Nayak',
    mobile: '9000002002',
    pin: '751002',
    city: 'Bhubaneswar',
    state: 'OD',
    orders: [{ ago: 60 * DAY, shop: 'FDEMO-BBSR' }],
  },
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
  await inTransaction(db, async (tx) => {
    const shops = new Map<string, { id: number; owner: number | null }>();
    for (const shop of DEMO_SHOPS) {
      const row = await tx.selectFrom('franchises').select('id').where('sid', '=', shop.sid).executeTakeFirst();
      const ownerMobile = DEMO_STAFF.find((s) => s.role === 'franchise' && s.shop === shop.sid)?.mobile ?? '';
      const owner = await tx.selectFrom('users').select('id').where('mobile', '=', ownerMobile).executeTakeFirst();
      if (row) shops.set(shop.sid, { id: row.id, owner: owner?.id ?? null });
    }
    const at = now.toISOString();
    for (const customer of DEMO_CALL_CUSTOMERS) {
      const registeredBy = customer.orders.find((o) => o.shop)?.shop;
      const { id } = await tx
        .insertInto('users')
        .values({
          cus_sid: newCusSid(),
          mobile: customer.mobile,
          name: customer.name,
          role: 'customer',
          registered_by_franchise_id: registeredBy ? (shops.get(registeredBy)?.id ?? null) : null,
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
          name: customer.name.replace('Demo Customer ', ''),
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
        const shop = order.shop ? shops.get(order.shop) : undefined;
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
            ship_name: customer.name.replace('Demo Customer ', ''),
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
            placed_by_user_id: shop?.owner ?? null,
            franchise_id: shop?.id ?? null,
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
