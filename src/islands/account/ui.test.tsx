import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountStrings } from '../../i18n/island-strings.ts';
import type { Locale } from '../../routing/site.ts';
import { type ActionNotice, Notice, UiContext } from './ui.tsx';

const render = (locale: Locale, notice: ActionNotice) =>
  renderToStaticMarkup(
    <UiContext.Provider value={{ strings: accountStrings(locale), prefix: '' }}>
      <Notice notice={notice} />
    </UiContext.Provider>,
  );

describe('Notice', () => {
  it.each([
    ['en-US', 'Please try after some time! Try again in 4 min.'],
    ['hi-IN', 'कृपया कुछ देर बाद कोशिश करें! 4 मिनट बाद फिर कोशिश करें।'],
  ] as const)('shows a refusal for too many tries with the wait, in %s', (locale, text) => {
    expect(render(locale, { tone: 'error', message: 'Please try after some time!', retryAfter: 240 })).toBe(`<p role="alert" class="notice-error">${text}</p>`);
  });

  it('translates a refusal by the key and parameters the gateway sent, whatever its English', () => {
    const refusal = { message: 'Quantity must be below 101', messageKey: 'messages.quantityBelow', params: { limit: 101 } };
    expect(render('bn-IN', { tone: 'error', ...refusal })).toBe('<p role="alert" class="notice-error">পরিমাণ 101-এর কম হতে হবে</p>');
    // The account's strings have no checkout keys: the English stays, as for any key an island lacks.
    const checkout = { message: 'Quantity must be a multiple of 6', messageKey: 'checkout.messages.quantityMultiple', params: { multiple: 6 } };
    expect(render('bn-IN', { tone: 'error', ...checkout })).toBe('<p role="alert" class="notice-error">Quantity must be a multiple of 6</p>');
  });

  it('shows a notice without a wait as it was', () => {
    expect(render('en-US', { tone: 'error', message: 'Please try after some time!' })).toBe(
      '<p role="alert" class="notice-error">Please try after some time!</p>',
    );
  });
});
