import { randomUUID } from 'node:crypto';
import type { AddressInput } from '../../src/gql/graphql.ts';
import { ADD_ADDRESS, ADDRESSES_QUERY } from '../../src/graphql/addresses.ts';
import { CHECKOUT_CART_QUERY, SET_SHIPPING_INFORMATION } from '../../src/graphql/cart.ts';
import { PLACE_ORDER } from '../../src/graphql/orders.ts';
import { SERVER_ERROR_CODES } from '../../src/sync/sync-queue.ts';
import { RequestFailed } from './client.ts';
import type { Person } from './people.ts';

/**
 * The checkout as its island drives it (src/stores/checkout/): the page, the cart with its payment
 * methods, the address book (a new address when there is none), the delivery address chosen, then the
 * order placed once with a client order id made for it. When no answer comes (network, time-out) or the
 * server failed ("Server Down!"), the same order is sent again with the same id, as the browser's
 * offline-order queue does; the ledger
 * keeps every id sent and what the client was told, for the checks at the end (checks.ts).
 */
export interface SentOrder {
  clientOrderId: string;
  /** The customer's mobile (shoppers) or user id (staff customers), to tell whose it is. */
  customer: string;
  /** The staff user who placed it for the customer; null for the customer's own order. */
  staffUserId: number | null;
  /** The estimation it was ordered from (staff). */
  estimateId: string | null;
  /** placed: the client was told the order (id, number); refused: told it was not; unknown: no answer. */
  outcome: 'placed' | 'refused' | 'unknown';
  orderId?: string;
  number?: string;
  attempts: number;
  /** The failures before the last attempt ('graphql UPSTREAM_UNAVAILABLE', 'timeout'): each sent again. */
  failures: string[];
  /** When the last attempt was sent (epoch ms): an order placed before it was placed by an earlier one. */
  lastAttemptAt: number;
}

export interface CheckoutStep {
  person: Person;
  token: string;
  cartId: string;
  prefix: string;
  /** Used when the address book is empty (a new shopper). */
  newAddress: () => AddressInput;
  ledger: SentOrder[];
  order: Pick<SentOrder, 'customer' | 'staffUserId' | 'estimateId'>;
  /** 'gql place order' or 'gql staff place order'. */
  placeOp: string;
}

/** Goes through the checkout and places the order; the order's id, or null when it was not placed. */
export async function checkout(step: CheckoutStep): Promise<string | null> {
  const { person, token, cartId, prefix } = step;
  const { browser, proceed } = person;
  proceed();
  await browser.page('page checkout', `${prefix}/checkout`);
  // The checkout island's first questions, at once on the page's load.
  const [loaded, { addresses }] = await Promise.all([
    browser.gql('gql checkout cart', CHECKOUT_CART_QUERY, { cartId }, token),
    browser.gql('gql addresses', ADDRESSES_QUERY, {}, token),
  ]);
  if (!loaded.cart || loaded.cart.items.length === 0) return null;
  let addressId = (addresses.find((a) => a.isDefault) ?? addresses[0])?.id;
  if (!addressId) {
    await person.think();
    proceed();
    addressId = (await browser.gql('gql address add', ADD_ADDRESS, { input: step.newAddress() }, token)).addAddress.id;
  }
  proceed();
  await browser.gql('gql shipping', SET_SHIPPING_INFORMATION, { cartId, addressId, checkPrice: false }, token);
  await person.think();
  proceed();

  const sent: SentOrder = { clientOrderId: randomUUID(), ...step.order, outcome: 'unknown', attempts: 0, failures: [], lastAttemptAt: 0 };
  step.ledger.push(sent);
  const input = {
    clientOrderId: sent.clientOrderId,
    cartId,
    addressId,
    paymentMethod: 'COD' as const,
    patientId: null,
    // A prescription product's order is placed with "upload later": it waits for the prescription.
    prescriptionIds: [],
    reminder: null,
    repeatOfOrderId: null,
  };
  for (;;) {
    sent.attempts += 1;
    sent.lastAttemptAt = Date.now();
    try {
      const { placeOrder } = await browser.gql(step.placeOp, PLACE_ORDER, { input }, token);
      sent.outcome = 'placed';
      sent.orderId = placeOrder.id;
      sent.number = placeOrder.number;
      return placeOrder.id;
    } catch (error) {
      // No answer, or the server's own failure (SERVER_ERROR_CODES): the checkout keeps the order on the
      // phone and sends it again with the same id (src/stores/checkout/place-order.ts); anything else is a refusal.
      const retry =
        error instanceof RequestFailed &&
        (error.kind === 'network' || error.kind === 'timeout' || SERVER_ERROR_CODES.has(error.detail) || SERVER_ERROR_CODES.has(Number(error.detail)));
      if (!retry) sent.outcome = 'refused';
      if (error instanceof RequestFailed) sent.failures.push(`${error.kind}${error.detail ? ` ${error.detail}` : ''}`);
      // At the stop, or after three tries, what happened stays unknown to the client: the checks say which.
      if (!retry || sent.attempts >= 3) throw error;
      await person.think();
      proceed();
    }
  }
}
