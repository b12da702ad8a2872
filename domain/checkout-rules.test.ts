import { describe, expect, it } from 'vitest';
import type { AddressLines } from './address.ts';
import {
  CHECKOUT_ACTIVE_MS,
  flatRateMethod,
  isCheckoutActive,
  isCompleteShipping,
  OrderEntitySchema,
  orderEntityProblem,
  paymentMethodsFor,
  ReminderSchema,
  shippingDetailsOf,
  splitName,
} from './checkout-rules.ts';

describe('splitName (storefront.md §3)', () => {
  it.each([
    ['Anita Das', 'Anita', 'Das'],
    ['Ram Kumar Das', 'Ram Kumar', 'Das'],
    ['Sk Abdul Rahim Mondal', 'Sk Abdul', 'Mondal'],
    ['Mamata', 'Mamata', 'LNU'],
    ['  Anita   Das  ', 'Anita', 'Das'],
  ])('%j -> %j %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe('shipping and payment methods', () => {
  it.each([
    [20_000, false, false, 5_000],
    [49_900, false, false, 0],
    [20_000, true, false, 0],
    [20_000, false, true, 0],
  ])('subtotal %d, free-shipping coupon %s, virtual %s: %d paise', (subtotal, coupon, virtual, amount) => {
    expect(flatRateMethod(subtotal, coupon, virtual)).toMatchObject({ carrier_title: 'Shipping charges', method_title: 'Fixed', amount_paise: amount });
  });

  it.each([
    [{ virtualCart: false, walletEnabled: false }, ['COD', 'ONLINE'], 'COD'],
    [{ virtualCart: false, walletEnabled: true }, ['COD', 'ONLINE', 'WALLET'], 'COD'],
    [{ virtualCart: true, walletEnabled: false }, ['ONLINE'], 'ONLINE'],
  ])('%j offers %j, default %s', (cart, codes, byDefault) => {
    const methods = paymentMethodsFor(cart);
    expect(methods.map((m) => m.code)).toEqual(codes);
    expect(methods.find((m) => m.default)?.code).toBe(byDefault);
  });
});

describe('the order entity', () => {
  const address = {
    name: 'Anita Das',
    mobile: '9876543210',
    alternateMobile: null,
    pinCode: '700001',
    city: 'Kolkata',
    state: 'WB',
    street: 'Near Dalhousie Square',
    apartment: 'Flat 2B',
  };
  const entity = {
    clientOrderId: 'order-12345678',
    paymentMethod: 'COD',
    items: [{ sku: 'MED000001', name: 'Augmentin', qty: 1, pricePaise: 18_767, mrpPaise: 22_342 }],
    totals: { subtotalPaise: 18_767, discountPaise: 0, shippingPaise: 5_000, grandTotalPaise: 23_767 },
    shippingDetails: shippingDetailsOf(address),
    reminderDetails: ReminderSchema.parse({}),
    couponCode: null,
    repeatOfOrderId: null,
  };
  it('defaults reminderTime to 10', () => {
    expect(ReminderSchema.parse({}).reminderTime).toBe(10);
  });
  it('accepts a complete order', () => {
    expect(OrderEntitySchema.safeParse(entity).success).toBe(true);
    expect(orderEntityProblem(entity)).toBeNull();
  });
  it.each([
    ['no items', { ...entity, items: [] }, 'items'],
    ['a state outside the four', { ...entity, shippingDetails: shippingDetailsOf({ ...address, state: 'Kerala' }) }, 'shippingDetails.state'],
    ['an empty city', { ...entity, shippingDetails: shippingDetailsOf({ ...address, city: ' ' }) }, 'shippingDetails.city'],
    ['a reminder hour of 25', { ...entity, reminderDetails: { ...entity.reminderDetails, reminderTime: 25 } }, 'reminderDetails.reminderTime'],
  ])('names the field of %s', (_name, bad, field) => {
    expect(orderEntityProblem(bad)).toBe(field);
  });
});

describe('complete shipping details', () => {
  const address: AddressLines = {
    name: 'Rina Kumari Das',
    mobile: '9830012345',
    alternateMobile: null,
    pinCode: '700001',
    city: 'Kolkata',
    state: 'WB',
    street: 'BB Ganguly Street',
    apartment: '12/1',
  };

  it('a saved address with every field is complete', () => {
    expect(shippingDetailsOf(address)).toMatchObject({ firstName: 'Rina Kumari', lastName: 'Das', country: 'IN', state: 'WB', zipCode: '700001' });
    expect(isCompleteShipping(shippingDetailsOf(address))).toBe(true);
  });

  it.each([
    ['a state outside the four', { state: 'KA' }],
    ['no street', { street: ' ' }],
    ['no pin', { pinCode: '' }],
  ])('is incomplete with %s', (_label, change) => {
    expect(isCompleteShipping(shippingDetailsOf({ ...address, ...change }))).toBe(false);
  });
});

describe('isCheckoutActive (§9: 30 minutes after the last change)', () => {
  it.each([
    [null, 0, false],
    [0, CHECKOUT_ACTIVE_MS, true],
    [0, CHECKOUT_ACTIVE_MS + 1, false],
  ])('modified %s, now %s -> %s', (modifiedAt, now, expected) => {
    expect(isCheckoutActive(modifiedAt, now)).toBe(expected);
  });
});
