import { describe, expect, it } from 'vitest';
import { formatTable, ms, TARGETS, verdict } from './table.ts';

describe('formatTable', () => {
  it('sizes columns to their widest cell, the first left-aligned and the figures right-aligned', () => {
    expect(
      formatTable(
        ['operation', 'count', 'p95'],
        [
          ['page home', '12', '3.1'],
          ['gql place order', '7', '250'],
        ],
      ),
    ).toBe(['operation        count  p95', '---------------  -----  ---', 'page home           12  3.1', 'gql place order      7  250'].join('\n'));
  });

  it('leaves missing cells empty', () => {
    expect(formatTable(['a', 'b'], [['x']])).toBe(['a  b', '-  -', 'x'].join('\n'));
  });
});

describe('ms', () => {
  it.each([
    [0.04, '0.0'],
    [12.345, '12.3'],
    [99.94, '99.9'],
    [100, '100'],
    [1234.5, '1235'],
    [Number.NaN, '-'],
  ])('%d -> %s', (value, shown) => {
    expect(ms(value)).toBe(shown);
  });
});

describe('targets', () => {
  const target = (label: string) => TARGETS.find((t) => t.label.startsWith(label));

  it.each([
    ['page views', 'page product (on demand)', true],
    ['page views', 'page search results', true],
    ['page views', 'gql typeahead', false],
    ['search', 'gql typeahead', true],
    ['search', 'page search results', false],
    ['placing an order', 'gql place order', true],
    ['placing an order', 'gql staff place order', true],
    ['placing an order', 'gql estimation order now', false],
  ])('%s covers %s: %s', (label, op, covered) => {
    expect(target(label)?.covers(op)).toBe(covered);
  });

  it('is met strictly below its p95', () => {
    expect(verdict(99.9, { p95Ms: 100 })).toBe('met');
    expect(verdict(100, { p95Ms: 100 })).toBe('MISSED');
    expect(verdict(Number.NaN, { p95Ms: 100 })).toBe('no samples');
  });
});
