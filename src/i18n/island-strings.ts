import { type IslandStrings, LOCALE_KEY } from './island.ts';
import { flatStrings } from './resources.ts';

/*
 * What the pages pass to each island: a flat subset of one language's strings. Server-side only (it
 * reads every language's resources); the islands import ./island.ts alone.
 */

/**
 * The strings of the given key prefixes ("cart." takes every cart key with its plural forms), and the
 * locale. The resources are fixed for the process, so each table is picked once and the same frozen
 * object serves every page after (picking walked the language's ~5,000 keys, three times a page: a
 * fifth of a product page's CPU before issue 21).
 */
const picked = new Map<string, IslandStrings>();
export function pickStrings(locale: string, prefixes: readonly string[]): IslandStrings {
  const key = `${locale}\n${prefixes.join('\n')}`;
  let strings = picked.get(key);
  if (!strings) {
    const table: Record<string, string> = { [LOCALE_KEY]: locale };
    for (const [name, text] of Object.entries(flatStrings(locale))) if (prefixes.some((p) => name.startsWith(p))) table[name] = text;
    strings = Object.freeze(table);
    picked.set(key, strings);
  }
  return strings;
}

/** The cart islands' strings: `cart.*`, the customer messages `messages.*`, and the stock label. */
export function cartStrings(locale: string): IslandStrings {
  return pickStrings(locale, ['cart.', 'messages.', 'product.outOfStock']);
}

/**
 * The microcart island's strings: the cart's, and the newsletter popup's that it may load (issue 20),
 * with the account's field messages the popup shows.
 */
export function microcartStrings(locale: string): IslandStrings {
  return pickStrings(locale, [
    'cart.',
    'messages.',
    'product.outOfStock',
    'newsletter.popup.',
    'newsletter.messages.',
    'account.messages.invalidEmail',
    'account.messages.invalidMobile',
    'account.messages.tryLater',
  ]);
}

/** The search panel's strings: `search.*`, the customer messages it shows, and its offline note. */
export function searchStrings(locale: string): IslandStrings {
  return pickStrings(locale, ['search.', 'messages.', 'offline.searchNotSynced']);
}

/** The account islands' strings: `account.*`, the customer messages and the cart's. */
export function accountStrings(locale: string): IslandStrings {
  return pickStrings(locale, [
    'account.',
    'messages.',
    'cart.',
    'product.outOfStock',
    'location.',
    'passwordReset.',
    'staff.messages.invalidCredential',
    'externalSignIn.',
    'gifts.label',
  ]);
}

/** The staff pages' strings: the account's (the staff pages share its parts), `staff.*`, `leads.*`, the lead form's `leadForm.*` and the calls' `retention.*`. */
export function staffStrings(locale: string): IslandStrings {
  return {
    ...accountStrings(locale),
    ...pickStrings(locale, ['staff.', 'leads.', 'leadForm.', 'leadPages.', 'retention.', 'careers.admin.', 'careers.form.name']),
  };
}

/** The estimation screens' strings (issue 16): the staff pages', `estimation.*`, and the checkout's messages Order Now shares. */
export function estimationStrings(locale: string): IslandStrings {
  return { ...staffStrings(locale), ...pickStrings(locale, ['estimation.', 'checkout.messages.']) };
}

/** The customer's savings page (/customer-order-savings): `estimation.*`, the customer messages and the few common words. */
export function customerSavingsStrings(locale: string): IslandStrings {
  return pickStrings(locale, ['estimation.', 'messages.', 'account.common.', 'notFound.home']);
}

/** The checkout's, payment pages' and thank-you page's strings: the account's, and `checkout.*`. */
export function checkoutStrings(locale: string): IslandStrings {
  return { ...accountStrings(locale), ...pickStrings(locale, ['checkout.', 'gifts.']) };
}

/**
 * The editor's desk's strings (issue 18): `editor.*`, the content messages `cms.messages.*`, and what the
 * staff sign-in shows (the account's common words and messages, `staff.login.*`, `staff.messages.*`).
 */
export function editorStrings(locale: string): IslandStrings {
  return {
    ...pickStrings(locale, [
      'editor.',
      'cms.messages.',
      'staff.login.',
      'staff.messages.',
      'account.common.',
      'account.messages.',
      'messages.',
      'passwordReset.forgot',
    ]),
  };
}

/** The help page's island (issue 20): its own strings, the closed-hours message and the customer messages. */
export function supportStrings(locale: string): IslandStrings {
  return pickStrings(locale, ['support.', 'messages.', 'account.messages.', 'account.common.', 'account.outbox.']);
}

/** The password reset pages (issue 20): their own strings, the account's messages and common words, and the customer messages. */
export function passwordResetStrings(locale: string): IslandStrings {
  return pickStrings(locale, ['passwordReset.', 'newsletter.mailOutbox.', 'account.messages.', 'account.common.', 'account.outbox.', 'messages.']);
}
