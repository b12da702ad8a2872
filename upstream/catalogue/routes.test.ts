import { describe, expect, it } from 'vitest';
import { refusal } from '../../test-utils/refusal.ts';
import { setupTestUpstream } from '../../test-utils/upstream.ts';

const t = setupTestUpstream();
const { call } = t;

describe('catalogue', () => {
  it('answers a product by SKU in the spec shape with rupee strings', async () => {
    const { status, body } = await call('/api/catalog/product?sku=MED000001');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({
      name: 'Augmentin 625 Duo Tablet',
      original_price: '223.42',
      price: '187.67',
      discount: 16,
      prescription_required: true,
      mfg_name: 'Glaxo SmithKline Pharmaceuticals Ltd',
      saltinfo: 'Amoxycillin (500mg) + Clavulanic Acid (125mg)',
      pack_size: 'strip of 10 tablets',
      url_path: 'p/MED000001/augmentin-625-duo-tablet',
    });
  });

  it('finds by parent SKU and slug, and 404s a disabled or unknown product', async () => {
    expect((await call('/api/catalog/product?parentSku=MED000001&slug=augmentin-625-duo-tablet')).status).toBe(200);
    expect((await call('/api/catalog/product?parentSku=MED000001&slug=wrong')).status).toBe(404);
    expect((await call("/api/catalog/product?sku=' OR 1=1 --")).status).toBe(404);
    const discontinued = await t.upstream.db.selectFrom('products').select('sku').where('status', '=', 2).orderBy('id').limit(1).executeTakeFirst();
    expect((await call(`/api/catalog/product?sku=${discontinued?.sku}`)).body).toEqual(refusal(404, "The product that was requested doesn't exist"));
    expect((await call('/api/catalog/product')).body.result).toBe('Please provide the search key sku for product/single action!');
  });

  it('lists a category with visibility and status filters, paging normalised', async () => {
    const { body } = await call('/api/catalog/products?category_id=11&size=-5&start=-3');
    expect(body.result.perPage).toBe(50);
    expect(body.result.start).toBe(0);
    expect(body.result.items.length).toBeGreaterThan(0);
    expect(body.result.items.every((p: any) => p.status === 1 && p.category_ids.includes(11))).toBe(true);
    const garbage = await call('/api/catalog/products?size=abc&sort=DROP%20TABLE');
    expect(garbage.status).toBe(200);
    expect(garbage.body.result.perPage).toBe(50);
  });

  it('maps URLs to products and categories, 404 otherwise', async () => {
    const product = await call('/api/url/map', { method: 'POST', body: { url: '/p/MED000001/augmentin-625-duo-tablet' } });
    expect(product.body.result._type).toBe('product');
    const category = await call('/api/url/map', { method: 'POST', body: { url: '/c/antibiotics' } });
    expect(category.body.result).toMatchObject({ _type: 'category', _source: { id: 11 } });
    expect((await call('/api/url/map', { method: 'POST', body: { url: '/nothing/here' } })).status).toBe(404);
    expect((await call('/api/url/map', { method: 'POST', body: 'not json' })).status).toBe(400);
  });
});

describe('stock', () => {
  it('checks one SKU and lists at most 15', async () => {
    expect((await call('/api/stock/check?sku=MED000001')).body.result).toMatchObject({ sku: 'MED000001', product_id: 1 });
    const sixteen = Array.from({ length: 16 }, (_, i) => `MED${String(i + 1).padStart(6, '0')}`).join(',');
    expect((await call(`/api/stock/list?skus=${sixteen}`)).status).toBe(400);
  });
});
