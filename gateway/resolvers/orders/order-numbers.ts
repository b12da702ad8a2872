import type { GatewayContext } from '../../context.ts';

/**
 * The numbers of the orders one request names in "Activity on my account", asked of the upstream once:
 * graphql-js resolves a list's rows in one go, so the ids asked for before the next microtask are
 * gathered and sent together (the audit trail keeps an order's public id, the customer knows its number).
 */
interface Batch {
  ids: Set<string>;
  numbers: Promise<Map<string, string>>;
}
const pending = new WeakMap<GatewayContext, Batch>();

export function orderNumberOf(ctx: GatewayContext, token: string, id: string): Promise<string | null> {
  let batch = pending.get(ctx);
  if (!batch) {
    const ids = new Set<string>();
    const numbers = Promise.resolve().then(() => {
      pending.delete(ctx);
      return ctx.orders.numbers(token, [...ids]);
    });
    batch = { ids, numbers };
    pending.set(ctx, batch);
  }
  batch.ids.add(id);
  return batch.numbers.then((numbers) => numbers.get(id) ?? null);
}
