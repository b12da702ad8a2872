import { describe, expect, it } from 'vitest';
import { matchVariant, NO_AVAILABLE_VARIANTS, NO_SUCH_CONFIGURATION, offeredOptions, type VariantChild } from './variants.ts';

const child = (sku: string, pack: string, pricePaise: number, extra: Partial<VariantChild> = {}): VariantChild => ({
  sku,
  status: 1,
  inStock: true,
  pricePaise,
  attributes: { pack_size: pack, strength: '500mg' },
  ...extra,
});

const three = child('A3', 'strip of 3', 6672);
const five = child('A5', 'strip of 5', 11120);
const fiveCheaper = child('A5B', 'strip of 5', 9000, { attributes: { pack_size: 'strip of 5', strength: '250mg' } });
const gone = child('A10', 'strip of 10', 20000, { inStock: false });
const disabled = child('A15', 'strip of 15', 30000, { status: 2 });

describe('matchVariant', () => {
  it.each([
    ['exact SKU wins outright', [three, five], { sku: 'A5', options: { pack_size: 'strip of 3' } }, 'A5', true],
    ['best option count wins', [three, five], { options: { pack_size: 'strip of 5' } }, 'A5', true],
    ['all chosen options matched is exact', [three, five], { options: { pack_size: 'strip of 5', strength: '500mg' } }, 'A5', true],
    ['ties go to the lower price', [five, fiveCheaper], { options: { pack_size: 'strip of 5' } }, 'A5B', true],
    ['more matching options beat a lower price', [five, fiveCheaper], { options: { pack_size: 'strip of 5', strength: '500mg' } }, 'A5', true],
    ['price is ignored when counting', [three, five], { options: { pack_size: 'strip of 3' } }, 'A3', true],
    ['no selection falls back to the first available child', [gone, five, three], {}, 'A5', false],
    ['an out-of-stock SKU is skipped for the first available', [gone, three], { sku: 'A10' }, 'A3', false],
    ['a disabled child is never chosen', [disabled, three], { options: { pack_size: 'strip of 15' } }, 'A3', false],
  ])('%s', (_label, children, selection, sku, exact) => {
    expect(matchVariant(children, selection)).toEqual({ child: children.find((c) => c.sku === sku), exact });
  });

  it('says no available variants when every child is out of stock or disabled', () => {
    expect(matchVariant([gone, disabled], {})).toEqual({ child: null, error: NO_AVAILABLE_VARIANTS });
  });

  it('without fallback, a combination with no match is refused with the warning', () => {
    expect(matchVariant([three, five], { options: { pack_size: 'strip of 100' } }, { fallback: false })).toEqual({ child: null, error: NO_SUCH_CONFIGURATION });
  });
});

describe('offeredOptions', () => {
  it('offers only options and values with a label', () => {
    expect(
      offeredOptions([
        { attributeCode: 'pack_size', label: 'Pack size', values: [{ label: 'strip of 3' }, { label: ' ' }] },
        { attributeCode: 'colour', label: '', values: [{ label: 'red' }] },
        { attributeCode: 'flavour', label: 'Flavour', values: [{ label: '' }] },
      ]),
    ).toEqual([{ attributeCode: 'pack_size', label: 'Pack size', values: [{ label: 'strip of 3' }] }]);
  });
});
