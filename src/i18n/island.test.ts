import { describe, expect, it } from 'vitest';
import { translateAccountMessage } from './account-island.ts';
import { lineProblemTexts, translate } from './island.ts';
import { accountStrings, cartStrings } from './island-strings.ts';

describe("a cart line's problems in the island's language", () => {
  const bengali = cartStrings('bn-IN');

  it('translates the keys the cart sends, with the count', () => {
    const line = {
      errors: ['Only 3 products of this type are available!'],
      problems: [{ key: 'messages.onlyAvailable', max: 3 } as const],
    };
    expect(lineProblemTexts(line, bengali)).toEqual(['এই পণ্যের মাত্র 3টি পাওয়া যাচ্ছে!']);
    expect(lineProblemTexts(line, cartStrings('en-US'))).toEqual(['Only 3 products of this type are available!']);
  });

  it('shows out of stock in the language, and a line kept by an earlier build (English only) by its exact text', () => {
    expect(lineProblemTexts({ errors: [], problems: [{ key: 'messages.outOfStock', max: null }] }, bengali)).toEqual(['পণ্যটি স্টকে নেই, তাই কার্টে যোগ করা যাবে না!']);
    expect(lineProblemTexts({ errors: ['The product is out of stock and cannot be added to the cart!'], problems: [] }, bengali)).toEqual([
      'পণ্যটি স্টকে নেই, তাই কার্টে যোগ করা যাবে না!',
    ]);
  });
});

describe('a message an account store words itself', () => {
  it('is translated by the key the upstream would send, one the account island has (the customer messages first)', () => {
    const account = accountStrings('bn-IN');
    expect(translateAccountMessage('Some of Information has updated', account)).toBe('কিছু তথ্য হালনাগাদ হয়েছে');
    expect(translateAccountMessage('Session Time Out Please Login!', account)).toBe(translate(account, 'account.messages.sessionTimeout'));
    expect(translateAccountMessage('Not one of the catalogues', account)).toBe('Not one of the catalogues');
  });
});
