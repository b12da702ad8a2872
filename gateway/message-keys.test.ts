import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../domain/account-messages.ts';
import { CHECKOUT_MESSAGES, quantityMultipleMessage } from '../domain/checkout-messages.ts';
import { MESSAGES } from '../domain/messages.ts';
import { SESSION_MESSAGES } from '../domain/session-messages.ts';
import { UpstreamRejection } from './clients/http.ts';
import { GatewayError, NotFoundError, RateLimitedError } from './errors.ts';
import { messageKeyOf } from './message-keys.ts';
import { domainErrorOf } from './upstream-errors.ts';

describe('messageKeyOf: the upstream’s English as a key with parameters', () => {
  it.each([
    [MESSAGES.quantityBelow(101), { messageKey: 'messages.quantityBelow', params: { limit: 101 } }],
    [MESSAGES.onlyAvailable(3), { messageKey: 'messages.onlyAvailable', params: { max: 3 } }],
    [MESSAGES.serverDown, { messageKey: 'messages.serverDown' }],
    // A text both the customer messages and the checkout's have: the customer's key, which every island has.
    [CHECKOUT_MESSAGES.outOfStock, { messageKey: 'messages.outOfStock' }],
    // A text both the account's and the checkout's have: the account's key.
    [CHECKOUT_MESSAGES.loginRequired, { messageKey: 'account.messages.loginRequired' }],
    [SESSION_MESSAGES.userBlocked, { messageKey: 'account.messages.userBlocked' }],
    [ACCOUNT_MESSAGES.deliveriesStopped, { messageKey: 'account.messages.deliveriesStopped' }],
    [quantityMultipleMessage(6), { messageKey: 'checkout.messages.quantityMultiple', params: { multiple: 6 } }],
    [CHECKOUT_MESSAGES.couponIncorrect, { messageKey: 'checkout.messages.couponIncorrect' }],
  ])('%s', (english, ref) => {
    expect(messageKeyOf(english)).toEqual(ref);
  });

  it('knows no key for text outside the catalogue', () => {
    expect(messageKeyOf('Cart not found')).toBeNull();
    expect(messageKeyOf('Quantity must be below')).toBeNull();
  });
});

describe('domain errors carry code, message key and parameters beside the English', () => {
  const extensionsOf = (error: unknown) => (error as GatewayError).extensions;

  it('keys an upstream refusal by its code where the code says it all', () => {
    const stock = domainErrorOf(new UpstreamRejection(409, MESSAGES.onlyAvailable(3), { stock_status: 'ok', qty: 3 }));
    expect(stock).toBeInstanceOf(GatewayError);
    expect((stock as GatewayError).message).toBe('Only 3 products of this type are available!');
    expect(extensionsOf(stock)).toEqual({ code: 'STOCK_LIMIT', messageKey: 'messages.onlyAvailable', params: { max: 3 }, available: 3 });
    const changed = domainErrorOf(new UpstreamRejection(504, 'The cart has been merged', undefined));
    expect(extensionsOf(changed)).toEqual({ code: 'CART_CHANGED', messageKey: 'messages.cartChanged' });
    expect((changed as GatewayError).message).toBe('The cart has been merged');
    const limited = domainErrorOf(new UpstreamRejection(429, ACCOUNT_MESSAGES.tryLater, { retryAfter: 45 }));
    expect(extensionsOf(limited)).toEqual({ code: 'RATE_LIMITED', messageKey: 'account.messages.tryLater', retryAfter: 45 });
  });

  it('takes the key and parameters the upstream sends before anything else, if the storefront knows the key', () => {
    const sent = domainErrorOf(
      new UpstreamRejection(400, 'Quantity must be a multiple of 6', { messageKey: 'checkout.messages.quantityMultiple', params: { multiple: 6 } }),
    );
    expect(extensionsOf(sent)).toEqual({ code: 'BAD_USER_INPUT', messageKey: 'checkout.messages.quantityMultiple', params: { multiple: 6 } });
    expect((sent as GatewayError).message).toBe('Quantity must be a multiple of 6');
    const unknownKey = domainErrorOf(new UpstreamRejection(404, ACCOUNT_MESSAGES.orderIdMismatch, { messageKey: 'orders.gone' }));
    expect(extensionsOf(unknownKey)).toEqual({ code: 'NOT_FOUND', messageKey: 'account.messages.orderIdMismatch' });
  });

  it('keys an upstream refusal by its text otherwise, and passes unknown text without a key', () => {
    expect(extensionsOf(domainErrorOf(new UpstreamRejection(404, ACCOUNT_MESSAGES.orderIdMismatch, undefined)))).toEqual({
      code: 'NOT_FOUND',
      messageKey: 'account.messages.orderIdMismatch',
    });
    expect(extensionsOf(domainErrorOf(new UpstreamRejection(400, 'Something new', { field: 'zip' })))).toEqual({ code: 'BAD_USER_INPUT', field: 'zip' });
  });

  it('words the gateway’s own errors in English from the resources', () => {
    expect(new NotFoundError().message).toBe(MESSAGES.productMissing);
    expect(new NotFoundError().extensions).toEqual({ code: 'NOT_FOUND', messageKey: 'messages.productMissing' });
    expect(new RateLimitedError(undefined, 30).message).toBe(ACCOUNT_MESSAGES.tryLater);
  });
});
