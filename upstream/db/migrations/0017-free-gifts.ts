import type { Kysely } from 'kysely';

/**
 * Free gifts and price sync (issue 20; the rules: domain/free-gifts.ts, domain/price-sync.ts):
 *
 * - `free_gift_promos`: a promo type (storefront.md §9), the gift it gives (its SKU and name; gifts are
 *   not catalogue products, so nobody can find, buy or stock them) and the subtotal it needs; `active`
 *   says whether it runs. Seeded with the spec's four, POUCH_100 and FIRST_AID_BOX_400 active.
 * - `cart_gift_declines`: the gifts a customer removed from a cart (forgotten once the cart stops
 *   qualifying, or when they ask for the gift again).
 * - `cart_items.seen_price_paise`: the unit price the customer was last shown for the line (when adding
 *   it, or by a price check); an order is never placed while a line's price differs from it.
 * - `order_items.free_gift`: the order's ₹0 gift lines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('free_gift_promos')
    .addColumn('promo_type', 'text', (c) => c.primaryKey())
    .addColumn('gift_sku', 'text', (c) => c.notNull())
    .addColumn('gift_name', 'text', (c) => c.notNull())
    .addColumn('min_subtotal_paise', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('free_gift_promos')
    .values([
      { promo_type: 'POUCH_100', gift_sku: 'GIFT-POUCH', gift_name: 'Pouch', min_subtotal_paise: 10_000, active: 1, position: 1 },
      { promo_type: 'PILL_BOX_100', gift_sku: 'GIFT-PILL-BOX', gift_name: 'Pill box', min_subtotal_paise: 10_000, active: 0, position: 2 },
      { promo_type: 'FIRST_AID_BOX_100', gift_sku: 'GIFT-FIRST-AID-BOX', gift_name: 'First-aid box', min_subtotal_paise: 10_000, active: 0, position: 3 },
      { promo_type: 'FIRST_AID_BOX_400', gift_sku: 'GIFT-FIRST-AID-BOX', gift_name: 'First-aid box', min_subtotal_paise: 40_000, active: 1, position: 4 },
    ])
    .execute();

  await db.schema
    .createTable('cart_gift_declines')
    .addColumn('cart_token', 'text', (c) => c.notNull().references('carts.token'))
    .addColumn('gift_sku', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_gift_declines_pk', ['cart_token', 'gift_sku'])
    .execute();

  await db.schema.alterTable('cart_items').addColumn('seen_price_paise', 'integer').execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('free_gift', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('free_gift').execute();
  await db.schema.alterTable('cart_items').dropColumn('seen_price_paise').execute();
  await db.schema.dropTable('cart_gift_declines').execute();
  await db.schema.dropTable('free_gift_promos').execute();
}
