import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { MESSAGES } from '../../domain/messages.ts';
import { SESSION_MESSAGES } from '../../domain/session-messages.ts';
import type { SessionFieldsFragment, UserFieldsFragment } from '../gql/graphql.ts';
import { REFRESH_SESSION } from '../graphql/session.ts';
import { lockedAuthExchange, SessionLostError } from '../lib/auth-exchange.ts';
import {
  type AnyVariables,
  createGraphqlClient,
  type Document,
  type GraphqlClient,
  graphqlClient,
  graphqlEndpoint,
  type OperationError,
  type OperationResult,
} from '../lib/graphql-client.ts';
import { toUserFacingError, type UserFacingError } from '../lib/graphql-errors.ts';
import { type Attempt, createRefreshLock, type TaskResult } from '../lib/refresh-lock.ts';

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
}

export const DEFAULT_WAREHOUSE = 'WB-01';
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

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: UserFacingError };

/**
 * Work and state that must not outlive the session: the cart store empties itself here, the sync-task
 * queue (issue 7) drops its untransmitted tasks.
 */
const sessionLostListeners = new Set<() => void>();
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

export function startSession(session: SessionFieldsFragment, now = Date.now()): SessionUser {
  $session.set({
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

const codeOf = (result: { error?: OperationError | undefined }): unknown => result.error?.graphQLErrors[0]?.extensions?.['code'];

async function refreshTokens(): Promise<boolean> {
  const refreshToken = $session.get().refreshToken;
  if (!refreshToken) return false;
  const result = await graphqlClient().mutation(REFRESH_SESSION, { refreshToken }).toPromise();
  const session = result.data?.refreshSession;
  if (!session) return false;
  startSession(session, Date.now());
  return true;
}

/**
 * Signs the user out without leaving the page: the session, the cart and the browser's copies go,
 * listeners (the task queue) drop untransmitted work. The sign-up modal decides what comes next.
 */
export function silentLogout(): void {
  clearLocalState();
  for (const listener of sessionLostListeners) listener();
  // Also where the queue is not loaded: a task queued by this user must not go out with the next user's token.
  if (typeof indexedDB !== 'undefined') {
    void import('../sync/sync-queue.ts').then((queue) => queue.clearStoredUntransmitted()).catch(() => undefined);
  }
}

const lock = createRefreshLock({
  refresh: refreshTokens,
  onFailure: () => {
    silentLogout();
    $signupModal.set(true);
  },
});

/** The lock's state, for tests and diagnostics: 0 idle, above 0 refreshing, below 0 failed. */
export const refreshLockState = () => lock.state;

/**
 * Runs any call through the same refresh lock as `runAuthed` (the sync-task queue sends its tasks
 * here): the call reads the token itself with `currentToken()` and says when it was refused.
 */
export function runWithRefreshLock<T>(task: () => Promise<Attempt<T>>): Promise<TaskResult<T>> {
  return lock.run(task);
}

/** The access token a call should carry now (a refreshed one after a refresh); null for a guest. */
export const currentToken = (): string | null => $session.get().userLoginToken;

function clearLocalState(): void {
  $session.set(GUEST_SESSION);
  if (typeof localStorage === 'undefined') return;
  try {
    for (const key of Object.keys(localStorage)) if (key !== DEVICE_STORAGE_KEY) localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing kept to clear.
  }
}

let logoutTimer: ReturnType<typeof setTimeout> | undefined;

/** A new sign-in: the lock is usable again and a pending logout is called off. */
export function sessionRestarted(): void {
  lock.reset();
  clearTimeout(logoutTimer);
  $signupModal.set(false);
  $sessionNotice.set(null);
}

/**
 * A reply that the server no longer accepts this user (storefront.md §6): a blocked user is told so and
 * signed out at once; any other refusal shows 'Session Time Out Please Login!' and signs out after 3 s.
 */
export function permissionRefused(error: UserFacingError): void {
  if (error.message === SESSION_MESSAGES.userBlocked) {
    $sessionNotice.set(SESSION_MESSAGES.userBlocked);
    silentLogout();
    return;
  }
  $sessionNotice.set(SESSION_MESSAGES.sessionTimeout);
  clearTimeout(logoutTimer);
  logoutTimer = setTimeout(silentLogout, SESSION_LOGOUT_DELAY_MS);
}

let signedIn: { url: string; client: GraphqlClient } | undefined;

/** The client that sends the signed-in user's token (made again when the stores' gateway changes). */
function signedInClient(): GraphqlClient {
  const url = graphqlEndpoint();
  if (signedIn?.url !== url) signedIn = { url, client: createGraphqlClient(url, undefined, [lockedAuthExchange(lock, currentToken)]) };
  return signedIn.client;
}

const sessionTimedOut = (): Outcome<never> => ({ ok: false, error: { code: 'UNAUTHENTICATED', message: SESSION_MESSAGES.sessionTimeout } });

/**
 * Runs an operation as the signed-in user, through urql's auth exchange and the refresh lock: an
 * expired token is refreshed once for all the operations waiting on it, then the operation runs again.
 */
export async function runAuthed<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation' = 'query',
): Promise<Outcome<Data>> {
  if (!$session.get().isUserLoggedIn) return { ok: false, error: { code: 'UNAUTHENTICATED', message: SESSION_MESSAGES.loginRequired } };
  if (lock.state < 0) return sessionTimedOut();
  let reply: OperationResult<Data, Variables>;
  try {
    reply = await signedInClient()[kind](document, variables).toPromise();
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: MESSAGES.serverDown } };
  }
  // Refused after the refresh too, or the refresh failed: the session is gone (the lock has signed out).
  if (reply.error?.networkError instanceof SessionLostError || codeOf(reply) === 'UNAUTHENTICATED') return sessionTimedOut();
  const outcome = outcomeOf(reply);
  if (!outcome.ok && outcome.error.code === 'FORBIDDEN') permissionRefused(outcome.error);
  return outcome;
}

/** Runs an operation without a user token (sign-in, the guest cart). */
export async function runPublic<Data, Variables extends AnyVariables>(document: Document<Data, Variables>, variables: Variables): Promise<Outcome<Data>> {
  return outcomeOf(await graphqlClient().mutation(document, variables).toPromise());
}

/** The gateway's reply as the customer reads it: the data, or the refusal in the spec's words. */
function outcomeOf<Data>(reply: OperationResult<Data>): Outcome<Data> {
  if (reply.error) return { ok: false, error: toUserFacingError(reply.error) };
  if (!reply.data) return { ok: false, error: { code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.serverProblem } };
  return { ok: true, data: reply.data };
}

/** Updates the stored user after the profile changed on the server. */
export function rememberUser(user: SessionUser): void {
  const session = $session.get();
  if (session.isUserLoggedIn) $session.set({ ...session, user });
}
