import { describe, expect, it } from 'vitest';
import { LOCALES } from '../routing/site.ts';
import { RESOURCES_BY_LOCALE } from './resources.ts';

/**
 * Every message of the spec's error catalogues (storefront.md §8, its table and "Other messages", and
 * staff-tools.md §8), as the spec words it, with the interface string that carries it. The test finds
 * each in the English resources, worded as the spec has it (placeholders in the project's {{…}} form),
 * and translated in Bengali, Hindi and Odia. A message the project words differently says so and why.
 * The spec is copied here: tests never read ../shared.
 */
interface CatalogueMessage {
  spec: string;
  key: string;
  /** The English resource's own wording and why; absent when it is the spec's wording. */
  reworded?: { english: string; why: string };
}

const USER_BLOCKED = { english: 'User Blocked. Please contact Purba Pharmacy Admin', why: 'says whom to contact' };

const STOREFRONT_TABLE: CatalogueMessage[] = [
  { spec: 'The product is out of stock and cannot be added to the cart!', key: 'messages.outOfStock' },
  {
    spec: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    key: 'messages.volatileStock',
  },
  { spec: 'Product price is unknown, product cannot be added to the cart!', key: 'messages.priceUnknown' },
  { spec: 'No available product variants', key: 'product.noVariants' },
  { spec: 'No such configuration for the product. Please do choose another combination of attributes.', key: 'product.noSuchConfiguration' },
  { spec: 'Some of Information has updated', key: 'messages.cartChanged' },
  { spec: 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.', key: 'account.messages.refreshExhausted' },
  { spec: 'Error refreshing user token. User is not authorized to access the resource', key: 'account.messages.refreshFailed' },
  { spec: 'Unhandled error, wrong response format!', key: 'messages.wrongFormat' },
  { spec: 'Error with response - bad content-type!', key: 'messages.badContentType' },
  { spec: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.', key: 'offline.pageUnavailable' },
  { spec: 'No products synchronized for this category. Please come back while online!', key: 'offline.categoryNotSynced' },
  { spec: '404 Page Not Found', key: 'notFound.heading' },
  { spec: 'Session Time Out Please Login!', key: 'account.messages.sessionTimeout' },
  { spec: 'Please do set the tax.defaultCountry in order to calculate totals', key: 'checkout.messages.taxDefaultCountryMissing' },
  { spec: 'We will love to address your concern. Please reach us within our working time 9 AM to 9 PM', key: 'account.messages.supportClosed' },
];

const STOREFRONT_OTHER: CatalogueMessage[] = [
  { spec: 'In stock!', key: 'product.inStock' },
  {
    spec: 'Out of the stock!',
    key: 'product.outOfStock',
    reworded: { english: 'Out of stock!', why: "plain English beside 'In stock!' (issue 13, domain/messages.ts)" },
  },
  { spec: 'Coupon has been removed', key: 'checkout.messages.couponRemoved' },
  { spec: 'Coupon has been removed, please try another coupon', key: 'messages.couponRemovedTryAnother' },
  { spec: 'Error applying in coupon', key: 'checkout.messages.couponError' },
  { spec: 'Sorry! Coupon not applied, please try again', key: 'checkout.messages.couponNotApplied' },
  { spec: "You've entered an incorrect coupon code", key: 'checkout.messages.couponIncorrect' },
  { spec: 'Account data has successfully been updated', key: 'account.messages.accountUpdated' },
  { spec: 'Password has successfully been changed', key: 'account.messages.passwordChanged' },
  { spec: "You're logged out", key: 'account.messages.loggedOut' },
  { spec: 'Authorization in progress...', key: 'account.messages.authorizing' },
  { spec: 'Reset password feature does not work while offline!', key: 'account.messages.resetPasswordOffline' },
  { spec: 'Only {maxQuantity} products of this type are available!', key: 'messages.onlyAvailable' },
  { spec: 'No products found!', key: 'messages.noProducts' },
  { spec: 'Some of your product(s) is/are out of stock!! Still want to add to cart?', key: 'checkout.messages.someOutOfStock' },
  { spec: 'All selected products are not available for ordering', key: 'checkout.messages.noneAvailable' },
  { spec: 'Incorrect OTP', key: 'account.messages.otpInvalid' },
  { spec: 'Invalid credential', key: 'staff.messages.invalidCredential' },
  { spec: 'User Blocked', key: 'account.messages.userBlocked', reworded: USER_BLOCKED },
  { spec: 'Delivery service is down in your PIN code, try again later', key: 'account.messages.deliveryDown' },
  { spec: 'Deliveries have been stopped temporarily in this area', key: 'account.messages.deliveriesStopped' },
  { spec: 'Delivery temporarily Suspended', key: 'account.messages.deliverySuspended' },
  { spec: 'Upload failed', key: 'account.messages.uploadFailed' },
  { spec: 'Error! in placing order', key: 'account.messages.orderError' },
  { spec: 'Mobile No not found!', key: 'account.messages.mobileNotFound' },
  { spec: 'Truecaller not installed, please use OTP based login', key: 'account.messages.callerIdMissing' },
  { spec: 'Order details not available now', key: 'account.messages.orderDetailsUnavailable' },
  { spec: 'OrderId Mismatch, No records found', key: 'account.messages.orderIdMismatch' },
  { spec: 'Payment Failed', key: 'account.orders.paymentStatuses.FAILED' },
  { spec: 'Payment on hold, wait 15 minutes', key: 'account.orders.paymentStatuses.PENDING' },
  { spec: 'Pay option not available as order has been cancelled', key: 'checkout.messages.payCancelled' },
  { spec: 'Server Down! Please Try After Some Time!', key: 'messages.serverDown' },
  { spec: 'Server Problem! try again after some time!', key: 'messages.serverProblem' },
  { spec: 'Please try after some time!', key: 'account.messages.tryLater' },
  { spec: 'No Internet Connection or Server Down', key: 'messages.noConnection' },
  { spec: "The product that was requested doesn't exist", key: 'messages.productMissing' },
  { spec: 'The order can not be transferred because of a server error, so the order has been queued', key: 'messages.offlineOrderQueued' },
  { spec: 'Address provided in checkout contains invalid data, so the order is cancelled.', key: 'checkout.messages.invalidAddressData' },
];

const STAFF_TOOLS: CatalogueMessage[] = [
  { spec: 'Something went wrong', key: 'error.title' },
  { spec: 'You need to be logged in to see this page', key: 'account.messages.loginRequired' },
  { spec: 'not authorized', key: 'staff.messages.notAuthorized' },
  { spec: 'Not enough savings for customer to share', key: 'estimation.refusals.notEnoughSavings' },
  { spec: 'No Previous Data Found', key: 'estimation.refusals.noPrevious' },
  { spec: 'All selected products are not available for ordering', key: 'checkout.messages.noneAvailable' },
  { spec: 'Currently selected products are not available for ordering', key: 'estimation.refusals.currentlyUnavailable' },
  { spec: 'Some of your product(s) is/are out of stock!! Still want to add to cart?', key: 'checkout.messages.someOutOfStock' },
  { spec: 'Only {maxQuantity} products of this type are available!', key: 'messages.onlyAvailable' },
  { spec: 'No products found!', key: 'messages.noProducts' },
  { spec: 'SMS sent to the customer successfully', key: 'staff.messages.smsSent' },
  { spec: 'Prescription details submitted successfully', key: 'staff.messages.prescriptionSubmitted' },
  { spec: 'Mobile No not found!', key: 'account.messages.mobileNotFound' },
  { spec: 'Please select a customer', key: 'staff.messages.selectCustomer' },
  { spec: 'Incorrect OTP', key: 'account.messages.otpInvalid' },
  { spec: 'OTP is incorrect', key: 'account.messages.otpWrong' },
  { spec: 'User Blocked', key: 'account.messages.userBlocked', reworded: USER_BLOCKED },
  { spec: 'Upload failed', key: 'account.messages.uploadFailed' },
  { spec: 'Truecaller not installed, please use OTP based login', key: 'account.messages.callerIdMissing' },
];

type Flat = Record<string, string>;
const flat = (locale: string): Flat =>
  Object.assign({}, ...Object.values(RESOURCES_BY_LOCALE[locale as keyof typeof RESOURCES_BY_LOCALE] as unknown as Record<string, Flat>));
const ENGLISH = flat('en-US');
const TRANSLATED = LOCALES.map((l) => l.code).filter((code) => code !== 'en-US');
/** The spec's {maxQuantity} is the project's {{max}}. */
const asResource = (spec: string) => spec.replace(/\{maxQuantity\}/g, '{{max}}');

const ALL = [
  ...STOREFRONT_TABLE.map((m) => ['storefront.md §8 table', m.spec, m] as const),
  ...STOREFRONT_OTHER.map((m) => ['storefront.md §8 other messages', m.spec, m] as const),
  ...STAFF_TOOLS.map((m) => ['staff-tools.md §8', m.spec, m] as const),
];

describe("the spec's error catalogues in the interface strings", () => {
  it.each(ALL.filter(([, , m]) => m.reworded === undefined))('%s: "%s" is worded as the spec words it in English', (_where, _spec, message) => {
    expect(ENGLISH[message.key]).toBe(asResource(message.spec));
  });

  it.each(ALL.flatMap(([where, spec, m]) => (m.reworded ? [[where, spec, m, m.reworded] as const] : [])))(
    '%s: "%s" is reworded in English, and says why',
    (_where, _spec, message, reworded) => {
      expect(ENGLISH[message.key]).toBe(reworded.english);
      expect(reworded.why).toMatch(/\S/);
    },
  );

  it.each(ALL)('%s: "%s" is translated into Bengali, Hindi and Odia', (_where, _spec, message) => {
    expect(TRANSLATED).toEqual(['bn-IN', 'hi-IN', 'or-IN']);
    for (const locale of TRANSLATED) {
      const text = flat(locale)[message.key];
      expect(text, `${locale} ${message.key}`).toMatch(/\S/);
      expect(text, `${locale} ${message.key} is still English`).not.toBe(ENGLISH[message.key]);
    }
  });

  it('lists each message once per catalogue and every key once for one wording', () => {
    for (const list of [STOREFRONT_TABLE, STOREFRONT_OTHER, STAFF_TOOLS]) expect(new Set(list.map((m) => m.spec)).size).toBe(list.length);
    const keyOf = new Map<string, string>();
    for (const m of [...STOREFRONT_TABLE, ...STOREFRONT_OTHER, ...STAFF_TOOLS]) {
      expect(keyOf.get(m.spec) ?? m.key, m.spec).toBe(m.key);
      keyOf.set(m.spec, m.key);
    }
  });
});
