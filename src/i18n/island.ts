import type { LineProblem } from '../../domain/cart-rules.ts';
import { CUSTOMER_MESSAGES } from '../../domain/messages.ts';
import type { StringKey, StringParams } from './keys.ts';

/**
 * A flat dictionary of the strings an island needs, passed as a prop: islands never load i18next.
 * Keys are the resources' full keys (plural forms as `key_one`, `key_other`); LOCALE_KEY carries the
 * language, which picks the plural form.
 */
export type IslandStrings = Readonly<Record<string, string>>;
export const LOCALE_KEY = '@locale';

/** "Qty {{qty}}" + { qty: 2 } -> "Qty 2" */
export function fill(template: string, params: StringParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(locale: string, count: number): Intl.LDMLPluralRule {
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rules);
  return rules.select(count);
}

/**
 * The island's text for a key, as i18next would give it: a numeric `count` picks `key_<plural form>`
 * by the language's plural rules (then `key_other`, then `key`); a key the island was not given shows
 * as itself.
 */
export function translate(strings: IslandStrings, key: StringKey, params?: StringParams): string {
  const count = params?.['count'];
  let template: string | undefined;
  if (typeof count === 'number') {
    const form = pluralOf(strings[LOCALE_KEY] ?? 'en-US', count);
    template = strings[`${key}_${form}`] ?? strings[`${key}_other`];
  }
  return fill(template ?? strings[key] ?? strings[`${key}_other`] ?? key, params);
}

/** An island's `s(key, params)`: typed by the English resources, so a misspelt key does not compile. */
export function translatorOf(strings: IslandStrings): (key: StringKey, params?: StringParams) => string {
  return (key, params) => translate(strings, key, params);
}

/** A message as it crosses the wire or leaves a store: the English text, and its key with parameters when known. */
export interface KeyedMessage {
  message: string;
  messageKey?: string | undefined;
  params?: StringParams | undefined;
}

/** Keys of the customer messages a store words itself from the domain's constants (no parameters). */
const CUSTOMER_MESSAGE_KEYS = new Map(Object.entries(CUSTOMER_MESSAGES).map(([key, text]) => [text as string, `messages.${key}`]));

/**
 * A message in the island's language: by its key (the gateway's `extensions.messageKey` and
 * `params`), else, for the few a store words itself, by the domain constant it came from; a message
 * the island has no text for is shown as it came.
 */
export function translateMessage(
  message: string | KeyedMessage,
  strings: IslandStrings,
  keyOfText: (text: string) => string | null | undefined = (text) => CUSTOMER_MESSAGE_KEYS.get(text),
): string {
  const { message: text, messageKey, params } = typeof message === 'string' ? { message } : message;
  const key = messageKey ?? keyOfText(text);
  if (!key || !(key in strings || `${key}_other` in strings)) return text;
  return translate(strings, key as StringKey, params);
}

/**
 * A cart line's problems in the island's language: the message keys the cart sends (`CartItem.problems`);
 * a line kept by an earlier build has only the English (`errors`), shown as it came until the cart syncs.
 */
export function lineProblemTexts(line: { errors: readonly string[]; problems: readonly LineProblem[] }, strings: IslandStrings): string[] {
  if (line.problems.length === 0) return line.errors.map((text) => translateMessage(text, strings));
  return line.problems.map((problem, index) =>
    translateMessage(
      { message: line.errors[index] ?? problem.key, messageKey: problem.key, ...(problem.max === null ? {} : { params: { max: problem.max } }) },
      strings,
    ),
  );
}
