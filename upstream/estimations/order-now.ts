import { CHECKOUT_MESSAGES } from '../../domain/checkout-messages.ts';
import { lineFigures } from '../../domain/estimation-totals.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { changeLine, deleteCartItem } from '../cart/lines.ts';
import { customerCart } from '../cart/repository.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { Actor } from '../staff/acting.ts';
import { type EstimationItemRow, productFacts } from './repository.ts';

export interface CartPut {
  added: { sku: string; qty: number }[];
  skipped: string[];
}

/** The product and packs a line puts into an order: the suggested one's packs when it is chosen. */
export function chosenOf(item: EstimationItemRow): { sku: string; qty: number; requestedSku: string } {
  if (item.choice !== 'SUGGESTED' || item.suggested_sku === null) return { sku: item.sku, qty: item.qty, requestedSku: item.sku };
  const figures = lineFigures({
    qty: item.qty,
    choice: item.choice,
    requested: { pricePaise: item.price_paise, packSizeLabel: item.pack_size_label },
    suggested: { pricePaise: item.suggested_price_paise ?? 0, packSizeLabel: item.suggested_pack_size_label ?? '' },
  });
  return { sku: item.suggested_sku, qty: figures.suggestedQty ?? item.qty, requestedSku: item.sku };
}

/**
 * Order Now (and decoding's "to cart"): the estimation becomes the customer's open cart, through the
 * cart's own line code (its stock and quantity rules), in the caller's transaction: each line's chosen
 * product at the line's quantity (set, not added: an estimation made from the cart already has its
 * requested products there), and a requested product the line replaces by its suggestion taken out of
 * the cart; the cart's other lines stay. The cart and the cart remembers `estimateId` so the order placed
 * from it records it. Refusals, in this order, change nothing:
 * - nothing can go (every product no longer sold or out of stock): 400 'All selected products are not
 *   available for ordering';
 * - a product no longer sold, unless `confirmPartial`: 400 'Currently selected products are not available
 *   for ordering';
 * - a product out of stock, unless `confirmPartial`: 409 'Some of your product(s) is/are out of stock!!
 *   Still want to add to cart?' with meta.confirm (the gateway's CONFLICT);
 * - more than the stock: the cart's 409 'Only {max} products of this type are available!'.
 * With `confirmPartial` the lines that cannot go are skipped.
 */
export async function putIntoCart(
  tx: Db,
  customerId: number,
  actor: Actor,
  estimateId: string,
  items: readonly EstimationItemRow[],
  options: { confirmPartial: boolean; synchronized: boolean; now: Date },
): Promise<CartPut> {
  const chosen = items.map(chosenOf);
  const facts = await productFacts(
    tx,
    chosen.map((c) => c.sku),
    options.now,
  );
  const gone = chosen.filter((c) => !facts.get(c.sku)?.sold);
  const outOfStock = chosen.filter((c) => facts.get(c.sku)?.sold && (facts.get(c.sku)?.stock_qty ?? 0) <= 0);
  const going = chosen.filter((c) => !gone.includes(c) && !outOfStock.includes(c));
  if (going.length === 0) throw new Refusal(400, CHECKOUT_MESSAGES.noneAvailable);
  if (gone.length > 0 && !options.confirmPartial) throw new Refusal(400, STAFF_MESSAGES.currentlyNotAvailable, { skus: gone.map((c) => c.sku) });
  if (outOfStock.length > 0 && !options.confirmPartial)
    throw new Refusal(409, CHECKOUT_MESSAGES.someOutOfStock, { confirm: true, skus: outOfStock.map((c) => c.sku) });

  const cart = await customerCart(tx, customerId, actor, options.now);
  for (const line of going) {
    if (line.requestedSku !== line.sku) await deleteCartItem(tx, cart.token, customerId, actor, line.requestedSku, undefined, options.now);
    await changeLine(tx, cart.token, customerId, actor, line.sku, line.qty, { mode: 'set', synchronized: options.synchronized, now: options.now });
  }
  await tx.updateTable('carts').set({ estimate_id: estimateId }).where('token', '=', cart.token).execute();
  return { added: going.map(({ sku, qty }) => ({ sku, qty })), skipped: [...gone, ...outOfStock].map((c) => c.sku) };
}
