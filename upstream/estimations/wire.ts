import { paiseToDecimal } from '../../domain/money.ts';
import type { Db } from '../db/open.ts';
import { type EstimationItemRow, type EstimationRow, itemsOf } from './repository.ts';

/** A product of a line as it was shown (prices, pack, stock at estimation time) with today's descriptive fields. */
export interface EstimateProductWire {
  sku: string;
  name: string;
  manufacturer: string;
  url_path: string;
  saltinfo: string;
  pack_size_label: string;
  mrp: string;
  price: string;
  stock_qty: number;
  out_of_stock: boolean;
  prescription_required: boolean;
}

export interface EstimateItemWire {
  item_no: number;
  qty: number;
  choice: EstimationItemRow['choice'];
  requested: EstimateProductWire;
  suggested: EstimateProductWire | null;
}

interface Described {
  manufacturer: string;
  parent_sku: string;
  slug: string;
  saltinfo: string;
  prescription_required: number;
}

async function describe(db: Db, skus: readonly string[]): Promise<Map<string, Described>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['sku', 'manufacturer', 'parent_sku', 'slug', 'saltinfo', 'prescription_required'])
    .where('sku', 'in', [...new Set(skus)])
    .execute();
  return new Map(rows.map((r) => [r.sku, r]));
}

function productWire(
  d: Described | undefined,
  p: { sku: string; name: string; mrp: number; price: number; pack: string; stock: number; inStock: number },
): EstimateProductWire {
  return {
    sku: p.sku,
    name: p.name,
    manufacturer: d?.manufacturer ?? '',
    url_path: d ? `p/${d.parent_sku}/${d.slug}` : '',
    saltinfo: d?.saltinfo ?? '',
    pack_size_label: p.pack,
    mrp: paiseToDecimal(p.mrp),
    price: paiseToDecimal(p.price),
    stock_qty: p.stock,
    out_of_stock: p.inStock !== 1,
    prescription_required: d?.prescription_required === 1,
  };
}

export async function itemsToWire(db: Db, items: readonly EstimationItemRow[]): Promise<EstimateItemWire[]> {
  const described = await describe(
    db,
    items.flatMap((i) => (i.suggested_sku ? [i.sku, i.suggested_sku] : [i.sku])),
  );
  return items.map((i) => ({
    item_no: i.item_no,
    qty: i.qty,
    choice: i.choice,
    requested: productWire(described.get(i.sku), {
      sku: i.sku,
      name: i.name,
      mrp: i.mrp_paise,
      price: i.price_paise,
      pack: i.pack_size_label,
      stock: i.stock_qty,
      inStock: i.in_stock,
    }),
    suggested:
      i.suggested_sku === null
        ? null
        : productWire(described.get(i.suggested_sku), {
            sku: i.suggested_sku,
            name: i.suggested_name ?? '',
            mrp: i.suggested_mrp_paise ?? 0,
            price: i.suggested_price_paise ?? 0,
            pack: i.suggested_pack_size_label ?? '',
            stock: i.suggested_stock_qty ?? 0,
            inStock: i.suggested_in_stock ?? 0,
          }),
  }));
}

/** The estimation as the gateway reads it (snake case, money as decimal rupee strings). */
export async function estimationToWire(db: Db, row: EstimationRow) {
  // Who it is for, who made it, the shop and the order in one statement; the history and the lines beside
  // it (three round trips on PostgreSQL instead of seven one after another).
  const [names, history, items] = await Promise.all([
    db
      .selectFrom('users as customer')
      .leftJoin('users as staff', (join) => join.on('staff.id', '=', row.created_by_user_id))
      .leftJoin('franchises', (join) => join.on('franchises.id', '=', row.franchise_id))
      .leftJoin('orders', (join) => join.on('orders.id', '=', row.order_id))
      .select([
        'customer.cus_sid',
        'customer.name',
        'customer.mobile',
        'staff.name as staff_name',
        'franchises.name as shop_name',
        'orders.number as order_number',
      ])
      .where('customer.id', '=', row.customer_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('estimation_status_history').select(['status', 'at']).where('estimation_id', '=', row.id).orderBy('id').execute(),
    itemsOf(db, row.id).then((rows) => itemsToWire(db, rows)),
  ]);
  const customer = names;
  const staff = { name: names.staff_name };
  const shop = names.shop_name === null ? undefined : { name: names.shop_name };
  const order = names.order_number === null ? undefined : { number: names.order_number };
  return {
    estimate_id: row.estimate_id,
    source: row.source,
    status: row.status,
    status_history: history,
    cus_sid: customer.cus_sid,
    customer_name: customer.name,
    customer_mobile: customer.mobile,
    created_by_name: staff?.name ?? null,
    created_by_role: row.created_by_role,
    shop_name: shop?.name ?? null,
    prescription_id: row.prescription_id,
    order_number: order?.number ?? null,
    customer_interested: row.customer_interested === 1,
    shared_until: row.shared_until,
    created_at: row.created_at,
    estimated_at: row.estimated_at,
    items,
  };
}
