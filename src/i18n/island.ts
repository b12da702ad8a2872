import { CUSTOMER_MESSAGES } from '../../domain/messages.ts';
import type { Messages } from './en-US.ts';

/** A flat dictionary of the strings an island needs, passed as a prop: islands never load i18next. */
export type IslandStrings = Record<string, string>;

/** "Qty {{qty}}" + { qty: 2 } -> "Qty 2" */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The cart islands' strings: `cart.*`, the spec messages `messages.*`, and the stock labels. */
export function cartStrings(messages: Messages): IslandStrings {
  const flat: IslandStrings = {};
  for (const [key, value] of Object.entries(messages.cart)) flat[`cart.${key}`] = value;
  for (const [key, value] of Object.entries(messages.messages)) flat[`messages.${key}`] = value;
  flat['product.outOfStock'] = messages.product.outOfStock;
  return flat;
}

const ENGLISH_MESSAGES = Object.entries(CUSTOMER_MESSAGES).map(([key, template]) => ({
  key,
  pattern: new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&').replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>.+?)')}$`),
}));

/**
 * Translates a message the gateway worded in English (the spec's catalogue) into the island's language;
 * a message it does not know is shown as it came.
 */
export function translateMessage(english: string, strings: IslandStrings): string {
  for (const { key, pattern } of ENGLISH_MESSAGES) {
    const match = pattern.exec(english);
    const template = strings[`messages.${key}`];
    if (match && template) return fill(template, match.groups ?? {});
  }
  return english;
}

/** The search panel's strings: `search.*` and the spec messages it shows. */
export function searchStrings(messages: Messages): IslandStrings {
  const flat: IslandStrings = {};
  for (const [key, value] of Object.entries(messages.search)) flat[`search.${key}`] = value;
  for (const [key, value] of Object.entries(messages.messages)) flat[`messages.${key}`] = value;
  flat['offline.searchNotSynced'] = messages.offline.searchNotSynced;
  return flat;
}
