import type { ColumnType, Generated } from 'kysely';

/**
 * The reference upstream's tables as the query builder sees them (one set of types for SQLite and
 * PostgreSQL; the tables themselves are made by upstream/db/migrations/). Money is integer paise;
 * times are ISO-8601 UTC strings (text on both engines, so that they compare and sort alike); flags
 * are integers 0/1 on both engines.
 */

/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** 0 or 1. */
type Flag = number;

export interface MetaTable {
  key: string;
  value: string;
}

export interface CategoriesTable {
  id: number;
  parent_id: number;
  level: number;
  name: string;
  url_key: string;
  url_path: string;
  position: number;
  discount_line: string | null;
  is_active: Defaulted<Flag>;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  parent_sku: string;
  type_id: string;
  name: string;
  slug: string;
  mrp_paise: number;
  price_paise: number;
  special_price_paise: number | null;
  special_from: string | null;
  special_to: string | null;
  manufacturer: string;
  brand_slug: string;
  saltinfo: string;
  pack_size_label: string;
  option_label: string | null;
  dosage_form: string;
  prescription_required: Flag;
  visibility: number;
  status: number;
  qty: number;
  qty_max: number;
  qty_multiple: Defaulted<number>;
  is_virtual: Defaulted<Flag>;
  searchkey1: string;
  meta_keyword: string;
  priority: number;
  generated: Flag;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

/**
 * The catalogue change feed (upstream/catalogue/changes.ts): one row per write to a product, in the
 * order the writes committed. `seq` orders rows of one transaction; `tx` is the writing transaction's
 * id on PostgreSQL (the feed reads only transactions older than every one still running), and equals
 * `seq` on SQLite, whose single writer commits in order.
 */
export interface CatalogueChangesTable {
  seq: Generated<number>;
  tx: ColumnType<number, number | undefined, number>;
  sku: string;
  changed_at: string;
}

export interface CartsTable {
  token: string;
  customer_id: number | null;
  version: Defaulted<number>;
  closed_at: string | null;
  merged_into: string | null;
  coupon_code: string | null;
  address_id: string | null;
  /** The estimation the cart was filled from (Order Now, migration 0009): the order placed from it records it. */
  estimate_id: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  item_id: Generated<number>;
  cart_token: string;
  sku: string;
  qty: number;
  /** The unit price the customer was last shown (migration 0017, price sync); null: never shown. */
  seen_price_paise: Defaulted<number | null>;
  created_at: string;
  updated_at: string;
}

export interface CartRequestsTable {
  cart_token: string;
  request_id: string;
  created_at: string;
}

export interface CouponsTable {
  code: string;
  rule_id: number;
  rule_name: string;
  coupon_type: 'PERCENT' | 'FIXED' | 'FREE_SHIPPING';
  percent: number | null;
  amount_paise: number | null;
  max_discount_paise: number | null;
  min_subtotal_paise: Defaulted<number>;
  free_shipping: Defaulted<Flag>;
  pin_codes: Defaulted<string>;
  expires_at: string | null;
  demo: Defaulted<Flag>;
  /** 'NEWSLETTER': one subscriber's own coupon (migration 0015). */
  kind: Defaulted<'RULE' | 'NEWSLETTER'>;
  /** How many placed orders may carry the code; null: no limit (migration 0015). */
  max_uses: number | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  session_id: string;
  order_id: number;
  provider: string;
  amount_paise: number;
  status: 'INITIATED' | 'SUCCESSFUL' | 'PENDING' | 'FAILED';
  created_at: string;
  completed_at: string | null;
}

export interface SearchMissesTable {
  query: string;
  count: number;
  first_seen: string;
  last_seen: string;
}

export type Role = 'customer' | 'franchise' | 'assistant' | 'admin' | 'adviser' | 'editor';

export interface UsersTable {
  id: Generated<number>;
  cus_sid: string;
  mobile: string;
  name: string | null;
  email: string | null;
  role: Defaulted<Role>;
  blocked: Defaulted<Flag>;
  wallet_enabled: Defaulted<Flag>;
  default_lang: Defaulted<string>;
  warehouse_id: Defaulted<string>;
  password_hash: string | null;
  /** The shop of a franchise owner or an assistant (migration 0005). */
  franchise_id: number | null;
  /** The shop that registered a customer. */
  registered_by_franchise_id: number | null;
  /**
   * The pin code a customer is served at (upstream/staff/acting.ts homePinOf), kept by the database's
   * triggers on addresses (migration 0007): read only, never written by the upstream.
   */
  home_pin: ColumnType<string | null, never, never>;
  subrole: string | null;
  /** Commission in basis points (500 = 5 %): normal products, generics (staff-tools.md §9). */
  commission_bp: Defaulted<number>;
  generic_commission_bp: Defaulted<number>;
  show_commission: Defaulted<Flag>;
  prepaid_enabled: Defaulted<Flag>;
  /** Demo data seeded for development (labelled as such wherever it shows). */
  demo: Defaulted<Flag>;
  created_at: string;
  updated_at: string;
}

/** A service partner's shop (migration 0005). */
export interface FranchisesTable {
  id: Generated<number>;
  sid: string;
  name: string;
  address: string;
  pin_code: string;
  warehouse_id: Defaulted<string>;
  blocked: Defaulted<Flag>;
  demo: Defaulted<Flag>;
  created_at: string;
}

/** The pin codes a shop serves: one shop a pin code. */
export interface FranchisePincodesTable {
  pin: string;
  franchise_id: number;
}

export interface SkuCommissionsTable {
  franchise_id: number;
  sku: string;
  commission_bp: number;
}

/** A write made for a customer by someone else (migration 0005): append-only. */
export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  actor_user_id: number;
  actor_role: Role;
  franchise_id: number | null;
  customer_id: number;
  action: string;
  target_type: string;
  target_id: string;
  client_address: string | null;
}

export interface OtpCodesTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  purpose: Defaulted<string>;
  created_at: string;
  expires_at: string;
  attempts: Defaulted<number>;
  used_at: string | null;
  requester: string | null;
  /** HMAC of the key sent with the check that used the code (migration 0020). */
  used_key: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  user_id: number;
  family_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  replaced_by: string | null;
  /** When the family's sign-in happened (migration 0005; older rows: the family's first token). */
  auth_time: string | null;
  /** A delegated session's family (migration 0006): the staff user acting, and their own session's family. */
  actor_user_id: Defaulted<number | null>;
  parent_family_id: Defaulted<string | null>;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  body: string;
  created_at: string;
}

export interface RateEventsTable {
  bucket: string;
  key: string;
  at: string;
}

export interface AppLoginTokensTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The sign-in time of the session that made the token: redeeming it keeps that clock. */
  auth_time: string | null;
}

export interface PincodesTable {
  pin: string;
  city: string;
  state: 'BR' | 'JH' | 'OD' | 'WB';
  status: Defaulted<'serviceable' | 'suspended' | 'stopped' | 'down'>;
}

export interface AddressesTable {
  id: string;
  user_id: number;
  name: string;
  mobile: string;
  alternate_mobile: string | null;
  pin_code: string;
  city: string;
  state: string;
  street: string;
  apartment: string;
  is_default: Defaulted<Flag>;
  created_at: string;
  updated_at: string;
}

export interface PatientsTable {
  id: string;
  user_id: number;
  name: string;
  age: number;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  sid: string;
  number: string;
  user_id: number;
  client_order_id: string;
  status: string;
  payment_method: 'COD' | 'ONLINE' | 'WALLET';
  payment_status: 'NOT_DUE' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  subtotal_paise: number;
  shipping_paise: number;
  discount_paise: Defaulted<number>;
  grand_total_paise: number;
  prescription_required: Flag;
  address_id: string;
  ship_name: string;
  ship_mobile: string;
  ship_alternate_mobile: string | null;
  ship_pin_code: string;
  ship_city: string;
  ship_state: string;
  ship_street: string;
  ship_apartment: string;
  patient_id: string | null;
  patient_name: string | null;
  patient_age: number | null;
  cart_token: string;
  cancel_reason: string | null;
  coupon_code: string | null;
  reminder: string | null;
  repeat_of: string | null;
  paid_at: string | null;
  /** Who placed it when not the customer (a staff user acting for them), and for which shop (migration 0005). */
  placed_by_user_id: Defaulted<number | null>;
  franchise_id: Defaulted<number | null>;
  placed_at: string;
  delivered_at: string | null;
  updated_at: string;
  /** The estimation the order was placed from (migration 0009). */
  estimate_id: Defaulted<string | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  sku: string;
  name: string;
  qty: number;
  price_paise: number;
  mrp_paise: number;
  prescription_required: Flag;
  returnable: Flag;
  returned_qty: Defaulted<number>;
  /** A ₹0 free gift line (migration 0017). */
  free_gift: Defaulted<Flag>;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  actor_user_id: number | null;
  note: string | null;
  at: string;
}

export interface ReturnsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  request_id: string;
  sku: string;
  qty: number;
  reason: string;
  created_at: string;
}

export interface RatingsTable {
  order_id: number;
  user_id: number;
  stars: number;
  reasons: string;
  remark: string | null;
  created_at: string;
}

export interface UploadsTable {
  id: string;
  /** The order the row was written in (migration 0003): the tie-break of lists sorted by time. */
  seq: Generated<number>;
  user_id: number;
  kind: 'prescription' | 'ticket';
  order_id: number | null;
  ticket_id: string | null;
  file_name: string;
  mime_type: string;
  size: number;
  stored_name: string;
  created_at: string;
  /** Hex SHA-256 of the bytes (migration 0022; null for files stored before it). */
  sha256: string | null;
}

export interface OrderPrescriptionsTable {
  order_id: number;
  upload_id: string;
}

export interface TicketsTable {
  id: string;
  /** The order the row was written in (migration 0003): the tie-break of lists sorted by time. */
  seq: Generated<number>;
  user_id: number;
  issue_type: string;
  subject: string;
  status: 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface TicketCommentsTable {
  id: string;
  /** The order the row was written in (migration 0003): the tie-break of lists sorted by time. */
  seq: Generated<number>;
  ticket_id: string;
  author_user_id: number;
  by_staff: Defaulted<Flag>;
  body: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  /** The order the row was written in (migration 0003): the tie-break of lists sorted by time. */
  seq: Generated<number>;
  user_id: number;
  type: string;
  message: string;
  action_label: string | null;
  action_url: string | null;
  read_at: string | null;
  created_at: string;
}

export interface WalletTransactionsTable {
  id: string;
  /** The order the row was written in (migration 0003): the tie-break of lists sorted by time. */
  seq: Generated<number>;
  user_id: number;
  amount_paise: number;
  note: string;
  order_id: number | null;
  created_at: string;
}

export type EstimationStatus = 'DECODING' | 'CREATED' | 'SHARED' | 'ORDERED';

/** Cost estimations (issue 16, migration 0009). */
export interface EstimationsTable {
  id: Generated<number>;
  /** The public opaque id (kept through re-estimation). */
  estimate_id: string;
  customer_id: number;
  franchise_id: number | null;
  created_by_user_id: number;
  created_by_role: Role;
  source: 'CART' | 'PRESCRIPTION';
  prescription_id: string | null;
  status: EstimationStatus;
  customer_interested: Defaulted<Flag>;
  shared_until: string | null;
  order_id: number | null;
  decode_started_at: string | null;
  created_at: string;
  estimated_at: string;
  updated_at: string;
  /** The client's request id of the New Estimation press that made it (migration 0023). */
  request_id: string | null;
}

export interface EstimationStatusHistoryTable {
  id: Generated<number>;
  estimation_id: number;
  status: EstimationStatus;
  at: string;
}

/** An estimation's line: the requested product and its suggested alternative, as shown at estimation time. */
export interface EstimationItemsTable {
  estimation_id: number;
  item_no: number;
  sku: string;
  qty: number;
  choice: 'REQUESTED' | 'SUGGESTED';
  name: string;
  mrp_paise: number;
  price_paise: number;
  pack_size_label: string;
  stock_qty: number;
  in_stock: Flag;
  suggested_sku: string | null;
  suggested_name: string | null;
  suggested_mrp_paise: number | null;
  suggested_price_paise: number | null;
  suggested_pack_size_label: string | null;
  suggested_stock_qty: number | null;
  suggested_in_stock: Flag | null;
}

/** A migration or retention call (issue 17, migration 0011; the rule: domain/retention.ts). */
export interface RetentionCallsTable {
  id: Generated<number>;
  sid: string;
  customer_id: number;
  kind: 'MIGRATION' | 'RETENTION';
  found_at: string;
  /** The customer's latest order when the call was found: one call per such order and kind. */
  trigger_order_id: number;
  adviser_user_id: number | null;
  assigned_at: string | null;
  status: Defaulted<'PENDING' | 'DONE'>;
  /** A code of domain/retention.ts FEEDBACK_OPTIONS. */
  feedback: string | null;
  notes: string | null;
  /** The next call's day in IST, YYYY-MM-DD. */
  next_call_on: string | null;
  done_at: string | null;
  updated_by_user_id: number | null;
  updated_at: string;
  demo: Defaulted<Flag>;
}

/** The development engagement service's messages (migration 0011). */
export interface EngagementOutboxTable {
  id: Generated<number>;
  customer_id: number;
  mobile: string;
  body: string;
  call_id: number | null;
  sent_by_user_id: number;
  created_at: string;
}

export interface Tables {
  meta: MetaTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  catalogue_changes: CatalogueChangesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  cart_requests: CartRequestsTable;
  coupons: CouponsTable;
  payments: PaymentsTable;
  search_misses: SearchMissesTable;
  users: UsersTable;
  otp_codes: OtpCodesTable;
  refresh_tokens: RefreshTokensTable;
  sms_outbox: SmsOutboxTable;
  rate_events: RateEventsTable;
  app_login_tokens: AppLoginTokensTable;
  pincodes: PincodesTable;
  addresses: AddressesTable;
  patients: PatientsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  returns: ReturnsTable;
  ratings: RatingsTable;
  uploads: UploadsTable;
  order_prescriptions: OrderPrescriptionsTable;
  tickets: TicketsTable;
  ticket_comments: TicketCommentsTable;
  notifications: NotificationsTable;
  wallet_transactions: WalletTransactionsTable;
  franchises: FranchisesTable;
  franchise_pincodes: FranchisePincodesTable;
  sku_commissions: SkuCommissionsTable;
  audit_events: AuditEventsTable;
  estimations: EstimationsTable;
  estimation_status_history: EstimationStatusHistoryTable;
  estimation_items: EstimationItemsTable;
  health_camps: HealthCampsTable;
  leads: LeadsTable;
  lead_activities: LeadActivitiesTable;
  lead_prescriptions: LeadPrescriptionsTable;
  retention_calls: RetentionCallsTable;
  engagement_outbox: EngagementOutboxTable;
  cms_entries: CmsEntriesTable;
  cms_revisions: CmsRevisionsTable;
  cms_images: CmsImagesTable;
  cms_blocks: CmsBlocksTable;
  cms_changes: CmsChangesTable;
  support_callbacks: SupportCallbacksTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  mail_outbox: MailOutboxTable;
  job_openings: JobOpeningsTable;
  job_applications: JobApplicationsTable;
  notify_me: NotifyMeTable;
  password_resets: PasswordResetsTable;
  external_sign_ins: ExternalSignInsTable;
  external_identities: ExternalIdentitiesTable;
  free_gift_promos: FreeGiftPromosTable;
  cart_gift_declines: CartGiftDeclinesTable;
}

/** A promo type and the gift it gives (migration 0017; domain/free-gifts.ts). */
export interface FreeGiftPromosTable {
  promo_type: string;
  gift_sku: string;
  gift_name: string;
  min_subtotal_paise: number;
  active: Defaulted<Flag>;
  position: Defaulted<number>;
}

/** A gift the customer removed from a cart (migration 0017). */
export interface CartGiftDeclinesTable {
  cart_token: string;
  gift_sku: string;
  created_at: string;
}

/** A shop's health camp or pre-awareness drive (migration 0010; domain/lead.ts). */
export interface HealthCampsTable {
  id: Generated<number>;
  sid: string;
  franchise_id: number;
  name: string;
  kind: 'HEALTH_CAMP' | 'PRE_AWARENESS';
  /** YYYY-MM-DD, the camp's day in India. */
  date: string;
  slot: 'MORNING' | 'AFTERNOON' | 'EVENING';
  place: string;
  pin_code: string | null;
  notes: string | null;
  demo: Defaulted<Flag>;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export type LeadStatus = 'OPEN' | 'CONVERTED' | 'INACTIVE';

/** A shop's lead (migration 0010; domain/lead.ts the fields, domain/lead-sync.ts client_id and client_updated_at). */
export interface LeadsTable {
  id: Generated<number>;
  sid: string;
  /** The phone-made id the lead was created with: one lead per client id. */
  client_id: string;
  franchise_id: number;
  name: string;
  /** The name in lower case, for the shop's search by prefix. */
  name_key: string;
  mobile: string;
  gender: 'FEMALE' | 'MALE' | 'OTHER' | null;
  address: string | null;
  is_chronic: Defaulted<Flag>;
  health_camp_visit: Defaulted<Flag>;
  home_visit_interested: Defaulted<Flag>;
  source: 'HC_VC' | 'HC_WI' | 'HC_IC' | 'PA_HV' | 'PA_AIHC' | 'DOOR_TO_DOOR' | 'REFERRAL';
  bp_systolic: number | null;
  bp_diastolic: number | null;
  blood_sugar: number | null;
  weight_kg: number | null;
  height_cm: number | null;
  pulse: number | null;
  spo2: number | null;
  /** YYYY-MM-DD (IST) or null. */
  follow_up_date: string | null;
  follow_up_details: string | null;
  remarks: string | null;
  no_order_reason: string | null;
  patient_type: string | null;
  panel: string | null;
  health_camp_id: number | null;
  status: Defaulted<LeadStatus>;
  inactive_reason: string | null;
  captured_by: number;
  /** The customer it became (conversion). */
  customer_id: number | null;
  converted_at: string | null;
  demo: Defaulted<Flag>;
  /** When the phone made the change this row holds (UTC ISO): a change applies only when newer. */
  client_updated_at: string;
  created_at: string;
  updated_at: string;
}

export interface LeadActivitiesTable {
  id: Generated<number>;
  sid: string;
  lead_id: number;
  kind: 'CALL' | 'VISIT' | 'NOTE' | 'FOLLOW_UP_DONE';
  notes: string | null;
  at: string;
  by_user_id: number;
}

/** A lead's prescription photo: a private file in UPLOAD_DIR, to the shop's staff only. */
export interface LeadPrescriptionsTable {
  id: string;
  lead_id: number;
  franchise_id: number;
  file_name: string;
  mime_type: string;
  size: number;
  stored_name: string;
  uploaded_by: number;
  created_at: string;
}

/** A content page or blog post in one language (issue 18, migration 0012; the rules: domain/cms.ts). */
export interface CmsEntriesTable {
  id: Generated<number>;
  sid: string;
  kind: 'PAGE' | 'BLOG';
  locale: string;
  identifier: string;
  blog_type: string | null;
  /** The latest saved revision. */
  revision: number;
  live_revision: number | null;
  scheduled_revision: number | null;
  scheduled_at: string | null;
  first_published_at: string | null;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

/** Every save of an entry (migration 0012). */
export interface CmsRevisionsTable {
  entry_id: number;
  revision: number;
  title: string;
  description: string;
  /** Sanitised HTML (upstream/cms/sanitize.ts). */
  body_html: string;
  author_id: number | null;
  created_at: string;
}

/** An uploaded image kept as WebP at `widths` ("320,640,960") (migration 0012). */
export interface CmsImagesTable {
  id: Generated<number>;
  sid: string;
  widths: string;
  width: number;
  height: number;
  alt: Defaulted<string>;
  bytes: number;
  uploaded_by: number | null;
  created_at: string;
}

/** A home-page banner or popular-category tile in one language (migration 0012). */
export interface CmsBlocksTable {
  id: Generated<number>;
  sid: string;
  kind: 'BANNER' | 'POPULAR_CATEGORY';
  locale: string;
  title: string;
  caption: Defaulted<string>;
  link_path: string | null;
  image_id: number | null;
  category_id: number | null;
  position: number;
  published: Defaulted<Flag>;
  starts_at: string | null;
  ends_at: string | null;
  revision: number;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

/** What changed on the shop, for the processes that keep static copies of pages (migration 0012). */
export interface CmsChangesTable {
  id: Generated<number>;
  kind: 'PAGE' | 'BLOG' | 'HOME';
  locale: string | null;
  identifier: string | null;
  blog_type: string | null;
  changed_at: string;
}

/** A support call-back request in the development support desk's inbox (migration 0013; domain/support.ts). */
export interface SupportCallbacksTable {
  id: Generated<number>;
  customer_id: number | null;
  name: string;
  mobile: string;
  topic: 'ORDER' | 'PRESCRIPTION' | 'PAYMENT' | 'DELIVERY' | 'PRODUCT' | 'OTHER';
  note: string | null;
  created_at: string;
}

/** A job opening in one language (migration 0014; domain/jobs.ts). */
export interface JobOpeningsTable {
  id: Generated<number>;
  sid: string;
  locale: string;
  title: string;
  location: string;
  description: string;
  open: Defaulted<Flag>;
  demo: Defaulted<Flag>;
  position: Defaulted<number>;
  created_at: string;
}

/** An application to an opening with its privately stored CV (migration 0014). */
export interface JobApplicationsTable {
  id: Generated<number>;
  sid: string;
  opening_id: number;
  name: string;
  mobile: string;
  email: string | null;
  cv_file_name: string;
  cv_mime_type: string;
  cv_size: number;
  cv_stored_name: string;
  created_at: string;
}

/** A customer's wish to hear when an out-of-stock product is back (migration 0016; upstream/notify-me/). */
export interface NotifyMeTable {
  sid: string;
  customer_id: number;
  sku: string;
  created_at: string;
  notified_at: string | null;
}

/** A password reset link sent (migration 0018): only its token's hash is kept; it works once, for 30 minutes. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  channel: 'email' | 'mobile';
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** 1 on the link that set the password (migration 0021). */
  set_password: Defaulted<Flag>;
}

/** One person's newsletter subscription and its coupon (issue 20, migration 0015). */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  sid: string;
  email: string | null;
  mobile: string | null;
  customer_id: number | null;
  coupon_code: string;
  locale: string;
  created_at: string;
  unsubscribed_at: string | null;
}

/** The development mail sender's messages (upstream/mail/outbox.ts, migration 0015). */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/** A sign-in started at a caller-id or social provider (migration 0019; upstream/session/external/). */
export interface ExternalSignInsTable {
  id: Generated<number>;
  provider: 'caller-id' | 'social';
  state_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  link_hash: string | null;
  link_subject: string | null;
  link_email: string | null;
  link_expires_at: string | null;
  linked_at: string | null;
}

/** A provider's account linked to a customer (migration 0019). */
export interface ExternalIdentitiesTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  created_at: string;
}
