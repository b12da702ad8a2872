import { NEWSLETTER_STATUS_QUERY, NEWSLETTER_SUBSCRIBE_MUTATION } from '../../graphql/newsletter.ts';
import { type IslandStrings, LOCALE_KEY, translateMessage, translatorOf } from '../../i18n/island.ts';
import { graphqlClient } from '../../lib/graphql-client.ts';
import { toUserFacingError } from '../../lib/graphql-errors.ts';
import { STAFF_STORAGE_KEY } from '../../stores/cart-count.ts';

/**
 * The choice made, in the popup's storage key (./keys.ts): negative, and counting keeps it as it is
 * (-Infinity + 1 is -Infinity). Here, not in ./keys.ts, which the microcart island's chunk carries.
 */
export const NEWSLETTER_CHOSEN = '-Infinity';

/** Remembers the choice on this browser: the popup never asks again. */
function remember(storageKey: string): void {
  try {
    localStorage.setItem(storageKey, NEWSLETTER_CHOSEN);
  } catch {
    // No storage: the popup may ask again on a later page, nothing more.
  }
}

/** An element with its properties and children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Omit<HTMLElementTagNameMap[K], 'style'>> & { role?: string; style?: string } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const { role, style, ...rest } = props;
  const element = Object.assign(document.createElement(tag), rest);
  if (role) element.setAttribute('role', role);
  if (style) element.style.cssText = style;
  element.append(...children);
  return element;
}

/**
 * The newsletter popup (storefront.md §2 panels; issue 20), loaded by the microcart island's hook
 * (./hook.ts) from the second page view on. First it asks the server whether the signed-in customer has
 * subscribed already: then the choice is stored here too and nothing shows. Otherwise it is a modal
 * dialog (the browser's <dialog>: focus moves in and stays in, Escape closes it, which is "No thanks";
 * focus goes back where it was), labelled by its title, one box for an e-mail or a mobile, Subscribe and
 * No thanks. A refusal (bad e-mail, already subscribed) shows under the box in the page's language and
 * the box keeps its text; a subscription shows the coupon code. Every way out is a choice made.
 *
 * Plain DOM, no React: a React root of its own would need react-dom's client in a chunk of its own,
 * which split the renderer's chunk on every catalogue page (235 bytes more there).
 */
export async function ask(strings: IslandStrings, storageKey: string): Promise<void> {
  const s = translatorOf(strings);
  const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const status = await graphqlClient().query(NEWSLETTER_STATUS_QUERY, {}).toPromise();
  if (status.data?.newsletterStatus.hasSubscribed) return remember(storageKey);

  const input = h('input', {
    id: 'newsletter-contact',
    name: 'contact',
    type: 'text',
    inputMode: 'email',
    autocomplete: 'email',
    style: 'width:100%;box-sizing:border-box',
  });
  const error = h('p', { id: 'newsletter-error', className: 'error', role: 'alert', hidden: true });
  const subscribe = h('button', { type: 'submit', className: 'button', textContent: s('newsletter.popup.subscribe') });
  const close = (text: string, className: string) =>
    h('button', { type: 'button', className, textContent: s(text as 'newsletter.popup.close'), onclick: () => dialog.close() });
  const form = h(
    'form',
    { noValidate: true },
    h('p', { textContent: s('newsletter.popup.intro') }),
    h('div', { className: 'field' }, h('label', { htmlFor: input.id, textContent: s('newsletter.popup.contact') }), input),
    error,
    h('p', { style: 'display:flex;flex-wrap:wrap;gap:0.5rem' }, subscribe, close('newsletter.popup.noThanks', 'button secondary')),
  );
  const dialog = h(
    'dialog',
    { className: 'newsletter-popup', style: 'width:min(28rem,calc(100vw - 2rem));box-sizing:border-box;padding:1.25rem;border:0;border-radius:0.75rem' },
    h('h2', { id: 'newsletter-title', textContent: s('newsletter.popup.title'), style: 'margin-top:0' }),
    form,
  );
  dialog.setAttribute('aria-labelledby', 'newsletter-title');
  dialog.onclose = () => {
    remember(storageKey);
    dialog.remove();
    back?.focus();
  };

  form.onsubmit = async (event) => {
    event.preventDefault();
    subscribe.disabled = true;
    subscribe.textContent = s('newsletter.popup.sending');
    const result = await graphqlClient()
      .mutation(NEWSLETTER_SUBSCRIBE_MUTATION, { contact: input.value, locale: strings[LOCALE_KEY] ?? 'en-US' })
      .toPromise();
    subscribe.disabled = false;
    subscribe.textContent = s('newsletter.popup.subscribe');
    const made = result.data?.newsletterSubscribe;
    if (made) {
      remember(storageKey);
      const done = close('newsletter.popup.close', 'button');
      const sent = s(made.channel === 'SMS' ? 'newsletter.popup.sentSms' : 'newsletter.popup.sentEmail');
      form.replaceWith(
        h('p', { role: 'status', textContent: `${s('newsletter.popup.done', { code: made.couponCode })} ${sent}` }),
        h('p', {}, h('strong', { className: 'newsletter-code', textContent: made.couponCode })),
        done,
      );
      done.focus();
      return;
    }
    const failure = result.error ? toUserFacingError(result.error) : null;
    // Already subscribed is a choice made too: the popup does not ask again.
    if (failure?.messageKey === 'newsletter.messages.alreadySubscribed') remember(storageKey);
    error.textContent = failure ? translateMessage(failure, strings) : s('newsletter.popup.failed');
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', error.id);
  };

  // Never over what the person is doing: typing in a box (a mobile number, a login code, a search: the
  // key that woke the island was theirs), a sign-in, checkout or payment page, or a staff user serving a
  // customer. This page view counted; a later one asks.
  if (
    document.activeElement?.closest('input,textarea,select,[contenteditable]') ||
    /\/(my-account|checkout|payment|reset-password)/.test(location.pathname) ||
    /"isUserLoggedIn":true/.test(localStorage.getItem(STAFF_STORAGE_KEY) ?? '')
  )
    return;
  document.body.append(dialog);
  dialog.showModal();
}
