import { MESSAGES } from '../../../domain/messages.ts';
import { SESSION_MESSAGES } from '../../../domain/session-messages.ts';
import { REFRESH_SESSION } from '../../graphql/session.ts';
import { lockedAuthExchange, SessionLostError } from '../../lib/auth-exchange.ts';
import {
  type AnyVariables,
  createGraphqlClient,
  type Document,
  type GraphqlClient,
  graphqlClient,
  graphqlEndpoint,
  type OperationError,
  type OperationResult,
} from '../../lib/graphql-client.ts';
import { toUserFacingError } from '../../lib/graphql-errors.ts';
import { type Attempt, createRefreshLock, type TaskResult } from '../../lib/refresh-lock.ts';
import type { Outcome } from '../outcome.ts';
import { callOffPendingLogout, permissionRefused, silentLogout } from './lost.ts';
import { $session, $sessionNotice, $signupModal, currentToken, startSession } from './state.ts';

/**
 * The session's calls to the gateway (storefront.md §6 tokens): as the signed-in user through urql's
 * auth exchange and the refresh lock (one refresh for every call waiting on it), or without a token.
 */

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

/** A new sign-in: the lock is usable again and a pending logout is called off. */
export function sessionRestarted(): void {
  lock.reset();
  callOffPendingLogout();
  $signupModal.set(false);
  $sessionNotice.set(null);
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
    return { ok: false, error: { code: 'NETWORK', message: MESSAGES.noConnection, messageKey: 'messages.noConnection' } };
  }
  // Refused after the refresh too, or the refresh failed: the session is gone (the lock has signed out).
  if (reply.error?.networkError instanceof SessionLostError || codeOf(reply) === 'UNAUTHENTICATED') return sessionTimedOut();
  const outcome = outcomeOf(reply);
  if (!outcome.ok && outcome.error.code === 'FORBIDDEN') permissionRefused(outcome.error);
  return outcome;
}

/** Runs an operation without a user token (sign-in, the guest cart). */
export async function runPublic<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation' = 'mutation',
): Promise<Outcome<Data>> {
  return outcomeOf(await graphqlClient()[kind](document, variables).toPromise());
}

/** The gateway's reply as the customer reads it: the data, or the refusal in the spec's words. */
function outcomeOf<Data>(reply: OperationResult<Data>): Outcome<Data> {
  if (reply.error) return { ok: false, error: toUserFacingError(reply.error) };
  if (!reply.data) return { ok: false, error: { code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.serverProblem } };
  return { ok: true, data: reply.data };
}
