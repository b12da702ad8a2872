import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { CancelReason, OrderFieldsFragment, RatingInput, ReturnItemInput } from '../gql/graphql.ts';
import { BUY_AGAIN_QUERY, CANCEL_ORDER, ORDER_QUERY, ORDERS_QUERY, RATE_ORDER, RETURN_ORDER } from '../graphql/orders.ts';
import type { StringKey, StringParams } from '../i18n/keys.ts';
import { mapOutcome, type Outcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/**
 * The customer's orders after they are placed (storefront.md §2 my-account orders): the list, one
 * order, cancel, return, rate, and the products to buy again. Placing an order is the checkout's
 * (checkout/place-order.ts).
 */
export type Order = OrderFieldsFragment;

export const loadOrders = async (page = 1) => mapOutcome(await runAuthed(ORDERS_QUERY, { page }), (d) => d.orders);
/** An order of the signed-in customer; another customer's id is the spec's 'OrderId Mismatch, No records found'. */
export async function loadOrder(id: string): Promise<Outcome<Order>> {
  const loaded = await runAuthed(ORDER_QUERY, { id });
  if (!loaded.ok) return loaded;
  return loaded.data.order ? { ok: true, data: loaded.data.order } : { ok: false, error: { code: 'NOT_FOUND', message: ACCOUNT_MESSAGES.orderIdMismatch } };
}
export const cancelOrder = async (id: string, reason: CancelReason) =>
  mapOutcome(await runAuthed(CANCEL_ORDER, { id, reason }, 'mutation'), (d) => d.cancelOrder);
export async function returnOrder(id: string, items: ReturnItemInput[], reason: string): Promise<Outcome<Order>> {
  const chosen = items.filter((item) => item.qty > 0);
  if (chosen.length === 0) return { ok: false, error: { code: 'BAD_USER_INPUT', message: ACCOUNT_MESSAGES.noReturnItems } };
  return mapOutcome(await runAuthed(RETURN_ORDER, { id, items: chosen, reason }, 'mutation'), (d) => d.returnOrder);
}
export const rateOrder = async (id: string, rating: RatingInput) => mapOutcome(await runAuthed(RATE_ORDER, { id, rating }, 'mutation'), (d) => d.rateOrder);
export const loadBuyAgain = async () => mapOutcome(await runAuthed(BUY_AGAIN_QUERY, {}), (d) => d.buyAgain);

/**
 * "Placed for you by Demo: Salt Lake Pharmacy Point" when staff placed the order for the customer (the
 * shop's name, or "Purba Pharmacy support" for the pharmacy's admins and advisers; never the person),
 * null when the customer placed it themselves.
 */
export function placedByText(placedBy: Order['placedBy'], s: (key: StringKey, params?: StringParams) => string): string | null {
  if (!placedBy) return null;
  return placedBy.kind === 'SHOP' && placedBy.shopName ? s('account.orders.placedByShop', { shop: placedBy.shopName }) : s('account.orders.placedByPharmacy');
}
