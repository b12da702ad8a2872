import { persistentAtom } from '@nanostores/persistent';
import type { StaffDetailsFieldsFragment, StaffSessionFieldsFragment } from '../../gql/graphql.ts';
import { STAFF_STORAGE_KEY } from '../cart-count.ts';

/**
 * The staff session (staff-tools.md §3 staff session details, kept locally): the staff user's own tokens,
 * the details the staff pages draw with, when the session ends (franchise and assistant: 3 hours after
 * sign-in), and the selected customer (§3 selected customer; selectedAddress -1 means none). The server
 * never reads any of it back: every call is decided from the token. Logout wipes it with everything
 * else the browser keeps (./sign-in.ts): counters share phones.
 */
export type StaffDetails = StaffDetailsFieldsFragment;

export interface SelectedCustomer {
  cusSid: string;
  name: string | null;
  mobile: string;
  email: string | null;
  /** §3: the index of the selected address; -1 is none (set when a customer is selected). */
  selectedAddress: number;
}

export interface StaffState {
  isUserLoggedIn: boolean;
  userLoginToken: string | null;
  refreshToken: string | null;
  /** Epoch ms when the access token expires. */
  tokenExpiresAt: number | null;
  /** Epoch ms when the session ends whatever the refreshes; null: only its refresh token ends it. */
  sessionEndsAt: number | null;
  /** Epoch ms of the sign-in. */
  loginTime: number | null;
  details: StaffDetails | null;
  isCustomerSelected: boolean;
  selectedCustomer: SelectedCustomer | null;
}

export { STAFF_STORAGE_KEY };

export const SIGNED_OUT_STAFF: StaffState = {
  isUserLoggedIn: false,
  userLoginToken: null,
  refreshToken: null,
  tokenExpiresAt: null,
  sessionEndsAt: null,
  loginTime: null,
  details: null,
  isCustomerSelected: false,
  selectedCustomer: null,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

function isSelectedCustomer(value: unknown): value is SelectedCustomer {
  return isObject(value) && isText(value.cusSid) && isText(value.mobile) && typeof value.selectedAddress === 'number';
}

function isDetails(value: unknown): value is StaffDetails {
  return isObject(value) && isText(value.userId) && isText(value.role) && isText(value.mobile) && Array.isArray(value.skuCommission);
}

/** What localStorage holds is checked before it is believed; anything else reads as signed out. */
export function isStaffState(value: unknown): value is StaffState {
  if (!isObject(value) || typeof value.isUserLoggedIn !== 'boolean') return false;
  if (!value.isUserLoggedIn) return true;
  return (
    isText(value.userLoginToken) &&
    isText(value.refreshToken) &&
    typeof value.tokenExpiresAt === 'number' &&
    isNumberOrNull(value.sessionEndsAt) &&
    isDetails(value.details) &&
    typeof value.isCustomerSelected === 'boolean' &&
    (value.selectedCustomer === null || isSelectedCustomer(value.selectedCustomer))
  );
}

function decodeStaff(text: string): StaffState {
  try {
    const parsed: unknown = JSON.parse(text);
    return isStaffState(parsed) ? parsed : SIGNED_OUT_STAFF;
  } catch {
    return SIGNED_OUT_STAFF;
  }
}

export const $staffSession = persistentAtom<StaffState>(STAFF_STORAGE_KEY, SIGNED_OUT_STAFF, { encode: JSON.stringify, decode: decodeStaff });

/** The staff user's access token now; null when signed out. */
export const staffToken = (): string | null => $staffSession.get().userLoginToken;

/** Stores a new staff session (a sign-in or a refresh); a refresh keeps the selected customer and the sign-in time. */
export function startStaffSession(session: StaffSessionFieldsFragment, now = Date.now()): StaffDetails {
  const before = $staffSession.get();
  const sameUser = before.isUserLoggedIn && before.details?.userId === session.staff.userId;
  $staffSession.set({
    isUserLoggedIn: true,
    userLoginToken: session.accessToken,
    refreshToken: session.refreshToken,
    tokenExpiresAt: now + session.expiresIn * 1000,
    sessionEndsAt: session.sessionEndsAt ? Date.parse(session.sessionEndsAt) : null,
    loginTime: sameUser ? (before.loginTime ?? now) : now,
    details: session.staff,
    isCustomerSelected: sameUser ? before.isCustomerSelected : false,
    selectedCustomer: sameUser ? before.selectedCustomer : null,
  });
  return session.staff;
}
