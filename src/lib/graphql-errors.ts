import { MESSAGES } from '../../domain/messages.ts';
import type { OperationError } from './graphql-client.ts';

/** What the user reads for a failed operation, and the gateway's code behind it. */
export interface UserFacingError {
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

export function toUserFacingError(error: OperationError): UserFacingError {
  if (error.networkError) return { code: 'NETWORK', message: MESSAGES.serverDown };
  const first = error.graphQLErrors[0];
  const code = typeof first?.extensions?.['code'] === 'string' ? first.extensions['code'] : 'INTERNAL_SERVER_ERROR';
  if (code === 'UPSTREAM_UNAVAILABLE') return { code, message: MESSAGES.serverDown };
  if (first && PASS_THROUGH.has(code)) {
    // A scalar's refusal arrives as 'Variable "$qty" got invalid value …; Expected type "Quantity". <message>'.
    const scalarMessage = /Expected type "\w+"\. (.+)$/.exec(first.message)?.[1];
    const retryAfter = first.extensions?.['retryAfter'];
    const wait = code === 'RATE_LIMITED' && typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfter } : {};
    return { code, message: scalarMessage ?? first.message, ...wait };
  }
  return { code, message: MESSAGES.serverProblem };
}
