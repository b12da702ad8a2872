import type { Selectable } from 'kysely';
import { CUSTOMER_MESSAGES } from '../../domain/messages.ts';
import { NOTIFY_ME_MESSAGES as M } from '../../domain/notify-me-messages.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { NotifyMeTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';

/** A wish with the product it is for (its name and page as they are now). */
export interface WishRow extends Selectable<NotifyMeTable> {
  name: string;
  slug: string;
  parent_sku: string;
}

/** At most this many wishes listed (newest first); a customer waits for far fewer. */
export const WISH_LIST_LIMIT = 200;

function wishes(db: Db) {
  return db
    .selectFrom('notify_me as n')
    .innerJoin('products as p', 'p.sku', 'n.sku')
    .select(['n.sid', 'n.customer_id', 'n.sku', 'n.created_at', 'n.notified_at', 'p.name', 'p.slug', 'p.parent_sku']);
}

/** The customer's wishes: those waiting first, then those answered; newest first in each. */
export function listWishes(db: Db, customerId: number): Promise<WishRow[]> {
  return wishes(db)
    .where('n.customer_id', '=', customerId)
    .orderBy((eb) => eb.case().when('n.notified_at', 'is', null).then(0).else(1).end())
    .orderBy('n.notified_at', 'desc')
    .orderBy('n.created_at', 'desc')
    .limit(WISH_LIST_LIMIT)
    .execute();
}

/**
 * saveNotifyMe: the customer wants to hear when `sku` is back. Refused: no SKU (400), an unknown or
 * disabled product (404 productMissing), a product in stock (409 inStock). Asked again while waiting:
 * the same wish, `alreadyWaiting`, nothing changed. Asked again after it was answered (the product is
 * out of stock again): the wish waits again, from now.
 */
export async function saveWish(db: Db, customerId: number, rawSku: unknown, now: Date): Promise<{ wish: WishRow; alreadyWaiting: boolean }> {
  const sku = typeof rawSku === 'string' ? rawSku.trim() : '';
  if (!sku || sku.length > 64) throw new Refusal(400, M.skuRequired);
  return inTransaction(db, async (tx) => {
    const product = await tx.selectFrom('products').select(['qty', 'status', 'type_id']).where('sku', '=', sku).executeTakeFirst();
    if (!product || product.status >= 2 || product.type_id === 'configurable') throw new Refusal(404, CUSTOMER_MESSAGES.productMissing);
    if (product.qty > 0) throw new Refusal(409, M.inStock);
    const existing = await tx
      .selectFrom('notify_me')
      .select(['sid', 'notified_at'])
      .where('customer_id', '=', customerId)
      .where('sku', '=', sku)
      .executeTakeFirst();
    let alreadyWaiting = false;
    if (existing && existing.notified_at === null) alreadyWaiting = true;
    else if (existing) {
      await tx.updateTable('notify_me').set({ notified_at: null, created_at: now.toISOString() }).where('sid', '=', existing.sid).execute();
    } else {
      const inserted = await tx
        .insertInto('notify_me')
        .values({ sid: publicId(), customer_id: customerId, sku, created_at: now.toISOString(), notified_at: null })
        .onConflict((oc) => oc.columns(['customer_id', 'sku']).doNothing())
        .returning('sid')
        .executeTakeFirst();
      alreadyWaiting = inserted === undefined;
    }
    const wish = await wishes(tx).where('n.customer_id', '=', customerId).where('n.sku', '=', sku).executeTakeFirstOrThrow();
    return { wish, alreadyWaiting };
  });
}

/** Stops waiting: deletes the customer's wish (waiting or answered); another customer's, or none, is 404 and nothing changes. */
export async function removeWish(db: Db, customerId: number, sid: string): Promise<void> {
  const { numDeletedRows } = await db.deleteFrom('notify_me').where('sid', '=', sid).where('customer_id', '=', customerId).executeTakeFirst();
  if (Number(numDeletedRows) === 0) throw new Refusal(404, M.notFound);
}
