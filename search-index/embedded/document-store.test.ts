import { describe, expect, it } from 'vitest';
import { catalogueDocuments } from '../../test-utils/search-documents.ts';
import type { SearchDocument } from '../port.ts';
import { DocumentStore } from './document-store.ts';

const SEED = catalogueDocuments();

describe('the document store', () => {
  it('gives back every seed document exactly as it was stored, after trimming too', () => {
    const store = new DocumentStore();
    SEED.forEach((doc, ordinal) => {
      store.set(ordinal, doc);
    });
    store.trim();
    expect(store.size).toBe(SEED.length);
    SEED.forEach((doc, ordinal) => {
      expect(store.get(ordinal)).toStrictEqual(doc);
    });
  });

  it('keeps text in any script, configurable children and a null option label', () => {
    const store = new DocumentStore();
    const base = SEED[0] as SearchDocument;
    const configurable: SearchDocument = {
      ...base,
      typeId: 'configurable',
      configurableOptions: [{ attributeCode: 'pack_size', attributeId: 7, label: 'Pack', values: [{ valueIndex: 1, label: '10 tablets' }] }],
      configurableChildren: [
        {
          id: 9,
          sku: 'C-1',
          slug: 'c-1',
          status: 1,
          inStock: true,
          stockQty: 4,
          pricePaise: 1000,
          mrpPaise: 1200,
          discountPercent: 16,
          attributes: { pack_size: '10 tablets' },
        },
      ],
    };
    const odd: SearchDocument = { ...(SEED[0] as SearchDocument), name: 'অগমেন্টিন ६२५ ଟାବଲେଟ୍ — 10’s', optionLabel: null, discountPercent: 12.5 };
    store.set(0, configurable);
    store.set(1, odd);
    expect(store.get(0)).toStrictEqual(configurable);
    expect(store.get(1)).toStrictEqual(odd);
  });

  it('replaces a document in place and counts the text it left behind', () => {
    const store = new DocumentStore();
    const first = SEED[0] as SearchDocument;
    store.set(0, first);
    store.set(1, SEED[1] as SearchDocument);
    const renamed = { ...first, name: `${first.name} (new pack)`, pricePaise: first.pricePaise + 100, inStock: !first.inStock };
    store.set(0, renamed);
    expect(store.get(0)).toStrictEqual(renamed);
    expect(store.get(1)).toStrictEqual(SEED[1]);
    expect(store.size).toBe(2);
    expect(store.textBytes.wasted).toBeGreaterThan(first.name.length);
  });

  it('refuses an ordinal it does not hold', () => {
    const store = new DocumentStore();
    store.set(0, SEED[0] as SearchDocument);
    expect(() => store.get(1)).toThrow(RangeError);
    expect(() => store.get(-1)).toThrow(RangeError);
  });
});
