import { describe, expect, it } from 'vitest';
import { commissionPercentFor, DEFAULT_COMMISSION_PERCENT, GENERIC_COMMISSION_PERCENT, lineCommissionPaise } from './commission.ts';

const rates = {
  commissionPercent: DEFAULT_COMMISSION_PERCENT,
  genericCommissionPercent: GENERIC_COMMISSION_PERCENT,
  skuCommission: [{ sku: 'MED000002', percent: 7.5 }],
};

describe('commission', () => {
  it.each([
    ['a normal product', 'MED000001', false, 5],
    ['a generic', 'MED000001', true, 20],
    ['a product with the shop’s own rate, generic or not', 'MED000002', true, 7.5],
  ])('applies to %s: %s percent', (_label, sku, generic, percent) => {
    expect(commissionPercentFor(rates, sku, generic)).toBe(percent);
  });

  it.each([
    [{ sku: 'MED000001', qty: 2, pricePaise: 18767 }, 1877],
    [{ sku: 'MED000001', qty: 1, pricePaise: 10 }, 1],
    [{ sku: 'MED000001', qty: 1, pricePaise: 9 }, 0],
    [{ sku: 'MED000002', qty: 3, pricePaise: 10000 }, 2250],
    [{ sku: 'MED000003', qty: 1, pricePaise: 10001, generic: true }, 2000],
  ])('on %j is %i paise, rounded once per line', (line, paise) => {
    expect(lineCommissionPaise(rates, line)).toBe(paise);
  });
});
