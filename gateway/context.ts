import type { AlternativesIndex } from '../search-index/alternatives.ts';
import type { SearchPort } from '../search-index/port.ts';
import type { AddressesClient } from './clients/addresses-client.ts';
import type { CartClient } from './clients/cart-client.ts';
import type { CartShippingClient } from './clients/cart-shipping-client.ts';
import type { CatalogueClient } from './clients/catalogue-client.ts';
import type { CmsClient } from './clients/cms-client.ts';
import type { CmsImagesClient } from './clients/cms-images-client.ts';
import type { DevClient } from './clients/dev-client.ts';
import type { EstimationsClient } from './clients/estimations-client.ts';
import type { ExternalSignInClient } from './clients/external-sign-in-client.ts';
import type { JobsClient } from './clients/jobs-client.ts';
import type { LeadsClient } from './clients/leads-client.ts';
import type { LocationClient } from './clients/location-client.ts';
import type { NewsletterClient } from './clients/newsletter-client.ts';
import type { NotificationsClient } from './clients/notifications-client.ts';
import type { NotifyClient } from './clients/notify-client.ts';
import type { OrderMetricsClient } from './clients/order-metrics-client.ts';
import type { OrdersClient } from './clients/orders-client.ts';
import type { PasswordResetClient } from './clients/password-reset-client.ts';
import type { PatientsClient } from './clients/patients-client.ts';
import type { PaymentsClient } from './clients/payments-client.ts';
import type { PrescriptionApprovalClient } from './clients/prescription-approval-client.ts';
import type { PrescriptionsClient } from './clients/prescriptions-client.ts';
import type { RetentionClient } from './clients/retention-client.ts';
import type { SessionClient } from './clients/session-client.ts';
import type { StaffClient } from './clients/staff-client.ts';
import type { SupportClient } from './clients/support-client.ts';
import type { TicketsClient } from './clients/tickets-client.ts';
import type { WalletClient } from './clients/wallet-client.ts';
import type { SearchMissRecorder } from './search-misses.ts';

/**
 * What every resolver gets: one upstream adapter per capability (named by it), the search port, and who
 * is asking. The customer's own services (addresses to wallet) need `token` on every call.
 */
export interface GatewayContext {
  /** The caller's access token (Authorization: Bearer, or the `token` query parameter), or null. */
  token: string | null;
  /** The caller's network address, passed to the upstream for per-address limits. */
  clientAddress: string | null;
  catalogue: CatalogueClient;
  search: SearchPort;
  searchStatus: { indexedProducts: number };
  /** Cheaper alternatives of a product (issue 16), fed with search. */
  alternatives: AlternativesIndex;
  searchTimeoutMs: number;
  searchMisses: SearchMissRecorder;
  cart: CartClient;
  /** What the checkout asks of the cart: shipping and payment methods, shipping information. */
  cartShipping: CartShippingClient;
  orders: OrdersClient;
  payments: PaymentsClient;
  session: SessionClient;
  /** The staff side: sign-in, customers, acting for one, the audit trail (issue 15). */
  staff: StaffClient;
  orderMetrics: OrderMetricsClient;
  /** Cost estimations for the selected customer, and the public savings link (issue 16). */
  estimations: EstimationsClient;
  /** A shop's leads, camps and follow-ups, with the staff user's own token (issue 17). */
  leads: LeadsClient;
  /** Migration and retention calls, the engagement outbox (issue 17). */
  retention: RetentionClient;
  addresses: AddressesClient;
  location: LocationClient;
  patients: PatientsClient;
  prescriptions: PrescriptionsClient;
  /** Orders waiting for a prescription, approved by admins (issue 16). */
  prescriptionApproval: PrescriptionApprovalClient;
  /** Careers: openings, applications with a CV, the admins' list (issue 20). */
  jobs: JobsClient;
  tickets: TicketsClient;
  /** Support hours and call-back requests, the development support inbox (issue 20). */
  support: SupportClient;
  /** Password reset and the customer's password sign-in, the development reset-mail outbox (issue 20). */
  passwordReset: PasswordResetClient;
  /** Caller-id and social sign-in, the development providers (issue 20). */
  externalSignIn: ExternalSignInClient;
  /** The newsletter and the development mail outbox (issue 20). */
  newsletter: NewsletterClient;
  notifications: NotificationsClient;
  /** Notify me: the customer's wishes to hear when a product is back in stock (issue 20). */
  notify: NotifyClient;
  wallet: WalletClient;
  dev: DevClient;
  /** The editor's image upload (issue 18). */
  cmsImages: CmsImagesClient;
  /** Content pages, blog posts, banners and tiles, and the editor's desk (issue 18). */
  cms: CmsClient;
  /**
   * Issue 18: called (and awaited) by the editor's mutations after a change customers see (publishing,
   * unpublishing, removing an entry, any write of a block), so that this process's static copies of the
   * affected pages are renewed before the editor is told it is done. Other processes renew theirs from the
   * upstream's content changes within their poll. A no-op where nothing keeps static copies (tests).
   */
  contentChanged: () => Promise<void>;
}
