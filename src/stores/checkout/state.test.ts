import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_ACTIVE_MS } from '../../../domain/checkout-rules.ts';
import { $checkout, type CheckoutState, INITIAL_CHECKOUT, readCheckoutState, resumeCheckout, updateCheckout } from './state.ts';

beforeAll(() => {
  useTestStorageEngine();
});
afterEach(() => {
  $checkout.set(INITIAL_CHECKOUT);
  cleanTestStorage();
});

describe('the stored checkout (storefront.md §3 checkout state)', () => {
  it.each<[string, Record<string, unknown>, Partial<CheckoutState>]>([
    ['nothing stored', {}, INITIAL_CHECKOUT],
    ['an unknown section and payment', { activeSection: 'x', paymentMethod: 'CARD' }, { activeSection: 'personalDetails', paymentMethod: 'COD' }],
    [
      'a reminder out of range',
      { reminder: { enabled: true, purchaseDays: 9000, reminderTime: 30 } },
      { reminder: { enabled: true, purchaseDays: 365, reminderTime: 23 } },
    ],
    ['prescription ids that are not text', { prescriptionIds: ['a', 3, null, 'b'] }, { prescriptionIds: ['a', 'b'] }],
    ['a pending order without an id', { pending: { cartVersion: 4 } }, { pending: null }],
    ['a pending order', { pending: { clientOrderId: 'abcdefgh12', cartVersion: 4 } }, { pending: { clientOrderId: 'abcdefgh12', cartVersion: 4 } }],
    [
      'the chosen address as the server confirmed it',
      { addressId: 'a1', address: { name: 'Rina Das', apartment: 'Flat 3B', street: '12 Park Street', city: 'Kolkata', state: 'WB', pinCode: '700001' } },
      { addressId: 'a1', address: { name: 'Rina Das', apartment: 'Flat 3B', street: '12 Park Street', city: 'Kolkata', state: 'WB', pinCode: '700001' } },
    ],
    ['an address with a field missing', { addressId: 'a1', address: { name: 'Rina Das', city: 'Kolkata' } }, { addressId: 'a1', address: null }],
    ['an address without its id', { address: { name: 'R', apartment: 'F', street: 'S', city: 'K', state: 'WB', pinCode: '700001' } }, { address: null }],
  ])('%s', (_label, stored, expected) => {
    expect(readCheckoutState(stored)).toMatchObject(expected);
  });

  it('starts again after 30 minutes without a change, keeping only the order being sent', () => {
    const now = Date.now();
    $checkout.set({
      ...INITIAL_CHECKOUT,
      addressId: 'a1',
      paymentMethod: 'ONLINE',
      pending: { clientOrderId: 'keep-this-id', cartVersion: 2 },
      modifiedAt: now - CHECKOUT_ACTIVE_MS - 1,
    });
    expect(resumeCheckout(now)).toEqual({ ...INITIAL_CHECKOUT, pending: { clientOrderId: 'keep-this-id', cartVersion: 2 } });
    updateCheckout({ addressId: 'a2' }, now);
    expect(resumeCheckout(now + CHECKOUT_ACTIVE_MS).addressId).toBe('a2');
  });
});
