import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import type { SessionFieldsFragment, UserFieldsFragment } from '../../gql/graphql.ts';

/**
 * The signed-in user (storefront.md §3 pharmaUserDetails), kept in localStorage: the access token
 * (userLoginToken), the refresh token, who the user is, and the warehouse (WB-01 unless the user's).
 */
export type SessionUser = UserFieldsFragment;

export interface SessionState {
  isUserLoggedIn: boolean;
  userLoginToken: string | null;
  refreshToken: string | null;
  /** Epoch ms when the access token expires. */
  tokenExpiresAt: number | null;
  user: SessionUser | null;
  /** Epoch ms of the sign-in. */
  loginTime: number | null;
  wareHouse_id: string;
  /**
   * A staff user acting for the customer (issue 15): the tokens are a delegated session's (refreshed like
   * any other while the staff session lives; src/stores/staff/acting.ts), and logout ends the acting.
   */
  acting?: boolean;
}

export const DEFAULT_WAREHOUSE = 'WB-01';
/** The staff menu (staff-tools.md §2 my-menu): where a staff user lands. */
export const STAFF_HOME = '/my-menu';
export const SESSION_STORAGE_KEY = 'pharmaUserDetails';
/** The one localStorage entry logout keeps (storefront.md §4). */
export const DEVICE_STORAGE_KEY = 'pharmacy-device';
/** storefront.md §9: session logout delay. */
export const SESSION_LOGOUT_DELAY_MS = 3000;

export const GUEST_SESSION: SessionState = {
  isUserLoggedIn: false,
  userLoginToken: null,
  refreshToken: null,
  tokenExpiresAt: null,
  user: null,
  loginTime: null,
  wareHouse_id: DEFAULT_WAREHOUSE,
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const orNull = <T>(value: unknown, check: (v: unknown) => v is T): boolean => value === null || check(value);

function isSessionUser(value: unknown): value is SessionUser {
  return (
    isObject(value) &&
    isText(value.id) &&
    isText(value.cusSid) &&
    isText(value.mobile) &&
    orNull(value.name, isText) &&
    orNull(value.email, isText) &&
    isText(value.role) &&
    typeof value.blocked === 'boolean' &&
    isText(value.defaultLang) &&
    isText(value.warehouseId) &&
    typeof value.walletEnabled === 'boolean' &&
    typeof value.hasPassword === 'boolean'
  );
}

/** What localStorage holds is checked before it is believed; anything else reads as a guest. */
export function isSessionState(value: unknown): value is SessionState {
  if (!isObject(value) || typeof value.isUserLoggedIn !== 'boolean' || !isText(value.wareHouse_id)) return false;
  if (!value.isUserLoggedIn) return true;
  return (
    isText(value.userLoginToken) &&
    isText(value.refreshToken) &&
    typeof value.tokenExpiresAt === 'number' &&
    typeof value.loginTime === 'number' &&
    isSessionUser(value.user)
  );
}

function decodeSession(text: string): SessionState {
  try {
    const parsed: unknown = JSON.parse(text);
    return isSessionState(parsed) ? parsed : GUEST_SESSION;
  } catch {
    return GUEST_SESSION;
  }
}

export const $session = persistentAtom<SessionState>(SESSION_STORAGE_KEY, GUEST_SESSION, { encode: JSON.stringify, decode: decodeSession });

/** The spec's modal-signup: shown when a token refresh fails. */
export const $signupModal = atom(false);

/** A message about the session for the page to show ('Session Time Out Please Login!', blocked). */
export const $sessionNotice = atom<string | null>(null);

/** A message about the session for the page to show ('Session Time Out Please Login!', blocked). */

export function startSession(session: SessionFieldsFragment, now = Date.now()): SessionUser {
  const before = $session.get();
  // A refresh of a staff user's delegated session stays one.
  const acting = before.acting === true && before.user?.cusSid === session.user.cusSid;
  $session.set({
    ...(acting ? { acting } : {}),
    isUserLoggedIn: true,
    userLoginToken: session.accessToken,
    refreshToken: session.refreshToken,
    tokenExpiresAt: now + session.expiresIn * 1000,
    user: session.user,
    loginTime: $session.get().loginTime ?? now,
    wareHouse_id: session.user.warehouseId || DEFAULT_WAREHOUSE,
  });
  return session.user;
}

/** The access token a call should carry now (a refreshed one after a refresh); null for a guest. */
export const currentToken = (): string | null => $session.get().userLoginToken;

/** Updates the stored user after the profile changed on the server. */
export function rememberUser(user: SessionUser): void {
  const session = $session.get();
  if (session.isUserLoggedIn) $session.set({ ...session, user });
}
