import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema, createYoga } from 'graphql-yoga';
import { createAlternativesIndex } from '../search-index/alternatives.ts';
import { EmbeddedSearchEngine } from '../search-index/embedded/engine.ts';
import type { SearchPort } from '../search-index/port.ts';
import { createSearchEngine } from '../search-index/select-engine.ts';
import { addressesClient } from './clients/addresses-client.ts';
import { cartClient } from './clients/cart-client.ts';
import { cartShippingClient } from './clients/cart-shipping-client.ts';
import { type ChangeCursor, ChangeCursorExpired, catalogueChangesClient } from './clients/catalogue-changes-client.ts';
import { catalogueClient } from './clients/catalogue-client.ts';
import { cmsClient } from './clients/cms-client.ts';
import { cmsImagesClient } from './clients/cms-images-client.ts';
import { devClient } from './clients/dev-client.ts';
import { estimationsClient } from './clients/estimations-client.ts';
import { externalSignInClient } from './clients/external-sign-in-client.ts';
import { upstreamFetch } from './clients/http.ts';
import { jobsClient } from './clients/jobs-client.ts';
import { leadsClient } from './clients/leads-client.ts';
import { locationClient } from './clients/location-client.ts';
import { newsletterClient } from './clients/newsletter-client.ts';
import { notificationsClient } from './clients/notifications-client.ts';
import { notifyClient } from './clients/notify-client.ts';
import { orderMetricsClient } from './clients/order-metrics-client.ts';
import { ordersClient } from './clients/orders-client.ts';
import { passwordResetClient } from './clients/password-reset-client.ts';
import { patientsClient } from './clients/patients-client.ts';
import { paymentsClient } from './clients/payments-client.ts';
import { prescriptionApprovalClient } from './clients/prescription-approval-client.ts';
import { prescriptionsClient } from './clients/prescriptions-client.ts';
import { retentionClient } from './clients/retention-client.ts';
import { searchMissesClient } from './clients/search-misses-client.ts';
import { sessionClient } from './clients/session-client.ts';
import { staffClient } from './clients/staff-client.ts';
import { supportClient } from './clients/support-client.ts';
import { ticketsClient } from './clients/tickets-client.ts';
import { walletClient } from './clients/wallet-client.ts';
import type { GatewayContext } from './context.ts';
import { inProcessExecutor } from './in-process.ts';
import { resolvers } from './resolvers/index.ts';
import { readSearchConfig, type SearchConfig } from './search-config.ts';
import { applyCatalogueChanges, feedSearch } from './search-feed.ts';
import { recordSearchMisses } from './search-misses.ts';
import { startSearchRefresh } from './search-refresh.ts';
import { type GatewaySecurityConfig, readGatewaySecurityConfig } from './security/config.ts';
import { corsFor } from './security/cors.ts';
import { securityPlugins } from './security/plugins.ts';

const SCHEMA_DIR = fileURLToPath(new URL('./schema/', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'));
}

export interface GatewayOptions {
  upstreamUrl: string;
  /** Search settings; read from the environment (MEILI_URL, …) when not given. */
  searchConfig?: SearchConfig;
  /** Trusted documents, introspection, CORS, the upstream's secret; read from the environment when not given. */
  security?: GatewaySecurityConfig;
  /** An engine to use instead of the one the settings choose (tests). */
  search?: SearchPort;
  /** Called while the search index is built from the catalogue. */
  onIndexProgress?: (done: number, total: number) => void;
  /** Called while the catalogue is read from the upstream for the index. */
  onFetchProgress?: (done: number, total: number) => void;
  /** Issue 18: renews the static copies of pages after a content change (GatewayContext.contentChanged). */
  onContentChanged?: () => Promise<void>;
  /**
   * Issue 21: told after each refresh from the change feed that applied changes (the SKUs, once search
   * shows them) and after every full indexing (`everything`): the storefront's render cache drops
   * what it kept of them.
   */
  onCatalogueChanged?: (change: CatalogueChange) => void;
}

/** What changed in the catalogue: these products, or possibly anything (the whole catalogue was read again). */
export type CatalogueChange = { kind: 'products'; skus: readonly string[] } | { kind: 'everything' };

/**
 * Builds the Yoga instance (errors masked; domain errors carry extensions.code). `reindex` feeds the
 * search engine the whole catalogue and then keeps it current from the upstream's change feed every
 * SEARCH_REFRESH_INTERVAL_MS; `refreshSearch` applies the changes now; `close` stops the polling.
 * `onCatalogueChanged` hears of each change applied.
 */
export function createGateway({
  upstreamUrl,
  searchConfig = readSearchConfig(),
  security = readGatewaySecurityConfig(),
  search,
  onIndexProgress,
  onFetchProgress,
  onContentChanged,
  onCatalogueChanged,
}: GatewayOptions) {
  const engine = search ?? createSearchEngine(searchConfig);
  const call = upstreamFetch(upstreamUrl, { gatewaySecret: security.GATEWAY_SECRET });
  const catalogue = catalogueClient(call);
  const changes = catalogueChangesClient(call);
  const searchStatus = { indexedProducts: 0 };
  // The embedded engine keeps every product by column: the alternatives index reads them there instead of keeping a second copy.
  const alternatives = createAlternativesIndex(engine instanceof EmbeddedSearchEngine ? { productOf: (sku) => engine.document(sku) } : {});
  const context: Omit<GatewayContext, 'token' | 'clientAddress'> = {
    catalogue,
    search: engine,
    searchStatus,
    alternatives,
    searchTimeoutMs: searchConfig.SEARCH_TIMEOUT_MS,
    contentChanged: onContentChanged ?? (async () => undefined),
    searchMisses: recordSearchMisses(searchMissesClient(call)),
    cart: cartClient(call),
    cartShipping: cartShippingClient(call),
    orders: ordersClient(call),
    payments: paymentsClient(call),
    session: sessionClient(call),
    staff: staffClient(call),
    orderMetrics: orderMetricsClient(call),
    estimations: estimationsClient(call),
    leads: leadsClient(call),
    retention: retentionClient(call),
    addresses: addressesClient(call),
    location: locationClient(call),
    patients: patientsClient(call),
    prescriptions: prescriptionsClient(call),
    prescriptionApproval: prescriptionApprovalClient(call),
    jobs: jobsClient(call),
    tickets: ticketsClient(call),
    support: supportClient(call),
    passwordReset: passwordResetClient(call),
    externalSignIn: externalSignInClient(call),
    newsletter: newsletterClient(call),
    notifications: notificationsClient(call),
    notify: notifyClient(call),
    wallet: walletClient(call),
    dev: devClient(call),
    cmsImages: cmsImagesClient(call),
    cms: cmsClient(call),
  };

  const schema = createSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers });
  const yoga = createYoga<GatewayServerContext, GatewayContext>({
    schema,
    context: ({ request, clientAddress }) => ({
      ...context,
      token: requestToken(request),
      clientAddress: clientAddress ?? null,
    }),
    graphqlEndpoint: '/graphql',
    maskedErrors: true,
    landingPage: false,
    graphiql: false,
    logging: 'warn',
    cors: corsFor(security.ALLOWED_ORIGINS),
    plugins: securityPlugins(security),
  });

  let cursor: ChangeCursor | null = null;
  const refreshSearch = async () => {
    if (!cursor) return 0;
    try {
      const applied = await applyCatalogueChanges(catalogue, changes, engine, cursor, alternatives);
      cursor = applied.cursor;
      if (applied.skus.length > 0) onCatalogueChanged?.({ kind: 'products', skus: applied.skus });
      return applied.skus.length;
    } catch (error) {
      // The index fell further behind than the feed keeps (CATALOGUE_CHANGES_KEEP_DAYS): build it again.
      if (!(error instanceof ChangeCursorExpired)) throw error;
      console.warn('[search] the catalogue change feed was cut past this index: indexing the whole catalogue again');
      return reindex();
    }
  };
  const refresher = startSearchRefresh(refreshSearch, searchConfig.SEARCH_REFRESH_INTERVAL_MS);

  const reindex = async () => {
    const fed = await feedSearch(catalogue, changes, engine, { onFetch: onFetchProgress, onIndex: onIndexProgress }, alternatives);
    cursor = fed.cursor;
    searchStatus.indexedProducts = fed.count;
    onCatalogueChanged?.({ kind: 'everything' });
    return fed.count;
  };
  // The pages rendered on demand in this process run the storefront's own documents directly (gateway/in-process.ts).
  const executeOwn = inProcessExecutor(schema, context, (error) => yoga.logger.error(error));
  return { yoga, executeOwn, context, reindex, refreshSearch: () => refresher.now(), close: () => refresher.stop() };
}
export type Gateway = ReturnType<typeof createGateway>;

/**
 * What the HTTP layer tells the gateway about a request (gateway/security/http-handler.ts): the
 * client's address, as the socket or a trusted proxy says.
 */
export interface GatewayServerContext {
  clientAddress?: string | null;
}

/** users.tokenInHeader (storefront.md §6): the token comes as a Bearer header or as `?token=`. */
export function requestToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  return new URL(request.url).searchParams.get('token') || null;
}
