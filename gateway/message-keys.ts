import { ENGLISH } from '../src/i18n/english.ts';
import type { StringKey, StringParams } from '../src/i18n/keys.ts';

/**
 * The one place where English text becomes a message key. The reference upstream sends the key with
 * every refusal (`meta.messageKey`, `meta.params`; domain/message-keys.ts), and upstream-errors.ts
 * takes that first; this reading back is the fallback for an upstream that words its refusals in
 * English only (a pharmacy's existing backend), for the few filled templates the reference upstream
 * still sends without a key (a cart line's quantity multiple), and for gateway checks that reuse the
 * domain's zod messages. Each message key the storefront can show is matched here, its {{placeholders}}
 * read back as parameters. Preference, where two keys share a text: the customer messages (every
 * island has them), then the account's, then the checkout's.
 */
const MESSAGE_NAMESPACES = ['messages.', 'account.messages.', 'checkout.messages.'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&');
const rank = (key: string) => MESSAGE_NAMESPACES.findIndex((prefix) => key.startsWith(prefix));

const TEMPLATES = Object.entries(ENGLISH)
  .filter(([key]) => rank(key) >= 0)
  .sort(([a], [b]) => rank(a) - rank(b))
  .map(([key, template]) => ({
    key: key.replace(/_(one|other)$/, '') as StringKey,
    pattern: new RegExp(`^${escapeRegExp(template).replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>.+?)')}$`),
  }));

export interface MessageRef {
  messageKey: StringKey;
  params?: StringParams;
}

/** 'Quantity must be below 101' -> { messageKey: 'messages.quantityBelow', params: { limit: 101 } }; unknown text: null. */
export function messageKeyOf(english: string): MessageRef | null {
  for (const { key, pattern } of TEMPLATES) {
    const match = pattern.exec(english);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]));
    return Object.keys(params).length > 0 ? { messageKey: key, params } : { messageKey: key };
  }
  return null;
}

/**
 * The key an upstream sends with a refusal (`meta.messageKey` and `meta.params`), when it is one of the
 * storefront's: the way every upstream should say it, so that its English needs no reading back.
 */
export function messageRefOf(meta: Record<string, unknown> | undefined): MessageRef | null {
  const key = meta?.['messageKey'];
  if (typeof key !== 'string' || !(key in ENGLISH || `${key}_other` in ENGLISH)) return null;
  const raw = meta?.['params'];
  const params =
    raw && typeof raw === 'object'
      ? Object.entries(raw).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]))
      : [];
  return params.length > 0 ? { messageKey: key as StringKey, params: Object.fromEntries(params) } : { messageKey: key as StringKey };
}
