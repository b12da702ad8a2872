import { describe, expect, it } from 'vitest';
import type { OperationError } from './graphql-client.ts';
import { toUserFacingError } from './graphql-errors.ts';

const gqlError = (message: string, code?: string, extensions: Record<string, unknown> = {}): OperationError => ({
  message,
  graphQLErrors: [{ message, extensions: code ? { code, ...extensions } : extensions }],
});

describe('toUserFacingError', () => {
  it.each([
    [
      { message: '[Network] failed', networkError: new TypeError('Failed to fetch'), graphQLErrors: [] },
      'NETWORK',
      'No Internet Connection or Server Down',
      'messages.noConnection',
    ],
    [
      gqlError('Server Down! Please Try After Some Time!', 'UPSTREAM_UNAVAILABLE'),
      'UPSTREAM_UNAVAILABLE',
      'Server Down! Please Try After Some Time!',
      'messages.serverDown',
    ],
    [
      gqlError("The product that was requested doesn't exist", 'NOT_FOUND', { messageKey: 'messages.productMissing' }),
      'NOT_FOUND',
      "The product that was requested doesn't exist",
      'messages.productMissing',
    ],
    [
      gqlError('Variable "$qty" got invalid value 0; Expected type "Quantity". Quantity must be above 0', 'BAD_USER_INPUT', {
        messageKey: 'messages.quantityAboveZero',
      }),
      'BAD_USER_INPUT',
      'Quantity must be above 0',
      'messages.quantityAboveZero',
    ],
    [gqlError('Unexpected error.', 'INTERNAL_SERVER_ERROR'), 'INTERNAL_SERVER_ERROR', 'Server Problem! try again after some time!', 'messages.serverProblem'],
    [gqlError('no code at all'), 'INTERNAL_SERVER_ERROR', 'Server Problem! try again after some time!', 'messages.serverProblem'],
  ])('%#: maps to %s', (error, code, message, messageKey) => {
    expect(toUserFacingError(error)).toStrictEqual({ code, message, messageKey });
  });

  it('carries the message key and its parameters, and drops parameters that are not text or numbers', () => {
    const error = gqlError('Quantity must be below 101', 'BAD_USER_INPUT', { messageKey: 'messages.quantityBelow', params: { limit: 101, odd: { x: 1 } } });
    expect(toUserFacingError(error)).toStrictEqual({
      code: 'BAD_USER_INPUT',
      message: 'Quantity must be below 101',
      messageKey: 'messages.quantityBelow',
      params: { limit: 101 },
    });
    expect(toUserFacingError(gqlError('Odd', 'BAD_USER_INPUT', { messageKey: 7 }))).toStrictEqual({ code: 'BAD_USER_INPUT', message: 'Odd' });
  });

  it.each([
    [{ retryAfter: 240 }, { retryAfter: 240 }],
    [{}, {}],
    [{ retryAfter: 0 }, {}],
    [{ retryAfter: '240' }, {}],
  ])('carries RATE_LIMITED with extensions %j as %j', (extensions, wait) => {
    const error = gqlError('Please try after some time!', 'RATE_LIMITED', extensions);
    expect(toUserFacingError(error)).toStrictEqual({ code: 'RATE_LIMITED', message: 'Please try after some time!', ...wait });
  });

  it('carries a wait only for RATE_LIMITED', () => {
    expect(toUserFacingError(gqlError('Incorrect OTP', 'BAD_USER_INPUT', { retryAfter: 30 }))).toStrictEqual({
      code: 'BAD_USER_INPUT',
      message: 'Incorrect OTP',
    });
  });
});
