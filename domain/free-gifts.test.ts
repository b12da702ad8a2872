import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals.ts';
import { type GiftPromo, giftState, isGiftSku, qualifyingGifts } from './free-gifts.ts';

const POUCH: GiftPromo = { promoType: 'POUCH_100', giftSku: 'GIFT-POUCH', giftName: 'Pouch', minSubtotalPaise: 10_000 };
const PILL_BOX: GiftPromo = { promoType: 'PILL_BOX_100', giftSku: 'GIFT-PILL-BOX', giftName: 'Pill box', minSubtotalPaise: 10_000 };
const FIRST_AID_100: GiftPromo = { promoType: 'FIRST_AID_BOX_100', giftSku: 'GIFT-FIRST-AID-BOX', giftName: 'First-aid box', minSubtotalPaise: 10_000 };
const FIRST_AID_400: GiftPromo = { promoType: 'FIRST_AID_BOX_400', giftSku: 'GIFT-FIRST-AID-BOX', giftName: 'First-aid box', minSubtotalPaise: 40_000 };
/** The seeded active promo types. */
const ACTIVE = [POUCH, FIRST_AID_400];

describe('qualifyingGifts', () => {
  it.each([
    [0, []],
    [9_999, []],
    [10_000, ['GIFT-POUCH']],
    [39_999, ['GIFT-POUCH']],
    [40_000, ['GIFT-POUCH', 'GIFT-FIRST-AID-BOX']],
    [1_000_000, ['GIFT-POUCH', 'GIFT-FIRST-AID-BOX']],
  ])('a subtotal of %i paise gets %j', (subtotal, skus) => {
    expect(qualifyingGifts(subtotal, ACTIVE).map((g) => g.sku)).toEqual(skus);
  });

  it('gives one line per gift SKU, however many promo types give it', () => {
    const all = [POUCH, PILL_BOX, FIRST_AID_100, FIRST_AID_400];
    expect(qualifyingGifts(9_999, all)).toEqual([]);
    expect(qualifyingGifts(40_000, all)).toEqual([
      { sku: 'GIFT-POUCH', name: 'Pouch', promoTypes: ['POUCH_100'] },
      { sku: 'GIFT-PILL-BOX', name: 'Pill box', promoTypes: ['PILL_BOX_100'] },
      { sku: 'GIFT-FIRST-AID-BOX', name: 'First-aid box', promoTypes: ['FIRST_AID_BOX_100', 'FIRST_AID_BOX_400'] },
    ]);
  });
});

describe('giftState: removal and re-qualifying', () => {
  it('keeps a removed gift off while the cart still qualifies', () => {
    expect(giftState(10_000, ACTIVE, ['GIFT-POUCH'])).toEqual({ lines: [], declined: ['GIFT-POUCH'], forget: [] });
    expect(giftState(40_000, ACTIVE, ['GIFT-POUCH']).lines.map((g) => g.sku)).toEqual(['GIFT-FIRST-AID-BOX']);
  });

  it('forgets the removal once the cart stops qualifying, so the gift comes back when it qualifies again', () => {
    const below = giftState(9_999, ACTIVE, ['GIFT-POUCH']);
    expect(below).toEqual({ lines: [], declined: [], forget: ['GIFT-POUCH'] });
    expect(giftState(10_000, ACTIVE, below.declined).lines.map((g) => g.sku)).toEqual(['GIFT-POUCH']);
  });

  it('takes the ₹400 gift off at ₹399.99 but keeps the ₹100 one', () => {
    expect(giftState(39_999, ACTIVE, []).lines.map((g) => g.sku)).toEqual(['GIFT-POUCH']);
  });
});

describe('never charged', () => {
  it('gift lines at ₹0 leave every total as the paid lines make it', () => {
    const paid = [{ pricePaise: 25_000, mrpPaise: 30_000, qty: 2 }];
    const gifts = giftState(50_000, ACTIVE, []).lines.map(() => ({ pricePaise: 0, mrpPaise: 0, qty: 1 }));
    expect(gifts).toHaveLength(2);
    const input = { discountPaise: 0, freeShipping: false, shippingApplies: true };
    const withGifts = cartTotals({ ...input, lines: [...paid, ...gifts] });
    const without = cartTotals({ ...input, lines: paid });
    expect({ ...withGifts, itemsQty: 0 }).toEqual({ ...without, itemsQty: 0 });
    expect(withGifts.grandTotalPaise).toBe(50_000);
  });
});

describe('isGiftSku', () => {
  it('knows every promo type’s gift, active or not', () => {
    expect(isGiftSku('GIFT-PILL-BOX', [POUCH, PILL_BOX])).toBe(true);
    expect(isGiftSku('MED000001', [POUCH, PILL_BOX])).toBe(false);
  });
});
