import { istDay } from './days.ts';
import { discountPercent } from './money.ts';

/** Price rules of storefront.md §5 and §9, in paise. */

export interface PriceInput {
  pricePaise: number;
  mrpPaise: number;
  specialPricePaise: number | null;
  specialFrom: string | null;
  specialTo: string | null;
}

/** Inclusive date window on calendar days (IST); an open end is unbounded. */
function withinWindow(now: Date, from: string | null, to: string | null): boolean {
  const day = istDay(now);
  return (from === null || day >= from.slice(0, 10)) && (to === null || day <= to.slice(0, 10));
}

/** A special price applies only when lower than the price and today is within its dates. */
export function finalPrice(p: PriceInput, now: Date = new Date()): { pricePaise: number; special: boolean; discountPercent: number } {
  const special =
    p.specialPricePaise !== null && p.specialPricePaise >= 0 && p.specialPricePaise < p.pricePaise && withinWindow(now, p.specialFrom, p.specialTo);
  const pricePaise = special && p.specialPricePaise !== null ? p.specialPricePaise : p.pricePaise;
  return { pricePaise, special, discountPercent: discountPercent(p.mrpPaise, pricePaise) };
}

export interface CustomOption {
  priceType: 'fixed' | 'percent';
  /** paise for fixed; whole percent for percent */
  price: number;
}

/** Custom option prices: fixed adds the amount, percent adds that share of the price. */
export function priceWithOptions(pricePaise: number, options: readonly CustomOption[]): number {
  return options.reduce((total, o) => total + (o.priceType === 'fixed' ? o.price : Math.round((pricePaise * o.price) / 100)), pricePaise);
}
