import { sql } from 'kysely';
import type { Catalogue } from '../../catalogue/load.ts';
import { DEMO_COUPONS } from '../../domain/coupons.ts';
import { type Db, engineOf, inTransaction } from './database.ts';

/** Largest quantity a customer may put in the cart for one product, whatever the stock. */
export const DEFAULT_QTY_MAX = 100;

/**
 * GENERATED cart rules for a few products (the catalogue has none): quantity caps and pack multiples,
 * so that the rules can be seen and tested. Every other product keeps qty_max 100 and qty_multiple 1.
 */
export const GENERATED_CART_RULES: readonly { sku: string; qtyMax?: number; qtyMultiple?: number }[] = [
  { sku: 'MED000040', qtyMax: 5 },
  { sku: 'MED000041', qtyMultiple: 2 },
  { sku: 'MED000042', qtyMax: 50, qtyMultiple: 10 },
];

/** GENERATED virtual product: a cart holding only it is virtual (no delivery, no cash on delivery). */
export const TELECONSULT_SKU = 'GEN-TELECONSULT';

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH = 400;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}

/**
 * PostgreSQL numbers identity columns from a sequence that rows written with their own ids do not
 * move: after seeding, the sequence continues after the highest id.
 */
async function continueNumbering(db: Db, table: 'products' | 'categories'): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 1) FROM ${sql.table(table)}))`.execute(db);
}

/** Writes the catalogue in one transaction; the meta row `catalogue_size` marks the database as seeded. */
export async function seedCatalogue(db: Db, catalogue: Pick<Catalogue, 'products' | 'categories'>, catalogueSize: number): Promise<void> {
  const now = new Date().toISOString();
  await inTransaction(db, async (tx) => {
    for (const rows of batches(catalogue.categories)) {
      await tx
        .insertInto('categories')
        .values(
          rows.map((c) => ({
            id: c.id,
            parent_id: c.parentId,
            level: c.level,
            name: c.name,
            url_key: c.urlKey,
            url_path: c.urlPath,
            position: c.position,
            discount_line: c.discountLine,
          })),
        )
        .execute();
    }
    for (const rows of batches(catalogue.products)) {
      await tx
        .insertInto('products')
        .values(
          rows.map((p) => ({
            id: p.id,
            sku: p.sku,
            parent_sku: p.parentSku,
            type_id: p.typeId,
            name: p.name,
            slug: p.slug,
            mrp_paise: p.mrpPaise,
            price_paise: p.pricePaise,
            special_price_paise: p.specialPricePaise,
            special_from: p.specialFrom,
            special_to: p.specialTo,
            manufacturer: p.manufacturer,
            brand_slug: p.brandSlug,
            saltinfo: p.saltinfo,
            pack_size_label: p.packSizeLabel,
            option_label: p.optionLabel,
            dosage_form: p.dosageForm,
            prescription_required: p.prescriptionRequired ? 1 : 0,
            visibility: p.visibility,
            status: p.status,
            qty: p.qty,
            qty_max: DEFAULT_QTY_MAX,
            searchkey1: p.searchkey1,
            meta_keyword: p.metaKeyword,
            priority: p.priority,
            generated: p.generated ? 1 : 0,
            created_at: p.createdAt,
            updated_at: now,
          })),
        )
        .execute();
    }
    const links = catalogue.products.flatMap((p) => p.categoryIds.map((categoryId) => ({ product_id: p.id, category_id: categoryId })));
    for (const rows of batches(links)) await tx.insertInto('product_categories').values(rows).execute();
    await continueNumbering(tx, 'categories');
    await continueNumbering(tx, 'products');
    await seedCartData(tx, now);
    await tx
      .insertInto('meta')
      .values([
        { key: 'seeded_at', value: now },
        { key: 'catalogue_size', value: String(catalogueSize) },
      ])
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  });
}

/** The demo coupons (labelled "Demo:" in their names), written once. */
export async function seedCoupons(db: Db): Promise<void> {
  await db
    .insertInto('coupons')
    .values(
      DEMO_COUPONS.map((c) => ({
        code: c.code,
        rule_id: c.ruleId,
        rule_name: c.ruleName,
        coupon_type: c.type,
        percent: c.percent,
        amount_paise: c.amountPaise,
        max_discount_paise: c.maxDiscountPaise,
        min_subtotal_paise: c.minSubtotalPaise,
        free_shipping: c.freeShipping ? 1 : 0,
        pin_codes: c.pinCodes.join(','),
        expires_at: c.expiresAt,
        demo: 1,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The generated rules and product, once the catalogue is there (skipped for SKUs a catalogue lacks). */
export async function seedCartData(db: Db, now: string = new Date().toISOString()): Promise<void> {
  for (const r of GENERATED_CART_RULES) {
    await db
      .updateTable('products')
      .set((eb) => ({
        qty_max: r.qtyMax ?? eb.ref('qty_max'),
        qty_multiple: r.qtyMultiple ?? eb.ref('qty_multiple'),
      }))
      .where('sku', '=', r.sku)
      .execute();
  }
  await db
    .insertInto('products')
    .values({
      sku: TELECONSULT_SKU,
      parent_sku: TELECONSULT_SKU,
      type_id: 'virtual',
      name: 'Doctor teleconsultation (generated)',
      slug: 'doctor-teleconsultation',
      mrp_paise: 30000,
      price_paise: 19900,
      special_price_paise: null,
      special_from: null,
      special_to: null,
      manufacturer: 'Purba Pharmacy',
      brand_slug: 'purba-pharmacy',
      saltinfo: '',
      pack_size_label: '1 consultation',
      option_label: null,
      dosage_form: 'Service',
      prescription_required: 0,
      visibility: 1,
      status: 1,
      qty: 100000,
      qty_max: 1,
      searchkey1: 'teleconsultation',
      meta_keyword: 'teleconsultation',
      priority: 999999,
      generated: 1,
      is_virtual: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('sku').doNothing())
    .execute();
}
