import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { ratingReasonsFor } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { type OrderRow, ownOrder } from './repository.ts';

export interface RatingRow {
  stars: number;
  reasons: string;
  remark: string | null;
}

export function orderRating(db: Db, orderId: number): RatingRow | undefined {
  return legacy(db).prepare<[number], RatingRow>('SELECT stars, reasons, remark FROM ratings WHERE order_id = ?').get(orderId);
}

export function canRate(db: Db, order: OrderRow): boolean {
  return order.delivered_at !== null && order.status !== 'CANCELLED' && !orderRating(db, order.id);
}

/** Rates a delivered order once, with reasons from the list for its stars (domain/order-rules.ts). */
export function rateOrder(db: Db, userId: number, sid: string, rating: { stars: number; reasons: string[]; remark?: string | undefined }, now: Date): OrderRow {
  return legacy(db).transaction(() => {
    const order = ownOrder(db, userId, sid);
    if (!order.delivered_at || order.status === 'CANCELLED') throw new Refusal(409, ACCOUNT_MESSAGES.notRatable);
    if (orderRating(db, order.id)) throw new Refusal(409, ACCOUNT_MESSAGES.alreadyRated);
    const allowed = ratingReasonsFor(rating.stars);
    const reasons = [...new Set(rating.reasons)];
    if (reasons.length === 0 || reasons.some((r) => !allowed.includes(r))) throw new Refusal(400, ACCOUNT_MESSAGES.ratingReasons, { field: 'reasons' });
    legacy(db)
      .prepare('INSERT INTO ratings (order_id, user_id, stars, reasons, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(order.id, userId, rating.stars, JSON.stringify(reasons), rating.remark?.trim() || null, now.toISOString());
    return order;
  })();
}
