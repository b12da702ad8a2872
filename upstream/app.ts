import { Hono } from 'hono';
import type { Db } from './db/open.ts';
import { fail } from './envelope.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { catalogueChangesRoutes } from './routes/catalogue-changes.ts';
import { searchMissRoutes } from './routes/search-misses.ts';
import { stockRoutes } from './routes/stock.ts';
import { urlMapRoutes } from './routes/url-map.ts';

/** The reference upstream: the pharmacy's REST services (design.md decision 3) on one SQLite file. */
export function createUpstreamApp(db: Db, options: { listOutOfStock: boolean } = { listOutOfStock: true }) {
  const app = new Hono();
  app.get('/health', (c) => c.json({ code: 200, result: 'ok' }));
  app.route('/api/catalog', catalogueRoutes(db, options));
  app.route('/api/catalog', catalogueChangesRoutes(db));
  app.route('/api/search/misses', searchMissRoutes(db));
  app.route('/api/stock', stockRoutes(db));
  app.route('/api/url', urlMapRoutes(db));
  app.route('/api/cart', cartRoutes(db));
  app.notFound((c) => fail(c, 404, 'Unknown endpoint'));
  app.onError((error, c) => {
    console.error('[upstream]', error);
    return fail(c, 500, 'Server Problem! try again after some time!');
  });
  return app;
}
