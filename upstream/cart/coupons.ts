import type { CouponRule, CouponType } from '../../domain/coupons.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';

interface CouponRow {
  code: string;
  rule_id: number;
  rule_name: string;
  coupon_type: CouponType;
  percent: number | null;
  amount_paise: number | null;
  max_discount_paise: number | null;
  min_subtotal_paise: number;
  free_shipping: number;
  pin_codes: string;
  expires_at: string | null;
}

/** A coupon by its (already normalised) code. */
export function findCoupon(db: Db, code: string): CouponRule | undefined {
  const row = legacy(db).prepare<[string], CouponRow>('SELECT * FROM coupons WHERE code = ?').get(code);
  if (!row) return undefined;
  return {
    code: row.code,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    type: row.coupon_type,
    percent: row.percent,
    amountPaise: row.amount_paise,
    maxDiscountPaise: row.max_discount_paise,
    minSubtotalPaise: row.min_subtotal_paise,
    freeShipping: row.free_shipping === 1,
    pinCodes: row.pin_codes ? row.pin_codes.split(',') : [],
    expiresAt: row.expires_at,
  };
}
