import { beforeAll } from 'vitest';
import { addressInput } from './account-fixtures.ts';
import { type AccountGateway, setupAccountGateway } from './account-gateway.ts';
import { api } from './account-upstream.ts';
import type { TestCustomer } from './users.ts';

/** The cart fields the cart, order and payment tests read back. */
export const CART = `id version customerOwned isVirtual addressId checkoutActiveUntil notices warning
  items { sku qty stockStatus available qtyMax qtyMultiple errors isVirtual }
  totals { subtotal { paise } discount { paise } shipping { paise } platformFee { paise } grandTotal { paise } savings { paise } segments { code title value { paise } } }
  coupon { coupon pinCodelist freeShipping couponType maxDiscountAmt { paise } ruleName couponRuleId discount { paise } }`;

const ORDER =
  'id number status paymentMethod paymentStatus subtotal { paise } discount { paise } shipping { paise } grandTotal { paise } couponCode repeatOfOrderId reminder { reminderTime purchaseDays isSkipped }';

export interface CartGateway extends AccountGateway {
  /** `me`'s addresses in Kolkata (700001) and Patna (800001, name 'Mamata'), and one of `other`'s. */
  kolkata: string;
  patna: string;
  othersAddress: string;
  addressOf(customer: TestCustomer, overrides?: Record<string, unknown>): Promise<string>;
  newCart(token?: string | null, guestCartId?: string): Promise<any>;
  add(cartId: string, sku: string, qty?: number | string, token?: string | null, requestId?: string): ReturnType<AccountGateway['gql']>;
  cartOf(cartId: string, token?: string | null): ReturnType<AccountGateway['gql']>;
  /** Empties a cart's lines in the database (a test's starting point). */
  clearCart(cartId: string): Promise<void>;
  applyCoupon(cartId: string, code: string, addressId: string, token?: string | null): ReturnType<AccountGateway['gql']>;
  /** placeOrder with a fresh clientOrderId. */
  placeOrder(input: Record<string, unknown>, token?: string): ReturnType<AccountGateway['gql']>;
}

let serial = 0;

/** The account gateway with the cart calls of the checkout, and addresses to deliver to (`other`'s wallet is enabled). */
export function setupCartGateway(): CartGateway {
  const t = setupAccountGateway({ other: { walletEnabled: true } }) as CartGateway;
  t.addressOf = async (customer, overrides = {}) =>
    (await api(t.up.url, '/api/account/addresses', { token: customer.token, body: addressInput(overrides) })).body.result.id as string;
  t.newCart = async (token = t.me.token, guestCartId) =>
    (await t.gql(`mutation($g: ID) { cartCreate(guestCartId: $g) { ${CART} } }`, { g: guestCartId ?? null }, token)).data.cartCreate;
  t.add = (cartId, sku, qty = 1, token = t.me.token, requestId) =>
    t.gql(
      `mutation($c: ID!, $s: String!, $q: Quantity!, $r: String) { cartAddItem(cartId: $c, sku: $s, qty: $q, requestId: $r) { ${CART} } }`,
      { c: cartId, s: sku, q: qty, r: requestId ?? null },
      token,
    );
  t.cartOf = (cartId, token = t.me.token) => t.gql(`query($c: ID!) { cart(cartId: $c) { ${CART} } }`, { c: cartId }, token);
  t.clearCart = async (cartId) => {
    await t.up.db.deleteFrom('cart_items').where('cart_token', '=', cartId).execute();
  };
  t.applyCoupon = (cartId, code, addressId, token = t.me.token) =>
    t.gql(
      `mutation($c: ID!, $k: String!, $a: ID!) { applyCoupon(cartId: $c, code: $k, addressId: $a) { ${CART} } }`,
      { c: cartId, k: code, a: addressId },
      token,
    );
  t.placeOrder = (input, token = t.me.token) =>
    t.gql(
      `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { ${ORDER} } }`,
      { i: { clientOrderId: `checkout-${Date.now()}-${++serial}`, ...input } },
      token,
    );
  beforeAll(async () => {
    t.kolkata = await t.addressOf(t.me);
    t.patna = await t.addressOf(t.me, { pinCode: '800001', city: 'Patna', state: 'BR', name: 'Mamata' });
    t.othersAddress = await t.addressOf(t.other);
  });
  return t;
}
