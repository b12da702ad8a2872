import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importMedicines, MEDICINE_DISCOUNT_PERCENT } from '../../../catalogue/import-medicines.ts';
import { parseMedicinesCsv } from '../../../catalogue/medicines-csv.ts';
import { toSearchDocument } from '../../../test-utils/search-documents.ts';
import { toEstimateProduct } from './product.ts';

const csvText = readFileSync(new URL('../../../data/medicines-sample.csv', import.meta.url), 'utf8');
const REAL = importMedicines(parseMedicinesCsv(csvText)).products.map((p) => toSearchDocument(p, new Map()));
const real = (sku: string) => {
  const found = REAL.find((p) => p.sku === sku);
  if (!found) throw new Error(`no real product ${sku}`);
  return found;
};

describe('toEstimateProduct', () => {
  it('reads the pack, the price of one unit to the paisa and the discount by the one rounding rule', () => {
    // Almox-CV 625: ₹97.87 for a strip of 6, ₹16.311… a tablet; medicines sell at the importer's discount off MRP.
    const almox = real('MED000191');
    expect(toEstimateProduct(almox)).toMatchObject({
      sku: 'MED000191',
      packSizeLabel: 'strip of 6 tablets',
      packUnits: 6,
      unit: 'tablet',
      price: almox.pricePaise,
      mrp: almox.mrpPaise,
      unitPrice: Math.round(almox.pricePaise / 6),
      discount: almox.mrpPaise - almox.pricePaise,
      discountPercent: MEDICINE_DISCOUNT_PERCENT,
      outOfStock: false,
    });
  });

  it.each([
    ['2.5 ml Respules (a fractional count; packUnits is an Int)', { packSize: 'packet of 2.5 ml Respules' }],
    ['a label without a count', { packSize: 'Strip' }],
    ['a configurable parent (its label lists its children’s packs)', { typeId: 'configurable', packSize: 'strip of 5 tablets | strip of 3 tablets' }],
  ])('has no unit price for %s', (_case, change) => {
    expect(toEstimateProduct({ ...real('MED000001'), ...change })).toMatchObject({ packUnits: null, unit: null, unitPrice: null });
  });

  it.each([
    ['out of stock', { inStock: false, stockQty: 0 }],
    ['disabled', { status: 2 }],
  ])('cannot be ordered now when %s', (_case, change) => {
    expect(toEstimateProduct({ ...real('MED000001'), ...change }).outOfStock).toBe(true);
  });

  it('never shows a negative discount', () => {
    expect(toEstimateProduct({ ...real('MED000001'), pricePaise: 50_000, mrpPaise: 40_000 })).toMatchObject({ discount: 0, discountPercent: 0 });
  });
});
