import { GIFT_MESSAGES } from '../../domain/gift-messages.ts';
import { paiseToDecimal } from '../../domain/money.ts';
import { priceChanges } from '../../domain/price-sync.ts';
import { settleGifts } from '../cart/gifts.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { PricedLine } from './place-order-lines.ts';

/**
 * Price sync: an order is never placed at a price the customer was not shown. Any line whose price
 * today differs from the one last shown refuses the order (409, nothing changes), naming the changes;
 * the checkout then asks for the totals with checkPrice, shows them, and the customer places it again.
 */
export function refuseStalePrices(items: readonly PricedLine[], seen: ReadonlyMap<string, number | null>): void {
  const changes = priceChanges(
    items.flatMap(({ line, product, price }) =>
      product ? [{ sku: line.sku, name: product.name, seenPricePaise: seen.get(line.sku) ?? null, pricePaise: price }] : [],
    ),
  );
  if (changes.length === 0) return;
  throw new Refusal(409, GIFT_MESSAGES.pricesChanged, {
    messageKey: 'gifts.messages.pricesChanged',
    prices_changed: true,
    price_changes: changes.map((c) => ({ sku: c.sku, name: c.name, from: paiseToDecimal(c.fromPaise), to: paiseToDecimal(c.toPaise) })),
  });
}

/**
 * The order keeps the cart's free gifts (domain/free-gifts.ts, judged on the order's subtotal before
 * any coupon, without the gifts the customer removed) as ₹0 lines, quantity 1, neither returnable nor
 * counted in any total; the emptied cart forgets its removals.
 */
export async function recordOrderGifts(db: Db, orderId: number, cartToken: string, subtotalPaise: number): Promise<void> {
  const gifts = await settleGifts(db, cartToken, subtotalPaise);
  if (gifts.lines.length > 0) {
    await db
      .insertInto('order_items')
      .values(
        gifts.lines.map((g) => ({
          order_id: orderId,
          sku: g.sku,
          name: g.name,
          qty: 1,
          price_paise: 0,
          mrp_paise: 0,
          prescription_required: 0,
          returnable: 0,
          free_gift: 1,
        })),
      )
      .execute();
  }
  await db.deleteFrom('cart_gift_declines').where('cart_token', '=', cartToken).execute();
}
