import { mergeCartLines } from '../../domain/cart-rules.ts';
import { engineOf, inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { type CartRow, customerCart, findCart, touchCart } from './repository.ts';

/**
 * Merges a guest cart into the customer's open cart (domain/cart-rules.ts mergeCartLines: the larger
 * quantity per SKU, never the sum) and closes the guest cart, in one transaction. A guest cart already
 * merged into this cart, unknown, or another customer's changes nothing: the merge is idempotent and a
 * retry after a reload gives the same cart.
 *
 * Both carts' rows are locked before their lines are read (on PostgreSQL; SQLite runs one transaction
 * at a time), in token order so that two merges never wait on each other crosswise: two sign-ins of
 * one customer at once merge once, and an add racing the merge lands before it (and is merged) or
 * after it (on the customer's cart, or refused as a change to a closed cart, lockOpenCart).
 */
export async function mergeGuestCart(db: Db, userId: number, guestToken: string, now: Date = new Date()): Promise<CartRow> {
  return inTransaction(db, async (tx) => {
    // The customer's cart may be closed between finding and locking it (an order placed that moment):
    // then the next attempt finds the new open one.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Only the customer's own sign-in merges (a staff user acting for them never does: ./routes.ts).
      const target = await customerCart(tx, userId, null, now);
      if (target.token === guestToken) return target;
      const locked = await tx
        .selectFrom('carts')
        .selectAll()
        .where('token', 'in', [target.token, guestToken])
        .orderBy('token')
        .$if(engineOf(tx) === 'postgres', (q) => q.forNoKeyUpdate())
        .execute();
      const mine = locked.find((cart) => cart.token === target.token);
      const guest = locked.find((cart) => cart.token === guestToken);
      if (!mine || mine.closed_at !== null) continue;
      if (!guest || guest.customer_id !== null || guest.closed_at !== null) return mine;
      return merge(tx, mine, guest, now);
    }
    throw new Error(`no open cart for customer ${userId} to merge into`);
  });
}

/** Moves the guest's lines into the customer's cart and closes the guest cart (both rows locked). */
async function merge(tx: Db, target: CartRow, guest: CartRow, now: Date): Promise<CartRow> {
  const linesOf = (token: string) => tx.selectFrom('cart_items').select(['sku', 'qty', 'seen_price_paise']).where('cart_token', '=', token).execute();
  const guestLines = await linesOf(guest.token);
  const mine = await linesOf(target.token);
  const skus = [...new Set([...mine, ...guestLines].map((line) => line.sku))];
  const caps = new Map(
    skus.length === 0 ? [] : (await tx.selectFrom('products').select(['sku', 'qty_max']).where('sku', 'in', skus).execute()).map((p) => [p.sku, p.qty_max]),
  );
  const merged = mergeCartLines(mine, guestLines, (sku) => caps.get(sku) ?? 1);
  const at = now.toISOString();
  // The price the guest was shown travels with the line (price sync); a line in both keeps the customer's.
  const seen = new Map([...guestLines, ...mine].map((line) => [line.sku, line.seen_price_paise]));
  if (merged.length > 0) {
    await tx
      .insertInto('cart_items')
      .values(
        merged.map((line) => ({
          cart_token: target.token,
          sku: line.sku,
          qty: line.qty,
          seen_price_paise: seen.get(line.sku) ?? null,
          created_at: at,
          updated_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['cart_token', 'sku']).doUpdateSet((eb) => ({ qty: eb.ref('excluded.qty'), updated_at: eb.ref('excluded.updated_at') })))
      .execute();
  }
  await tx
    .updateTable('carts')
    .set((eb) => ({ closed_at: at, merged_into: target.token, version: eb('version', '+', 1), updated_at: at }))
    .where('token', '=', guest.token)
    .execute();
  if (guestLines.length > 0) await touchCart(tx, target.token, now);
  return (await findCart(tx, target.token)) as CartRow;
}
