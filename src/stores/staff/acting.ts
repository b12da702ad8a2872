import { ME_QUERY } from '../../graphql/session.ts';
import { ACT_FOR_CUSTOMER, REGISTER_CUSTOMER, REQUEST_CUSTOMER_OTP, STAFF_CUSTOMERS } from '../../graphql/staff.ts';
import { $cart } from '../cart/state.ts';
import { EMPTY_CART } from '../cart/stored.ts';
import { syncCart } from '../cart.ts';
import { mapOutcome, type Outcome } from '../outcome.ts';
import { checkWithKey, codeSent } from '../session/otp-check-keys.ts';
import { $session, DEFAULT_WAREHOUSE, DEVICE_STORAGE_KEY, GUEST_SESSION } from '../session/state.ts';
import { rememberUser, runAuthed, sessionRestarted } from '../session.ts';
import { runStaff } from './calls.ts';
import { clearEstimation } from './estimation.ts';
import { $staffSession, type SelectedCustomer, STAFF_STORAGE_KEY } from './state.ts';

/**
 * Acting for a customer (issue 15; staff-tools.md §3 selected customer, §4 selecting a customer): the
 * staff user picks one of their customers and the browser's customer session becomes a delegated one
 * (its token's subject is the customer, its actor the staff user), so the same islands the customer
 * uses (cart, checkout, orders, addresses, patients, prescriptions, tickets, notifications, wallet)
 * work for them unchanged and the server records the staff user with every write. One customer at a
 * time: selecting another, or clearing the selection, first wipes everything the browser kept of the
 * first (their cart, their session, their cached records), keeping only the staff session.
 */

/** Everything the browser keeps of the customer being served, gone: only the device entry and the staff session stay. */
function forgetCustomer(): void {
  $session.set(GUEST_SESSION);
  $cart.set(EMPTY_CART);
  // The estimation in hand was the last customer's (staff-tools.md §4 estimation store).
  clearEstimation();
  if (typeof localStorage === 'undefined') return;
  try {
    for (const key of Object.keys(localStorage)) if (key !== DEVICE_STORAGE_KEY && key !== STAFF_STORAGE_KEY) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing kept.
  }
}

/**
 * Puts a delegated session in the customer session (the user is read from the server right after): its
 * refresh token is refreshed by every page like any session's, and stops with the staff session.
 */
function putDelegatedSession(granted: {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  customer: Omit<SelectedCustomer, 'selectedAddress'>;
}): void {
  const now = Date.now();
  const warehouse = $staffSession.get().details?.warehouseId ?? DEFAULT_WAREHOUSE;
  $session.set({
    isUserLoggedIn: true,
    userLoginToken: granted.accessToken,
    refreshToken: granted.refreshToken,
    tokenExpiresAt: now + granted.expiresIn * 1000,
    user: {
      id: '',
      cusSid: granted.customer.cusSid,
      mobile: granted.customer.mobile,
      name: granted.customer.name,
      email: granted.customer.email,
      role: 'CUSTOMER',
      blocked: false,
      defaultLang: 'en-US',
      warehouseId: warehouse,
      walletEnabled: false,
      hasPassword: false,
    },
    loginTime: now,
    wareHouse_id: warehouse,
    acting: true,
  });
}

/** Selects the customer `cusSid` (the server decides whether this staff user may act for them). */
export async function selectCustomer(cusSid: string): Promise<Outcome<SelectedCustomer>> {
  const granted = await runStaff(ACT_FOR_CUSTOMER, { cusSid }, 'mutation');
  if (!granted.ok) return granted;
  forgetCustomer();
  const { customer } = granted.data.actForCustomer;
  putDelegatedSession(granted.data.actForCustomer);
  sessionRestarted();
  const selected: SelectedCustomer = { ...customer, selectedAddress: -1 };
  $staffSession.set({ ...$staffSession.get(), isCustomerSelected: true, selectedCustomer: selected });
  const me = await runAuthed(ME_QUERY, {});
  if (me.ok && me.data.me) rememberUser(me.data.me);
  // The customer's own cart on the server (the staff browser's guest cart is never merged into it).
  void syncCart();
  return { ok: true, data: selected };
}

/** Clears the selection (§4: the customer and their addresses go); the staff user stays signed in. */
export function clearCustomer(): void {
  forgetCustomer();
  $staffSession.set({ ...$staffSession.get(), isCustomerSelected: false, selectedCustomer: null });
}

/** The staff user's customers by name or mobile (3 characters at least), a page at a time. */
export function searchCustomers(query: string, start = 0, size = 20) {
  return runStaff(STAFF_CUSTOMERS, { query: query.trim(), start, size }).then((reply) => mapOutcome(reply, (data) => data.staffCustomers));
}

/** Sends the customer a code so that they agree to be registered with the shop (generate-otp-for-customer). */
export function requestCustomerOtp(mobile: string) {
  return runStaff(REQUEST_CUSTOMER_OTP, { mobile: mobile.trim() }, 'mutation').then((reply) => {
    if (reply.ok) codeSent('register', mobile);
    return mapOutcome(reply, (data) => data.requestCustomerOtp);
  });
}

/** Registers the customer with the code they received, then selects them. */
export async function registerCustomer(mobile: string, otp: string, name: string): Promise<Outcome<SelectedCustomer>> {
  const registered = await checkWithKey('register', mobile, (checkKey) =>
    runStaff(REGISTER_CUSTOMER, { mobile: mobile.trim(), otp: otp.trim(), name: name.trim() || null, checkKey }, 'mutation'),
  );
  if (!registered.ok) return registered;
  return selectCustomer(registered.data.registerCustomer.cusSid);
}
