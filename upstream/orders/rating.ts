import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { ratingReasonsFor } from '../../domain/order-rules.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import { type OrderRow, ownOrder } from './repository.ts';

export interface RatingRow {
  stars: number;
  reasons: string;
  remark: string | null;
}

export function orderRating(db: Db, orderId: number): Promise<RatingRow | undefined> {
  return db.selectFrom('ratings').select(['stars', 'reasons', 'remark']).where('order_id', '=', orderId).executeTakeFirst();
}

export async function canRate(db: Db, order: OrderRow): Promise<boolean> {
  return order.delivered_at !== null && order.status !== 'CANCELLED' && !(await orderRating(db, order.id));
}

/** Rates a delivered order once, with reasons from the list for its stars (domain/order-rules.ts); of two at once, the second is refused. */
export function rateOrder(
  db: Db,
  userId: number,
  actor: Actor | null,
  sid: string,
  rating: { stars: number; reasons: string[]; remark?: string | undefined },
  now: Date,
): Promise<OrderRow> {
  return inTransaction(db, async (tx) => {
    const order = await ownOrder(tx, userId, sid);
    if (!order.delivered_at || order.status === 'CANCELLED') throw new Refusal(409, ACCOUNT_MESSAGES.notRatable);
    if (await orderRating(tx, order.id)) throw new Refusal(409, ACCOUNT_MESSAGES.alreadyRated);
    const allowed = ratingReasonsFor(rating.stars);
    const reasons = [...new Set(rating.reasons)];
    if (reasons.length === 0 || reasons.some((r) => !allowed.includes(r))) throw new Refusal(400, ACCOUNT_MESSAGES.ratingReasons, { field: 'reasons' });
    const { numInsertedOrUpdatedRows } = await tx
      .insertInto('ratings')
      .values({
        order_id: order.id,
        user_id: userId,
        stars: rating.stars,
        reasons: JSON.stringify(reasons),
        remark: rating.remark?.trim() || null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    if (Number(numInsertedOrUpdatedRows) !== 1) throw new Refusal(409, ACCOUNT_MESSAGES.alreadyRated);
    await recordAudit(tx, actor, userId, 'order.rate', { type: 'order', id: order.sid }, now);
    return order;
  });
}
