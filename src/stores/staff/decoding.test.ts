import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { addPicked, checkLines, decodeLinkRef, type PickedLine, parseDecodeLink, removePicked, setPickedQty } from './decoding.ts';

const amox = { sku: 'MED000010', name: 'Amoxyclav 625 Tablet', saltinfo: 'Amoxycillin (500mg) + Clavulanic Acid (125mg)' };
const azee = { sku: 'MED000020', name: 'Azee 500 Tablet', saltinfo: 'Azithromycin (500mg)' };
const line = (sku: string, qty: string): PickedLine => ({ sku, name: sku, saltinfo: '', qty });

describe('the products picked from a prescription', () => {
  it('adds a product once, with quantity 1, keeping the order picked; picking it again changes nothing', () => {
    const one = addPicked([], amox);
    const two = addPicked(one, azee);
    expect(two).toEqual([
      { ...amox, qty: '1' },
      { ...azee, qty: '1' },
    ]);
    expect(addPicked(setPickedQty(two, amox.sku, '3'), amox)).toEqual([
      { ...amox, qty: '3' },
      { ...azee, qty: '1' },
    ]);
    expect(removePicked(two, amox.sku)).toEqual([{ ...azee, qty: '1' }]);
  });

  it.each([
    ['nothing picked', [], { message: MESSAGES.noProducts, sku: null }],
    ['quantity 0', [line('A', '2'), line('B', '0')], { message: MESSAGES.quantityAboveZero, sku: 'B' }],
    ['quantity -1', [line('A', '-1')], { message: MESSAGES.quantityAboveZero, sku: 'A' }],
    ['quantity abc', [line('A', 'abc')], { message: MESSAGES.quantityPositiveInteger, sku: 'A' }],
    ['quantity 1.5', [line('A', '1.5')], { message: MESSAGES.quantityPositiveInteger, sku: 'A' }],
    ['an empty quantity', [line('A', ' ')], { message: MESSAGES.quantityPositiveInteger, sku: 'A' }],
    ['quantity 10001', [line('A', '10001')], { message: MESSAGES.quantityBelow(10001), sku: 'A' }],
  ])('refuses %s, naming the line', (_case, lines, expected) => {
    expect(checkLines(lines)).toMatchObject({ ok: false, ...expected });
  });

  it('gives the lines as the server takes them', () => {
    expect(checkLines([line('A', ' 2 '), line('B', '10000')])).toEqual({
      ok: true,
      lines: [
        { sku: 'A', qty: 2 },
        { sku: 'B', qty: 10000 },
      ],
    });
  });
});

describe('the decoding link /dpfc/{cusSid_adminId}', () => {
  it.each([
    ['3f9a1c0d_12', { cusSid: '3f9a1c0d', adminId: '12' }],
    ['a_b_c', { cusSid: 'a_b', adminId: 'c' }],
    ['_12', null],
    ['abc_', null],
    ['abc', null],
  ])('%s', (ref, expected) => {
    expect(parseDecodeLink(ref)).toEqual(expected);
  });

  it('is made back from its parts', () => {
    expect(parseDecodeLink(decodeLinkRef('3f9a1c0d', '7'))).toEqual({ cusSid: '3f9a1c0d', adminId: '7' });
  });
});
