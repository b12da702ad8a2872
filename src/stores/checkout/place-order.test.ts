import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-messages.ts';
import { $session, GUEST_SESSION } from '../session.ts';
import { missingForOrder } from './place-order.ts';
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
});
