import { type GiftLine, type GiftPromo, giftState, isGiftSku } from '../../domain/free-gifts.ts';
import { GIFT_MESSAGES } from '../../domain/gift-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { Actor } from '../staff/acting.ts';
import { type CartItemRow, listCartItems } from './lines.ts';
import { lockOpenCart, recordCartAudit, touchCart } from './repository.ts';

/** The promo types (free_gift_promos, migration 0017), every one or only those running. */
export async function giftPromos(db: Db, which: 'active' | 'all'): Promise<GiftPromo[]> {
  const rows = await db
    .selectFrom('free_gift_promos')
    .select(['promo_type', 'gift_sku', 'gift_name', 'min_subtotal_paise'])
    .$if(which === 'active', (q) => q.where('active', '=', 1))
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ promoType: r.promo_type, giftSku: r.gift_sku, giftName: r.gift_name, minSubtotalPaise: r.min_subtotal_paise }));
}

/** The subtotal gifts are judged on: the paid lines at today's selling prices, before any coupon. */
export const paidSubtotal = (rows: readonly Pick<CartItemRow, 'price_paise' | 'qty'>[]) => rows.reduce((sum, r) => sum + r.price_paise * r.qty, 0);

/** 400 for any add or change of a gift SKU: gifts come and go with the cart's subtotal only. */
export async function refuseGiftByHand(db: Db, sku: string): Promise<void> {
  if (isGiftSku(sku, await giftPromos(db, 'all'))) throw new Refusal(400, GIFT_MESSAGES.notByHand, { messageKey: 'gifts.messages.notByHand' });
}

export interface CartGifts {
  /** The gift lines the cart holds now (₹0, quantity 1). */
  lines: GiftLine[];
  /** Gifts the customer removed that the cart still qualifies for (they may ask for them again). */
  declined: GiftLine[];
}

/**
 * The cart's gifts for its subtotal (domain/free-gifts.ts). Removals of gifts the cart no longer
 * qualifies for are forgotten here, so the gift comes back when the cart qualifies again.
 */
export async function settleGifts(db: Db, token: string, subtotalPaise: number): Promise<CartGifts> {
  const promos = await giftPromos(db, 'active');
  const declines = (await db.selectFrom('cart_gift_declines').select('gift_sku').where('cart_token', '=', token).execute()).map((r) => r.gift_sku);
  const state = giftState(subtotalPaise, promos, declines);
  if (state.forget.length > 0) await db.deleteFrom('cart_gift_declines').where('cart_token', '=', token).where('gift_sku', 'in', state.forget).execute();
  const all = giftState(subtotalPaise, promos, []).lines;
  return { lines: state.lines, declined: all.filter((g) => state.declined.includes(g.sku)) };
}

/**
 * The customer (or `actor` for them) removes a gift the cart holds (`remove`), or asks again for one
 * they removed (`restore`): 404 'Cart item not found' for a gift the cart does not hold, 400 when it
 * does not qualify for the gift asked for. Moves the cart's version; audited like a line change.
 */
export async function changeGift(
  db: Db,
  token: string,
  customerId: number | null,
  actor: Actor | null,
  sku: string,
  change: 'remove' | 'restore',
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockOpenCart(tx, token);
    const gifts = await settleGifts(tx, token, paidSubtotal(await listCartItems(tx, token, now)));
    if (change === 'remove') {
      if (!gifts.lines.some((g) => g.sku === sku)) throw new Refusal(404, 'Cart item not found');
      await tx.insertInto('cart_gift_declines').values({ cart_token: token, gift_sku: sku, created_at: now.toISOString() }).execute();
    } else {
      if (!gifts.declined.some((g) => g.sku === sku)) throw new Refusal(400, GIFT_MESSAGES.notQualifying, { messageKey: 'gifts.messages.notQualifying' });
      await tx.deleteFrom('cart_gift_declines').where('cart_token', '=', token).where('gift_sku', '=', sku).execute();
    }
    await touchCart(tx, token, now);
    await recordCartAudit(tx, customerId, actor, 'cart.change', token, now);
  });
}
