/**
 * The newsletter's wording (issue 20; the spec names the popup and the 10% coupon but words none of
 * these: all are the project's own). Each is also the English resource `newsletter.messages.<name>`
 * (src/i18n/resources/en-US/newsletter.json; src/i18n/english.test.ts holds them equal), the key the
 * upstream sends beside the message. `couponUsed` is the coupon rules' refusal of a coupon whose uses
 * are spent (domain/coupons.ts), which only newsletter coupons have so far.
 */
export const NEWSLETTER_MESSAGES = {
  alreadySubscribed: 'You have already subscribed: the newsletter coupon is given once per person',
  unsubscribed: 'You have been unsubscribed from our newsletter',
  badLink: 'This unsubscribe link is not valid. Please use the link in our latest message',
  couponUsed: 'This coupon has already been used',
  tooMany: 'Too many attempts. Please try again later',
} as const;
