import { SESSION_MESSAGES } from '../../../domain/session-messages.ts';
import type { UserFacingError } from '../../lib/graphql-errors.ts';
import { $session, $sessionNotice, DEVICE_STORAGE_KEY, GUEST_SESSION, SESSION_LOGOUT_DELAY_MS } from './state.ts';

/**
 * How a session ends without the customer's logout (storefront.md §4, §6): silently when the refresh
 * fails, at once for a blocked user, after 3 s for any other refusal. The customer's own logout is
 * sign-in.ts's.
 */

/**
 * Work and state that must not outlive the session: the cart store empties itself here, the sync-task
 * queue (issue 7) drops its untransmitted tasks.
 */
const sessionLostListeners = new Set<() => void>();
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
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
    void import('../../sync/sync-queue.ts').then((queue) => queue.clearStoredUntransmitted()).catch(() => undefined);
  }
}

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

/** Calls off the logout that a refusal has set for 3 s later (a new sign-in came first). */
export function callOffPendingLogout(): void {
  clearTimeout(logoutTimer);
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
