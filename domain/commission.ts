/**
 * A staff user's commission (staff-tools.md §1, §9): 5 percent by default on normal products and 20
 * percent on generics, each staff user's own rates, and the shop's per-SKU rate overriding both. Shown to
 * staff only, and only when their show-commission toggle is on; never to customers. Money in paise,
 * rounded to the paisa once per line (half up).
 *
 * The catalogue data marks no product as generic (data/medicines-sample.csv has no such column), so
 * every product is normal until it does: `generic` is the caller's to say.
 */
export const DEFAULT_COMMISSION_PERCENT = 5;
export const GENERIC_COMMISSION_PERCENT = 20;

export interface CommissionRates {
  commissionPercent: number;
  genericCommissionPercent: number;
  skuCommission: readonly { sku: string; percent: number }[];
}

/** The percent that applies to `sku`: the shop's per-SKU rate, else the generic or the normal one. */
export function commissionPercentFor(rates: CommissionRates, sku: string, generic = false): number {
  const own = rates.skuCommission.find((entry) => entry.sku === sku);
  if (own) return own.percent;
  return generic ? rates.genericCommissionPercent : rates.commissionPercent;
}

/** The commission on a line of `qty` at `pricePaise` each, in paise. */
export function lineCommissionPaise(rates: CommissionRates, line: { sku: string; qty: number; pricePaise: number; generic?: boolean }): number {
  const percent = commissionPercentFor(rates, line.sku, line.generic ?? false);
  return Math.round((line.pricePaise * line.qty * percent) / 100);
}
