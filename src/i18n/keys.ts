/**
 * The shape of the interface strings, derived from the English resources (resources/en-US/*.json):
 * every key is the full dotted key ("cart.qty", "account.orders.title") in whichever namespace file
 * holds it, so a key reads the same in code, in the JSON and on the wire (`extensions.messageKey`).
 */
type English = {
  account: typeof import('./resources/en-US/account.json');
  cart: typeof import('./resources/en-US/cart.json');
  careers: typeof import('./resources/en-US/careers.json');
  checkout: typeof import('./resources/en-US/checkout.json');
  cms: typeof import('./resources/en-US/cms.json');
  common: typeof import('./resources/en-US/common.json');
  contentPages: typeof import('./resources/en-US/content-pages.json');
  editor: typeof import('./resources/en-US/editor.json');
  estimation: typeof import('./resources/en-US/estimation.json');
  externalSignIn: typeof import('./resources/en-US/external-sign-in.json');
  gifts: typeof import('./resources/en-US/gifts.json');
  leadForm: typeof import('./resources/en-US/lead-form.json');
  leads: typeof import('./resources/en-US/leads.json');
  leadPages: typeof import('./resources/en-US/lead-pages.json');
  location: typeof import('./resources/en-US/location.json');
  messages: typeof import('./resources/en-US/messages.json');
  notify: typeof import('./resources/en-US/notify.json');
  passwordReset: typeof import('./resources/en-US/password-reset.json');
  newsletter: typeof import('./resources/en-US/newsletter.json');
  retention: typeof import('./resources/en-US/retention.json');
  search: typeof import('./resources/en-US/search.json');
  staff: typeof import('./resources/en-US/staff.json');
  support: typeof import('./resources/en-US/support.json');
};
export type Namespace = keyof English;

/** i18next's plural suffixes (CLDR categories); `_other` is the one every language has. */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type LanguageSpecificPlural = `${string}_${Exclude<PluralCategory, 'other'>}`;

/**
 * What every language's files must hold: each English key, where a plural is needed only as `_other`
 * (which other forms a language needs follows its plural rules; i18n.test.ts checks them).
 */
export type Translation = {
  [NS in Namespace]: { [K in keyof English[NS] as K extends LanguageSpecificPlural ? never : K]: string };
};

type EnglishKey = { [NS in Namespace]: keyof English[NS] & string }[Namespace];
/** A key as code names it: plural forms under their base key ("search.found" for "search.found_one"/"_other"). */
export type StringKey = EnglishKey extends infer K ? (K extends `${infer Base}_${PluralCategory}` ? Base : K) : never;

/** Values put into `{{placeholders}}`; a numeric `count` also picks the plural form. */
export type StringParams = Record<string, string | number>;
