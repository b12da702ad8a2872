import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { $session, GUEST_SESSION } from '../session.ts';
import { isServerFailure, missingForOrder, queuedBecause } from './place-order.ts';
import { type CheckoutState, INITIAL_CHECKOUT } from './state.ts';

afterEach(() => {
  $session.set(GUEST_SESSION);
});

describe('what is missing before an order (storefront.md §5, §6)', () => {
  const rxCart = { items: [{ prescriptionRequired: true }] };
  const plainCart = { items: [{ prescriptionRequired: false }] };
  it.each<[string, boolean, Partial<CheckoutState>, { items: { prescriptionRequired: boolean }[] } | null, string | null]>([
    ['a guest', false, {}, plainCart, CHECKOUT_MESSAGES.loginRequired],
    ['an empty cart', true, { addressId: 'a' }, { items: [] }, CHECKOUT_MESSAGES.noneAvailable],
    ['no address', true, {}, plainCart, CHECKOUT_MESSAGES.selectDeliveryAddress],
    ['a prescription medicine without a prescription', true, { addressId: 'a' }, rxCart, CHECKOUT_MESSAGES.prescriptionNeeded],
    ['a prescription chosen', true, { addressId: 'a', prescriptionIds: ['p'] }, rxCart, null],
    ['a prescription to send later', true, { addressId: 'a', uploadLater: true }, rxCart, null],
    ['nothing needing a prescription', true, { addressId: 'a' }, plainCart, null],
  ])('%s', (_label, signedIn, state, cart, message) => {
    $session.set({ ...$session.get(), isUserLoggedIn: signedIn });
    expect(missingForOrder({ ...INITIAL_CHECKOUT, ...state }, cart)?.message ?? null).toBe(message);
  });

  const shown = { name: 'Rina Das', apartment: 'Flat 3B', street: '12 Park Street', city: 'Kolkata', state: 'WB', pinCode: '700001' };
  it.each<[string, Partial<CheckoutState>, string | null]>([
    ['an address id the phone cannot show (never chosen online)', { addressId: 'a' }, CHECKOUT_MESSAGES.selectDeliveryAddress],
    ['no address at all', {}, CHECKOUT_MESSAGES.selectDeliveryAddress],
    ['the address chosen online, kept on the phone', { addressId: 'a', address: shown }, null],
  ])('offline: %s', (_label, state, message) => {
    $session.set({ ...$session.get(), isUserLoggedIn: true });
    expect(missingForOrder({ ...INITIAL_CHECKOUT, ...state }, plainCart, true)?.message ?? null).toBe(message);
    // Online the server checks the address id itself.
    expect(missingForOrder({ ...INITIAL_CHECKOUT, ...state }, plainCart, false)?.message ?? null).toBe(state.addressId ? null : message);
  });
});

describe('why an order waits on the phone (storefront.md §8)', () => {
  it.each([
    ['NETWORK', MESSAGES.noConnection, 'messages.noConnection'],
    ['UPSTREAM_UNAVAILABLE', MESSAGES.offlineOrderQueued, 'messages.offlineOrderQueued'],
    ['INTERNAL_SERVER_ERROR', MESSAGES.offlineOrderQueued, 'messages.offlineOrderQueued'],
  ])('%s: "%s"', (code, message, messageKey) => {
    expect(isServerFailure(code)).toBe(true);
    expect(queuedBecause(code)).toEqual({ message, messageKey });
  });
});
