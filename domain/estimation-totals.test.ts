import { describe, expect, it } from 'vitest';
import { estimationTotals, lineFigures, mayShare, percentOf } from './estimation-totals.ts';

const strip = (n: number) => `strip of ${n} tablets`;

describe('lineFigures', () => {
  it('saves what the customer pays less for whole suggested packs giving the units asked for', () => {
    // 3 strips of 10 at ₹223.42 = 30 tablets; the alternative is ₹116.51 a strip of 6: 5 strips.
    const f = lineFigures({
      qty: 3,
      choice: 'REQUESTED',
      requested: { pricePaise: 22342, packSizeLabel: strip(10) },
      suggested: { pricePaise: 11651, packSizeLabel: strip(6) },
    });
    expect(f.requestedTotal).toBe(67026);
    expect(f.suggestedQty).toBe(5);
    expect(f.suggestedTotal).toBe(58255);
    expect(f.saving).toBe(8771);
    expect(f.savingPercent).toBe(13.1); // 8771 / 67026 = 13.086 %
    expect(f.chosenTotal).toBe(67026);
  });

  it('saves nothing when the whole packs of a suggestion cheaper per unit cost more than the packs asked for', () => {
    // 2 strips of 10 = 20 tablets: 4 strips of 6 (24 tablets) cost ₹466.04 against ₹446.84.
    const f = lineFigures({
      qty: 2,
      choice: 'REQUESTED',
      requested: { pricePaise: 22342, packSizeLabel: strip(10) },
      suggested: { pricePaise: 11651, packSizeLabel: strip(6) },
    });
    expect(f).toMatchObject({ suggestedQty: 4, requestedTotal: 44684, suggestedTotal: 46604, saving: 0, savingPercent: 0 });
  });

  it('costs the suggested packs when the suggestion is chosen', () => {
    const f = lineFigures({
      qty: 3,
      choice: 'SUGGESTED',
      requested: { pricePaise: 1000, packSizeLabel: strip(10) },
      suggested: { pricePaise: 800, packSizeLabel: strip(10) },
    });
    expect(f).toEqual({ suggestedQty: 3, requestedTotal: 3000, suggestedTotal: 2400, saving: 600, savingPercent: 20, chosenTotal: 2400 });
  });

  it('saves nothing without a suggestion, or when the packs count different units', () => {
    const none = lineFigures({ qty: 2, choice: 'SUGGESTED', requested: { pricePaise: 500, packSizeLabel: strip(10) }, suggested: null });
    expect(none).toEqual({ suggestedQty: null, requestedTotal: 1000, suggestedTotal: null, saving: 0, savingPercent: 0, chosenTotal: 1000 });
    const liquid = lineFigures({
      qty: 1,
      choice: 'SUGGESTED',
      requested: { pricePaise: 500, packSizeLabel: strip(10) },
      suggested: { pricePaise: 100, packSizeLabel: 'bottle of 100 ml Syrup' },
    });
    expect(liquid.saving).toBe(0);
    expect(liquid.chosenTotal).toBe(500);
  });

  it('never counts a dearer suggestion as a negative saving', () => {
    const f = lineFigures({
      qty: 1,
      choice: 'REQUESTED',
      requested: { pricePaise: 100, packSizeLabel: strip(10) },
      suggested: { pricePaise: 200, packSizeLabel: strip(10) },
    });
    expect(f.saving).toBe(0);
  });
});

describe('estimationTotals and the share rule', () => {
  const cheaper = {
    qty: 1,
    choice: 'REQUESTED' as const,
    requested: { pricePaise: 1000, packSizeLabel: strip(10) },
    suggested: { pricePaise: 750, packSizeLabel: strip(10) },
  };
  const alone = { qty: 2, choice: 'REQUESTED' as const, requested: { pricePaise: 300, packSizeLabel: strip(15) }, suggested: null };

  it('adds the lines, a line without a suggestion as requested', () => {
    expect(estimationTotals([cheaper, alone])).toEqual({ requested: 1600, suggested: 1350, saving: 250, savingPercent: 15.6, chosen: 1600 });
    expect(estimationTotals([{ ...cheaper, choice: 'SUGGESTED' }, alone]).chosen).toBe(1350);
  });

  it('is zero for no lines', () => {
    expect(estimationTotals([])).toEqual({ requested: 0, suggested: 0, saving: 0, savingPercent: 0, chosen: 0 });
  });

  it('may share only what saves something', () => {
    expect(mayShare([cheaper, alone])).toBe(true);
    expect(mayShare([alone])).toBe(false);
    expect(mayShare([])).toBe(false);
  });

  it('rounds percentages to one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(5, 0)).toBe(0);
  });
});
