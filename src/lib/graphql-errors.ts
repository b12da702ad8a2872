import { MESSAGES } from '../../domain/messages.ts';
import type { KeyedMessage } from '../i18n/island.ts';
import type { StringParams } from '../i18n/keys.ts';
import type { OperationError } from './graphql-client.ts';

/**
 * What the user reads for a failed operation, and the gateway's code behind it: the islands translate
 * `messageKey` with `params` (the gateway's `extensions`); `message` is the English, shown when the
 * island has no string for the key.
 */
export interface UserFacingError extends KeyedMessage {
  code: string;
  message: string;
  /** RATE_LIMITED: seconds until the gateway allows the next try (its `extensions.retryAfter`). */
  retryAfter?: number;
}

/** Codes whose message the gateway already words for customers (the spec's catalogue). */
const PASS_THROUGH = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'OUT_OF_STOCK',
  'STOCK_LIMIT',
  'UPSTREAM_BAD_RESPONSE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
]);

const SERVER_DOWN = { message: MESSAGES.serverDown, messageKey: 'messages.serverDown' } as const;
const SERVER_PROBLEM = { message: MESSAGES.serverProblem, messageKey: 'messages.serverProblem' } as const;
/** The gateway could not be reached at all: the phone is offline, or the line dropped (§8 offline wording, not "Server Down!"). */
const NO_CONNECTION = { message: MESSAGES.noConnection, messageKey: 'messages.noConnection' } as const;

/** The gateway's `extensions.messageKey` and `extensions.params`, when well formed. */
export function keyOf(extensions: Record<string, unknown> | undefined): { messageKey?: string; params?: StringParams } {
  const key = extensions?.['messageKey'];
  if (typeof key !== 'string') return {};
  const raw = extensions?.['params'];
  const params =
    raw && typeof raw === 'object'
      ? Object.entries(raw).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]))
      : [];
  return params.length > 0 ? { messageKey: key, params: Object.fromEntries(params) } : { messageKey: key };
}

export function toUserFacingError(error: OperationError): UserFacingError {
  if (error.networkError) return { code: 'NETWORK', ...NO_CONNECTION };
  const first = error.graphQLErrors[0];
  const code = typeof first?.extensions?.['code'] === 'string' ? first.extensions['code'] : 'INTERNAL_SERVER_ERROR';
  if (code === 'UPSTREAM_UNAVAILABLE') return { code, ...SERVER_DOWN };
  if (first && PASS_THROUGH.has(code)) {
    // A scalar's refusal arrives as 'Variable "$qty" got invalid value …; Expected type "Quantity". <message>'
    // (its key and parameters come through in the extensions like any other's).
    const scalarMessage = /Expected type "\w+"\. (.+)$/.exec(first.message)?.[1];
    const retryAfter = first.extensions?.['retryAfter'];
    const wait = code === 'RATE_LIMITED' && typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfter } : {};
    return { code, message: scalarMessage ?? first.message, ...keyOf(first.extensions), ...wait };
  }
  return { code, ...SERVER_PROBLEM };
}
