import type { Hono } from 'hono';
import type { UpstreamOptions } from '../app.ts';
import { authSecret } from '../auth/tokens.ts';
import type { Db } from '../db/open.ts';
import type { AccountDeps } from './account-deps.ts';
import { addressRoutes } from './addresses.ts';
import { devOrderRoutes } from './dev-orders.ts';
import { notificationRoutes } from './notifications.ts';
import { buyAgainRoutes, orderRoutes } from './orders.ts';
import { patientRoutes } from './patients.ts';
import { paymentRoutes } from './payments.ts';
import { pincodeRoutes } from './pincodes.ts';
import { ticketRoutes } from './tickets.ts';
import { fileRoutes, prescriptionRoutes, uploadLinkRoutes } from './uploads.ts';
import { walletRoutes } from './wallet.ts';

/**
 * The account services: public pin-code checks and SMS upload links, the signed-in customer's own
 * records under /api/account (behind requireUser, mounted by the caller), and /api/dev with DEV_TOOLS.
 */
export function mountAccountRoutes(app: Hono, db: Db, options: UpstreamOptions, now: () => Date): void {
  const deps: AccountDeps = {
    db,
    now,
    secret: authSecret(db, options.authSecret),
    uploadDir: options.uploadDir ?? 'var/uploads',
    siteUrl: options.siteUrl ?? 'http://localhost:4321',
  };
  app.route('/api/pincodes', pincodeRoutes(db));
  app.route('/api/upload-links', uploadLinkRoutes(deps));
  app.route('/api/account/addresses', addressRoutes(db, now));
  app.route('/api/account/patients', patientRoutes(db, now));
  app.route('/api/account/orders', orderRoutes(deps));
  app.route('/api/account/buy-again', buyAgainRoutes(deps));
  app.route('/api/account/prescriptions', prescriptionRoutes(deps));
  app.route('/api/account/files', fileRoutes(deps));
  app.route('/api/account/tickets', ticketRoutes(deps));
  app.route('/api/account/notifications', notificationRoutes(db, now));
  app.route('/api/account/wallet', walletRoutes(db));
  app.route('/api/account/payments', paymentRoutes(deps));
  if (options.devTools) app.route('/api/dev/orders', devOrderRoutes(deps));
}
