import { describe, expect, it } from 'vitest';
import { NewsletterContactSchema, newsletterCouponCode } from './newsletter.ts';

describe('the newsletter contact', () => {
  it.each([
    ['Ananya.Sen@Example.IN ', { kind: 'EMAIL', email: 'ananya.sen@example.in' }],
    ['+91 98300-12345', { kind: 'MOBILE', mobile: '9830012345' }],
    ['09830012345', { kind: 'MOBILE', mobile: '9830012345' }],
  ])('%j is %j', (raw, contact) => {
    expect(NewsletterContactSchema.parse(raw)).toEqual(contact);
  });
  it.each([
    ['ananya@', 'Please provide valid e-mail address'],
    ['@example.in', 'Please provide valid e-mail address'],
    ['12345', 'Please enter a valid mobile number'],
    ['ananya', 'Please enter a valid mobile number'],
    ['', 'Please enter your e-mail address or mobile number'],
  ])('%j is refused: %s', (raw, message) => {
    expect(NewsletterContactSchema.safeParse(raw).error?.issues[0]?.message).toBe(message);
  });
  it('codes are NEWS and 8 unambiguous characters', () => {
    expect(newsletterCouponCode(() => new Uint8Array([0, 1, 2, 30, 31, 255, 8, 9]))).toBe('NEWSABC9AHJK');
  });
});
