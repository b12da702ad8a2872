import { describe, expect, it } from 'vitest';
import { lineProblemTexts } from './island.ts';
import { cartStrings } from './island-strings.ts';

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
