import { describe, expect, it } from 'vitest';
import { CHECK_PRICE_AFTER_MS, cartHash, DEFAULT_MERGE_OPTIONS, itemsMatch, type MergeOptions, needsCheckPrice, planCartMerge } from './cart-merge.ts';

const forced: MergeOptions = { ...DEFAULT_MERGE_OPTIONS, forceClientState: true };
const serverMayChange: MergeOptions = { forceClientState: false, serverSyncCanRemoveLocalItems: true, serverSyncCanModifyLocalItems: true };

describe('planCartMerge (storefront.md §4)', () => {
  it.each([
    ['both empty', [], [], DEFAULT_MERGE_OPTIONS, []],
    ['a local line missing on the server is pushed up', [{ sku: 'A', qty: 2 }], [], DEFAULT_MERGE_OPTIONS, [{ kind: 'push', sku: 'A', qty: 2 }]],
    [
      'a line deleted on the server (it had an item id) is pushed again by default: sync never removes local lines',
      [{ sku: 'A', qty: 2, serverItemId: 7 }],
      [],
      DEFAULT_MERGE_OPTIONS,
      [{ kind: 'push', sku: 'A', qty: 2 }],
    ],
    [
      '... and removed locally when the server may remove local items',
      [{ sku: 'A', qty: 2, serverItemId: 7 }],
      [],
      serverMayChange,
      [{ kind: 'removeLocal', sku: 'A' }],
    ],
    [
      'a never-synced line is pushed even when the server may remove local items',
      [{ sku: 'A', qty: 2 }],
      [],
      serverMayChange,
      [{ kind: 'push', sku: 'A', qty: 2 }],
    ],
    [
      'a quantity mismatch updates the server by default',
      [{ sku: 'A', qty: 3, serverItemId: 7 }],
      [{ itemId: 7, sku: 'A', qty: 1 }],
      DEFAULT_MERGE_OPTIONS,
      [{ kind: 'updateServer', sku: 'A', itemId: 7, qty: 3 }],
    ],
    [
      '... and the local copy when the server may modify local items',
      [{ sku: 'A', qty: 3, serverItemId: 7 }],
      [{ itemId: 7, sku: 'A', qty: 1 }],
      serverMayChange,
      [{ kind: 'updateLocal', sku: 'A', qty: 1 }],
    ],
    [
      '... but the server again when the client state is forced',
      [{ sku: 'A', qty: 3, serverItemId: 7 }],
      [{ itemId: 7, sku: 'A', qty: 1 }],
      { ...serverMayChange, forceClientState: true },
      [{ kind: 'updateServer', sku: 'A', itemId: 7, qty: 3 }],
    ],
    [
      'a server line missing locally is added locally',
      [],
      [{ itemId: 9, sku: 'B', qty: 2 }],
      DEFAULT_MERGE_OPTIONS,
      [{ kind: 'addLocal', sku: 'B', qty: 2, itemId: 9 }],
    ],
    [
      '... and deleted on the server when the client state is forced',
      [],
      [{ itemId: 9, sku: 'B', qty: 2 }],
      forced,
      [{ kind: 'deleteOnServer', sku: 'B', itemId: 9 }],
    ],
    [
      'equal lines are only linked to their server item',
      [{ sku: 'A', qty: 2 }],
      [{ itemId: 7, sku: 'A', qty: 2 }],
      DEFAULT_MERGE_OPTIONS,
      [{ kind: 'link', sku: 'A', itemId: 7 }],
    ],
    ['already linked equal lines need nothing', [{ sku: 'A', qty: 2, serverItemId: 7 }], [{ itemId: 7, sku: 'A', qty: 2 }], DEFAULT_MERGE_OPTIONS, []],
  ] as const)('%s', (_label, local, server, options, expected) => {
    expect(planCartMerge(local, server, options)).toEqual(expected);
  });

  it('never doubles a quantity: applying the plan twice gives the same cart (reloads)', () => {
    const local = [{ sku: 'A', qty: 2 }];
    const first = planCartMerge(local, []);
    expect(first).toEqual([{ kind: 'push', sku: 'A', qty: 2 }]);
    // After the push the server has the line with the local quantity; a second sync only links it.
    expect(planCartMerge(local, [{ itemId: 1, sku: 'A', qty: 2 }])).toEqual([{ kind: 'link', sku: 'A', itemId: 1 }]);
    expect(planCartMerge([{ sku: 'A', qty: 2, serverItemId: 1 }], [{ itemId: 1, sku: 'A', qty: 2 }])).toEqual([]);
  });
});

describe('itemsMatch (§4 item matching)', () => {
  it.each([
    ['simple lines by SKU', { sku: 'A', qty: 1 }, { itemId: 1, sku: 'A', qty: 1 }, true],
    ['different SKUs', { sku: 'A', qty: 1 }, { itemId: 1, sku: 'B', qty: 1 }, false],
    ['configurable children by SKU', { sku: 'CHILD-1', qty: 1, typeId: 'configurable' }, { itemId: 1, sku: 'CHILD-1', qty: 1 }, true],
    ['bundles by server item id', { sku: 'X', qty: 1, typeId: 'bundle', serverItemId: 4 }, { itemId: 4, sku: 'Y', qty: 1 }, true],
    ['bundles by checksum', { sku: 'X', qty: 1, typeId: 'bundle', checksum: 'c1' }, { itemId: 4, sku: 'X', qty: 1, checksum: 'c1' }, true],
    ['bundles with another checksum, same SKU', { sku: 'X', qty: 1, typeId: 'bundle', checksum: 'c1' }, { itemId: 4, sku: 'X', qty: 1, checksum: 'c2' }, false],
    ['custom options by checksum', { sku: 'X', qty: 1, hasCustomOptions: true, checksum: 'c9' }, { itemId: 5, sku: 'X', qty: 1, checksum: 'c9' }, true],
    ['custom options without id or checksum', { sku: 'X', qty: 1, hasCustomOptions: true }, { itemId: 5, sku: 'X', qty: 1 }, false],
  ] as const)('%s -> %s', (_label, local, server, expected) => {
    expect(itemsMatch(local, server)).toBe(expected);
  });
});

describe('cartHash and checkPrice', () => {
  it('is the same for the same lines in any order, and changes with a quantity', () => {
    const a = cartHash([
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 2 },
    ]);
    expect(
      cartHash([
        { sku: 'B', qty: 2 },
        { sku: 'A', qty: 1 },
      ]),
    ).toBe(a);
    expect(
      cartHash([
        { sku: 'A', qty: 1 },
        { sku: 'B', qty: 3 },
      ]),
    ).not.toBe(a);
    expect(cartHash([])).toMatch(/^[0-9a-f]{8}$/);
  });

  it.each([
    [{ loggedIn: false, lastTotalsSyncAt: 1000, now: 1000 }, true],
    [{ loggedIn: true, lastTotalsSyncAt: null, now: 1000 }, true],
    [{ loggedIn: true, lastTotalsSyncAt: 0, now: CHECK_PRICE_AFTER_MS }, false],
    [{ loggedIn: true, lastTotalsSyncAt: 0, now: CHECK_PRICE_AFTER_MS + 1 }, true],
  ])('checkPrice for %j -> %s', (input, expected) => {
    expect(needsCheckPrice(input)).toBe(expected);
  });
});
