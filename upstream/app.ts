import { Hono } from 'hono';
import { requireUser } from './auth/require-user.ts';
import { sessionServices } from './auth/session.ts';
import { authSecret, tokenService } from './auth/tokens.ts';
import type { Db } from './db/open.ts';
import { fail } from './envelope.ts';
import { mountAccountRoutes } from './routes/account.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { catalogueChangesRoutes } from './routes/catalogue-changes.ts';
import { devRoutes } from './routes/dev.ts';
import { profileRoutes } from './routes/profile.ts';
import { searchMissRoutes } from './routes/search-misses.ts';
import { stockRoutes } from './routes/stock.ts';
import { urlMapRoutes } from './routes/url-map.ts';
import { userRoutes } from './routes/users.ts';
import { createSmsSender, type SmsSender } from './sms/sender.ts';

/** The reference upstream: the pharmacy's REST services (design.md decision 3) on one SQLite file. */
export interface UpstreamOptions {
  listOutOfStock: boolean;
  /** AUTH_SECRET; unset, a key kept in the database is used (upstream/auth/tokens.ts). */
  authSecret?: string | undefined;
  /** Where uploads are stored (outside the web root). */
  uploadDir?: string;
  /** The clock (tests move it to expire codes and tokens). */
  now?: () => Date;
  /** Sends the one-time passwords (SMS_SENDER); the sms_outbox table when not given. */
  smsSender?: SmsSender;
  /** DEV_TOOLS: mounts /api/dev/* (the SMS outbox, moving orders along). Off when not given. */
  devTools?: boolean;
  /** The storefront's public origin, for links sent by SMS. */
  siteUrl?: string;
  /** stock.synchronize (STOCK_SYNCHRONIZE): off, every cart line is volatile. On when not given. */
  stockSynchronize?: boolean;
  /** GATEWAY_SECRET: the gateway's proof that a forwarded customer address is real. */
  gatewaySecret?: string | undefined;
}

export function createUpstreamApp(db: Db, options: UpstreamOptions = { listOutOfStock: true }) {
  const now = options.now ?? (() => new Date());
  const secret = authSecret(db, options.authSecret);
  const tokens = tokenService(secret, now);
  const signedIn = requireUser(db, tokens);
  const session = sessionServices(db, {
    secret,
    tokens,
    now,
    sms: options.smsSender ?? createSmsSender('outbox', db, now),
    gatewaySecret: options.gatewaySecret,
  });
  const app = new Hono();
  app.get('/health', (c) => c.json({ code: 200, result: 'ok' }));
  app.route('/api/catalog', catalogueRoutes(db, options));
  app.route('/api/catalog', catalogueChangesRoutes(db));
  app.route('/api/search/misses', searchMissRoutes(db));
  app.route('/api/stock', stockRoutes(db));
  app.route('/api/url', urlMapRoutes(db));
  app.route('/api/cart', cartRoutes(db, tokens, { synchronized: options.stockSynchronize ?? true, now }));
  // Everything under /api/account is the signed-in customer's own data (c.get('user')).
  app.use('/api/account/*', signedIn);
  app.route('/api/users', userRoutes(db, session));
  app.route('/api/account', profileRoutes(db, session));
  if (options.devTools) app.route('/api/dev', devRoutes(db));
  mountAccountRoutes(app, db, options, now);
  app.notFound((c) => fail(c, 404, 'Unknown endpoint'));
  app.onError((error, c) => {
    console.error('[upstream]', error);
    return fail(c, 500, 'Server Problem! try again after some time!');
  });
  return app;
}
