import { makeOperation } from '@urql/core';
import { type AuthConfig, authExchange } from '@urql/exchange-auth';
import { withToken } from './graphql-client.ts';
import type { RefreshLock } from './refresh-lock.ts';

/** A refresh failed (or waited too long): the operations waiting on it end with this, unsent. */
export class SessionLostError extends Error {
  override name = 'SessionLostError';
}

/**
 * urql's auth exchange with the refresh lock as its refresh (storefront.md §4): an operation refused with
 * UNAUTHENTICATED waits, with every other one refused or sent meanwhile, for one refresh, and runs again
 * with the new token once (refused again, it is answered as it is: the session is gone). The sync-task
 * queue refreshes through the same lock, so the two share one refresh: an operation made while the lock
 * refreshes for the queue waits for that refresh (willAuthError), and one refused with a token a refresh
 * has since replaced runs again without another refresh (the lock's generation, noted with the token).
 * When the refresh fails, the waiting operations end with a SessionLostError, unsent. `inHeader` is
 * users.tokenInHeader (the build's PUBLIC_TOKEN_IN_HEADER unless given).
 */
export function lockedAuthExchange(lock: RefreshLock, token: () => string | null, inHeader?: boolean) {
  /** The generation of the token the last refused operation carried: the exchange calls refreshAuth right after. */
  let refusedAt = 0;
  const auth: AuthConfig = {
    addAuthToOperation(operation) {
      const current = token();
      if (!current) return operation;
      const carried = withToken(current, inHeader, operation.context.url);
      const own = typeof operation.context.fetchOptions === 'function' ? operation.context.fetchOptions() : (operation.context.fetchOptions ?? {});
      const headers = {
        ...(own.headers as Record<string, string> | undefined),
        ...(carried.fetchOptions as { headers?: Record<string, string> } | undefined)?.headers,
      };
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        ...(carried.url ? { url: carried.url } : {}),
        fetchOptions: { ...own, headers },
        tokenGeneration: lock.generation,
      });
    },
    willAuthError() {
      // The lock is refreshing (for the queue) or has failed: wait for it, or end, before sending.
      if (lock.state === 0) return false;
      refusedAt = lock.generation;
      return true;
    },
    didAuthError(error, operation) {
      if (error.graphQLErrors[0]?.extensions?.['code'] !== 'UNAUTHENTICATED') return false;
      const generation = operation.context['tokenGeneration'];
      refusedAt = typeof generation === 'number' ? generation : lock.generation;
      return true;
    },
    async refreshAuth() {
      if (!(await lock.refreshSince(refusedAt))) throw new SessionLostError('The session could not be refreshed');
    },
  };
  return authExchange(async () => auth);
}
