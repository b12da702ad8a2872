import { describe, expect, it } from 'vitest';
import { applyChanges, type CartChange, sameChange } from './cart-offline.ts';

const line = (sku: string, qty: number, pricePaise = 1000) => ({ sku, qty, pricePaise, rowTotalPaise: pricePaise * qty });
const info = { name: 'Dolo 650 Tablet', pricePaise: 3000, urlPath: '/p/MED000002/dolo', prescriptionRequired: false };
const add = (sku: string, qty: number, requestId = `req-${sku}-${qty}`): CartChange => ({ kind: 'add', sku, qty, requestId, line: info });
const newLine = (change: Extract<CartChange, { kind: 'add' }>) => ({ sku: change.sku, qty: 0, pricePaise: change.line.pricePaise, rowTotalPaise: 0 });

describe('the cart changes waiting on the phone, applied to the server’s lines (issue 13)', () => {
  it.each<[string, ReturnType<typeof line>[], CartChange[], ReturnType<typeof line>[]]>([
    ['nothing waiting', [line('A', 1)], [], [line('A', 1)]],
    ['an add of a new product makes its line from the product page', [line('A', 1)], [add('B', 2)], [line('A', 1), line('B', 2, 3000)]],
    ['an add of a product in the cart adds to its quantity', [line('A', 1)], [add('A', 2)], [line('A', 3)]],
    ['a quantity is set, with its row total', [line('A', 1)], [{ kind: 'set', sku: 'A', qty: 4 }], [line('A', 4)]],
    ['a removal removes the line', [line('A', 1), line('B', 1)], [{ kind: 'remove', sku: 'A' }], [line('B', 1)]],
    ['a quantity for a line no longer there changes nothing', [line('A', 1)], [{ kind: 'set', sku: 'Z', qty: 4 }], [line('A', 1)]],
    ['in order: removed, then added again', [line('A', 5)], [{ kind: 'remove', sku: 'A' }, add('A', 1)], [line('A', 1, 3000)]],
    ['in order: added, set, added again', [], [add('B', 1), { kind: 'set', sku: 'B', qty: 3 }, add('B', 1, 'second')], [line('B', 4, 3000)]],
  ])('%s', (_label, lines, changes, expected) => {
    expect(applyChanges(lines, changes, newLine)).toEqual(expected);
  });

  it('leaves the server’s lines as they were', () => {
    const lines = [line('A', 1)];
    applyChanges(lines, [{ kind: 'set', sku: 'A', qty: 9 }, add('B', 1)], newLine);
    expect(lines).toEqual([line('A', 1)]);
  });

  it.each<[string, CartChange, CartChange, boolean]>([
    ['the same add (its request id)', add('A', 1, 'r1'), add('A', 1, 'r1'), true],
    ['another add of the same product', add('A', 1, 'r1'), add('A', 1, 'r2'), false],
    ['the same quantity', { kind: 'set', sku: 'A', qty: 2 }, { kind: 'set', sku: 'A', qty: 2 }, true],
    ['another quantity', { kind: 'set', sku: 'A', qty: 2 }, { kind: 'set', sku: 'A', qty: 3 }, false],
    ['a removal of the same product', { kind: 'remove', sku: 'A' }, { kind: 'remove', sku: 'A' }, true],
    ['another product', { kind: 'remove', sku: 'A' }, { kind: 'remove', sku: 'B' }, false],
    ['another kind', { kind: 'remove', sku: 'A' }, { kind: 'set', sku: 'A', qty: 1 }, false],
  ])('sameChange: %s', (_label, a, b, same) => {
    expect(sameChange(a, b)).toBe(same);
  });
});
