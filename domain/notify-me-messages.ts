/**
 * Notify me's wording (issue 20; the spec names only `saveNotifyMe`, so these words are the project's).
 * Each is also the English resource `account.notifyMe.messages.<name>`
 * (src/i18n/resources/en-US/notify.json; src/i18n/english.test.ts holds them equal), the key the
 * upstream sends beside the message. An unknown SKU is the customer messages' `productMissing`.
 */
export const NOTIFY_ME_MESSAGES = {
  skuRequired: 'Please choose a product to be notified about',
  inStock: 'This product is in stock now: you can add it to your cart',
  notFound: 'This request was not found',
} as const;

/** The notification's type in the customer's inbox. */
export const BACK_IN_STOCK_TYPE = 'notify_me_back_in_stock';

/** The notification's English (`account.notifyMe.backInStock` in the interface strings, with the name). */
export const backInStockNotice = (name: string) => `${name} is back in stock`;

/** The name in a notice worded by backInStockNotice, so the account can word it in its language; null for other text. */
export function nameOfBackInStockNotice(message: string): string | null {
  return /^(.+) is back in stock$/s.exec(message)?.[1] ?? null;
}

/** The SMS (English, as the other texts the shop sends): the product and its page. */
export const backInStockSms = (name: string, url: string) => `Purba Pharmacy: ${name} is back in stock. Order it at ${url}`;
