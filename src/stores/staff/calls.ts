import { MESSAGES } from '../../../domain/messages.ts';
import { SESSION_MESSAGES } from '../../../domain/session-messages.ts';
import { REFRESH_STAFF_SESSION } from '../../graphql/staff.ts';
import { lockedAuthExchange, SessionLostError } from '../../lib/auth-exchange.ts';
import {
  type AnyVariables,
  createGraphqlClient,
  type Document,
  type GraphqlClient,
  graphqlClient,
  graphqlEndpoint,
  type OperationError,
} from '../../lib/graphql-client.ts';
import { keyOf, toUserFacingError, type UserFacingError } from '../../lib/graphql-errors.ts';
import { type Attempt, createRefreshLock, type TaskResult } from '../../lib/refresh-lock.ts';
import type { Outcome } from '../outcome.ts';
import { $staffSession, staffToken, startStaffSession } from './state.ts';

/**
 * The staff user's own calls (their sign-in, customers, the delegated token, the audit trail): urql's
 * auth exchange with the staff token and a refresh lock of its own, apart from the customer session's
 * (which, while a customer is selected, holds the delegated token: ./acting.ts).
 */

/** Called when the staff session cannot go on (the refresh failed, or the 3 hours are over): ./sign-in.ts signs out. */
let onStaffSessionLost: () => void = () => undefined;
export function whenStaffSessionLost(listener: () => void): void {
  onStaffSessionLost = listener;
}

async function refreshStaff(): Promise<boolean> {
  const { refreshToken, sessionEndsAt } = $staffSession.get();
  if (!refreshToken || (sessionEndsAt !== null && Date.now() >= sessionEndsAt)) return false;
  const result = await graphqlClient().mutation(REFRESH_STAFF_SESSION, { refreshToken }).toPromise();
  const session = result.data?.refreshStaffSession;
  if (!session) return false;
  startStaffSession(session);
  return true;
}

const lock = createRefreshLock({ refresh: refreshStaff, onFailure: () => onStaffSessionLost() });

/** A new staff sign-in: the lock is usable again. */
export const staffSessionRestarted = () => lock.reset();

/**
 * Runs a request that reads the staff token itself through the staff refresh lock (the leads' sync-task
 * queue, ./leads/sync.ts): one refresh for it and the page's staff calls together.
 */
export const runWithStaffRefreshLock = <T>(task: () => Promise<Attempt<T>>): Promise<TaskResult<T>> => lock.run(task);

/** Whether the staff refresh lock has failed (the session is over until the next sign-in). */
export const staffSessionFailed = (): boolean => lock.state < 0;

let client: { url: string; client: GraphqlClient } | undefined;
function staffClient(): GraphqlClient {
  const url = graphqlEndpoint();
  if (client?.url !== url) client = { url, client: createGraphqlClient(url, undefined, [lockedAuthExchange(lock, staffToken)]) };
  return client.client;
}

/**
 * A CONFLICT with its words, key and parameters as the gateway sent them (the editor's desk: 'This was
 * changed by {{name}} at {{time}} since you opened it…'); the customer pages' mapping (toUserFacingError)
 * words every CONFLICT as a server problem, and stays as it is (it is in the catalogue pages' chunk).
 */
function conflictOf(error: OperationError): UserFacingError | null {
  if (error.networkError) return null;
  const first = error.graphQLErrors[0];
  if (first?.extensions?.['code'] !== 'CONFLICT') return null;
  return { code: 'CONFLICT', message: first.message, ...keyOf(first.extensions) };
}

/** Runs an operation as the staff user; the staff token is refreshed once for every operation waiting on it. */
export async function runStaff<Data, Variables extends AnyVariables>(
  document: Document<Data, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation' = 'query',
): Promise<Outcome<Data>> {
  if (!$staffSession.get().isUserLoggedIn) return { ok: false, error: { code: 'UNAUTHENTICATED', message: SESSION_MESSAGES.loginRequired } };
  if (lock.state < 0) return { ok: false, error: { code: 'UNAUTHENTICATED', message: SESSION_MESSAGES.sessionTimeout } };
  try {
    const reply = await staffClient()[kind](document, variables).toPromise();
    if (reply.error?.networkError instanceof SessionLostError)
      return { ok: false, error: { code: 'UNAUTHENTICATED', message: SESSION_MESSAGES.sessionTimeout } };
    if (reply.error) return { ok: false, error: conflictOf(reply.error) ?? toUserFacingError(reply.error) };
    if (!reply.data) return { ok: false, error: { code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.serverProblem } };
    return { ok: true, data: reply.data };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: MESSAGES.noConnection, messageKey: 'messages.noConnection' } };
  }
}
