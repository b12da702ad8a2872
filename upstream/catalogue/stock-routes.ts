import { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import { fail, ok } from '../http/envelope.ts';
import { findProduct } from './products.ts';
import { stockToWire } from './wire.ts';

/** Stock batches are 15 SKUs (storefront.md §7, §9). */
export const STOCK_BATCH = 15;

async function stockOf(db: Db, sku: string) {
  const row = await findProduct(db, { sku });
  return row ? stockToWire(row) : undefined;
}

export function stockRoutes(db: Db) {
  const app = new Hono();

  app.get('/check', async (c) => {
    const sku = c.req.query('sku');
    if (!sku) return fail(c, 400, 'Please provide the search key sku for stock/check action!');
    const stock = await stockOf(db, sku);
    return stock ? ok(c, stock) : fail(c, 404, "The product that was requested doesn't exist");
  });

  app.get('/list', async (c) => {
    const skus = (c.req.query('skus') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (skus.length === 0) return fail(c, 400, 'Please provide the search key skus for stock/list action!');
    if (skus.length > STOCK_BATCH) return fail(c, 400, `At most ${STOCK_BATCH} SKUs in one stock list`);
    const stocks = await Promise.all(skus.map((sku) => stockOf(db, sku)));
    return ok(
      c,
      stocks.flatMap((stock) => stock ?? []),
    );
  });

  return app;
}
