import type { Db } from '../../upstream/db/database.ts';
import type { SentOrder } from './checkout.ts';
import type { Before, Prepared } from './prepare.ts';

/**
 * The checks after the load (issue 21), through the project's data layer, against what the clients
 * sent and were told (the ledger, checkout.ts) and the stock recorded before the load (prepare.ts):
 * orders lost 0, doubled 0, none the clients did not send or were refused, staff orders as placed
 * (by whom, for which shop, from which estimation) and each audited in the audit trail, stock exact.
 */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface CheckResult {
  checks: Check[];
  /** Orders written during the load, and of them placed by staff. */
  orders: number;
  staffOrders: number;
  lost: number;
  doubled: number;
}

const sample = (items: readonly string[]) => (items.length === 0 ? '' : `: ${items.slice(0, 5).join('; ')}${items.length > 5 ? ` … (${items.length})` : ''}`);

export async function checkDatabase(db: Db, prepared: Prepared & Before, ledger: readonly SentOrder[]): Promise<CheckResult> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'sid', 'number', 'user_id', 'client_order_id', 'placed_by_user_id', 'franchise_id', 'estimate_id', 'placed_at'])
    .where('id', '>', prepared.lastOrderId)
    .execute();
  const bySid = new Map(orders.map((o) => [o.sid, o]));
  const byClientId = new Map<string, typeof orders>();
  for (const order of orders) byClientId.set(order.client_order_id, [...(byClientId.get(order.client_order_id) ?? []), order]);
  const sentIds = new Set(ledger.map((s) => s.clientOrderId));
  const checks: Check[] = [];
  const check = (name: string, problems: string[], good: string) =>
    checks.push({ name, ok: problems.length === 0, detail: problems.length === 0 ? good : `${problems.length}${sample(problems)}` });

  const placed = ledger.filter((s) => s.outcome === 'placed');
  const lost = placed.filter((s) => {
    const order = s.orderId ? bySid.get(s.orderId) : undefined;
    return !order || order.client_order_id !== s.clientOrderId || order.number !== s.number;
  });
  check(
    'orders lost (told placed, not there as told)',
    lost.map((s) => `${s.clientOrderId} -> ${s.orderId} ${s.number}`),
    `0 of ${placed.length} told`,
  );

  const doubledIds = [...byClientId].filter(([, list]) => list.length > 1);
  const doubled = doubledIds.reduce((n, [, list]) => n + list.length - 1, 0);
  const toldTwice = [...groupBy(placed, (s) => s.orderId ?? '')].filter(([, list]) => list.length > 1).map(([sid]) => sid);
  check(
    'orders doubled (a clientOrderId with two orders, or one order told for two)',
    [...doubledIds.map(([id, list]) => `${id}: ${list.map((o) => o.number).join(', ')}`), ...toldTwice.map((sid) => `${sid} told twice`)],
    `0 (${orders.length} orders in the database, ${new Set(orders.map((o) => o.client_order_id)).size} distinct clientOrderIds)`,
  );
  check(
    'orders nobody sent',
    orders.filter((o) => !sentIds.has(o.client_order_id)).map((o) => `${o.number} (${o.client_order_id})`),
    '0',
  );
  check(
    'orders placed after the client was told "refused"',
    ledger.filter((s) => s.outcome === 'refused' && byClientId.has(s.clientOrderId)).map((s) => s.clientOrderId),
    `0 (${ledger.filter((s) => s.outcome === 'refused').length} refused)`,
  );
  const unknown = ledger.filter((s) => s.outcome === 'unknown');
  const resent = ledger.filter((s) => s.failures.length > 0);
  // Placed before the attempt that was told so: an earlier attempt, answered with a failure, had placed it.
  const placedUnderFailure = resent.filter((s) => {
    const order = byClientId.get(s.clientOrderId)?.[0];
    return order !== undefined && Date.parse(order.placed_at) < s.lastAttemptAt;
  });
  checks.push({
    name: 'orders sent again after no answer or a server failure (the same clientOrderId, as the phone does)',
    ok: true,
    detail: `${resent.length} (${resent.filter((s) => s.outcome === 'placed').length} then told placed; ${placedUnderFailure.length} had been placed by the attempt answered with ${[...new Set(placedUnderFailure.flatMap((s) => s.failures))].join(', ') || 'a failure'}); left without an answer: ${unknown.length}, of them ${unknown.filter((s) => byClientId.has(s.clientOrderId)).length} placed`,
  });

  const shopOf = new Map(prepared.staff.map((s) => [s.userId, s.shopId]));
  const wrongHands = placed.flatMap((s) => {
    const order = s.orderId ? bySid.get(s.orderId) : undefined;
    if (!order) return [];
    if (s.staffUserId === null)
      return order.placed_by_user_id === null ? [] : [`${order.number}: the customer's own, recorded as placed by ${order.placed_by_user_id}`];
    const right = order.placed_by_user_id === s.staffUserId && order.franchise_id === shopOf.get(s.staffUserId) && order.estimate_id === s.estimateId;
    return right
      ? []
      : [
          `${order.number}: placed by ${order.placed_by_user_id} for shop ${order.franchise_id} from ${order.estimate_id}, sent by ${s.staffUserId} from ${s.estimateId}`,
        ];
  });
  check('orders recorded as placed (by the customer, or by the staff user for their shop from the estimation)', wrongHands, 'all');

  const staffOrders = orders.filter((o) => o.placed_by_user_id !== null);
  const audits = await db
    .selectFrom('audit_events')
    .select(['actor_user_id', 'customer_id', 'franchise_id', 'target_id'])
    .where('id', '>', prepared.lastAuditId)
    .where('action', '=', 'order.place')
    .where('target_type', '=', 'order')
    .execute();
  const audited = new Set(audits.map((a) => `${a.target_id}|${a.actor_user_id}|${a.customer_id}|${a.franchise_id}`));
  check(
    'staff orders without their audit row (order.place, by the staff user, for the customer and shop)',
    staffOrders.filter((o) => !audited.has(`${o.sid}|${o.placed_by_user_id}|${o.user_id}|${o.franchise_id}`)).map((o) => o.number),
    `0 of ${staffOrders.length}`,
  );

  const estimated = staffOrders.filter((o) => o.estimate_id !== null);
  const estimations =
    estimated.length === 0
      ? []
      : await db
          .selectFrom('estimations')
          .select(['estimate_id', 'status', 'order_id'])
          .where(
            'estimate_id',
            'in',
            estimated.map((o) => o.estimate_id as string),
          )
          .execute();
  const estimation = new Map(estimations.map((e) => [e.estimate_id, e]));
  check(
    'estimations ordered (status ORDERED, with the order)',
    estimated
      .filter((o) => estimation.get(o.estimate_id as string)?.status !== 'ORDERED' || estimation.get(o.estimate_id as string)?.order_id !== o.id)
      .map((o) => o.number),
    `${estimated.length} of ${staffOrders.length} staff orders from an estimation, all ordered`,
  );

  checks.push(
    await stockCheck(
      db,
      prepared,
      orders.map((o) => o.id),
    ),
  );
  return { checks, orders: orders.length, staffOrders: staffOrders.length, lost: lost.length, doubled };
}

/** Every product's stock now against its stock before the load less what the orders of the load took (gift lines take none). */
async function stockCheck(db: Db, prepared: Before, orderIds: readonly number[]): Promise<Check> {
  const taken = new Map<string, number>();
  let gifts = 0;
  for (let i = 0; i < orderIds.length; i += 500) {
    const items = await db
      .selectFrom('order_items')
      .select(['sku', 'qty', 'free_gift'])
      .where('order_id', 'in', orderIds.slice(i, i + 500))
      .execute();
    for (const item of items) {
      if (item.free_gift === 1) gifts += 1;
      else taken.set(item.sku, (taken.get(item.sku) ?? 0) + item.qty);
    }
  }
  const now = new Map((await db.selectFrom('products').select(['sku', 'qty']).execute()).map((r) => [r.sku, r.qty]));
  const wrong: string[] = [];
  for (const [sku, before] of prepared.stockBefore) {
    const expected = before - (taken.get(sku) ?? 0);
    if (now.get(sku) !== expected) wrong.push(`${sku} ${now.get(sku)} (expected ${before} - ${taken.get(sku) ?? 0} = ${expected})`);
  }
  const units = [...taken.values()].reduce((a, b) => a + b, 0);
  return {
    name: 'stock exact (before - ordered = now, every product)',
    ok: wrong.length === 0,
    detail:
      wrong.length === 0
        ? `${taken.size} SKUs ordered, ${units} units taken, ${gifts} gift lines; the rest unchanged`
        : `${wrong.length} wrong${sample(wrong)}`,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
