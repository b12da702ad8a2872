/** Money is carried as integer paise; formatted with Intl in en-IN, always 2 decimals. */

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "223.42" | 223.42 -> 22342. Rejects anything that is not a plain decimal amount. */
export function toPaise(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a rupee amount: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -paise : paise;
}

/** 22342 -> "223.42" (the decimal string used on the wire). */
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 22342 -> "₹223.42" */
export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}

/**
 * Percentage off MRP, the one rule for every "% off" the customer reads: the nearest whole percent
 * (half up), so a price that applyDiscount() took p% off to the nearest paisa shows p% again
 * (₹19.07 against ₹22.70 is 15.99%: "16% off"). Never 100% while something is still to pay.
 */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  const nearest = Math.floor((200 * (mrpPaise - pricePaise) + mrpPaise) / (2 * mrpPaise));
  return pricePaise > 0 ? Math.min(nearest, 99) : nearest;
}

/** Applies a whole-number percentage discount, rounding to the nearest paisa. */
export function applyDiscount(mrpPaise: number, percent: number): number {
  return Math.round((mrpPaise * (100 - percent)) / 100);
}
