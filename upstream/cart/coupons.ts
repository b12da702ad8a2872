import type { CouponRule } from '../../domain/coupons.ts';
import type { Db } from '../db/open.ts';

/** A coupon by its (already normalised) code. */
export async function findCoupon(db: Db, code: string): Promise<CouponRule | undefined> {
  const row = await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
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
    maxUses: row.max_uses,
  };
}

/** How many placed orders carry the code (any status: a placed order spends a use). */
export async function couponUses(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('coupon_code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The uses a rule's limit is checked against: only counted for a coupon that has a limit. */
export async function usesOf(db: Db, rule: CouponRule): Promise<number> {
  return rule.maxUses == null ? 0 : couponUses(db, rule.code);
}
