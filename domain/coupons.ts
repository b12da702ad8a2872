import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { NEWSLETTER_MESSAGES } from './newsletter-messages.ts';

/** storefront.md §3 Coupon details; the kinds of rule are the project's. */
export type CouponType = 'PERCENT' | 'FIXED' | 'FREE_SHIPPING';

export interface CouponRule {
  code: string;
  ruleId: number;
  ruleName: string;
  type: CouponType;
  /** PERCENT: whole percent off the subtotal. */
  percent: number | null;
  /** FIXED: paise off the subtotal. */
  amountPaise: number | null;
  /** The most a PERCENT coupon takes off (maxDiscountAmt); null: no cap. */
  maxDiscountPaise: number | null;
  /** The smallest subtotal (selling prices) the coupon applies to. */
  minSubtotalPaise: number;
  /** Ships free (freeShipping); FREE_SHIPPING coupons always do. */
  freeShipping: boolean;
  /** pinCodelist: the delivery pin codes it is valid for; empty: everywhere. */
  pinCodes: string[];
  /** ISO time after which it no longer applies; null: never expires. */
  expiresAt: string | null;
  /** How many placed orders may carry the code (a newsletter coupon: 1); null or missing: no limit. */
  maxUses?: number | null;
}

/** Codes are trimmed and upper-cased before anything else (storefront.md §5). */
export function normalizeCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export type CouponCheck =
  | { ok: true; discountPaise: number; freeShipping: boolean }
  | { ok: false; reason: 'expired' | 'pin' | 'minimum' | 'empty' | 'used'; message: string };

/**
 * Whether the rule applies to this cart and address now, and what it takes off (integer paise, rounded
 * down). `timesUsed`: the placed orders that already carry the code; a coupon with `maxUses` is refused
 * once they reach it ('This coupon has already been used').
 */
export function evaluateCoupon(rule: CouponRule, cart: { subtotalPaise: number; pinCode: string; timesUsed?: number }, now: Date): CouponCheck {
  const refuse = (reason: 'expired' | 'pin' | 'minimum' | 'empty') => ({ ok: false as const, reason, message: CHECKOUT_MESSAGES.couponNotApplied });
  if (rule.maxUses != null && (cart.timesUsed ?? 0) >= rule.maxUses) return { ok: false, reason: 'used', message: NEWSLETTER_MESSAGES.couponUsed };
  if (cart.subtotalPaise <= 0) return refuse('empty');
  if (rule.expiresAt !== null && now.getTime() > Date.parse(rule.expiresAt)) return refuse('expired');
  if (rule.pinCodes.length > 0 && !rule.pinCodes.includes(cart.pinCode)) return refuse('pin');
  if (cart.subtotalPaise < rule.minSubtotalPaise) return refuse('minimum');
  let discount = 0;
  if (rule.type === 'PERCENT') discount = Math.floor((cart.subtotalPaise * (rule.percent ?? 0)) / 100);
  if (rule.type === 'FIXED') discount = rule.amountPaise ?? 0;
  if (rule.maxDiscountPaise !== null) discount = Math.min(discount, rule.maxDiscountPaise);
  discount = Math.max(0, Math.min(discount, cart.subtotalPaise));
  return { ok: true, discountPaise: discount, freeShipping: rule.freeShipping || rule.type === 'FREE_SHIPPING' };
}

/**
 * DEMO DATA (labelled as such in the coupons table, column demo = 1): coupons to see and test each
 * kind of rule. They are not offers of any real pharmacy.
 */
export const DEMO_COUPONS: readonly CouponRule[] = [
  {
    code: 'SAVE10',
    ruleId: 1,
    ruleName: 'Demo: 10% off, at most ₹100',
    type: 'PERCENT',
    percent: 10,
    amountPaise: null,
    maxDiscountPaise: 10_000,
    minSubtotalPaise: 0,
    freeShipping: false,
    pinCodes: [],
    expiresAt: null,
  },
  {
    code: 'FLAT50',
    ruleId: 2,
    ruleName: 'Demo: ₹50 off orders of ₹300 or more',
    type: 'FIXED',
    percent: null,
    amountPaise: 5_000,
    maxDiscountPaise: null,
    minSubtotalPaise: 30_000,
    freeShipping: false,
    pinCodes: [],
    expiresAt: null,
  },
  {
    code: 'FREESHIP',
    ruleId: 3,
    ruleName: 'Demo: free delivery',
    type: 'FREE_SHIPPING',
    percent: null,
    amountPaise: null,
    maxDiscountPaise: null,
    minSubtotalPaise: 0,
    freeShipping: true,
    pinCodes: [],
    expiresAt: null,
  },
  {
    code: 'KOLKATA15',
    ruleId: 4,
    ruleName: 'Demo: 15% off in central Kolkata, at most ₹150',
    type: 'PERCENT',
    percent: 15,
    amountPaise: null,
    maxDiscountPaise: 15_000,
    minSubtotalPaise: 0,
    freeShipping: false,
    pinCodes: ['700001', '700012', '700016', '700017'],
    expiresAt: null,
  },
  {
    code: 'OLDYEAR20',
    ruleId: 5,
    ruleName: 'Demo: 20% off, expired',
    type: 'PERCENT',
    percent: 20,
    amountPaise: null,
    maxDiscountPaise: null,
    minSubtotalPaise: 0,
    freeShipping: false,
    pinCodes: [],
    expiresAt: '2024-01-01T00:00:00.000Z',
  },
];
