import type { Insertable, Selectable } from 'kysely';
import { rankAlternatives } from '../../domain/alternatives.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { finalPrice } from '../../domain/pricing.ts';
import { parseQuantity } from '../../domain/quantity.ts';
import { isSellable } from '../../domain/sellable.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import type { Db } from '../db/open.ts';
import type { EstimationItemsTable, EstimationStatus, EstimationsTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import type { Actor } from '../staff/acting.ts';
import { type AuditAction, recordAudit } from '../staff/audit.ts';

export type EstimationRow = Selectable<EstimationsTable>;
export type EstimationItemRow = Selectable<EstimationItemsTable>;
export type Choice = EstimationItemRow['choice'];

/** A line as the gateway sends it: the requested SKU, its packs, the alternative it chose, and which goes into an order. */
export interface LineInput {
  sku: string;
  qty: unknown;
  suggestedSku: string | null;
  /** The gateway picked the suggestion itself (its index's best): one that fails the check here is dropped, not refused. */
  suggestedAuto?: boolean;
  choice: Choice | null;
}

export const estimationNotFound = () => new Refusal(404, STAFF_MESSAGES.estimationNotFound);

/** A product as an estimation reads it today: the selling price (a special price when it runs), stock and whether it is sold. */
export interface ProductFacts {
  sku: string;
  name: string;
  saltinfo: string;
  pack_size_label: string;
  mrp_paise: number;
  price_paise: number;
  stock_qty: number;
  qty_max: number;
  /** A product a customer can order (domain/sellable.ts: the alternatives index's rule, which the cart's agrees with). */
  sold: boolean;
}

export async function productFacts(db: Db, skus: readonly string[], now: Date): Promise<Map<string, ProductFacts>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select([
      'sku',
      'name',
      'saltinfo',
      'pack_size_label',
      'mrp_paise',
      'price_paise',
      'special_price_paise',
      'special_from',
      'special_to',
      'qty',
      'qty_max',
      'status',
      'visibility',
      'type_id',
      'parent_sku',
    ])
    .where('sku', 'in', unique)
    .execute();
  return new Map(
    rows.map((p) => [
      p.sku,
      {
        sku: p.sku,
        name: p.name,
        saltinfo: p.saltinfo,
        pack_size_label: p.pack_size_label,
        mrp_paise: p.mrp_paise,
        price_paise: finalPrice(
          { pricePaise: p.price_paise, mrpPaise: p.mrp_paise, specialPricePaise: p.special_price_paise, specialFrom: p.special_from, specialTo: p.special_to },
          now,
        ).pricePaise,
        stock_qty: p.qty,
        qty_max: p.qty_max,
        sold: isSellable({ sku: p.sku, parentSku: p.parent_sku, typeId: p.type_id, status: p.status, visibility: p.visibility, pricePaise: p.price_paise }),
      },
    ]),
  );
}

const inStock = (p: ProductFacts) => (p.sold && p.stock_qty > 0 ? 1 : 0);

/**
 * Whether `suggested` may stand in for `requested`: sold, and one of its alternatives by the domain's own
 * rules (domain/alternatives.ts rankAlternatives: the same salts, strengths and form, packs counted in the
 * same unit, not dearer per unit). The gateway picks the alternative; this is the upstream's own check of
 * what it is told.
 */
export function isCheaperAlternative(requested: ProductFacts, suggested: ProductFacts): boolean {
  if (!suggested.sold) return false;
  const asInput = (p: ProductFacts) => ({
    sku: p.sku,
    name: p.name,
    saltinfo: p.saltinfo,
    packSizeLabel: p.pack_size_label,
    pricePaise: p.price_paise,
    inStock: true,
    priority: 0,
  });
  const ranked = rankAlternatives(asInput(requested), [asInput(suggested)]);
  return ranked.ok && ranked.items.length === 1;
}

/**
 * An estimation line from what the gateway sent and today's products: the quantity by the cart's rule
 * (a positive whole number below the product's maximum, the cart's messages), the pair checked, and the
 * prices and stock recorded. A SUGGESTED choice without a suggestion is REQUESTED.
 */
export function lineOf(input: LineInput, facts: Map<string, ProductFacts>, itemNo: number): Omit<Insertable<EstimationItemsTable>, 'estimation_id'> {
  const requested = facts.get(input.sku);
  if (!requested) throw new Refusal(404, MESSAGES.productMissing);
  const quantity = parseQuantity(input.qty ?? '', requested.qty_max);
  if (!quantity.ok || input.qty === undefined || input.qty === null)
    throw new Refusal(400, quantity.ok ? MESSAGES.quantityPositiveInteger : quantity.message, {
      messageKey: quantity.ok ? 'messages.quantityPositiveInteger' : quantity.messageKey,
      ...(!quantity.ok && quantity.params ? { params: quantity.params } : {}),
    });
  const named = input.suggestedSku === null ? undefined : facts.get(input.suggestedSku);
  const fits = named !== undefined && isCheaperAlternative(requested, named);
  if (input.suggestedSku !== null && !fits && !input.suggestedAuto) throw new Refusal(400, STAFF_MESSAGES.notAnAlternative);
  const suggested = fits ? named : undefined;
  return {
    item_no: itemNo,
    sku: requested.sku,
    qty: quantity.qty,
    choice: suggested && input.choice === 'SUGGESTED' ? 'SUGGESTED' : 'REQUESTED',
    name: requested.name,
    mrp_paise: requested.mrp_paise,
    price_paise: requested.price_paise,
    pack_size_label: requested.pack_size_label,
    stock_qty: requested.stock_qty,
    in_stock: inStock(requested),
    suggested_sku: suggested?.sku ?? null,
    suggested_name: suggested?.name ?? null,
    suggested_mrp_paise: suggested?.mrp_paise ?? null,
    suggested_price_paise: suggested?.price_paise ?? null,
    suggested_pack_size_label: suggested?.pack_size_label ?? null,
    suggested_stock_qty: suggested?.stock_qty ?? null,
    suggested_in_stock: suggested ? inStock(suggested) : null,
  };
}

/** Lines from the gateway's inputs, in order, each SKU once (a later line of the same SKU wins). */
export async function linesOf(db: Db, inputs: readonly LineInput[], now: Date, firstItemNo = 1) {
  const bySku = new Map<string, LineInput>();
  for (const input of inputs) bySku.set(input.sku, input);
  const facts = await productFacts(
    db,
    [...bySku.values()].flatMap((i) => (i.suggestedSku === null ? [i.sku] : [i.sku, i.suggestedSku])),
    now,
  );
  return [...bySku.values()].map((input, index) => lineOf(input, facts, firstItemNo + index));
}

export async function replaceItems(tx: Db, estimationId: number, items: readonly Omit<Insertable<EstimationItemsTable>, 'estimation_id'>[]): Promise<void> {
  await tx.deleteFrom('estimation_items').where('estimation_id', '=', estimationId).execute();
  if (items.length > 0)
    await tx
      .insertInto('estimation_items')
      .values(items.map((item) => ({ ...item, estimation_id: estimationId })))
      .execute();
}

export function itemsOf(db: Db, estimationId: number): Promise<EstimationItemRow[]> {
  return db.selectFrom('estimation_items').selectAll().where('estimation_id', '=', estimationId).orderBy('item_no').execute();
}

/** The customer's estimation by its public id; another customer's is not found, exactly like none. */
export async function findEstimation(db: Db, customerId: number, estimateId: string): Promise<EstimationRow> {
  const row = await db.selectFrom('estimations').selectAll().where('estimate_id', '=', estimateId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw estimationNotFound();
  return row;
}

/** As findEstimation, inside a transaction, refusing an estimation already ordered. */
export async function changeableEstimation(tx: Db, customerId: number, estimateId: string): Promise<EstimationRow> {
  const row = await findEstimation(tx, customerId, estimateId);
  if (row.status === 'ORDERED') throw new Refusal(400, STAFF_MESSAGES.estimationOrdered);
  return row;
}

/** Moves the estimation to `status` (recorded in its history when it changes) and its updated time. */
export async function setStatus(tx: Db, estimation: EstimationRow, status: EstimationStatus, now: Date, extra: Partial<EstimationRow> = {}): Promise<void> {
  const at = now.toISOString();
  await tx
    .updateTable('estimations')
    .set({ ...extra, status, updated_at: at })
    .where('id', '=', estimation.id)
    .execute();
  if (status !== estimation.status) await tx.insertInto('estimation_status_history').values({ estimation_id: estimation.id, status, at }).execute();
}

export async function auditEstimation(
  tx: Db,
  actor: Actor,
  customerId: number,
  action: Extract<AuditAction, `estimation.${string}`>,
  estimateId: string,
  now: Date,
) {
  await recordAudit(tx, actor, customerId, action, { type: 'estimation', id: estimateId }, now);
}

/**
 * The order placed from a cart filled from an estimation (upstream/orders/place-order-record.ts, in the
 * order's transaction): the estimation becomes ORDERED with the order's id. Nothing when the cart had
 * none, or the estimate is not the customer's.
 */
export async function markEstimationOrdered(tx: Db, customerId: number, estimateId: string | null, orderId: number, now: Date): Promise<void> {
  if (estimateId === null) return;
  const row = await tx.selectFrom('estimations').selectAll().where('estimate_id', '=', estimateId).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) return;
  await setStatus(tx, row, 'ORDERED', now, { order_id: orderId });
}
