import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { DEFAULT_FIND_EVERY_MINUTES, DEFAULT_INACTIVE_DAYS } from '../domain/retention.ts';
import type { Geocoder } from './addresses/geocoder.ts';
import { locateRoutes } from './addresses/locate-routes.ts';
import { developmentGeocoder } from './addresses/nearest-post-office.ts';
import { pincodeRoutes } from './addresses/pincode-routes.ts';
import { addressRoutes } from './addresses/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogueChangesRoutes } from './catalogue/changes-routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { stockRoutes } from './catalogue/stock-routes.ts';
import { urlMapRoutes } from './catalogue/url-map-routes.ts';
import type { DevClock } from './cms/dev-clock.ts';
import { devClockRoutes } from './cms/dev-clock.ts';
import { cmsEditorRoutes, cmsPublicRoutes } from './cms/routes.ts';
import { cmsImageRoutes, cmsMediaRoutes } from './cms-images/routes.ts';
import type { ExternalProviderChoice } from './config.ts';
import type { Db } from './db/open.ts';
import { devRoutes } from './dev/routes.ts';
import { createEngagementService, type EngagementService } from './engagement/service.ts';
import { estimationRoutes, savingsLinkRoutes } from './estimations/routes.ts';
import type { ServiceDeps } from './http/deps.ts';
import { fail } from './http/envelope.ts';
import { jobApplicationRoutes, jobRoutes } from './jobs/routes.ts';
import { campRoutes } from './leads/camp-routes.ts';
import type { LeadDeps } from './leads/deps.ts';
import { followUpRoutes } from './leads/follow-up-routes.ts';
import { leadFileRoutes, leadRoutes } from './leads/routes.ts';
import { createMailSender, type MailSender } from './mail/sender.ts';
import { mailOutboxRoutes, newsletterRoutes } from './newsletter/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { notifyMeRoutes } from './notify-me/routes.ts';
import { devOrderRoutes } from './orders/dev-routes.ts';
import { buyAgainRoutes, orderRoutes } from './orders/routes.ts';
import { resetLinkDelivery } from './password-reset/delivery.ts';
import { passwordLoginRoutes, passwordResetRoutes } from './password-reset/routes.ts';
import { patientRoutes } from './patients/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { prescriptionApprovalRoutes } from './prescriptions/approval-routes.ts';
import { fileRoutes, prescriptionRoutes } from './prescriptions/routes.ts';
import { uploadLinkRoutes } from './prescriptions/upload-link-routes.ts';
import type { RetentionSettings } from './retention/find-calls.ts';
import { retentionRoutes } from './retention/routes.ts';
import { searchMissRoutes } from './search-misses/routes.ts';
import { developmentCallerId } from './session/external/caller-id.ts';
import { devExternalRoutes, externalSignInRoutes } from './session/external/routes.ts';
import { externalSignIn } from './session/external/service.ts';
import { developmentSocial } from './session/external/social.ts';
import { profileRoutes } from './session/profile-routes.ts';
import { type AuthDeps, requireUser } from './session/require-user.ts';
import { userRoutes } from './session/routes.ts';
import type { SessionServices } from './session/services.ts';
import { sessionServices } from './session/services.ts';
import { authSecret, tokenService } from './session/tokens.ts';
import { createSmsSender, type SmsSender } from './sms/sender.ts';
import { staffCallerRoutes } from './staff/caller-routes.ts';
import { staffCustomerRoutes } from './staff/customer-routes.ts';
import { staffLoginRoutes } from './staff/login-routes.ts';
import { orderMetricsRoutes } from './staff/metrics-routes.ts';
import { requireStaff, requireStaffOrActing } from './staff/require-staff.ts';
import { accountActivityRoutes, staffTrailRoutes } from './staff/trail-routes.ts';
import { createSupportDesk, type SupportDesk } from './support/desk.ts';
import { supportInboxRoutes, supportRoutes } from './support/routes.ts';
import { ticketRoutes } from './tickets/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** The reference upstream: the pharmacy's REST services (design.md decision 3) on one SQLite file. */
export interface UpstreamOptions {
  listOutOfStock: boolean;
  /** AUTH_SECRET; unset, a key kept in the database is used (upstream/session/tokens.ts). */
  authSecret?: string | undefined;
  /** Where uploads are stored (outside the web root). */
  uploadDir?: string;
  /** MEDIA_DIR: where the editor's images are kept (public through /api/cms/media); var/media when not given. */
  mediaDir?: string;
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
  /** RETENTION_INACTIVE_DAYS and RETENTION_FIND_EVERY_MINUTES; 30 days and 15 minutes when not given. */
  retention?: RetentionSettings;
  /** Sends messages to customers (ENGAGEMENT_SERVICE); the engagement_outbox table when not given. */
  engagement?: EngagementService;
  /** DEV_TOOLS: the movable clock behind `now`, moved by /api/dev/clock (issue 18; upstream/server.ts makes it). */
  devClock?: DevClock;
  /** The geocoding port of "use my location" (issue 20); the nearest post office of the project's pin-code data when not given. */
  geocoder?: Geocoder;
  /** Takes customers' call-back requests (issue 20); the support_callbacks table (the development inbox) when not given. */
  supportDesk?: SupportDesk;
  /**
   * Caller-id and social sign-in (issue 20): which providers (config.ts externalSignInChoice) and the key
   * of the development providers' codes; not given, the development providers exactly with DEV_TOOLS.
   */
  externalSignIn?: { callerId: ExternalProviderChoice; social: ExternalProviderChoice; key?: string | undefined };
  /** Sends e-mail (issue 20: the newsletter's coupon, password reset links; MAIL_SENDER); the mail_outbox table when not given. */
  mailSender?: MailSender;
}

export async function createUpstreamApp(db: Db, options: UpstreamOptions = { listOutOfStock: true }) {
  const now = options.now ?? (() => new Date());
  const secret = await authSecret(db, options.authSecret);
  const tokens = tokenService(secret, now);
  const sms = options.smsSender ?? createSmsSender('outbox', db, now);
  const session = sessionServices(db, {
    secret,
    tokens,
    now,
    sms,
    gatewaySecret: options.gatewaySecret,
  });
  const auth: AuthDeps = { db, tokens, now, clientAddress: session.clientAddress };
  const signedIn = requireUser(auth);
  const app = new Hono();
  app.get('/health', (c) => c.json({ code: 200, result: 'ok' }));
  app.route('/api/catalog', catalogueRoutes(db, options));
  app.route('/api/catalog', catalogueChangesRoutes(db));
  app.route('/api/search/misses', searchMissRoutes(db, requireStaff(auth, ['admin'])));
  app.route('/api/stock', stockRoutes(db));
  app.route('/api/url', urlMapRoutes(db));
  app.route('/api/cart', cartRoutes(auth, { synchronized: options.stockSynchronize ?? true, now }));
  // Everything under /api/account is the signed-in customer's own data (c.get('user')).
  app.use('/api/account/*', signedIn);
  app.route('/api/users', userRoutes(db, session));
  mountExternalSignIn(app, db, session, secret, options);
  mountStaffServices(app, auth, session);
  // Migration and retention calls (issue 17): advisers and admins only.
  app.use('/api/staff/retention/*', requireStaff(auth, ['admin', 'adviser']));
  app.route(
    '/api/staff/retention',
    retentionRoutes({
      db,
      now,
      settings: options.retention ?? { inactiveDays: DEFAULT_INACTIVE_DAYS, findEveryMinutes: DEFAULT_FIND_EVERY_MINUTES },
      engagement: options.engagement ?? createEngagementService('outbox'),
    }),
  );
  app.route('/api/account', profileRoutes(db, session));
  if (options.devTools && options.devClock) app.route('/api/dev/clock', devClockRoutes(options.devClock));
  if (options.devTools) app.route('/api/dev', devRoutes(db));
  // Support hours and call-back requests (issue 20): guests and customers; the development inbox with DEV_TOOLS.
  app.route('/api/support', supportRoutes({ auth, limiter: session.limiter, desk: options.supportDesk ?? createSupportDesk('inbox', db, now) }));
  if (options.devTools) app.route('/api/dev/support-inbox', supportInboxRoutes(auth));
  const deps: ServiceDeps = { db, now, secret, uploadDir: options.uploadDir ?? 'var/uploads', siteUrl: options.siteUrl ?? 'http://localhost:4321' };
  mountSignedInServices(app, deps);
  // E-mail (issue 20): the newsletter's coupons and the password reset links; the development mail outbox with DEV_TOOLS.
  const mail = options.mailSender ?? createMailSender('outbox', db, now);
  mountPasswordReset(app, deps, session, resetLinkDelivery(sms, mail));
  app.route('/api/newsletter', newsletterRoutes({ auth, limiter: session.limiter, secret, sms, mail, siteUrl: deps.siteUrl }));
  if (options.devTools) app.route('/api/dev/mail-outbox', mailOutboxRoutes(auth));
  const { geocoder } = options;
  app.route('/api/account/location', locateRoutes(geocoder ? () => geocoder : developmentGeocoder));
  // Estimations (issue 16): a staff user acting for the customer (the routes refuse the customer's own token).
  app.route('/api/account/estimations', estimationRoutes({ ...deps, sms, synchronized: options.stockSynchronize ?? true }));
  app.route('/api/estimation-savings', savingsLinkRoutes(deps));
  if (options.devTools) app.route('/api/dev/orders', devOrderRoutes(deps));
  mountLeadServices(app, auth, { db, now, secret, uploadDir: deps.uploadDir, limiter: session.limiter });
  // Careers (issue 20): openings and applications for anyone; the applications and their CVs for admins only.
  app.route('/api/jobs', jobRoutes({ db, now, uploadDir: deps.uploadDir, limiter: session.limiter, clientAddress: session.clientAddress }));
  const admins = requireStaff(auth, ['admin']);
  app.use('/api/staff/job-applications', admins);
  app.use('/api/staff/job-applications/*', admins);
  app.route('/api/staff/job-applications', jobApplicationRoutes(deps));
  // The editor's images (issue 18): uploaded by editors and admins, served to anyone.
  const media = { db, now, mediaDir: options.mediaDir ?? 'var/media' };
  app.use('/api/cms/images', requireStaff(auth, ['editor', 'admin']));
  app.route('/api/cms/images', cmsImageRoutes(media));
  app.route('/api/cms/media', cmsMediaRoutes(media));
  // Content pages, blog posts, banners and tiles (issue 18): read by anyone, written by editors and admins.
  const editors = requireStaff(auth, ['editor', 'admin']);
  app.use('/api/cms/editor', editors);
  app.use('/api/cms/editor/*', editors);
  app.route('/api/cms/editor', cmsEditorRoutes({ db, now, secret }));
  app.route('/api/cms', cmsPublicRoutes({ db, now, secret }));
  app.notFound((c) => fail(c, 404, 'Unknown endpoint'));
  app.onError((error, c) => {
    console.error('[upstream]', error);
    return fail(c, 500, 'Server Problem! try again after some time!');
  });
  return app;
}

/**
 * Caller-id and social sign-in (issue 20): the providers chosen (the development ones by default exactly
 * with DEV_TOOLS), /api/users/external, and the development providers' routes with DEV_TOOLS.
 */
function mountExternalSignIn(app: Hono, db: Db, session: SessionServices, secret: Uint8Array, options: UpstreamOptions): void {
  const now = session.now;
  const key = options.externalSignIn?.key
    ? new TextEncoder().encode(options.externalSignIn.key)
    : createHmac('sha256', secret).update('external-sign-in:development-providers').digest();
  const devCallerId = developmentCallerId(db, key, now);
  const devSocial = developmentSocial(key, now);
  const fallback: ExternalProviderChoice = options.devTools ? 'development' : 'none';
  const choice = options.externalSignIn ?? { callerId: fallback, social: fallback };
  const providers = {
    callerId: choice.callerId === 'development' ? devCallerId.provider : null,
    social: choice.social === 'development' ? devSocial.provider : null,
  };
  app.route('/api/users/external', externalSignInRoutes(externalSignIn(db, providers, now), session));
  if (options.devTools) app.route('/api/dev/external', devExternalRoutes(devCallerId, devSocial));
}

/**
 * The customer's own records under /api/account (behind requireUser, mounted above), and the public
 * pin-code checks and SMS upload links that go with them.
 */
function mountSignedInServices(app: Hono, deps: ServiceDeps): void {
  const { db, now } = deps;
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
  app.route('/api/account/notify-me', notifyMeRoutes(db, now));
  app.route('/api/account/wallet', walletRoutes(db));
  app.route('/api/account/payments', paymentRoutes(deps));
  app.route('/api/account/activity', accountActivityRoutes(db));
}

/** Password reset (issue 20) for staff and customers with a password, and the customer's password sign-in beside the OTP. */
function mountPasswordReset(app: Hono, deps: ServiceDeps, session: SessionServices, deliver: ReturnType<typeof resetLinkDelivery>): void {
  const { db, secret, siteUrl } = deps;
  app.route('/api/password-reset', passwordResetRoutes({ db, session, secret, siteUrl, deliver }));
  app.route('/api/users/password-login', passwordLoginRoutes(db, session));
}

/**
 * Leads, camps and follow-ups (issue 17): a shop's own, for its franchise owner and assistants with
 * their own token (admins, advisers, delegated and customers' tokens are 'not authorized').
 */
function mountLeadServices(app: Hono, auth: AuthDeps, deps: LeadDeps): void {
  const shopStaff = requireStaff(auth, ['franchise', 'assistant']);
  for (const base of ['/api/staff/leads', '/api/staff/lead-files', '/api/staff/follow-ups', '/api/staff/camps']) {
    app.use(base, shopStaff);
    app.use(`${base}/*`, shopStaff);
  }
  app.route('/api/staff/leads', leadRoutes(deps));
  app.route('/api/staff/lead-files', leadFileRoutes(deps));
  app.route('/api/staff/follow-ups', followUpRoutes(deps));
  app.route('/api/staff/camps', campRoutes(deps));
}

/**
 * The staff side (issue 15; staff-tools.md): sign-in without a token, then the staff user's own
 * operations behind requireStaff. Acting for a customer is not here: it uses the customer's services
 * above with a delegated token (/api/staff/acting).
 */
function mountStaffServices(app: Hono, auth: AuthDeps, session: SessionServices): void {
  const { db, tokens } = auth;
  app.route('/api/staff', staffLoginRoutes(db, session));
  const everyStaff = requireStaff(auth, ['franchise', 'assistant', 'admin', 'adviser']);
  // An editor (issue 18) reads their own details and nothing else here: they act for no customer.
  app.use('/api/staff/me', requireStaff(auth, ['franchise', 'assistant', 'admin', 'adviser', 'editor']));
  for (const path of ['/api/staff/app-login-token', '/api/staff/customers', '/api/staff/customers/*', '/api/staff/acting']) app.use(path, everyStaff);
  app.use('/api/staff/audit', requireStaff(auth, ['admin', 'franchise']));
  app.use('/api/staff/order-metrics', requireStaff(auth, ['franchise', 'assistant', 'admin']));
  app.route('/api/staff', staffCustomerRoutes(db, session, tokens));
  app.route('/api/staff', staffTrailRoutes(db));
  app.route('/api/staff', orderMetricsRoutes(db));
  app.use('/api/staff/caller', requireStaffOrActing(auth));
  app.route('/api/staff', staffCallerRoutes());
  // Orders waiting for a prescription (issue 16): admins only.
  app.use('/api/staff/prescription-approvals', requireStaff(auth, ['admin']));
  app.use('/api/staff/prescription-approvals/*', requireStaff(auth, ['admin']));
  app.route('/api/staff/prescription-approvals', prescriptionApprovalRoutes(db, auth.now));
}
