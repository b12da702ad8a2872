import { describe, expect, it } from 'vitest';
import { DEMO_COUPONS, evaluateCoupon, normalizeCouponCode } from './coupons.ts';

const coupon = (code: string) => {
  const rule = DEMO_COUPONS.find((c) => c.code === code);
  if (!rule) throw new Error(code);
  return rule;
};
const NOW = new Date('2026-03-01T10:00:00Z');

describe('coupon codes', () => {
  it.each([
    ['save10', 'SAVE10'],
    ['  Save10 ', 'SAVE10'],
    ['FREESHIP', 'FREESHIP'],
  ])('%j becomes %j', (raw, code) => {
    expect(normalizeCouponCode(raw)).toBe(code);
  });
});

describe('evaluateCoupon on the demo coupons', () => {
  it.each([
    ['SAVE10 takes 10%', 'SAVE10', 50_000, '700091', { ok: true, discountPaise: 5_000, freeShipping: false }],
    ['SAVE10 stops at ₹100', 'SAVE10', 200_000, '700091', { ok: true, discountPaise: 10_000 }],
    ['SAVE10 rounds down to the paisa', 'SAVE10', 18_767, '700091', { ok: true, discountPaise: 1_876 }],
    ['FLAT50 takes ₹50 from ₹300', 'FLAT50', 30_000, '700091', { ok: true, discountPaise: 5_000 }],
    ['FLAT50 below its minimum', 'FLAT50', 29_999, '700091', { ok: false, reason: 'minimum', message: 'Sorry! Coupon not applied, please try again' }],
    ['FREESHIP ships free, takes nothing off', 'FREESHIP', 10_000, '800001', { ok: true, discountPaise: 0, freeShipping: true }],
    ['KOLKATA15 inside its pin list', 'KOLKATA15', 50_000, '700001', { ok: true, discountPaise: 7_500 }],
    ['KOLKATA15 stops at ₹150', 'KOLKATA15', 500_000, '700012', { ok: true, discountPaise: 15_000 }],
    ['KOLKATA15 outside its pin list', 'KOLKATA15', 50_000, '800001', { ok: false, reason: 'pin' }],
    ['OLDYEAR20 has expired', 'OLDYEAR20', 50_000, '700001', { ok: false, reason: 'expired' }],
    ['no coupon on an empty cart', 'SAVE10', 0, '700001', { ok: false, reason: 'empty' }],
  ] as const)('%s', (_name, code, subtotalPaise, pinCode, expected) => {
    expect(evaluateCoupon(coupon(code), { subtotalPaise, pinCode }, NOW)).toMatchObject(expected);
  });

  it('a fixed coupon never takes more than the subtotal', () => {
    const rule = { ...coupon('FLAT50'), minSubtotalPaise: 0 };
    expect(evaluateCoupon(rule, { subtotalPaise: 1_000, pinCode: '700001' }, NOW)).toMatchObject({ ok: true, discountPaise: 1_000 });
  });
});

describe('a coupon with a use limit (the newsletter coupon)', () => {
  const once = { ...coupon('SAVE10'), code: 'NEWSABCDEFGH', maxDiscountPaise: null, maxUses: 1 };
  it('applies while unused and is refused once a placed order carries it', () => {
    expect(evaluateCoupon(once, { subtotalPaise: 50_000, pinCode: '700091', timesUsed: 0 }, NOW)).toEqual({
      ok: true,
      discountPaise: 5_000,
      freeShipping: false,
    });
    expect(evaluateCoupon(once, { subtotalPaise: 50_000, pinCode: '700091', timesUsed: 1 }, NOW)).toEqual({
      ok: false,
      reason: 'used',
      message: 'This coupon has already been used',
    });
  });
  it('a coupon without a limit ignores the uses', () => {
    expect(evaluateCoupon(coupon('SAVE10'), { subtotalPaise: 50_000, pinCode: '700091', timesUsed: 99 }, NOW)).toMatchObject({ ok: true });
  });
});
