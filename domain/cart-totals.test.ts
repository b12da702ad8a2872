import { describe, expect, it } from 'vitest';
import { cartTotals, platformFeeFor } from './cart-totals.ts';

const line = (pricePaise: number, qty: number, mrpPaise = pricePaise + 1_000) => ({ pricePaise, mrpPaise, qty });
const codes = (t: ReturnType<typeof cartTotals>) => t.segments.map((s) => `${s.code}:${s.valuePaise}`);

describe('cartTotals', () => {
  it.each([
    [
      'no address yet: no shipping line',
      { lines: [line(10_000, 2)], discountPaise: 0, freeShipping: false, shippingApplies: false },
      ['subtotal:20000', 'platform_fee:0', 'grand_total:20000'],
      20_000,
    ],
    [
      'below ₹499 with an address: ₹50',
      { lines: [line(10_000, 2)], discountPaise: 0, freeShipping: false, shippingApplies: true },
      ['subtotal:20000', 'shipping:5000', 'platform_fee:0', 'grand_total:25000'],
      25_000,
    ],
    [
      '₹499 ships free',
      { lines: [line(49_900, 1)], discountPaise: 0, freeShipping: false, shippingApplies: true },
      ['subtotal:49900', 'shipping:0', 'platform_fee:0', 'grand_total:49900'],
      49_900,
    ],
    [
      'a coupon discount and free shipping',
      { lines: [line(10_000, 1)], discountPaise: 1_000, freeShipping: true, shippingApplies: true },
      ['subtotal:10000', 'discount:1000', 'shipping:0', 'platform_fee:0', 'grand_total:9000'],
      9_000,
    ],
    ['an empty cart', { lines: [], discountPaise: 0, freeShipping: false, shippingApplies: true }, ['subtotal:0', 'platform_fee:0', 'grand_total:0'], 0],
  ])('%s', (_name, input, segments, grand) => {
    const totals = cartTotals(input);
    expect(codes(totals)).toEqual(segments);
    expect(totals.grandTotalPaise).toBe(grand);
  });

  it('counts savings against MRP plus the coupon (totalcartSavings)', () => {
    const totals = cartTotals({ lines: [line(9_000, 2, 10_000)], discountPaise: 500, freeShipping: false, shippingApplies: false });
    expect(totals.savingsPaise).toBe(2_000 + 500);
  });

  it.each([
    [0, 0],
    [24_899, 0],
    [24_900, 0],
    [1_000_000, 0],
  ])('the platform fee of %d paise is %d (both §9 slabs are 0)', (subtotal, fee) => {
    expect(platformFeeFor(subtotal)).toBe(fee);
  });
});
