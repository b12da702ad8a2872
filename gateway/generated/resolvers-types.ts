import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Product as ProductModel, Category as CategoryModel, ConfigurableChild as ConfigurableChildModel } from '../../domain/product.ts';
import type { CartSnapshot as CartSnapshotModel, CartLine as CartLineModel, CartTotalsSnapshot as CartTotalsSnapshotModel, TotalSegmentSnapshot as TotalSegmentSnapshotModel, CouponSnapshot as CouponSnapshotModel, FreeGiftSnapshot as FreeGiftSnapshotModel, PriceChangeSnapshot as PriceChangeSnapshotModel } from '../clients/cart-wire.ts';
import type { ShippingMethodRecord as ShippingMethodRecordModel, PaymentMethodRecord as PaymentMethodRecordModel, ShippingInformationRecord as ShippingInformationRecordModel } from '../clients/cart-shipping-client.ts';
import type { PaymentSessionRecord as PaymentSessionRecordModel, PaymentStatusRecord as PaymentStatusRecordModel } from '../clients/payments-client.ts';
import type { SearchResult as SearchResultModel } from '../../search-index/port.ts';
import type { SessionUser as SessionUserModel } from '../clients/session-client.ts';
import type { OrderSnapshot as OrderSnapshotModel, OrderLine as OrderLineModel } from '../clients/orders-client.ts';
import type { WalletSnapshot as WalletSnapshotModel, WalletTransactionRecord as WalletTransactionRecordModel } from '../clients/wallet-client.ts';
import type { TicketRecord as TicketRecordModel } from '../clients/tickets-client.ts';
import type { UploadLinkTargetRecord as UploadLinkTargetRecordModel } from '../clients/prescriptions-client.ts';
import type { StaffDetails as StaffDetailsModel, AuditEventRecord as AuditEventRecordModel, AccountActivityRecord as AccountActivityRecordModel } from '../clients/staff-client.ts';
import type { OrderMetricsRecord as OrderMetricsRecordModel } from '../clients/order-metrics-client.ts';
import type { ApprovedOrderRecord as ApprovedOrderRecordModel } from '../clients/prescription-approval-client.ts';
import type { RetentionCallRecord as RetentionCallRecordModel, RetentionCustomerRecord as RetentionCustomerRecordModel } from '../clients/retention-client.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file sent with the GraphQL multipart request spec (images and PDF, at most 5 MB). */
  File: { input: File; output: File; }
  /**
   * A cart line quantity: a positive whole number up to 10000. Anything else is refused with the
   * spec's quantity message (extensions.code BAD_USER_INPUT).
   */
  Quantity: { input: number; output: number; }
};

/** What staff did on the customer's account, naming the shop, never the person. */
export type AccountActivity = {
  __typename?: 'AccountActivity';
  action: Scalars['String']['output'];
  actorRole: Role;
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The order's number (PB10000012) when the action was on one of the customer's orders (order.*), else null. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  shopName?: Maybe<Scalars['String']['output']>;
  targetId: Scalars['String']['output'];
  targetType: Scalars['String']['output'];
};

export type AccountActivityPage = {
  __typename?: 'AccountActivityPage';
  items: Array<AccountActivity>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ActingCustomer = {
  __typename?: 'ActingCustomer';
  cusSid: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  mobile: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

/**
 * A delegated session: the access token's subject is the customer, its actor the staff user (OAuth token
 * exchange's `act`). The customer's own operations take it as their token; `refreshSession` refreshes it
 * like any session, as the same staff user, while the staff session lives (never past its end).
 */
export type ActingSession = {
  __typename?: 'ActingSession';
  accessToken: Scalars['String']['output'];
  customer: ActingCustomer;
  expiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
};

export type Address = {
  __typename?: 'Address';
  alternateMobile?: Maybe<Scalars['String']['output']>;
  /** House, flat or apartment. */
  apartment: Scalars['String']['output'];
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  mobile: Scalars['String']['output'];
  /** The name on the address (split into first and last name for checkout, storefront.md §3). */
  name: Scalars['String']['output'];
  pinCode: Scalars['String']['output'];
  /** Two-letter state code: BR, JH, OD or WB. */
  state: Scalars['String']['output'];
  /** Street and landmark. */
  street: Scalars['String']['output'];
};

export type AddressInput = {
  alternateMobile?: InputMaybe<Scalars['String']['input']>;
  apartment: Scalars['String']['input'];
  city: Scalars['String']['input'];
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  pinCode: Scalars['String']['input'];
  state: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

/** One cheaper alternative of a product, with its saving per unit. */
export type Alternative = {
  __typename?: 'Alternative';
  product: EstimateProduct;
  /** unitSaving as a percentage of the replaced product's unit price, one decimal. */
  savingPercent: Scalars['Float']['output'];
  /** Per unit, against the product it replaces (0 or more: only alternatives at or below its unit price are listed). */
  unitSaving: Money;
};

/** A one-time token that opens a session on another device: /appLoginToken?token=… */
export type AppLoginToken = {
  __typename?: 'AppLoginToken';
  appToken: Scalars['String']['output'];
  /** Seconds the token stays usable (once). */
  expiresIn: Scalars['Int']['output'];
};

/** The applied coupon (storefront.md §3 Coupon details). */
export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  /** The code, upper-cased. */
  coupon: Scalars['String']['output'];
  couponRuleId: Scalars['Int']['output'];
  couponType: CouponType;
  /** What it takes off this cart now. */
  discount: Money;
  freeShipping: Scalars['Boolean']['output'];
  /** The most a percentage coupon takes off; null: no cap. */
  maxDiscountAmt?: Maybe<Money>;
  /** Delivery pin codes the coupon is valid for; empty: everywhere. */
  pinCodelist: Array<Scalars['String']['output']>;
  ruleName: Scalars['String']['output'];
};

/** An approved order: now PLACED. */
export type ApprovedOrder = {
  __typename?: 'ApprovedOrder';
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  status: OrderStatus;
};

/** A write made for a customer by someone else. */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** customer.register, order.place, order.cancel, address.create, … (upstream/staff/audit.ts). */
  action: Scalars['String']['output'];
  actorId: Scalars['ID']['output'];
  actorName?: Maybe<Scalars['String']['output']>;
  actorRole: Role;
  at: Scalars['String']['output'];
  clientAddress?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  customerSid: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  shopName?: Maybe<Scalars['String']['output']>;
  shopSid?: Maybe<Scalars['String']['output']>;
  targetId: Scalars['String']['output'];
  targetType: Scalars['String']['output'];
};

/** Filters of the audit trail; days are YYYY-MM-DD in IST, both included. */
export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  actor?: InputMaybe<Scalars['ID']['input']>;
  customer?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  shop?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEvent>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * A call-back request. `topic` is one of ORDER, PRESCRIPTION, PAYMENT, DELIVERY, PRODUCT, OTHER (a String, so
 * that a wrong one is refused with its message key like any other field); `mobile` may be left out by a
 * signed-in customer (their account's is called); `note` is optional, at most 500 characters.
 */
export type CallbackRequestInput = {
  mobile?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  topic: Scalars['String']['input'];
};

export type CallbackRequested = {
  __typename?: 'CallbackRequested';
  /** ISO-8601 UTC. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** getLeadFollowUpSummaryByHealthCamp: the same counts for the leads of one camp. */
export type CampFollowUpSummary = {
  __typename?: 'CampFollowUpSummary';
  camp: HealthCamp;
  cells: Array<FollowUpCount>;
  leads: Scalars['Int']['output'];
};

export enum CampKind {
  HealthCamp = 'HEALTH_CAMP',
  PreAwareness = 'PRE_AWARENESS'
}

/** Camp slots of §9 (IST): MORNING 09:00-13:30, AFTERNOON 12:00-16:30, EVENING 15:00-19:30. */
export enum CampSlot {
  Afternoon = 'AFTERNOON',
  Evening = 'EVENING',
  Morning = 'MORNING'
}

export enum CancelReason {
  BoughtLocally = 'BOUGHT_LOCALLY',
  DuplicateOrder = 'DUPLICATE_ORDER',
  /** Modify and create a new order. */
  ModifyAndReorder = 'MODIFY_AND_REORDER',
  NotNeeded = 'NOT_NEEDED'
}

export type Cart = {
  __typename?: 'Cart';
  /** The delivery address chosen for checkout (setShippingInformation or applyCoupon), or null. */
  addressId?: Maybe<Scalars['ID']['output']>;
  /** storefront.md §4: checkout is active for 30 minutes after its last change (ISO 8601). */
  checkoutActiveUntil: Scalars['String']['output'];
  coupon?: Maybe<AppliedCoupon>;
  /** True for a signed-in customer's cart (only that customer may use it; others get CART_NOT_FOUND). */
  customerOwned: Scalars['Boolean']['output'];
  /** Gifts the customer removed; forgotten (and offered again) once the cart stops qualifying for them. */
  declinedGifts: Array<DeclinedGift>;
  /** The cart's free gifts: ₹0 lines beside items, quantity 1, that the customer may remove. */
  freeGifts: Array<FreeGift>;
  /** The server cart token. */
  id: Scalars['ID']['output'];
  /** Every line is virtual: nothing to deliver, no cash on delivery. */
  isVirtual: Scalars['Boolean']['output'];
  items: Array<CartItem>;
  /** Messages to show once, e.g. 'Coupon has been removed, please try another coupon' when a coupon stopped applying. */
  notices: Array<Scalars['String']['output']>;
  /**
   * Only from cartCheckPrices: the lines whose price moved since the customer last saw them (empty
   * otherwise). An order is refused with PRICES_CHANGED (extensions.priceChanges) while any line's price
   * differs from the one last shown; a price check shows the new prices and counts them as shown.
   */
  priceChanges: Array<PriceChange>;
  totals: CartTotals;
  /** Last change (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /**
   * The cart's version (the spec's cart hash): moves on every change, on the server, in the same
   * transaction. A client compares it with the one it holds to know whether to pull the cart again.
   */
  version: Scalars['Int']['output'];
  /** After cartAddItem or cartUpdateQuantity of a volatile line: the volatile-stock warning; otherwise null. */
  warning?: Maybe<Scalars['String']['output']>;
};

export type CartItem = {
  __typename?: 'CartItem';
  /** Units that can be ordered now (0 when out of stock or disabled). */
  available: Scalars['Int']['output'];
  /**
   * What stops this line from being ordered now, in the spec's words: 'The product is out of stock and
   * cannot be added to the cart!' or 'Only {n} products of this type are available!'. Empty when fine.
   */
  errors: Array<Scalars['String']['output']>;
  /** A virtual product (nothing to deliver, e.g. a teleconsultation). */
  isVirtual: Scalars['Boolean']['output'];
  itemId: Scalars['Int']['output'];
  mrp: Money;
  name: Scalars['String']['output'];
  prescriptionRequired: Scalars['Boolean']['output'];
  /** Today's selling price (a special price when it applies). */
  price: Money;
  /** The same problems as message keys, for a storefront that shows them in the customer's language. */
  problems: Array<LineProblem>;
  /** The product as the catalogue has it now; null if it has since been disabled. */
  product?: Maybe<Product>;
  qty: Scalars['Int']['output'];
  /** The most of this product one line may hold (qty_max). */
  qtyMax: Scalars['Int']['output'];
  /** The line's quantity must be a multiple of this (qty_multiple, 1 for most products). */
  qtyMultiple: Scalars['Int']['output'];
  rowTotal: Money;
  sku: Scalars['String']['output'];
  stockStatus: StockStatus;
};

export type CartTotals = {
  __typename?: 'CartTotals';
  /** The coupon's discount (0 without one). */
  discount: Money;
  /** subtotal - discount + shipping + platformFee. */
  grandTotal: Money;
  itemsQty: Scalars['Int']['output'];
  /** The platform fee line (storefront.md §9 slabs 0 and 249, both ₹0). */
  platformFee: Money;
  /** Saved against MRP plus the coupon (totalcartSavings). */
  savings: Money;
  segments: Array<TotalSegment>;
  /** Delivery charge: null until a delivery address is chosen (and for a virtual cart); ₹50, free at ₹499 or with a free-shipping coupon. */
  shipping?: Maybe<Money>;
  /** At today's selling prices. */
  subtotal: Money;
};

export type Category = {
  __typename?: 'Category';
  childrenCount: Scalars['Int']['output'];
  /** The home page's discount line for the popular categories, e.g. 'Upto 20% discount'. */
  discountLine?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentId: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  urlPath: Scalars['String']['output'];
};

export type ChildAttribute = {
  __typename?: 'ChildAttribute';
  code: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** How full the shop's content is (§9: 500 each). */
export type CmsCounts = {
  __typename?: 'CmsCounts';
  blocks: Scalars['Int']['output'];
  maxBlocks: Scalars['Int']['output'];
  maxPages: Scalars['Int']['output'];
  pages: Scalars['Int']['output'];
};

/** An entry as the editor works on it: its latest revision. */
export type CmsEntry = {
  __typename?: 'CmsEntry';
  blogType?: Maybe<Scalars['String']['output']>;
  bodyHtml: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** True when the latest revision is not the one customers see (or will see at the scheduled time). */
  hasUnpublishedChanges: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  kind: CmsKind;
  locale: Scalars['String']['output'];
  /** The customer's path below the language prefix: /{identifier} or /blog/{identifier}. */
  path: Scalars['String']['output'];
  /** The revision customers see now, if any. */
  publishedRevision?: Maybe<Scalars['Int']['output']>;
  /** The latest revision (send it back as baseRevision). */
  revision: Scalars['Int']['output'];
  scheduledAt?: Maybe<Scalars['String']['output']>;
  scheduledRevision?: Maybe<Scalars['Int']['output']>;
  status: CmsStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedByName: Scalars['String']['output'];
};

export type CmsEntryFilter = {
  /** Blog posts of one type. */
  blogType?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<CmsKind>;
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Words of the title or the URL key. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** At most 100. */
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<CmsStatus>;
};

export type CmsEntryInput = {
  /** The revision the editor opened; null on create. */
  baseRevision?: InputMaybe<Scalars['Int']['input']>;
  blogType?: InputMaybe<Scalars['String']['input']>;
  bodyHtml: Scalars['String']['input'];
  description: Scalars['String']['input'];
  /** null creates the entry. */
  id?: InputMaybe<Scalars['ID']['input']>;
  identifier: Scalars['String']['input'];
  kind: CmsKind;
  locale: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type CmsEntryList = {
  __typename?: 'CmsEntryList';
  items: Array<CmsEntrySummary>;
  total: Scalars['Int']['output'];
};

export type CmsEntrySummary = {
  __typename?: 'CmsEntrySummary';
  blogType?: Maybe<Scalars['String']['output']>;
  hasUnpublishedChanges: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  kind: CmsKind;
  locale: Scalars['String']['output'];
  path: Scalars['String']['output'];
  revision: Scalars['Int']['output'];
  scheduledAt?: Maybe<Scalars['String']['output']>;
  status: CmsStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedByName: Scalars['String']['output'];
};

/** An uploaded image, kept at several widths (domain/cms.ts CMS_IMAGE_WIDTHS) as WebP with a year's cache. */
export type CmsImage = {
  __typename?: 'CmsImage';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The default width's URL (/media/cms/{id}-{w}.webp): 960 or the widest kept below it. */
  src: Scalars['String']['output'];
  /** Every width kept: '/media/cms/{id}-320.webp 320w, …'. */
  srcset: Scalars['String']['output'];
  /** The original's size, for the page's layout (width and height attributes). */
  width: Scalars['Int']['output'];
};

export enum CmsKind {
  Blog = 'BLOG',
  Page = 'PAGE'
}

/** A page or blog post as a customer reads it. */
export type CmsPage = {
  __typename?: 'CmsPage';
  blogType?: Maybe<Scalars['String']['output']>;
  /** Sanitised HTML (an allow-list: headings, paragraphs, lists, links, bold, italic, images of /media/cms, tables). Links to the shop are site-relative ('/refund'). */
  bodyHtml: Scalars['String']['output'];
  /** The meta description. */
  description: Scalars['String']['output'];
  fallback: Scalars['Boolean']['output'];
  identifier: Scalars['String']['output'];
  kind: CmsKind;
  /** The language of the text: the one asked for, or en-US when the page has no text of its own in it (fallback). */
  locale: Scalars['String']['output'];
  /** When the text customers see was first published (blog posts show it). */
  publishedAt: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** A published entry's path and languages, for the sitemap and the static copies. */
export type CmsPath = {
  __typename?: 'CmsPath';
  blogType?: Maybe<Scalars['String']['output']>;
  identifier: Scalars['String']['output'];
  kind: CmsKind;
  /** The languages with their own published text (the others show English). */
  locales: Array<Scalars['String']['output']>;
};

export type CmsRevision = {
  __typename?: 'CmsRevision';
  authorName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** True for the revision customers see now. */
  live: Scalars['Boolean']['output'];
  revision: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** DRAFT: not on the shop; PUBLISHED: customers see it; SCHEDULED: goes live (or, for a block, shows) at a time ahead; ENDED: a block whose end has passed. */
export enum CmsStatus {
  Draft = 'DRAFT',
  Ended = 'ENDED',
  Published = 'PUBLISHED',
  Scheduled = 'SCHEDULED'
}

export type ConfigurableChild = {
  __typename?: 'ConfigurableChild';
  attributes: Array<ChildAttribute>;
  discountPercent: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  inStock: Scalars['Boolean']['output'];
  mrp: Money;
  price: Money;
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type ConfigurableOption = {
  __typename?: 'ConfigurableOption';
  attributeCode: Scalars['String']['output'];
  attributeId: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  values: Array<ConfigurableOptionValue>;
};

export type ConfigurableOptionValue = {
  __typename?: 'ConfigurableOptionValue';
  label: Scalars['String']['output'];
  valueIndex: Scalars['Int']['output'];
};

export enum CouponType {
  Fixed = 'FIXED',
  FreeShipping = 'FREE_SHIPPING',
  Percent = 'PERCENT'
}

/** What the customer sees at /customer-order-savings from the SMS link (requested against suggested). */
export type CustomerSavings = {
  __typename?: 'CustomerSavings';
  customerInterested: Scalars['Boolean']['output'];
  customerName?: Maybe<Scalars['String']['output']>;
  estimateId: Scalars['ID']['output'];
  expiresAt: Scalars['String']['output'];
  items: Array<EstimateItem>;
  shopName?: Maybe<Scalars['String']['output']>;
  totals: EstimationTotals;
};

/** A gift the customer removed that the cart still qualifies for: cartRestoreGift brings it back. */
export type DeclinedGift = {
  __typename?: 'DeclinedGift';
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export enum DevPaymentOutcome {
  Failed = 'FAILED',
  Pending = 'PENDING',
  Successful = 'SUCCESSFUL'
}

/** One of the development consent page's demo Google accounts (labelled demo). */
export type DevSocialAccount = {
  __typename?: 'DevSocialAccount';
  demo: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

/** A message sent to a customer through the engagement service (send-clevertap-message). */
export type EngagementMessage = {
  __typename?: 'EngagementMessage';
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
  /** ISO-8601 UTC. */
  sentAt: Scalars['String']['output'];
};

/** A message the development engagement service kept instead of sending (/dev/engagement-outbox). */
export type EngagementOutboxMessage = {
  __typename?: 'EngagementOutboxMessage';
  body: Scalars['String']['output'];
  customerSid: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
  sentAt: Scalars['String']['output'];
  sentBy?: Maybe<Scalars['String']['output']>;
};

/** Which product of a line goes into the order: the one asked for, or the suggested alternative. */
export enum EstimateChoice {
  Requested = 'REQUESTED',
  Suggested = 'SUGGESTED'
}

/**
 * One line of an estimation: the requested drug (Requested Drugs view) and its suggested alternative
 * (Suggested Drugs view; null when nothing is cheaper), the quantity in packs of the requested product, and
 * what the line saves when the suggestion is taken, for the same number of units.
 */
export type EstimateItem = {
  __typename?: 'EstimateItem';
  choice: EstimateChoice;
  itemNo: Scalars['Int']['output'];
  /** Packs of the requested product (a positive whole number below the line maximum). */
  qty: Scalars['Int']['output'];
  requested: EstimateProduct;
  requestedTotal: Money;
  /** requestedTotal's units at the suggested unit price, saved; 0 without a suggestion. */
  saving: Money;
  savingPercent: Scalars['Float']['output'];
  suggested?: Maybe<EstimateProduct>;
  /** Packs of the suggested product that give at least as many units (null without a suggestion). */
  suggestedQty?: Maybe<Scalars['Int']['output']>;
  suggestedTotal?: Maybe<Money>;
};

/** A line to keep in an estimation: the requested product, its quantity and which product is chosen. */
export type EstimateLineInput = {
  choice?: InputMaybe<EstimateChoice>;
  qty: Scalars['Quantity']['input'];
  sku: Scalars['String']['input'];
  /** The alternative to suggest instead of the best one (one of productAlternatives' items); null: the best. */
  suggestedSku?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A product of the catalogue as an estimation line or an alternative shows it (Estimate item, §3): the
 * pack, its price and the price of one unit (tablet, capsule, ml, g, …) the savings are compared by.
 */
export type EstimateProduct = {
  __typename?: 'EstimateProduct';
  /** mrp - price, and as a whole percentage of mrp (domain's one rounding rule). */
  discount: Money;
  discountPercent: Scalars['Int']['output'];
  manufacturer: Scalars['String']['output'];
  mrp: Money;
  name: Scalars['String']['output'];
  /** oos_status: true when it cannot be ordered now. */
  outOfStock: Scalars['Boolean']['output'];
  /** The pack as the catalogue labels it ('strip of 10 tablets'). */
  packSizeLabel: Scalars['String']['output'];
  /** Units in one pack and what a unit is (tablet, capsule, lozenge, ml, g, dose, injection, kit); null when the label cannot be read. */
  packUnits?: Maybe<Scalars['Int']['output']>;
  prescriptionRequired: Scalars['Boolean']['output'];
  /** Today's selling price of one pack. */
  price: Money;
  /** The salts and strengths as the catalogue writes them (saltinfo); empty when the catalogue has none. */
  saltinfo: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** stock_qty */
  stockQty: Scalars['Int']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  /** price / packUnits, to the paisa; null when packUnits is. */
  unitPrice?: Maybe<Money>;
  urlPath: Scalars['String']['output'];
};

/**
 * A cost estimation for one customer (Estimation, §3). Its id (estimate_id) stays the same through
 * re-estimation; the order placed from it records it.
 */
export type Estimation = {
  __typename?: 'Estimation';
  createdAt: Scalars['String']['output'];
  /** The staff user who made it, and their role. */
  createdByName?: Maybe<Scalars['String']['output']>;
  createdByRole: Role;
  cusSid: Scalars['String']['output'];
  /** The customer said they are interested, from the savings link. */
  customerInterested: Scalars['Boolean']['output'];
  customerMobile: Scalars['String']['output'];
  customerName?: Maybe<Scalars['String']['output']>;
  estimateId: Scalars['ID']['output'];
  /** When prices and stock were last read (created or re-estimated). */
  estimatedAt: Scalars['String']['output'];
  items: Array<EstimateItem>;
  /** The order placed from it, once ordered. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** The prescription decoded into it (source PRESCRIPTION). */
  prescriptionId?: Maybe<Scalars['ID']['output']>;
  /** When the last shared link stops working; null if never shared. */
  sharedUntil?: Maybe<Scalars['String']['output']>;
  shopName?: Maybe<Scalars['String']['output']>;
  source: EstimationSource;
  status: EstimationStatus;
  statusHistory: Array<EstimationStatusChange>;
  totals: EstimationTotals;
};

export type EstimationCartLine = {
  __typename?: 'EstimationCartLine';
  qty: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/**
 * Order Now: what went into the customer's cart. `warning` is 'Some of your product(s) is/are out of
 * stock!! Still want to add to cart?' when some lines could not go (asked first: see confirmPartial).
 */
export type EstimationOrdered = {
  __typename?: 'EstimationOrdered';
  /** SKUs put into the cart, with their quantities. */
  added: Array<EstimationCartLine>;
  estimation: Estimation;
  /** SKUs left out (out of stock or no longer sold). */
  skipped: Array<Scalars['String']['output']>;
};

export type EstimationPage = {
  __typename?: 'EstimationPage';
  items: Array<Estimation>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What the SMS sent: 'SMS sent to the customer successfully'. */
export type EstimationShared = {
  __typename?: 'EstimationShared';
  estimation: Estimation;
  /** The link's end (ISO time). */
  expiresAt: Scalars['String']['output'];
};

/** Where the estimation's lines came from. */
export enum EstimationSource {
  Cart = 'CART',
  Prescription = 'PRESCRIPTION'
}

/**
 * The estimation's state, from its flags (staff-tools.md §4): DECODING 'prescription decoding in
 * progress' (decode_status), CREATED 'Estimation Created', SHARED 'Estimation Shared' (social_shared),
 * ORDERED 'Estimation Ordered' (is_ordered).
 */
export enum EstimationStatus {
  Created = 'CREATED',
  Decoding = 'DECODING',
  Ordered = 'ORDERED',
  Shared = 'SHARED'
}

export type EstimationStatusChange = {
  __typename?: 'EstimationStatusChange';
  at: Scalars['String']['output'];
  status: EstimationStatus;
};

export type EstimationTotals = {
  __typename?: 'EstimationTotals';
  /** What an order would cost with each line as chosen. */
  chosen: Money;
  /** Every line as requested. */
  requested: Money;
  saving: Money;
  savingPercent: Scalars['Float']['output'];
  /** Every line as suggested (a line without a suggestion as requested). */
  suggested: Money;
};

/**
 * The end of a social sign-in: a session when the Google account is linked to a customer; otherwise a
 * `linkTicket` (10 minutes) to link it by confirming a mobile number's OTP (`linkExternalSignIn`), and the
 * account's verified `email`.
 */
export type ExternalSignInFinish = {
  __typename?: 'ExternalSignInFinish';
  email?: Maybe<Scalars['String']['output']>;
  linkTicket?: Maybe<Scalars['String']['output']>;
  session?: Maybe<Session>;
};

/** Which of caller-id and social sign-in are offered (issue 20): a sign-in not configured shows no button. */
export type ExternalSignInOptions = {
  __typename?: 'ExternalSignInOptions';
  callerId: Scalars['Boolean']['output'];
  social: Scalars['Boolean']['output'];
};

export enum ExternalSignInProvider {
  CallerId = 'CALLER_ID',
  Social = 'SOCIAL'
}

/**
 * A sign-in started at a provider: the random `state` to keep for the return (the browser checks the
 * provider's answer carries it, the upstream keeps its hash for 10 minutes) and where to go. Caller-id's
 * `installed` is false when the caller-id app is not there ("Truecaller not installed, please use OTP based
 * login"); then nothing was started and both are null.
 */
export type ExternalSignInStart = {
  __typename?: 'ExternalSignInStart';
  authorizeUrl?: Maybe<Scalars['String']['output']>;
  installed: Scalars['Boolean']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type FacetBucket = {
  __typename?: 'FacetBucket';
  count: Scalars['Int']['output'];
  /** The value to filter on: a manufacturer, a category id, a price bucket key. */
  key: Scalars['String']['output'];
  /** What the customer reads: the manufacturer, the category name, '< ₹50'. */
  label: Scalars['String']['output'];
};

/** One cell of a follow-up summary: open leads of a filter category whose follow-up is in an interval. */
export type FollowUpCount = {
  __typename?: 'FollowUpCount';
  count: Scalars['Int']['output'];
  filter: LeadFilter;
  interval: FollowUpInterval;
};

export type FollowUpFilterTotal = {
  __typename?: 'FollowUpFilterTotal';
  count: Scalars['Int']['output'];
  filter: LeadFilter;
};

/**
 * The follow-up intervals of §9, in IST calendar days from the follow-up date to today: D10_1 due in the
 * coming 1-10 days; D1_4 due today up to 4 days late; D4_7 5-7 days late; AFTER_7 more than 7 days late.
 */
export enum FollowUpInterval {
  After_7 = 'AFTER_7',
  D1_4 = 'D1_4',
  D4_7 = 'D4_7',
  D10_1 = 'D10_1'
}

/**
 * getLeadFollowUpSummary: per filter category, the open leads with a follow-up date in each interval,
 * and the total per category (the categories' leads whatever their follow-up date).
 */
export type FollowUpSummary = {
  __typename?: 'FollowUpSummary';
  cells: Array<FollowUpCount>;
  totals: Array<FollowUpFilterTotal>;
};

export type FoundRetentionCalls = {
  __typename?: 'FoundRetentionCalls';
  foundAt?: Maybe<Scalars['String']['output']>;
  migration: Scalars['Int']['output'];
  retention: Scalars['Int']['output'];
};

/**
 * A free gift in the cart (domain/free-gifts.ts; storefront.md §9): a promo type gives it when the cart's
 * subtotal (paid lines at today's selling prices, before any coupon, without shipping or the platform fee)
 * reaches its amount: POUCH_100 the pouch at ₹100, FIRST_AID_BOX_400 the first-aid box at ₹400 (PILL_BOX_100
 * and FIRST_AID_BOX_100 exist, switched off). Always ₹0, quantity 1, never in any total.
 */
export type FreeGift = {
  __typename?: 'FreeGift';
  /** English; the storefront shows gifts.items.<sku> in the customer's language. */
  name: Scalars['String']['output'];
  /** Always ₹0. */
  price: Money;
  /** The promo types that give it. */
  promoTypes: Array<Scalars['String']['output']>;
  /** Always 1. */
  qty: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type Health = {
  __typename?: 'Health';
  indexedProducts: Scalars['Int']['output'];
  ok: Scalars['Boolean']['output'];
  searchEngine: Scalars['String']['output'];
};

export type HealthCamp = {
  __typename?: 'HealthCamp';
  createdAt: Scalars['String']['output'];
  createdBy: LeadStaff;
  /** YYYY-MM-DD (IST). */
  date: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  kind: CampKind;
  /** Leads that name this camp. */
  leadCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  pinCode?: Maybe<Scalars['String']['output']>;
  place: Scalars['String']['output'];
  sid: Scalars['ID']['output'];
  slot: CampSlot;
  /** The slot's hours, HH:mm IST. */
  startsAt: Scalars['String']['output'];
};

export type HealthCampInput = {
  date: Scalars['String']['input'];
  kind: CampKind;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  pinCode?: InputMaybe<Scalars['String']['input']>;
  place: Scalars['String']['input'];
  slot: CampSlot;
};

export type HealthCampPage = {
  __typename?: 'HealthCampPage';
  items: Array<HealthCamp>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A banner or a popular-category tile as the home page shows it. */
export type HomeBlock = {
  __typename?: 'HomeBlock';
  caption: Scalars['String']['output'];
  /** A tile's category. */
  categoryId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<CmsImage>;
  kind: HomeBlockKind;
  /** A banner's link (site-relative or https://); null for a tile (its link is the category's page). */
  linkPath?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A banner or tile as the editor works on it. */
export type HomeBlockEntry = {
  __typename?: 'HomeBlockEntry';
  caption: Scalars['String']['output'];
  categoryId?: Maybe<Scalars['Int']['output']>;
  endsAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<CmsImage>;
  kind: HomeBlockKind;
  linkPath?: Maybe<Scalars['String']['output']>;
  locale: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  published: Scalars['Boolean']['output'];
  revision: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['String']['output']>;
  status: CmsStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedByName: Scalars['String']['output'];
};

export type HomeBlockFilter = {
  kind?: InputMaybe<HomeBlockKind>;
  locale?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CmsStatus>;
};

export type HomeBlockInput = {
  baseRevision?: InputMaybe<Scalars['Int']['input']>;
  caption: Scalars['String']['input'];
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  endsAt?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  imageId?: InputMaybe<Scalars['ID']['input']>;
  kind: HomeBlockKind;
  linkPath?: InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  published: Scalars['Boolean']['input'];
  startsAt?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export enum HomeBlockKind {
  Banner = 'BANNER',
  PopularCategory = 'POPULAR_CATEGORY'
}

export type JobApplication = {
  __typename?: 'JobApplication';
  appliedAt: Scalars['String']['output'];
  cv: JobApplicationCv;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
  opening: JobApplicationOpening;
};

export type JobApplicationCv = {
  __typename?: 'JobApplicationCv';
  fileName: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  /** Fetched with the admin's token (Authorization header); never a public URL. */
  path: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

export type JobApplicationInput = {
  /** Optional; when given, a valid e-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A 10-digit Indian mobile (+91, 91 or 0 in front allowed). */
  mobile: Scalars['String']['input'];
  /** 2 letters or more, any script. */
  name: Scalars['String']['input'];
  openingId: Scalars['ID']['input'];
};

export type JobApplicationOpening = {
  __typename?: 'JobApplicationOpening';
  id: Scalars['ID']['output'];
  location: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type JobApplicationPage = {
  __typename?: 'JobApplicationPage';
  items: Array<JobApplication>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type JobApplicationReceipt = {
  __typename?: 'JobApplicationReceipt';
  id: Scalars['ID']['output'];
  openingTitle: Scalars['String']['output'];
};

/** A job opening in one language, in one of the four states. */
export type JobOpening = {
  __typename?: 'JobOpening';
  /** A development seed's opening (DEV_TOOLS), shown with a Demo label. */
  demo: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locale: Scalars['String']['output'];
  /** WB, BR, JH or OD. */
  location: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Lead = {
  __typename?: 'Lead';
  /** Newest first. */
  activity: Array<LeadActivity>;
  address?: Maybe<Scalars['String']['output']>;
  /** The client-made id the lead was created with (one lead per client id). */
  clientId: Scalars['ID']['output'];
  /** When the phone last changed it (the phone's clock): the newer change wins. */
  clientUpdatedAt: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  customer?: Maybe<LeadCustomer>;
  /** YYYY-MM-DD (IST), or null. */
  followUpDate?: Maybe<Scalars['String']['output']>;
  followUpDetails?: Maybe<Scalars['String']['output']>;
  /** The interval the follow-up date falls in today, or null. */
  followUpInterval?: Maybe<FollowUpInterval>;
  gender?: Maybe<LeadGender>;
  healthCamp?: Maybe<HealthCamp>;
  healthCampVisit: Scalars['Boolean']['output'];
  homeVisitInterested: Scalars['Boolean']['output'];
  inactiveReason?: Maybe<Scalars['String']['output']>;
  isChronic: Scalars['Boolean']['output'];
  leadCapturedBy: LeadStaff;
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
  panel?: Maybe<Scalars['String']['output']>;
  patientType?: Maybe<LeadPatientType>;
  prescription?: Maybe<LeadPrescription>;
  reasonForNotPlacingOrder?: Maybe<NoOrderReason>;
  remarks?: Maybe<Scalars['String']['output']>;
  /** The server's id. */
  sid: Scalars['ID']['output'];
  source: LeadSource;
  status: LeadStatus;
  updatedAt: Scalars['String']['output'];
  vitalRecords: VitalRecords;
};

export type LeadActivity = {
  __typename?: 'LeadActivity';
  /** ISO 8601 (UTC); shown in IST HH:mm D/M/YYYY. */
  at: Scalars['String']['output'];
  by: LeadStaff;
  id: Scalars['ID']['output'];
  kind: LeadActivityKind;
  notes?: Maybe<Scalars['String']['output']>;
};

export type LeadActivityInput = {
  kind: LeadActivityKind;
  /** The next follow-up date (YYYY-MM-DD, not in the past), or null to keep it; FOLLOW_UP_DONE without one clears it. */
  nextFollowUpDate?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
};

export enum LeadActivityKind {
  Call = 'CALL',
  FollowUpDone = 'FOLLOW_UP_DONE',
  Note = 'NOTE',
  Visit = 'VISIT'
}

/** addGenericConversion: the lead became (or was linked to) a customer of the shop. */
export type LeadConversion = {
  __typename?: 'LeadConversion';
  customer: LeadCustomer;
  lead: Lead;
  /** False when the mobile was already a customer, who was linked instead of registered. */
  newCustomer: Scalars['Boolean']['output'];
};

/** The customer a lead became (conversion keeps the link). */
export type LeadCustomer = {
  __typename?: 'LeadCustomer';
  cusSid: Scalars['String']['output'];
  mobile: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

/**
 * An estimation made for the customer a lead became (getLeadEstimation): estimations of that customer
 * made by the lead's shop after the conversion.
 */
export type LeadEstimation = {
  __typename?: 'LeadEstimation';
  createdAt: Scalars['String']['output'];
  estimateId: Scalars['ID']['output'];
  lines: Scalars['Int']['output'];
  requestedTotal: Money;
  status: EstimationStatus;
  suggestedTotal: Money;
};

/** The nine follow-up filter categories of §4: every lead, one source, or the follow-ups due (PENDING). */
export enum LeadFilter {
  DoorToDoor = 'DOOR_TO_DOOR',
  HcIc = 'HC_IC',
  HcVc = 'HC_VC',
  HcWi = 'HC_WI',
  PaAihc = 'PA_AIHC',
  PaHv = 'PA_HV',
  Pending = 'PENDING',
  Referral = 'REFERRAL',
  TotalLeads = 'TOTAL_LEADS'
}

export enum LeadGender {
  Female = 'FEMALE',
  Male = 'MALE',
  Other = 'OTHER'
}

export type LeadInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  clientId: Scalars['ID']['input'];
  /** ISO 8601 instant of the change on the phone. */
  clientUpdatedAt: Scalars['String']['input'];
  followUpDate?: InputMaybe<Scalars['String']['input']>;
  followUpDetails?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<LeadGender>;
  healthCampSid?: InputMaybe<Scalars['ID']['input']>;
  healthCampVisit?: InputMaybe<Scalars['Boolean']['input']>;
  homeVisitInterested?: InputMaybe<Scalars['Boolean']['input']>;
  isChronic?: InputMaybe<Scalars['Boolean']['input']>;
  mobile: Scalars['String']['input'];
  name: Scalars['String']['input'];
  panel?: InputMaybe<Scalars['String']['input']>;
  patientType?: InputMaybe<LeadPatientType>;
  reasonForNotPlacingOrder?: InputMaybe<NoOrderReason>;
  remarks?: InputMaybe<Scalars['String']['input']>;
  source: LeadSource;
  vitalRecords?: InputMaybe<VitalRecordsInput>;
};

/** checkLeadExist: a mobile already a lead or a customer of this shop. */
export type LeadMatch = {
  __typename?: 'LeadMatch';
  customer?: Maybe<LeadCustomer>;
  lead?: Maybe<Lead>;
};

export type LeadPage = {
  __typename?: 'LeadPage';
  items: Array<Lead>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export enum LeadPatientType {
  Cardiac = 'CARDIAC',
  Diabetic = 'DIABETIC',
  General = 'GENERAL',
  Hypertensive = 'HYPERTENSIVE',
  Other = 'OTHER',
  Respiratory = 'RESPIRATORY',
  Thyroid = 'THYROID'
}

/** A lead's prescription photo, readable by its shop's staff only (a private file). */
export type LeadPrescription = {
  __typename?: 'LeadPrescription';
  contentType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The gateway's private file path (like a customer's prescription), served only to the shop's staff. */
  path: Scalars['String']['output'];
  uploadedAt: Scalars['String']['output'];
};

/**
 * The answer to a lead's create or update (domain/lead-sync.ts): the lead the server now holds, and
 * whether this change was applied. applied false: the server held a newer change (by clientUpdatedAt),
 * `lead` is that newer one and the sender is told 'A newer change to this lead was saved first; …'.
 */
export type LeadSaveResult = {
  __typename?: 'LeadSaveResult';
  applied: Scalars['Boolean']['output'];
  lead: Lead;
  /** True when the change came a second time (same client id and clientUpdatedAt): answered, not applied twice. */
  repeated: Scalars['Boolean']['output'];
};

/** Where the lead came from (domain/lead.ts LEAD_SOURCES says what each means). */
export enum LeadSource {
  DoorToDoor = 'DOOR_TO_DOOR',
  HcIc = 'HC_IC',
  HcVc = 'HC_VC',
  HcWi = 'HC_WI',
  PaAihc = 'PA_AIHC',
  PaHv = 'PA_HV',
  Referral = 'REFERRAL'
}

export type LeadSourceCount = {
  __typename?: 'LeadSourceCount';
  count: Scalars['Int']['output'];
  source: LeadSource;
};

/** Who captured or changed something: a staff user of the shop. */
export type LeadStaff = {
  __typename?: 'LeadStaff';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

/**
 * Where the lead stands: OPEN (captured, not converted), CONVERTED (a customer now: addGenericConversion),
 * INACTIVE (set aside with an inactive reason).
 */
export enum LeadStatus {
  Converted = 'CONVERTED',
  Inactive = 'INACTIVE',
  Open = 'OPEN'
}

/** getLeadSummary: the shop's leads counted. */
export type LeadSummary = {
  __typename?: 'LeadSummary';
  bySource: Array<LeadSourceCount>;
  converted: Scalars['Int']['output'];
  inactive: Scalars['Int']['output'];
  lastSevenDays: Scalars['Int']['output'];
  open: Scalars['Int']['output'];
  /** Captured today (IST) and in the last 7 days. */
  today: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What stops a cart line from being ordered, as a message key of the interface strings. */
export type LineProblem = {
  __typename?: 'LineProblem';
  /** messages.outOfStock or messages.onlyAvailable */
  key: Scalars['String']['output'];
  /** For messages.onlyAvailable: how many can be ordered ({{max}}). */
  max?: Maybe<Scalars['Int']['output']>;
};

/** Where the customer is, as an address form needs it; the customer may still change every field. */
export type LocatedAddress = {
  __typename?: 'LocatedAddress';
  city: Scalars['String']['output'];
  /** How far that post office is, in kilometres (at most 50). */
  distanceKm: Scalars['Float']['output'];
  pinCode: Scalars['String']['output'];
  /** The nearest post office's name. */
  postOffice: Scalars['String']['output'];
  /** Two-letter state code: BR, JH, OD or WB. */
  state: Scalars['String']['output'];
};

/** A shop as the order metrics name it. */
export type MetricsShop = {
  __typename?: 'MetricsShop';
  name: Scalars['String']['output'];
  sid: Scalars['String']['output'];
};

/**
 * Money in Indian rupees. `paise` is exact; `amount` is the decimal string ("223.42").
 * Clients format with Intl (en-IN, INR, 2 decimals).
 */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  paise: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** A delegated token to act for the customer; a customer the staff user may not act for is NOT_FOUND. */
  actForCustomer: ActingSession;
  /** At most 6 addresses; the pin code must be serviceable. */
  addAddress: Address;
  /** addHealthCamp. */
  addHealthCamp: HealthCamp;
  /** addLeadData: creates the lead, or (the same client id again) answers as an update of it. */
  addLead: LeadSaveResult;
  /** addLeadActivity/{id}. */
  addLeadActivity: Lead;
  addPatient: Patient;
  addTicketComment: Ticket;
  /** Signs in from the mobile app's one-time login token (/appLoginToken). */
  appLogin: Session;
  /**
   * Applies a coupon: the code is trimmed and upper-cased. Needs a signed-in customer (UNAUTHENTICATED
   * 'You need to be logged in to see this page') and one of their addresses (BAD_USER_INPUT 'Please select
   * a delivery address'). Unknown: "You've entered an incorrect coupon code"; expired, below its minimum or
   * outside its pin codes: 'Sorry! Coupon not applied, please try again'. The address becomes the cart's
   * delivery address.
   */
  applyCoupon: Cart;
  /**
   * Applies for an opening with a CV: a PDF, DOC or DOCX told by its first bytes, at most 2 MB. BAD_USER_INPUT
   * for a missing, too large or wrong CV, a bad name, mobile or e-mail; NOT_FOUND for an opening that is not
   * open; TOO_MANY_REQUESTS after 3 applications a day from a mobile or 10 an hour from an address.
   */
  applyForJob: JobApplicationReceipt;
  /**
   * Approves an order waiting for a prescription with one of its customer's prescriptions that the admin
   * checked: the prescription is linked to the order, the order moves on to PLACED, the customer's inbox says
   * so and the audit trail records the admin. NOT_FOUND 'OrderId Mismatch, No records found' for an unknown
   * order, NOT_FOUND 'Prescription not found' for a prescription that is not the customer's, BAD_USER_INPUT 'This
   * order is not waiting for a prescription, so there is nothing to approve' for an order in any other state.
   */
  approvePrescriptionOrder: ApprovedOrder;
  /** Gives a pending call to an adviser (their id), or to nobody (null): admins only. */
  assignRetentionCall: RetentionCall;
  attachTicketFile: Ticket;
  cancelOrder: Order;
  /**
   * Adds qty of the product to the cart (added to any quantity already there, as one increment on the
   * server, so two tabs adding at once both count). requestId (8-64 of A-Z a-z 0-9 _ -), when given, makes
   * the add idempotent: the same requestId on the same cart is applied once. Refusals: NOT_FOUND (unknown
   * SKU), BAD_USER_INPUT (quantity rules, 'Quantity must be a multiple of {n}', 'Product price is unknown,
   * product cannot be added to the cart!'), OUT_OF_STOCK, STOCK_LIMIT ('Only {n} products of this type are
   * available!', extensions.available), CART_NOT_FOUND, CART_CHANGED.
   */
  cartAddItem: Cart;
  /**
   * The cart with a price check (storefront.md §7 checkPrice; §9 "price-check flag after 10 minutes without
   * totals sync"): sent by a guest always, and by a signed-in customer whose totals were last synced over 10
   * minutes ago. priceChanges names what moved since last shown; those prices count as shown from now.
   * CART_NOT_FOUND, CART_CHANGED as for cart.
   */
  cartCheckPrices: Cart;
  /**
   * Without a token: a new, empty guest cart. With a token: the customer's one open cart (created when
   * needed); guestCartId, when given, is merged into it by SKU — a SKU in both carts keeps the LARGER
   * quantity, never the sum — and the guest cart is closed. Repeating the merge (a retry, a reload) gives
   * the same cart.
   */
  cartCreate: Cart;
  /**
   * Removes a free gift from the cart: it stays off while the cart qualifies for it (declinedGifts) and is
   * offered again once the cart stops and starts qualifying. NOT_FOUND for a gift the cart does not hold.
   */
  cartRemoveGift: Cart;
  cartRemoveItem: Cart;
  /** Asks again for a removed gift. BAD_USER_INPUT 'This cart does not qualify for that free gift' otherwise. */
  cartRestoreGift: Cart;
  /** Sets the quantity of a line (same refusals as cartAddItem). */
  cartUpdateQuantity: Cart;
  /** updateLeadMobileNumber/{id}: refused when the mobile is another lead's or a customer's of the shop. */
  changeLeadMobile: Lead;
  /** Sets or changes the password (at least 8 letters, letters and digits). Needs a token. */
  changePassword: Scalars['Boolean']['output'];
  /** Editor: a token for `preview` on cmsPage/blogPost: the latest saved text of the URL key in every language, for PREVIEW_SECONDS. */
  cmsPreviewToken: Scalars['String']['output'];
  /**
   * The development provider's answer for a session: SUCCESSFUL marks the order paid once (repeating it
   * changes nothing), PENDING 'Payment on hold, wait 15 minutes' (may still be completed), FAILED 'Payment
   * Failed' (start a new session to retry).
   */
  completeDevPayment: PaymentStatusReport;
  /**
   * Sets the account's new password from a reset link's token and ends every session of the account
   * ('Password has successfully been changed'). A used, expired or changed token: BAD_USER_INPUT with
   * `passwordReset.messages.linkInvalid`; the password rules as everywhere (field newPassword).
   */
  completePasswordReset: PasswordResetAnswer;
  /** addGenericConversion/{id}: registers the lead as a customer of the shop (or links the existing one). */
  convertLead: LeadConversion;
  /**
   * New Estimation from the selected customer's cart (getcartOriginalItems, add-update-estimation-cart):
   * each line with its best alternative suggested. BAD_USER_INPUT 'No products found!' for an empty cart.
   * requestId (8-64 of A-Z a-z 0-9 _ -), when given, names the press: the same requestId for the same
   * customer answers with the estimation it made (a press sent again because its answer was lost), and
   * makes nothing new.
   */
  createEstimationFromCart: Estimation;
  createTicket: Ticket;
  /** The customer is interested (update-customer-saving-intrested), from the savings link, without sign-in. */
  customerSavingsInterested: CustomerSavings;
  deleteAddress: Scalars['Boolean']['output'];
  /** Editor: removes an entry that is not published (deletePublishedFirst otherwise), with its revisions. */
  deleteCmsEntry: Scalars['Boolean']['output'];
  /** Editor: removes a banner or tile. */
  deleteHomeBlock: Scalars['Boolean']['output'];
  deletePatient: Scalars['Boolean']['output'];
  /** The development caller-id app's Allow: a signed code for `mobile` and `state`. FORBIDDEN without DEV_TOOLS. */
  devAuthorizeCallerId: Scalars['String']['output'];
  /** The development Google's consent for a demo account: a signed code. FORBIDDEN without DEV_TOOLS. */
  devAuthorizeSocial: Scalars['String']['output'];
  /** The development caller-id app's switch. FORBIDDEN when the upstream's DEV_TOOLS are off. */
  devSetCallerIdInstalled: Scalars['Boolean']['output'];
  /** Looks for new calls now (admins only). */
  findRetentionCalls: FoundRetentionCalls;
  /**
   * Exchanges the development caller-id app's code for the customer's session (the number's customer,
   * created when new). A forged code, a wrong state or another sign-in's code: BAD_USER_INPUT
   * externalSignIn.messages.notConfirmed; used: .used; too late: .expired; a staff user's number FORBIDDEN.
   */
  finishCallerIdSignIn: Session;
  /** Exchanges the social provider's code: the linked customer's session, or a link ticket. Refusals as finishCallerIdSignIn. */
  finishSocialSignIn: ExternalSignInFinish;
  /**
   * Starts paying for an ONLINE order at /payment/{orderSid}. Refusals: NOT_FOUND (unknown or another
   * customer's order), BAD_USER_INPUT 'Pay option not available as order has been cancelled', 'This order is
   * not paid online', 'This order has already been paid'.
   */
  initiatePayment: PaymentSession;
  /** Links the Google account of `ticket` to the mobile whose OTP this is (its customer, created when new) and signs in. */
  linkExternalSignIn: Session;
  /** Revokes the refresh token (and its rotations). Always true, also for an unknown token. */
  logout: Scalars['Boolean']['output'];
  markNotificationRead: Notification;
  /**
   * Subscribes an e-mail or an Indian mobile (`contact`, the popup's one box) and gives a 10% coupon for one
   * order, sent by mail or SMS with an unsubscribe link. A bad contact BAD_USER_INPUT with
   * account.messages.invalidEmail / invalidMobile or newsletter.messages.contactRequired; the same person
   * again (e-mail, mobile, or the signed-in customer) BAD_USER_INPUT newsletter.messages.alreadySubscribed
   * and no second coupon; too many RATE_LIMITED.
   */
  newsletterSubscribe: NewsletterSubscription;
  /** Unsubscribes by the link's signed token: newsletter.messages.unsubscribed, or BAD_USER_INPUT newsletter.messages.badLink (nothing changed). */
  newsletterUnsubscribe: Scalars['String']['output'];
  /**
   * Order Now: the chosen product of each line into the selected customer's cart (its quantity in packs),
   * the cart remembering the estimate id so the order placed from it records it and the estimation becomes
   * ORDERED. Refusals: 'All selected products are not available for ordering' (nothing can go),
   * 'Currently selected products are not available for ordering' (a line no longer sold), 'Only
   * {maxQuantity} products of this type are available!' (over stock); with some lines out of stock and
   * confirmPartial not true: CONFLICT 'Some of your product(s) is/are out of stock!! Still want to add to
   * cart?' and nothing changes.
   */
  orderEstimation: EstimationOrdered;
  /**
   * Places the order from the server cart (idempotent by clientOrderId: a re-sent order returns the first
   * one, stock taken once). The cart's coupon is validated again ('Coupon has been removed, please try
   * another coupon', BAD_USER_INPUT, and the coupon is taken off); stock, prescription and pin-code
   * serviceability are checked; the order entity is validated ('Internal validation error. Please check if
   * all required fields are filled in.' plus a contact line, BAD_USER_INPUT with extensions.field); COD is
   * refused for a virtual cart. A cart closed by a merge is CART_CHANGED.
   */
  placeOrder: Order;
  /** Editor: customers see `revision` (the latest: the editor publishes what they looked at) now, or from `at` (ISO, in the future, within a year). */
  publishCmsEntry: CmsEntry;
  rateOrder: Order;
  /** Re-Estimate (re-estimate-cart): today's prices, stock and best alternatives; the same estimate id. */
  reEstimate: Estimation;
  /** Exchanges a refresh token for a new session; the old refresh token stops working. UNAUTHENTICATED when refused. */
  refreshSession: Session;
  /** A staff session's refresh: the next tokens and the details read again. UNAUTHENTICATED when refused or over. */
  refreshStaffSession: StaffSession;
  /** Registers the customer with the shop with the code they received; checkKey as in verifyLoginOtp (sent again after its answer was lost). */
  registerCustomer: RegisteredCustomer;
  /** Removes the coupon (the client shows 'Coupon has been removed'). Needs a signed-in customer. */
  removeCoupon: Cart;
  /** Removes a lead of the shop (by sid); its activity goes with it. A converted lead cannot be removed. */
  removeLead: Scalars['Boolean']['output'];
  /** An assistant's login code to their own mobile (franchiseAssistantLogin; again: refreshFranchiseAssistantOTP). */
  requestAssistantOtp: OtpRequested;
  /**
   * Asks support to call back, as a guest or a signed-in customer. Outside hours BAD_USER_INPUT with
   * messageKey account.messages.supportClosed (nothing is kept); a bad field BAD_USER_INPUT with its
   * messageKey and field; too many RATE_LIMITED with retryAfter.
   */
  requestCallback: CallbackRequested;
  /** A code to the customer's mobile so that they agree to be registered with the shop (generate-otp-for-customer). */
  requestCustomerOtp: OtpRequested;
  /**
   * Sends a one-time password to the mobile number (10 digits, Indian mobile). Rate-limited per number
   * and per address: RATE_LIMITED with 'Please try after some time!'. 'Please enter a valid mobile
   * number' for anything else.
   */
  requestLoginOtp: OtpRequested;
  /**
   * Sends a link to set a new password to the e-mail or mobile given, when it is an account's that has a
   * password (staff, customers who set one): it works once, for 30 minutes, on the storefront page of
   * `locale` (en-US, bn-IN, hi-IN, or-IN). The same answer whether or not there is such an account;
   * 'Please enter your e-mail address or mobile number' for anything else; RATE_LIMITED per e-mail or
   * mobile (3 an hour, 5 a day) and per address (10 an hour).
   */
  requestPasswordReset: PasswordResetAnswer;
  /** Editor: saves a new revision with the text of `revision`; baseRevision as for a save. */
  restoreCmsRevision: CmsEntry;
  /** 'You have not selected any items to return' when items is empty. */
  returnOrder: Order;
  /** Editor: saves a new revision (creates the entry when id is null). Does not publish. */
  saveCmsEntry: CmsEntry;
  /** Editor: saves a banner or tile (creates it when id is null). */
  saveHomeBlock: HomeBlockEntry;
  /**
   * Waits for an out-of-stock product. Refused: an unknown product (NOT_FOUND), one in stock
   * (BAD_USER_INPUT, account.notifyMe.messages.inStock), no SKU.
   */
  saveNotifyMe: SaveNotifyMeResult;
  /**
   * Saves what the customer said on a call of `kind` (cio-migration-feedback/{id}, cio-retention-feedback/{id}),
   * audited for the customer. A call of another kind or another adviser: NOT_FOUND; a done call: BAD_USER_INPUT
   * 'This call is already done and cannot be changed'; a bad option, notes or day: BAD_USER_INPUT with its field.
   */
  saveRetentionFeedback: RetentionCall;
  /** Sends the customer of a call a message through the engagement service (send-clevertap-message), audited. */
  sendRetentionMessage: EngagementMessage;
  /**
   * Chooses the delivery address for checkout (storefront.md §7 shipping-information): the pin code must be
   * served (the spec's refusal otherwise); from now on the totals include shipping. With checkPrice the
   * cart's priceChanges name the lines whose price moved since last shown (gifts.graphql, price sync).
   */
  setShippingInformation: ShippingInformation;
  /**
   * Share: an SMS to the customer with a signed link to /customer-order-savings that expires. Refused with
   * 'Not enough savings for customer to share' when the estimation saves nothing.
   */
  shareEstimation: EstimationShared;
  /**
   * A customer's sign-in by e-mail or mobile and the password they set, beside the OTP. 'Invalid
   * credential' (BAD_USER_INPUT) for a wrong password, an unknown login or an account without one alike;
   * RATE_LIMITED after 5 failures per login in 15 minutes or 30 per address in an hour.
   */
  signInWithPassword: Session;
  /** /appLoginToken for staff: the staff session the token was made for. UNAUTHENTICATED when used, expired, or a customer's. */
  staffAppLogin: StaffSession;
  /**
   * Opens this staff session on another device (the staff app's /appLoginToken): a token valid 2 minutes,
   * once. The session it starts ends when this one does.
   */
  staffAppLoginToken: AppLoginToken;
  /** Staff sign-in by e-mail and password (franchise, admin, adviser). 'Invalid credential' for anything wrong. */
  staffLogin: StaffSession;
  /** Starts a caller-id or social sign-in. A provider not configured BAD_USER_INPUT externalSignIn.messages.unavailable. */
  startExternalSignIn: ExternalSignInStart;
  /**
   * Prescription decoding starts (setDecodePrescriptionStartTime): an estimation of source PRESCRIPTION in
   * status DECODING for the selected customer's prescription, its start time recorded. Starting again on the
   * same prescription returns the same estimation.
   */
  startPrescriptionDecoding: Estimation;
  /** Stops waiting (or forgets an answered wish); another customer's id is NOT_FOUND. */
  stopNotifyMe: Scalars['Boolean']['output'];
  /**
   * Decoding done (addProductUsingPrescriptionData): the products picked become the estimation's lines
   * (status CREATED), or with toCart go straight to the customer's cart as well. 'Prescription details
   * submitted successfully' is the page's answer.
   */
  submitPrescriptionDecoding: Estimation;
  /** Editor: takes the entry off the shop (and drops a schedule); its revisions stay. */
  unpublishCmsEntry: CmsEntry;
  updateAddress: Address;
  /**
   * Changes an estimation's lines (add-update-estimation-cart, same estimate_id): the lines given replace
   * the lines of the same SKU, others are kept; qty must be a positive whole number below the line's
   * maximum (the cart's quantity messages). An ORDERED estimation cannot change (BAD_USER_INPUT).
   */
  updateEstimation: Estimation;
  /** updateHealthCamp/{id}: a camp whose day is over cannot be changed. */
  updateHealthCamp: HealthCamp;
  /** updateLeadData/{id}: the newer change wins (clientUpdatedAt). */
  updateLead: LeadSaveResult;
  updatePatient: Patient;
  /** Updates name and email (field messages of storefront.md §5). Needs a token. */
  updateProfile: User;
  /** Editor: stores an image (JPEG, PNG or WebP by its first bytes, at most 5 MB) at every width. */
  uploadCmsImage: CmsImage;
  /** The lead’s prescription photo (JPEG, PNG, WebP or PDF by first bytes, at most 5 MB, as a customer’s prescription); replaces an earlier one. */
  uploadLeadPrescription: Lead;
  uploadPrescription: Prescription;
  /** Upload from a signed SMS link, without signing in. */
  uploadPrescriptionByLink: Prescription;
  /** An assistant's sign-in with the code; checkKey as in verifyLoginOtp (a check sent again after its answer was lost). */
  verifyAssistantOtp: StaffSession;
  /**
   * Signs in (creating the customer on first sign-in). 'Please enter OTP' when empty, 'OTP is incorrect'
   * when wrong, 'Incorrect OTP' when expired, used or out of attempts (all BAD_USER_INPUT). A blocked
   * user gets FORBIDDEN 'User Blocked. Please contact Purba Pharmacy Admin'.
   * checkKey (16-64 of A-Z a-z 0-9 _ -), a random key the client makes for the code it was sent and sends
   * with every check of it: when the answer to the check that used the code was lost, the same code with
   * the same key signs in again while the code would still be valid (and no newer code was sent). A used
   * code without that key stays 'Incorrect OTP'.
   */
  verifyLoginOtp: Session;
};


export type MutationActForCustomerArgs = {
  cusSid: Scalars['String']['input'];
};


export type MutationAddAddressArgs = {
  input: AddressInput;
};


export type MutationAddHealthCampArgs = {
  input: HealthCampInput;
};


export type MutationAddLeadArgs = {
  input: LeadInput;
};


export type MutationAddLeadActivityArgs = {
  input: LeadActivityInput;
  sid: Scalars['ID']['input'];
};


export type MutationAddPatientArgs = {
  age: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


export type MutationAddTicketCommentArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAppLoginArgs = {
  appToken: Scalars['String']['input'];
};


export type MutationApplyCouponArgs = {
  addressId: Scalars['ID']['input'];
  cartId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationApplyForJobArgs = {
  cv: Scalars['File']['input'];
  input: JobApplicationInput;
};


export type MutationApprovePrescriptionOrderArgs = {
  orderId: Scalars['ID']['input'];
  prescriptionId: Scalars['ID']['input'];
};


export type MutationAssignRetentionCallArgs = {
  adviser?: InputMaybe<Scalars['ID']['input']>;
  callId: Scalars['ID']['input'];
};


export type MutationAttachTicketFileArgs = {
  file: Scalars['File']['input'];
  id: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  reason: CancelReason;
};


export type MutationCartAddItemArgs = {
  cartId: Scalars['ID']['input'];
  qty?: Scalars['Quantity']['input'];
  requestId?: InputMaybe<Scalars['String']['input']>;
  sku: Scalars['String']['input'];
};


export type MutationCartCheckPricesArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationCartCreateArgs = {
  guestCartId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCartRemoveGiftArgs = {
  cartId: Scalars['ID']['input'];
  sku: Scalars['String']['input'];
};


export type MutationCartRemoveItemArgs = {
  cartId: Scalars['ID']['input'];
  sku: Scalars['String']['input'];
};


export type MutationCartRestoreGiftArgs = {
  cartId: Scalars['ID']['input'];
  sku: Scalars['String']['input'];
};


export type MutationCartUpdateQuantityArgs = {
  cartId: Scalars['ID']['input'];
  qty: Scalars['Quantity']['input'];
  sku: Scalars['String']['input'];
};


export type MutationChangeLeadMobileArgs = {
  mobile: Scalars['String']['input'];
  sid: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};


export type MutationCmsPreviewTokenArgs = {
  identifier: Scalars['String']['input'];
  kind: CmsKind;
};


export type MutationCompleteDevPaymentArgs = {
  outcome: DevPaymentOutcome;
  sessionId: Scalars['ID']['input'];
};


export type MutationCompletePasswordResetArgs = {
  newPassword: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};


export type MutationConvertLeadArgs = {
  sid: Scalars['ID']['input'];
};


export type MutationCreateEstimationFromCartArgs = {
  requestId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateTicketArgs = {
  input: TicketInput;
};


export type MutationCustomerSavingsInterestedArgs = {
  token: Scalars['String']['input'];
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCmsEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteHomeBlockArgs = {
  baseRevision: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeletePatientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDevAuthorizeCallerIdArgs = {
  mobile: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationDevAuthorizeSocialArgs = {
  state: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};


export type MutationDevSetCallerIdInstalledArgs = {
  installed: Scalars['Boolean']['input'];
};


export type MutationFinishCallerIdSignInArgs = {
  code: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationFinishSocialSignInArgs = {
  code: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationInitiatePaymentArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationLinkExternalSignInArgs = {
  mobile: Scalars['String']['input'];
  otp: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNewsletterSubscribeArgs = {
  contact: Scalars['String']['input'];
  locale: Scalars['String']['input'];
};


export type MutationNewsletterUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


export type MutationOrderEstimationArgs = {
  confirmPartial?: InputMaybe<Scalars['Boolean']['input']>;
  estimateId: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationPublishCmsEntryArgs = {
  at?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
};


export type MutationRateOrderArgs = {
  id: Scalars['ID']['input'];
  rating: RatingInput;
};


export type MutationReEstimateArgs = {
  estimateId: Scalars['ID']['input'];
};


export type MutationRefreshSessionArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRefreshStaffSessionArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRegisterCustomerArgs = {
  checkKey?: InputMaybe<Scalars['String']['input']>;
  mobile: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  otp: Scalars['String']['input'];
};


export type MutationRemoveCouponArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationRemoveLeadArgs = {
  sid: Scalars['ID']['input'];
};


export type MutationRequestAssistantOtpArgs = {
  mobile: Scalars['String']['input'];
};


export type MutationRequestCallbackArgs = {
  input: CallbackRequestInput;
};


export type MutationRequestCustomerOtpArgs = {
  mobile: Scalars['String']['input'];
};


export type MutationRequestLoginOtpArgs = {
  mobile: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
  login: Scalars['String']['input'];
};


export type MutationRestoreCmsRevisionArgs = {
  baseRevision: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
};


export type MutationReturnOrderArgs = {
  id: Scalars['ID']['input'];
  items: Array<ReturnItemInput>;
  reason: Scalars['String']['input'];
};


export type MutationSaveCmsEntryArgs = {
  input: CmsEntryInput;
};


export type MutationSaveHomeBlockArgs = {
  input: HomeBlockInput;
};


export type MutationSaveNotifyMeArgs = {
  sku: Scalars['String']['input'];
};


export type MutationSaveRetentionFeedbackArgs = {
  callId: Scalars['ID']['input'];
  input: RetentionFeedbackInput;
  kind: RetentionCallKind;
};


export type MutationSendRetentionMessageArgs = {
  body: Scalars['String']['input'];
  callId: Scalars['ID']['input'];
};


export type MutationSetShippingInformationArgs = {
  addressId: Scalars['ID']['input'];
  cartId: Scalars['ID']['input'];
  checkPrice?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationShareEstimationArgs = {
  estimateId: Scalars['ID']['input'];
};


export type MutationSignInWithPasswordArgs = {
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationStaffAppLoginArgs = {
  appToken: Scalars['String']['input'];
};


export type MutationStaffLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationStartExternalSignInArgs = {
  provider: ExternalSignInProvider;
};


export type MutationStartPrescriptionDecodingArgs = {
  prescriptionId: Scalars['ID']['input'];
};


export type MutationStopNotifyMeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitPrescriptionDecodingArgs = {
  estimateId: Scalars['ID']['input'];
  lines: Array<EstimateLineInput>;
  toCart?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUnpublishCmsEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
};


export type MutationUpdateEstimationArgs = {
  estimateId: Scalars['ID']['input'];
  lines: Array<EstimateLineInput>;
  removeSkus?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationUpdateHealthCampArgs = {
  input: HealthCampInput;
  sid: Scalars['ID']['input'];
};


export type MutationUpdateLeadArgs = {
  input: LeadInput;
  sid: Scalars['ID']['input'];
};


export type MutationUpdatePatientArgs = {
  age: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUploadCmsImageArgs = {
  alt?: InputMaybe<Scalars['String']['input']>;
  file: Scalars['File']['input'];
};


export type MutationUploadLeadPrescriptionArgs = {
  file: Scalars['File']['input'];
  sid: Scalars['ID']['input'];
};


export type MutationUploadPrescriptionArgs = {
  file: Scalars['File']['input'];
  orderId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUploadPrescriptionByLinkArgs = {
  file: Scalars['File']['input'];
  token: Scalars['String']['input'];
};


export type MutationVerifyAssistantOtpArgs = {
  checkKey?: InputMaybe<Scalars['String']['input']>;
  mobile: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};


export type MutationVerifyLoginOtpArgs = {
  checkKey?: InputMaybe<Scalars['String']['input']>;
  mobile: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};

/** What the popup asks before it shows to a signed-in customer. */
export type NewsletterStatus = {
  __typename?: 'NewsletterStatus';
  /** The signed-in customer has subscribed once (left since or not): the popup never asks again. A guest: false. */
  hasSubscribed: Scalars['Boolean']['output'];
};

/**
 * A newsletter subscription (issue 20; storefront.md §2 newsletter popup, §9 "Newsletter coupon 10%"): the
 * subscriber's own coupon code, its percent, and how it was also sent (SMS to a mobile, EMAIL to an e-mail).
 */
export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  /** SMS or EMAIL. */
  channel: Scalars['String']['output'];
  couponCode: Scalars['String']['output'];
  percent: Scalars['Int']['output'];
};

/**
 * Why a product has no alternatives: NO_COMPOSITION ('This product has no salt composition, so it has no
 * alternatives'), UNKNOWN_PACK (its pack size cannot be read, so no unit price), NONE_CHEAPER (no product
 * of the same salts, strengths and form costs less per unit).
 */
export enum NoAlternativesReason {
  NoneCheaper = 'NONE_CHEAPER',
  NoComposition = 'NO_COMPOSITION',
  UnknownPack = 'UNKNOWN_PACK'
}

export enum NoOrderReason {
  BuysFromLocalShop = 'BUYS_FROM_LOCAL_SHOP',
  HasMedicineAtHome = 'HAS_MEDICINE_AT_HOME',
  NeedsDoctorVisit = 'NEEDS_DOCTOR_VISIT',
  NotInterested = 'NOT_INTERESTED',
  NoPrescription = 'NO_PRESCRIPTION',
  Other = 'OTHER',
  Price = 'PRICE',
  WillOrderLater = 'WILL_ORDER_LATER'
}

export type Notification = {
  __typename?: 'Notification';
  actionLabel?: Maybe<Scalars['String']['output']>;
  actionUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

export type NotifyMeWish = {
  __typename?: 'NotifyMeWish';
  /** When the customer asked (UTC, ISO 8601). */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The product's name as it is now. */
  name: Scalars['String']['output'];
  /** When the customer was told it is back (UTC); null while waiting. */
  notifiedAt?: Maybe<Scalars['String']['output']>;
  /** The product's page, without the language prefix (/p/…). */
  path: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  address: Address;
  /** Whether the order can still be rated (delivered and not yet rated). */
  canRate: Scalars['Boolean']['output'];
  /** Why the customer cancelled the order, or null while it is not cancelled. */
  cancelReason?: Maybe<CancelReason>;
  cancellable: Scalars['Boolean']['output'];
  /** When the order was cancelled (ISO 8601, UTC), or null. */
  cancelledAt?: Maybe<Scalars['String']['output']>;
  /** The coupon applied when the order was placed, or null. */
  couponCode?: Maybe<Scalars['String']['output']>;
  discount: Money;
  grandTotal: Money;
  /** The public order id (order_sid). */
  id: Scalars['ID']['output'];
  items: Array<OrderItem>;
  /** The order number shown to the customer. */
  number: Scalars['String']['output'];
  /** When an ONLINE order was paid (ISO 8601), or null. */
  paidAt?: Maybe<Scalars['String']['output']>;
  patient?: Maybe<Patient>;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  placedAt: Scalars['String']['output'];
  /** Who placed it for the customer (their shop, or the pharmacy); null when the customer placed it. */
  placedBy?: Maybe<OrderPlacedBy>;
  prescriptions: Array<Prescription>;
  rating?: Maybe<OrderRating>;
  /** The refill reminder stored with the order (reminderDetails), or null. */
  reminder?: Maybe<Reminder>;
  /** The earlier order this one repeats (reorder path), or null. */
  repeatOfOrderId?: Maybe<Scalars['ID']['output']>;
  /** Last day a return may be asked for (ISO 8601), null when nothing is returnable. */
  returnableUntil?: Maybe<Scalars['String']['output']>;
  shipping: Money;
  status: OrderStatus;
  subtotal: Money;
  timeline: Array<TimelineStep>;
};

/** How an order was placed. */
export enum OrderChannel {
  /** By the customer themself on the web or the app. */
  Self = 'SELF',
  /** By staff for the customer: a shop's franchise owner or assistant, the call centre or an admin. */
  Staff = 'STAFF'
}

/** One day in IST (YYYY-MM-DD), cancelled orders left out; every day of the range, days without orders as 0. */
export type OrderDayMetric = {
  __typename?: 'OrderDayMetric';
  day: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  value: Money;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  /** A ₹0 free gift line (kept with the order, neither charged nor returnable). */
  freeGift: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  prescriptionRequired: Scalars['Boolean']['output'];
  price: Money;
  product?: Maybe<Product>;
  qty: Scalars['Int']['output'];
  returnable: Scalars['Boolean']['output'];
  returnedQty: Scalars['Int']['output'];
  rowTotal: Money;
  sku: Scalars['String']['output'];
};

export type OrderLineInput = {
  qty: Scalars['Quantity']['input'];
  sku: Scalars['String']['input'];
};

/**
 * Order metrics (staff-tools.md §2 /order-metrics, §7 getOrdersSummary). A shop's orders are those its
 * staff placed and those of the customers registered with it that nobody at a shop placed (each order
 * counts for one shop at most).
 */
export type OrderMetrics = {
  __typename?: 'OrderMetrics';
  byDay: Array<OrderDayMetric>;
  /** The statuses that have orders, in the order's life order. */
  byStatus: Array<OrderStatusMetric>;
  /** The days, YYYY-MM-DD in IST, both included. */
  from: Scalars['String']['output'];
  /** The shop of these figures; null: every order of the pharmacy (admins only). */
  shop?: Maybe<MetricsShop>;
  /** The shops the viewer may choose: every shop for an admin, their own for a franchise owner or assistant. */
  shops: Array<MetricsShop>;
  to: Scalars['String']['output'];
  totals: OrderMetricsTotals;
};

/**
 * The orders of the days, cancelled ones left out (no money comes of them). Money is the orders' grand
 * totals: what the customers pay, shipping in, discounts out.
 */
export type OrderMetricsTotals = {
  __typename?: 'OrderMetricsTotals';
  /** value / orders to the nearest paisa; 0 without orders. */
  average: Money;
  orders: Scalars['Int']['output'];
  /** Of these, the orders a shop's staff placed (the rest: the customers' own, or the call centre's for them). */
  placedByShop: Scalars['Int']['output'];
  placedByShopValue: Money;
  value: Money;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * Who placed an order for the customer when they did not place it themselves (staff acting for them with
 * a delegated token): the shop, or the pharmacy. Never the staff person.
 */
export type OrderPlacedBy = {
  __typename?: 'OrderPlacedBy';
  kind: PlacedByKind;
  /** The shop's name when kind is SHOP; null for the pharmacy. */
  shopName?: Maybe<Scalars['String']['output']>;
};

export type OrderRating = {
  __typename?: 'OrderRating';
  reasons: Array<Scalars['String']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  stars: Scalars['Int']['output'];
};

export enum OrderStatus {
  Cancelled = 'CANCELLED',
  Delivered = 'DELIVERED',
  Packed = 'PACKED',
  PartialReturn = 'PARTIAL_RETURN',
  PendingApproval = 'PENDING_APPROVAL',
  Placed = 'PLACED',
  Processing = 'PROCESSING',
  ReachedHub = 'REACHED_HUB',
  ReturnApproved = 'RETURN_APPROVED',
  ReturnRequested = 'RETURN_REQUESTED',
  Shipped = 'SHIPPED'
}

/** The orders of the days in one status, cancelled ones too. */
export type OrderStatusMetric = {
  __typename?: 'OrderStatusMetric';
  orders: Scalars['Int']['output'];
  status: OrderStatus;
  value: Money;
};

export type OtpRequested = {
  __typename?: 'OtpRequested';
  /** Seconds the code stays valid. */
  expiresIn: Scalars['Int']['output'];
  mobile: Scalars['String']['output'];
  /** Seconds before another code may be requested for this number. */
  resendAfter: Scalars['Int']['output'];
};

/** An e-mail as the development mail sender keeps it (the upstream's mail_outbox). */
export type OutboxMail = {
  __typename?: 'OutboxMail';
  body: Scalars['String']['output'];
  /** ISO-8601 UTC. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/**
 * A password reset step's answer (issue 20): the message in English and its key in the interface strings
 * (`passwordReset.messages.linkSent`, `account.messages.passwordChanged`).
 */
export type PasswordResetAnswer = {
  __typename?: 'PasswordResetAnswer';
  message: Scalars['String']['output'];
  messageKey: Scalars['String']['output'];
};

export type Patient = {
  __typename?: 'Patient';
  age: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PaymentAttempt = {
  __typename?: 'PaymentAttempt';
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  sessionId: Scalars['ID']['output'];
  status: PaymentAttemptStatus;
};

export enum PaymentAttemptStatus {
  Failed = 'FAILED',
  Initiated = 'INITIATED',
  Pending = 'PENDING',
  Successful = 'SUCCESSFUL'
}

export enum PaymentMethod {
  Cod = 'COD',
  Online = 'ONLINE',
  Wallet = 'WALLET'
}

/** storefront.md §3 Payment method: COD (default; absent for a virtual cart), ONLINE (pay after packing), WALLET (when enabled). */
export type PaymentMethodOption = {
  __typename?: 'PaymentMethodOption';
  code: PaymentMethod;
  isDefault: Scalars['Boolean']['output'];
  isServerMethod: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** A payment attempt for /payment/{orderSid}. */
export type PaymentSession = {
  __typename?: 'PaymentSession';
  amount: Money;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  /** The outcomes the development provider offers (empty for a real provider). */
  outcomes: Array<DevPaymentOutcome>;
  /** 'dev' here: the development provider, which lets the customer choose the outcome. */
  provider: Scalars['String']['output'];
  redirectUrl: Scalars['String']['output'];
  sessionId: Scalars['ID']['output'];
};

export enum PaymentStatus {
  Failed = 'FAILED',
  NotDue = 'NOT_DUE',
  Pending = 'PENDING',
  Successful = 'SUCCESSFUL'
}

/** For /paymentStatus. */
export type PaymentStatusReport = {
  __typename?: 'PaymentStatusReport';
  amount: Money;
  attempts: Array<PaymentAttempt>;
  /**
   * The customer's message: 'Payment successful', 'Payment on hold, wait 15 minutes', 'Payment Failed',
   * 'Pay option not available as order has been cancelled', or null before any attempt.
   */
  message?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['String']['output']>;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
};

/** An order waiting for a prescription, with the customer whose prescriptions the admin checks. */
export type PendingApprovalOrder = {
  __typename?: 'PendingApprovalOrder';
  customerCusSid: Scalars['String']['output'];
  customerMobile: Scalars['String']['output'];
  customerName?: Maybe<Scalars['String']['output']>;
  /** How many prescriptions the customer has uploaded (none linked to this order yet). */
  customerPrescriptions: Scalars['Int']['output'];
  grandTotal: Money;
  /** The order's public id. */
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  placedAt: Scalars['String']['output'];
};

export type PendingApprovalPage = {
  __typename?: 'PendingApprovalPage';
  items: Array<PendingApprovalOrder>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Whether a pin code is delivered to. `message` is the spec's wording when it is not. */
export type PinCodeCheck = {
  __typename?: 'PinCodeCheck';
  city?: Maybe<Scalars['String']['output']>;
  /** 'invalid pin-code', 'Delivery temporarily Suspended', 'Deliveries have been stopped temporarily in this area' or 'Delivery service is down in your PIN code, try again later'. */
  message?: Maybe<Scalars['String']['output']>;
  pinCode: Scalars['String']['output'];
  serviceable: Scalars['Boolean']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

/**
 * An order as the checkout sends it. `clientOrderId` is chosen by the client once per order (a UUID):
 * sending the same one again returns the order already created, never a second one.
 */
export type PlaceOrderInput = {
  addressId: Scalars['ID']['input'];
  cartId: Scalars['ID']['input'];
  clientOrderId: Scalars['String']['input'];
  patientId?: InputMaybe<Scalars['ID']['input']>;
  paymentMethod?: PaymentMethod;
  prescriptionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Refill reminder (storefront.md §3 reminderDetails); reminderTime defaults to 10. Checked with the order: a bad one is 'Internal validation error…'. */
  reminder?: InputMaybe<ReminderInput>;
  /**
   * The earlier order (its id) this order repeats, from the reorder path: its grand total must reach ₹250
   * ('A repeat order needs a minimum amount of ₹250', BAD_USER_INPUT); another customer's order is NOT_FOUND.
   */
  repeatOfOrderId?: InputMaybe<Scalars['ID']['input']>;
};

/** Who placed an order for the customer. */
export enum PlacedByKind {
  /** The pharmacy's own staff: its admins and call-centre advisers (no name). */
  Pharmacy = 'PHARMACY',
  /** A franchise owner or assistant of a shop (the order names the shop). */
  Shop = 'SHOP'
}

export type Prescription = {
  __typename?: 'Prescription';
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  orderId?: Maybe<Scalars['ID']['output']>;
  /** Fetched with the token (Authorization header); never a public URL. */
  path: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  uploadedAt: Scalars['String']['output'];
};

/** A line whose unit price moved since the customer last saw it (price sync): 'Price of X changed from ₹a to ₹b'. */
export type PriceChange = {
  __typename?: 'PriceChange';
  from: Money;
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  to: Money;
};

export type Product = {
  __typename?: 'Product';
  /** The manufacturer as a URL key, for /b/{brandSlug}. */
  brandSlug: Scalars['String']['output'];
  categoryIds: Array<Scalars['Int']['output']>;
  configurableChildren: Array<ConfigurableChild>;
  /** Configurable products only (empty otherwise). */
  configurableOptions: Array<ConfigurableOption>;
  /** Whole percent off MRP, rounded down. */
  discountPercent: Scalars['Int']['output'];
  dosageForm: Scalars['String']['output'];
  /** True for products made by the seeded generator, not from the real medicine data. */
  generated: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  inStock: Scalars['Boolean']['output'];
  manufacturer: Scalars['String']['output'];
  /** Maximum retail price, printed on the pack. */
  mrp: Money;
  name: Scalars['String']['output'];
  /** A pack-size child's option value. */
  optionLabel?: Maybe<Scalars['String']['output']>;
  packSize: Scalars['String']['output'];
  parentSku: Scalars['String']['output'];
  prescriptionRequired: Scalars['Boolean']['output'];
  price: Money;
  qtyMax: Scalars['Int']['output'];
  /** Salt composition, e.g. Amoxycillin (500mg) + Clavulanic Acid (125mg). */
  saltinfo: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** True when the price is a special price running today (storefront.md §5). */
  specialPrice: Scalars['Boolean']['output'];
  typeId: Scalars['String']['output'];
  /** Path of the product page: /p/{parentSku}/{slug} */
  urlPath: Scalars['String']['output'];
};

/**
 * A product's alternatives (at most 12, §9): the same salts at the same strengths and the same dosage form
 * with its release type, ranked by saving per unit, then stock (out of stock never first), then priority.
 */
export type ProductAlternatives = {
  __typename?: 'ProductAlternatives';
  /** The normalised composition the alternatives share ('amoxycillin 500 mg + clavulanic acid 125 mg · tablet'); null without one. */
  composition?: Maybe<Scalars['String']['output']>;
  items: Array<Alternative>;
  product: EstimateProduct;
  /** Set when items is empty. */
  reason?: Maybe<NoAlternativesReason>;
};

export type ProductList = {
  __typename?: 'ProductList';
  items: Array<Product>;
  perPage: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export enum ProductSort {
  DiscountDesc = 'DISCOUNT_DESC',
  /** Newest first (the new-collection list) */
  Newest = 'NEWEST',
  PriceAsc = 'PRICE_ASC',
  PriceDesc = 'PRICE_DESC',
  /** Relevant: the catalogue's priority */
  Priority = 'PRIORITY'
}

export type ProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** What staff did for the signed-in customer ('Activity on my account'). */
  accountActivity: AccountActivityPage;
  addresses: Array<Address>;
  /** The audit trail: all of it for admins, the shop's for a franchise owner. */
  auditTrail: AuditPage;
  /** getESBanners: the banners of the language shown now, by position (at most 5). */
  banners: Array<HomeBlock>;
  /** A published blog post, as cmsPage. */
  blogPost?: Maybe<CmsPage>;
  /** The published posts of a blog type in the language (English ones stand in for missing translations), newest first. */
  blogPosts: Array<CmsPage>;
  /** Editor: the blog types in use (to pick from). */
  blogTypes: Array<Scalars['String']['output']>;
  /** Products from earlier orders, most recent first (buy again). */
  buyAgain: Array<Product>;
  /**
   * The cart, or null when the server does not know it (the client re-creates it). Another customer's cart
   * is null too. A guest cart merged at sign-in is CART_CHANGED ('Some of Information has updated': the
   * client clears its cart and reloads). An expired token is UNAUTHENTICATED (the client refreshes).
   */
  cart?: Maybe<Cart>;
  /** Active categories below the root, ordered by level and position. */
  categories: Array<Category>;
  /** A category by URL key or by id. */
  category?: Maybe<Category>;
  /** checkLeadExist: the lead or the shop's customer with this mobile, before a lead is created. */
  checkLeadExist: LeadMatch;
  checkPinCode: PinCodeCheck;
  cmsCounts: CmsCounts;
  /** Editor: entries, newest change first. */
  cmsEntries: CmsEntryList;
  /** Editor: one entry's latest revision. */
  cmsEntry: CmsEntry;
  /** A published content page (kind PAGE) by URL key, in the language or in English (fallback); null when there is none. With `preview`, the latest saved text. */
  cmsPage?: Maybe<CmsPage>;
  /** Every published entry's path and languages. */
  cmsPaths: Array<CmsPath>;
  /** Editor: the text of an old revision (to look at before restoring): the entry with that revision's title, description and body. */
  cmsRevision: CmsEntry;
  /** Editor: one entry's revisions, newest first. */
  cmsRevisions: Array<CmsRevision>;
  /** The estimation behind a savings link, without sign-in; NOT_FOUND for a bad, tampered or expired link. */
  customerSavings: CustomerSavings;
  /** Whether the development caller-id app is installed. FORBIDDEN when the upstream's DEV_TOOLS are off. */
  devCallerIdInstalled: Scalars['Boolean']['output'];
  /**
   * The development engagement outbox, newest first (one number's, or everyone's), for developers and
   * browser tests. FORBIDDEN when the upstream's DEV_TOOLS are off.
   */
  devEngagementOutbox: Array<EngagementOutboxMessage>;
  /**
   * The development mail sender's outbox, newest first (one address's, or everyone's). FORBIDDEN when the
   * upstream's DEV_TOOLS are off.
   */
  devMailOutbox: Array<OutboxMail>;
  /**
   * The development SMS outbox, newest first (one number's, or everyone's), for developers and browser
   * tests to read one-time passwords. FORBIDDEN when the upstream's DEV_TOOLS are off.
   */
  devSmsOutbox: Array<SmsMessage>;
  /** The development Google's demo accounts. FORBIDDEN when the upstream's DEV_TOOLS are off. */
  devSocialAccounts: Array<DevSocialAccount>;
  /**
   * The development support desk's inbox, newest first (one number's, or everyone's). FORBIDDEN when the
   * upstream's DEV_TOOLS are off.
   */
  devSupportInbox: Array<SupportCallback>;
  /** One of the selected customer's estimations; another customer's is NOT_FOUND. */
  estimation: Estimation;
  /** The selected customer's estimations, newest first (All Estimates); size at most 50. */
  estimations: EstimationPage;
  externalSignInOptions: ExternalSignInOptions;
  /** getLeadFollowUpSummary. */
  followUpSummary: FollowUpSummary;
  /** getLeadFollowUpSummaryByHealthCamp: the latest camps first. */
  followUpSummaryByCamp: Array<CampFollowUpSummary>;
  /**
   * getFollowUpList: open leads of a filter category, optionally of one interval or one camp, by
   * follow-up date (the most overdue first; leads without a date last).
   */
  followUps: LeadPage;
  /** Liveness of the gateway and which search engine answers. */
  health: Health;
  /** Leads of one camp. */
  healthCampLeads: LeadPage;
  /** getHealthCampList: the shop's camps, the latest date first. */
  healthCamps: HealthCampPage;
  /** Editor: one banner or tile. */
  homeBlock: HomeBlockEntry;
  /** Editor: banners and tiles, by kind, language and position. */
  homeBlocks: Array<HomeBlockEntry>;
  /** Applications, newest first; size at most 50. Admins only. */
  jobApplications: JobApplicationPage;
  /** The open openings of a language (en-US, bn-IN, hi-IN, or-IN; anything else reads English). */
  jobOpenings: Array<JobOpening>;
  /** getLatestHealthCamps: camps of the last 7 days and the coming 30 (what a lead form offers). */
  latestHealthCamps: Array<HealthCamp>;
  /** One lead of the shop, or NOT_FOUND. */
  lead: Lead;
  /** getLeadEstimation. */
  leadEstimations: Array<LeadEstimation>;
  /** getSearchList: the shop's leads by name (3+ characters) or mobile (digits), newest first. */
  leadSearch: LeadPage;
  /** getLeadSummary. */
  leadSummary: LeadSummary;
  /**
   * The key (256 bits, base64url) this staff user's phone encrypts the leads it keeps offline with
   * (src/stores/staff/leads/): the same for the same staff user on every sign-in and device, derived on
   * the server (HMAC of the server's secret and the user's id), never stored by the server, and dropped by
   * the phone at sign-out, so the leads a phone still holds stay unreadable until that user signs in again.
   * Only the staff user's own token.
   */
  leadVaultKey: Scalars['String']['output'];
  /** BAD_USER_INPUT for coordinates out of range; NOT_FOUND 'We could not find a PIN code near your location; please type it' outside India or more than 50 km from any post office of the data. */
  locateAddress: LocatedAddress;
  /** The signed-in user; null without a token. An expired token is UNAUTHENTICATED (refresh, then retry). */
  me?: Maybe<User>;
  newsletterStatus: NewsletterStatus;
  notifications: Array<Notification>;
  /** The customer's wishes: those waiting first, then those answered; newest first in each. */
  notifyMeWishes: Array<NotifyMeWish>;
  order?: Maybe<Order>;
  /**
   * Order metrics of the days from `from` to `to` (YYYY-MM-DD in IST, both included, at most 366 days).
   * Franchise owners and assistants see their own shop (another shop: FORBIDDEN 'not authorized'); admins
   * one shop by its sid, or every order without `shop`. Bad days: BAD_USER_INPUT.
   */
  orderMetrics: OrderMetrics;
  /** Order history, 20 a page, newest first. */
  orders: OrderPage;
  patients: Array<Patient>;
  /** Payment methods for the cart: no COD for a virtual cart; WALLET only for a signed-in customer whose wallet is enabled. */
  paymentMethods: Array<PaymentMethodOption>;
  /**
   * The payment state of the customer's order, for /paymentStatus. Unknown or another customer's order:
   * NOT_FOUND 'OrderId Mismatch, No records found' (the browser shows /invalid-url).
   */
  paymentStatus: PaymentStatusReport;
  /** Orders waiting for a prescription, the one waiting longest first; size at most 50. */
  pendingPrescriptionApprovals: PendingApprovalPage;
  /** The popular-category tiles of the language shown now (the English ones when the language has none), by position (at most 6). */
  popularCategories: Array<HomeBlock>;
  /**
   * getPreAwarenessAbsentees: leads who agreed at a pre-awareness drive to attend a health camp (PA_AIHC,
   * naming that camp) and did not come (healthCampVisit false), for camps whose day is over; one camp or all.
   */
  preAwarenessAbsentees: LeadPage;
  prescriptions: Array<Prescription>;
  /**
   * Fetch Previous: the selected customer's newest estimation not yet ordered; NOT_FOUND 'No Previous
   * Data Found' when there is none.
   */
  previousEstimation: Estimation;
  /** A product by SKU, or by parent SKU and slug. Null when unknown or disabled. */
  product?: Maybe<Product>;
  /** A product's cheaper alternatives (staff only). */
  productAlternatives: ProductAlternatives;
  /**
   * Listed products (visibility 2-4, status 0-1), of a category (visibility 2 or 4, status 1), a brand
   * (manufacturer URL key) or a keyword, optionally in a price range (0-50, 50-100, 100-150, 150+) and in
   * stock only. size <= 0 resets to 50, negative start to 0; an unknown price range is ignored.
   */
  products: ProductList;
  /** The advisers and their pending calls (cio-agents): admins only. */
  retentionAdvisers: Array<RetentionAdviserLoad>;
  /**
   * The viewer's calls (get-cio-migration, cio-pending-calls; get-all-pending-followup with followUps):
   * PENDING ones due first, oldest first, then those planned later by their day; DONE ones newest first.
   * `adviser` (admins only): an adviser's id, or "none" for the calls nobody has. Looks for new calls first
   * when the last look is RETENTION_FIND_EVERY_MINUTES old. At most 100 a page.
   */
  retentionCalls: RetentionCallList;
  /** A customer's calls and their last order (retention-order-details, migration-last-order-details). */
  retentionCustomer: RetentionCustomerDetail;
  retentionSummary: RetentionSummary;
  /**
   * Product search forgiving misspellings (storefront.md §7): visibility 2,3,4 and status 0,1 always;
   * size <= 0 resets to 50 (at most 200), a negative start to 0. The service accepts 1 character; the
   * storefront asks for 3. warehouseId, groupId and groupToken pass through to the engine (price tiers
   * are not modelled yet).
   */
  search: SearchResult;
  /** The searches that found nothing, most frequent first (admins only). */
  searchMisses: SearchMissPage;
  /** Shipping methods for one of the customer's addresses (needs a token). */
  shippingMethods: Array<ShippingMethod>;
  /**
   * The customers the staff user may act for, by name or mobile (3 characters at least; an adviser: the
   * whole mobile number), a page at a time (size at most 50).
   */
  staffCustomers: StaffCustomerPage;
  /** The signed-in staff user's details. FORBIDDEN 'not authorized' for a customer's token. */
  staffMe: StaffDetails;
  /** Whether support is open now, and its hours. */
  supportHours: SupportHours;
  ticket?: Maybe<Ticket>;
  tickets: Array<Ticket>;
  /** The order behind a signed SMS upload link; NOT_FOUND for a bad or expired link. */
  uploadLink: UploadLinkTarget;
  wallet: Wallet;
};


export type QueryAccountActivityArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuditTrailArgs = {
  filter?: InputMaybe<AuditFilter>;
};


export type QueryBannersArgs = {
  lang: Scalars['String']['input'];
};


export type QueryBlogPostArgs = {
  identifier: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBlogPostsArgs = {
  blogType: Scalars['String']['input'];
  locale: Scalars['String']['input'];
};


export type QueryCartArgs = {
  cartId: Scalars['ID']['input'];
};


export type QueryCategoryArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckLeadExistArgs = {
  mobile: Scalars['String']['input'];
};


export type QueryCheckPinCodeArgs = {
  pinCode: Scalars['String']['input'];
};


export type QueryCmsEntriesArgs = {
  filter?: InputMaybe<CmsEntryFilter>;
};


export type QueryCmsEntryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCmsPageArgs = {
  identifier: Scalars['String']['input'];
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCmsRevisionArgs = {
  id: Scalars['ID']['input'];
  revision: Scalars['Int']['input'];
};


export type QueryCmsRevisionsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerSavingsArgs = {
  token: Scalars['String']['input'];
};


export type QueryDevEngagementOutboxArgs = {
  mobile?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDevMailOutboxArgs = {
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDevSmsOutboxArgs = {
  mobile?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDevSupportInboxArgs = {
  mobile?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEstimationArgs = {
  estimateId: Scalars['ID']['input'];
};


export type QueryEstimationsArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFollowUpSummaryByCampArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFollowUpsArgs = {
  filter: LeadFilter;
  healthCampSid?: InputMaybe<Scalars['ID']['input']>;
  interval?: InputMaybe<FollowUpInterval>;
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHealthCampLeadsArgs = {
  sid: Scalars['ID']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHealthCampsArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHomeBlockArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHomeBlocksArgs = {
  filter?: InputMaybe<HomeBlockFilter>;
};


export type QueryJobApplicationsArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryJobOpeningsArgs = {
  locale: Scalars['String']['input'];
};


export type QueryLeadArgs = {
  sid: Scalars['ID']['input'];
};


export type QueryLeadEstimationsArgs = {
  sid: Scalars['ID']['input'];
};


export type QueryLeadSearchArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
  term: Scalars['String']['input'];
};


export type QueryLocateAddressArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderMetricsArgs = {
  from: Scalars['String']['input'];
  shop?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};


export type QueryOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentMethodsArgs = {
  cartId: Scalars['ID']['input'];
};


export type QueryPaymentStatusArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryPendingPrescriptionApprovalsArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPopularCategoriesArgs = {
  lang: Scalars['String']['input'];
};


export type QueryPreAwarenessAbsenteesArgs = {
  healthCampSid?: InputMaybe<Scalars['ID']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  parentSku?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductAlternativesArgs = {
  sku: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  brand?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  priceRange?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRetentionCallsArgs = {
  adviser?: InputMaybe<Scalars['ID']['input']>;
  followUps?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<RetentionCallKind>;
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<RetentionCallStatus>;
};


export type QueryRetentionCustomerArgs = {
  cusSid: Scalars['ID']['input'];
};


export type QuerySearchArgs = {
  filters?: InputMaybe<SearchFilters>;
  groupId?: InputMaybe<Scalars['Int']['input']>;
  groupToken?: InputMaybe<Scalars['String']['input']>;
  intent?: InputMaybe<SearchIntent>;
  query: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SearchSort>;
  start?: InputMaybe<Scalars['Int']['input']>;
  warehouseId?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchMissesArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryShippingMethodsArgs = {
  addressId: Scalars['ID']['input'];
  cartId: Scalars['ID']['input'];
};


export type QueryStaffCustomersArgs = {
  query: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUploadLinkArgs = {
  token: Scalars['String']['input'];
};

export type RatingInput = {
  reasons: Array<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  stars: Scalars['Int']['input'];
};

export type RegisteredCustomer = {
  __typename?: 'RegisteredCustomer';
  /** False when the number was already a customer (now registered with the shop, if nobody had). */
  created: Scalars['Boolean']['output'];
  cusSid: Scalars['String']['output'];
  mobile: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type Reminder = {
  __typename?: 'Reminder';
  availableMedicines?: Maybe<Scalars['Int']['output']>;
  customDays?: Maybe<Scalars['Int']['output']>;
  isSkipped: Scalars['Boolean']['output'];
  purchaseDays?: Maybe<Scalars['Int']['output']>;
  reminderDate?: Maybe<Scalars['String']['output']>;
  reminderMsg?: Maybe<Scalars['String']['output']>;
  /** Hour of the day (0-23); 10 by default. */
  reminderTime: Scalars['Int']['output'];
  suggestionDate?: Maybe<Scalars['String']['output']>;
};

/** storefront.md §3 reminderDetails. */
export type ReminderInput = {
  availableMedicines?: InputMaybe<Scalars['Int']['input']>;
  customDays?: InputMaybe<Scalars['Int']['input']>;
  isSkipped?: InputMaybe<Scalars['Boolean']['input']>;
  purchaseDays?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD. */
  reminderDate?: InputMaybe<Scalars['String']['input']>;
  reminderMsg?: InputMaybe<Scalars['String']['input']>;
  /** Hour of the day (0-23); 10 when not given. */
  reminderTime?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD. */
  suggestionDate?: InputMaybe<Scalars['String']['input']>;
};

/** An adviser, by the public id of their staff account. */
export type RetentionAdviser = {
  __typename?: 'RetentionAdviser';
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type RetentionAdviserLoad = {
  __typename?: 'RetentionAdviserLoad';
  adviser: RetentionAdviser;
  blocked: Scalars['Boolean']['output'];
  pending: Scalars['Int']['output'];
};

export type RetentionAdviserSummary = {
  __typename?: 'RetentionAdviserSummary';
  /** Null: the calls nobody has. */
  adviser?: Maybe<RetentionAdviser>;
  migration: RetentionCounts;
  retention: RetentionCounts;
  total: RetentionCounts;
};

export type RetentionCall = {
  __typename?: 'RetentionCall';
  /** Null until an admin assigns it (no adviser was there when it was found). */
  adviser?: Maybe<RetentionAdviser>;
  customer: RetentionCustomer;
  /** Demo data (development only). */
  demo: Scalars['Boolean']['output'];
  doneAt?: Maybe<Scalars['String']['output']>;
  /** A code of the feedback options (domain/retention.ts FEEDBACK_OPTIONS; words: retention.feedback.<code>). */
  feedback?: Maybe<Scalars['String']['output']>;
  /** When the call was found, ISO-8601 UTC. */
  foundAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: RetentionCallKind;
  /** The next call's day in IST, YYYY-MM-DD. */
  nextCallOn?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  /** MIGRATION: the channel the customer moved from; RETENTION: null. */
  previousChannel?: Maybe<OrderChannel>;
  status: RetentionCallStatus;
  triggerOrder: RetentionTriggerOrder;
  updatedAt: Scalars['String']['output'];
};

export enum RetentionCallKind {
  Migration = 'MIGRATION',
  Retention = 'RETENTION'
}

export type RetentionCallList = {
  __typename?: 'RetentionCallList';
  /** When calls were last looked for, ISO-8601 UTC; null: never. */
  foundAt?: Maybe<Scalars['String']['output']>;
  items: Array<RetentionCall>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export enum RetentionCallStatus {
  Done = 'DONE',
  /** Not yet done: no feedback yet, or a next call is planned. */
  Pending = 'PENDING'
}

export type RetentionCounts = {
  __typename?: 'RetentionCounts';
  done: Scalars['Int']['output'];
  /** Of the pending calls, those due today: no next call's day, or its day has come. */
  due: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
};

export type RetentionCustomer = {
  __typename?: 'RetentionCustomer';
  /** The customer's cus_sid (the page /customer-migration/{customerSid}). */
  cusSid: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type RetentionCustomerDetail = {
  __typename?: 'RetentionCustomerDetail';
  /** The customer's calls the viewer sees, newest first (at least one). */
  calls: Array<RetentionCall>;
  customer: RetentionCustomer;
  daysSinceLastOrder?: Maybe<Scalars['Int']['output']>;
  lastOrder?: Maybe<RetentionLastOrder>;
  /** Orders placed, cancelled ones left out. */
  orderCount: Scalars['Int']['output'];
  previousOrder?: Maybe<RetentionPreviousOrder>;
};

export type RetentionFeedbackInput = {
  /** A code of the feedback options. */
  feedback: Scalars['String']['input'];
  /** The next call's day in IST (YYYY-MM-DD, today up to 90 days ahead; required for CALL_BACK). Given, the call stays PENDING; none, it is DONE. */
  nextCallOn?: InputMaybe<Scalars['String']['input']>;
  /** At most 500 characters; required for OTHER. */
  notes?: InputMaybe<Scalars['String']['input']>;
};

/** The customer's latest order that was not cancelled (retention-order-details, migration-last-order-details). */
export type RetentionLastOrder = {
  __typename?: 'RetentionLastOrder';
  channel: OrderChannel;
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<RetentionOrderItem>;
  number: Scalars['String']['output'];
  paymentMethod: PaymentMethod;
  pinCode: Scalars['String']['output'];
  placedAt: Scalars['String']['output'];
  placedBy?: Maybe<RetentionPlacedBy>;
  /** The shop it was placed for, when a shop's staff placed it. */
  shop?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  total: Money;
};

export type RetentionOrderItem = {
  __typename?: 'RetentionOrderItem';
  name: Scalars['String']['output'];
  price: Money;
  qty: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/** Who placed an order for the customer (a staff user), by name and role. */
export type RetentionPlacedBy = {
  __typename?: 'RetentionPlacedBy';
  name?: Maybe<Scalars['String']['output']>;
  role: Role;
};

export type RetentionPreviousOrder = {
  __typename?: 'RetentionPreviousOrder';
  channel: OrderChannel;
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  placedAt: Scalars['String']['output'];
};

/**
 * The counts of the calls the viewer sees (get-fh-migration-call-count, cio-fh-migration-summary,
 * cio-retention-summary, cio-total-summary); per adviser for admins (empty for an adviser).
 */
export type RetentionSummary = {
  __typename?: 'RetentionSummary';
  byAdviser: Array<RetentionAdviserSummary>;
  migration: RetentionCounts;
  retention: RetentionCounts;
  total: RetentionCounts;
};

/** The order that made a customer a call (their latest order when the call was found). */
export type RetentionTriggerOrder = {
  __typename?: 'RetentionTriggerOrder';
  channel: OrderChannel;
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  /** ISO-8601 UTC. */
  placedAt: Scalars['String']['output'];
};

export type ReturnItemInput = {
  qty: Scalars['Int']['input'];
  sku: Scalars['String']['input'];
};

export enum Role {
  Admin = 'ADMIN',
  Adviser = 'ADVISER',
  Assistant = 'ASSISTANT',
  Customer = 'CUSTOMER',
  Editor = 'EDITOR',
  Franchise = 'FRANCHISE'
}

export type SaveNotifyMeResult = {
  __typename?: 'SaveNotifyMeResult';
  /** True when the customer was already waiting for this product: nothing changed. */
  alreadyWaiting: Scalars['Boolean']['output'];
  wish: NotifyMeWish;
};

export type SearchAggregations = {
  __typename?: 'SearchAggregations';
  /** The 10 manufacturers with the most matches. */
  brand: Array<FacetBucket>;
  /** The 10 categories with the most matches. */
  category: Array<FacetBucket>;
  /** The four price buckets, in price order, with the storefront's labels. */
  price: Array<FacetBucket>;
};

export type SearchFilters = {
  /** A manufacturer, as the brand facet gives it (case does not matter). */
  brand?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** true: only products in stock */
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  prescriptionRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of 0-50, 50-100, 100-150, 150+ (rupees) */
  priceBucket?: InputMaybe<Scalars['String']['input']>;
};

/** Why a search is made. A search submitted by the customer that finds nothing is recorded for staff; a typeahead keystroke is not. */
export enum SearchIntent {
  Submit = 'SUBMIT',
  Typeahead = 'TYPEAHEAD'
}

/** A search that found nothing, with how often and when it was made. */
export type SearchMiss = {
  __typename?: 'SearchMiss';
  count: Scalars['Int']['output'];
  firstSeen: Scalars['String']['output'];
  lastSeen: Scalars['String']['output'];
  query: Scalars['String']['output'];
};

export type SearchMissPage = {
  __typename?: 'SearchMissPage';
  items: Array<SearchMiss>;
  total: Scalars['Int']['output'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  aggregations: SearchAggregations;
  /** False when the engine estimated total and the facet counts instead of counting them. */
  exhaustive: Scalars['Boolean']['output'];
  items: Array<Product>;
  /** Index words the query matched in these items, after typo and prefix matching ("augmentn" gives "augmentin"), for highlighting. */
  matchedTerms: Array<Scalars['String']['output']>;
  perPage: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  /** Corrected queries worth offering when nothing was found ("Did you mean"). */
  suggestions: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export enum SearchSort {
  /** Discount high to low */
  DiscountDesc = 'DISCOUNT_DESC',
  /** Price low to high */
  PriceAsc = 'PRICE_ASC',
  /** Price high to low */
  PriceDesc = 'PRICE_DESC',
  /** Relevant (priority): best match first, the catalogue's priority breaking ties */
  Relevance = 'RELEVANCE'
}

/**
 * A signed-in session: a short-lived access token (sent as `Authorization: Bearer` or as the `token`
 * query parameter, as users.tokenInHeader says) and a refresh token, rotated on every refresh and
 * revoked at logout.
 */
export type Session = {
  __typename?: 'Session';
  accessToken: Scalars['String']['output'];
  /** Seconds until the access token expires. */
  expiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
  user: User;
};

/** storefront.md §3 shipping details derived from a saved address (name split: first two words or one, and the last; a single word gets the last name LNU). */
export type ShippingDetails = {
  __typename?: 'ShippingDetails';
  alternateNumber?: Maybe<Scalars['String']['output']>;
  apartmentNumber: Scalars['String']['output'];
  city: Scalars['String']['output'];
  /** Always IN. */
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
  /** Two-letter region: BR, JH, OD or WB. */
  state: Scalars['String']['output'];
  streetAddress: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

/** What setShippingInformation answers (storefront.md §7: totals and payment_methods). */
export type ShippingInformation = {
  __typename?: 'ShippingInformation';
  cart: Cart;
  paymentMethods: Array<PaymentMethodOption>;
  shippingDetails: ShippingDetails;
  shippingMethods: Array<ShippingMethod>;
};

/** storefront.md §3 Shipping method. Only the flat rate exists: 'Shipping charges' / 'Fixed', ₹50, free at ₹499 or with a free-shipping coupon. */
export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  amount: Money;
  /** False when the address's pin code is not served (errorMessage says why, in the spec's words). */
  available: Scalars['Boolean']['output'];
  carrierCode: Scalars['String']['output'];
  carrierTitle: Scalars['String']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  isDefault: Scalars['Boolean']['output'];
  isServerMethod: Scalars['Boolean']['output'];
  methodCode: Scalars['String']['output'];
  methodTitle: Scalars['String']['output'];
};

/**
 * A service partner's shop (staff-tools.md §3): the pin codes it serves (service_pincodes) and its
 * warehouse. A customer nobody registered belongs to the shop that serves their home pin code.
 */
export type Shop = {
  __typename?: 'Shop';
  address: Scalars['String']['output'];
  blocked: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  pinCode: Scalars['String']['output'];
  servicePincodes: Array<Scalars['String']['output']>;
  sid: Scalars['String']['output'];
  warehouseId: Scalars['String']['output'];
};

export type SkuCommission = {
  __typename?: 'SkuCommission';
  percent: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
};

/** A text message the development SMS sender kept instead of sending (the upstream's sms_outbox). */
export type SmsMessage = {
  __typename?: 'SmsMessage';
  body: Scalars['String']['output'];
  /** ISO-8601 UTC. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
};

/** A customer a staff user may act for. */
export type StaffCustomer = {
  __typename?: 'StaffCustomer';
  createdAt: Scalars['String']['output'];
  cusSid: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** The pin code of their default address (else the address they changed last). */
  homePin?: Maybe<Scalars['String']['output']>;
  mobile: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** The shop that registered them, if one did. */
  registeredBy?: Maybe<Scalars['String']['output']>;
};

export type StaffCustomerPage = {
  __typename?: 'StaffCustomerPage';
  items: Array<StaffCustomer>;
  size: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  /** The customers found; when totalCapped, a lower bound (the list says 1000+). */
  total: Scalars['Int']['output'];
  /**
   * True when more customers than `total` were found and the count stopped there: an admin's search runs
   * over every customer and stops counting past 1000 (a name most customers share would otherwise be
   * counted one by one); a shop's search is always counted exactly.
   */
  totalCapped: Scalars['Boolean']['output'];
};

/**
 * The staff session details (staff-tools.md §3) the staff pages draw with. The server never trusts them
 * back: every call is decided from the token.
 */
export type StaffDetails = {
  __typename?: 'StaffDetails';
  /** Commission in percent: 5 by default, 20 for generics (§9); per SKU, the shop's overrides. */
  commissionPercent: Scalars['Float']['output'];
  defaultLang: Scalars['String']['output'];
  /** Demo data seeded for development. */
  demo: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  genericCommissionPercent: Scalars['Float']['output'];
  mobile: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  prepaidEnabled: Scalars['Boolean']['output'];
  role: Role;
  /** When the session ends (franchise and assistant: 3 hours after sign-in, §6); null when only its refresh token ends it. */
  sessionEndsAt?: Maybe<Scalars['String']['output']>;
  /** The shop of a franchise owner or an assistant; null for admins and advisers. */
  shop?: Maybe<Shop>;
  showCommission: Scalars['Boolean']['output'];
  skuCommission: Array<SkuCommission>;
  subrole?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  walletOn: Scalars['Boolean']['output'];
  warehouseId: Scalars['String']['output'];
};

/** A staff user's session: like a customer's Session, with the staff details instead of the customer. */
export type StaffSession = {
  __typename?: 'StaffSession';
  accessToken: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  refreshToken: Scalars['String']['output'];
  sessionEndsAt?: Maybe<Scalars['String']['output']>;
  staff: StaffDetails;
};

/**
 * Stock outcome of a line (storefront.md §4): OK; VOLATILE when stock synchronisation is off or the stock
 * is low (5 or fewer on hand) — the line is kept with the warning 'The system is not sure about the stock
 * quantity (volatile). Product has been added to the cart for pre-reservation.'; OUT_OF_STOCK.
 */
export enum StockStatus {
  Ok = 'OK',
  OutOfStock = 'OUT_OF_STOCK',
  Volatile = 'VOLATILE'
}

/** A call-back request as the development support desk keeps it (the upstream's support_callbacks). */
export type SupportCallback = {
  __typename?: 'SupportCallback';
  /** ISO-8601 UTC. */
  createdAt: Scalars['String']['output'];
  /** Whether a guest asked (no account). */
  guest: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
  name: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  topic: Scalars['String']['output'];
};

/** Support hours (issue 20; storefront.md §9): open 9 AM to 9 PM India Standard Time, every day, on the upstream's clock. */
export type SupportHours = {
  __typename?: 'SupportHours';
  /** ISO-8601 UTC: the closing after `opensAt`. */
  closesAt: Scalars['String']['output'];
  open: Scalars['Boolean']['output'];
  /** ISO-8601 UTC: today's opening when open, the next opening when closed. */
  opensAt: Scalars['String']['output'];
};

export type Ticket = {
  __typename?: 'Ticket';
  comments: Array<TicketComment>;
  createdAt: Scalars['String']['output'];
  files: Array<TicketFile>;
  id: Scalars['ID']['output'];
  issueType: Scalars['String']['output'];
  orderId?: Maybe<Scalars['ID']['output']>;
  status: TicketStatus;
  subject: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type TicketComment = {
  __typename?: 'TicketComment';
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** True when written by the customer, false when by staff. */
  mine: Scalars['Boolean']['output'];
};

export type TicketFile = {
  __typename?: 'TicketFile';
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  path: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

export type TicketInput = {
  body: Scalars['String']['input'];
  issueType: Scalars['String']['input'];
  orderId?: InputMaybe<Scalars['ID']['input']>;
  subject: Scalars['String']['input'];
};

export enum TicketStatus {
  Closed = 'CLOSED',
  InProgress = 'IN_PROGRESS',
  Open = 'OPEN',
  Resolved = 'RESOLVED'
}

/** One of the six steps of storefront.md §3, with the time it was reached (ISO 8601, UTC) or null. */
export type TimelineStep = {
  __typename?: 'TimelineStep';
  at?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  reached: Scalars['Boolean']['output'];
  status: OrderStatus;
  title: Scalars['String']['output'];
};

/**
 * One line of the totals, in order: subtotal, discount (only with a coupon), shipping (only once a
 * delivery address is chosen, 'Shipping charges'), platform_fee (storefront.md §9, ₹0 today), grand_total.
 */
export type TotalSegment = {
  __typename?: 'TotalSegment';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  value: Money;
};

/** What an SMS upload link (/uprx/{order_sid}, /t/{order_sid}) points at, readable without signing in. */
export type UploadLinkTarget = {
  __typename?: 'UploadLinkTarget';
  orderNumber: Scalars['String']['output'];
  prescriptionRequired: Scalars['Boolean']['output'];
  prescriptionsUploaded: Scalars['Int']['output'];
  status: OrderStatus;
};

/**
 * Who a signed-in user is (storefront.md §3 user session). `id` is the spec's customerId, `cusSid` the
 * customer's public id. Staff roles exist for the staff tools; a customer's role is CUSTOMER.
 */
export type User = {
  __typename?: 'User';
  blocked: Scalars['Boolean']['output'];
  cusSid: Scalars['String']['output'];
  defaultLang: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Whether a password has been set (change-password asks for the current one then). */
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  mobile: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  role: Role;
  /** The wallet is shown only where it is enabled for the user (storefront.md §6). */
  walletEnabled: Scalars['Boolean']['output'];
  /** The warehouse the user's prices and stock come from (WB-01 unless set). */
  warehouseId: Scalars['String']['output'];
};

export type VitalRecords = {
  __typename?: 'VitalRecords';
  /** mg/dL */
  bloodSugar?: Maybe<Scalars['Float']['output']>;
  bpDiastolic?: Maybe<Scalars['Int']['output']>;
  bpSystolic?: Maybe<Scalars['Int']['output']>;
  heightCm?: Maybe<Scalars['Float']['output']>;
  pulse?: Maybe<Scalars['Int']['output']>;
  /** % */
  spo2?: Maybe<Scalars['Float']['output']>;
  weightKg?: Maybe<Scalars['Float']['output']>;
};

export type VitalRecordsInput = {
  bloodSugar?: InputMaybe<Scalars['Float']['input']>;
  bpDiastolic?: InputMaybe<Scalars['Int']['input']>;
  bpSystolic?: InputMaybe<Scalars['Int']['input']>;
  heightCm?: InputMaybe<Scalars['Float']['input']>;
  pulse?: InputMaybe<Scalars['Int']['input']>;
  spo2?: InputMaybe<Scalars['Float']['input']>;
  weightKg?: InputMaybe<Scalars['Float']['input']>;
};

export type Wallet = {
  __typename?: 'Wallet';
  balance: Money;
  enabled: Scalars['Boolean']['output'];
  transactions: Array<WalletTransaction>;
};

export type WalletTransaction = {
  __typename?: 'WalletTransaction';
  amount: Money;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountActivity: ResolverTypeWrapper<AccountActivityRecordModel>;
  AccountActivityPage: ResolverTypeWrapper<Omit<AccountActivityPage, 'items'> & { items: Array<ResolversTypes['AccountActivity']> }>;
  ActingCustomer: ResolverTypeWrapper<ActingCustomer>;
  ActingSession: ResolverTypeWrapper<ActingSession>;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  Alternative: ResolverTypeWrapper<Omit<Alternative, 'product' | 'unitSaving'> & { product: ResolversTypes['EstimateProduct'], unitSaving: ResolversTypes['Money'] }>;
  AppLoginToken: ResolverTypeWrapper<AppLoginToken>;
  AppliedCoupon: ResolverTypeWrapper<CouponSnapshotModel>;
  ApprovedOrder: ResolverTypeWrapper<ApprovedOrderRecordModel>;
  AuditEvent: ResolverTypeWrapper<AuditEventRecordModel>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'items'> & { items: Array<ResolversTypes['AuditEvent']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CallbackRequestInput: CallbackRequestInput;
  CallbackRequested: ResolverTypeWrapper<CallbackRequested>;
  CampFollowUpSummary: ResolverTypeWrapper<CampFollowUpSummary>;
  CampKind: CampKind;
  CampSlot: CampSlot;
  CancelReason: CancelReason;
  Cart: ResolverTypeWrapper<CartSnapshotModel>;
  CartItem: ResolverTypeWrapper<CartLineModel>;
  CartTotals: ResolverTypeWrapper<CartTotalsSnapshotModel>;
  Category: ResolverTypeWrapper<CategoryModel>;
  ChildAttribute: ResolverTypeWrapper<ChildAttribute>;
  CmsCounts: ResolverTypeWrapper<CmsCounts>;
  CmsEntry: ResolverTypeWrapper<CmsEntry>;
  CmsEntryFilter: CmsEntryFilter;
  CmsEntryInput: CmsEntryInput;
  CmsEntryList: ResolverTypeWrapper<CmsEntryList>;
  CmsEntrySummary: ResolverTypeWrapper<CmsEntrySummary>;
  CmsImage: ResolverTypeWrapper<CmsImage>;
  CmsKind: CmsKind;
  CmsPage: ResolverTypeWrapper<CmsPage>;
  CmsPath: ResolverTypeWrapper<CmsPath>;
  CmsRevision: ResolverTypeWrapper<CmsRevision>;
  CmsStatus: CmsStatus;
  ConfigurableChild: ResolverTypeWrapper<ConfigurableChildModel>;
  ConfigurableOption: ResolverTypeWrapper<ConfigurableOption>;
  ConfigurableOptionValue: ResolverTypeWrapper<ConfigurableOptionValue>;
  CouponType: CouponType;
  CustomerSavings: ResolverTypeWrapper<Omit<CustomerSavings, 'items' | 'totals'> & { items: Array<ResolversTypes['EstimateItem']>, totals: ResolversTypes['EstimationTotals'] }>;
  DeclinedGift: ResolverTypeWrapper<DeclinedGift>;
  DevPaymentOutcome: DevPaymentOutcome;
  DevSocialAccount: ResolverTypeWrapper<DevSocialAccount>;
  EngagementMessage: ResolverTypeWrapper<EngagementMessage>;
  EngagementOutboxMessage: ResolverTypeWrapper<EngagementOutboxMessage>;
  EstimateChoice: EstimateChoice;
  EstimateItem: ResolverTypeWrapper<Omit<EstimateItem, 'requested' | 'requestedTotal' | 'saving' | 'suggested' | 'suggestedTotal'> & { requested: ResolversTypes['EstimateProduct'], requestedTotal: ResolversTypes['Money'], saving: ResolversTypes['Money'], suggested?: Maybe<ResolversTypes['EstimateProduct']>, suggestedTotal?: Maybe<ResolversTypes['Money']> }>;
  EstimateLineInput: EstimateLineInput;
  EstimateProduct: ResolverTypeWrapper<Omit<EstimateProduct, 'discount' | 'mrp' | 'price' | 'unitPrice'> & { discount: ResolversTypes['Money'], mrp: ResolversTypes['Money'], price: ResolversTypes['Money'], unitPrice?: Maybe<ResolversTypes['Money']> }>;
  Estimation: ResolverTypeWrapper<Omit<Estimation, 'items' | 'totals'> & { items: Array<ResolversTypes['EstimateItem']>, totals: ResolversTypes['EstimationTotals'] }>;
  EstimationCartLine: ResolverTypeWrapper<EstimationCartLine>;
  EstimationOrdered: ResolverTypeWrapper<Omit<EstimationOrdered, 'estimation'> & { estimation: ResolversTypes['Estimation'] }>;
  EstimationPage: ResolverTypeWrapper<Omit<EstimationPage, 'items'> & { items: Array<ResolversTypes['Estimation']> }>;
  EstimationShared: ResolverTypeWrapper<Omit<EstimationShared, 'estimation'> & { estimation: ResolversTypes['Estimation'] }>;
  EstimationSource: EstimationSource;
  EstimationStatus: EstimationStatus;
  EstimationStatusChange: ResolverTypeWrapper<EstimationStatusChange>;
  EstimationTotals: ResolverTypeWrapper<Omit<EstimationTotals, 'chosen' | 'requested' | 'saving' | 'suggested'> & { chosen: ResolversTypes['Money'], requested: ResolversTypes['Money'], saving: ResolversTypes['Money'], suggested: ResolversTypes['Money'] }>;
  ExternalSignInFinish: ResolverTypeWrapper<Omit<ExternalSignInFinish, 'session'> & { session?: Maybe<ResolversTypes['Session']> }>;
  ExternalSignInOptions: ResolverTypeWrapper<ExternalSignInOptions>;
  ExternalSignInProvider: ExternalSignInProvider;
  ExternalSignInStart: ResolverTypeWrapper<ExternalSignInStart>;
  FacetBucket: ResolverTypeWrapper<FacetBucket>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowUpCount: ResolverTypeWrapper<FollowUpCount>;
  FollowUpFilterTotal: ResolverTypeWrapper<FollowUpFilterTotal>;
  FollowUpInterval: FollowUpInterval;
  FollowUpSummary: ResolverTypeWrapper<FollowUpSummary>;
  FoundRetentionCalls: ResolverTypeWrapper<FoundRetentionCalls>;
  FreeGift: ResolverTypeWrapper<FreeGiftSnapshotModel>;
  Health: ResolverTypeWrapper<Health>;
  HealthCamp: ResolverTypeWrapper<HealthCamp>;
  HealthCampInput: HealthCampInput;
  HealthCampPage: ResolverTypeWrapper<HealthCampPage>;
  HomeBlock: ResolverTypeWrapper<HomeBlock>;
  HomeBlockEntry: ResolverTypeWrapper<HomeBlockEntry>;
  HomeBlockFilter: HomeBlockFilter;
  HomeBlockInput: HomeBlockInput;
  HomeBlockKind: HomeBlockKind;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JobApplication: ResolverTypeWrapper<JobApplication>;
  JobApplicationCv: ResolverTypeWrapper<JobApplicationCv>;
  JobApplicationInput: JobApplicationInput;
  JobApplicationOpening: ResolverTypeWrapper<JobApplicationOpening>;
  JobApplicationPage: ResolverTypeWrapper<JobApplicationPage>;
  JobApplicationReceipt: ResolverTypeWrapper<JobApplicationReceipt>;
  JobOpening: ResolverTypeWrapper<JobOpening>;
  Lead: ResolverTypeWrapper<Lead>;
  LeadActivity: ResolverTypeWrapper<LeadActivity>;
  LeadActivityInput: LeadActivityInput;
  LeadActivityKind: LeadActivityKind;
  LeadConversion: ResolverTypeWrapper<LeadConversion>;
  LeadCustomer: ResolverTypeWrapper<LeadCustomer>;
  LeadEstimation: ResolverTypeWrapper<Omit<LeadEstimation, 'requestedTotal' | 'suggestedTotal'> & { requestedTotal: ResolversTypes['Money'], suggestedTotal: ResolversTypes['Money'] }>;
  LeadFilter: LeadFilter;
  LeadGender: LeadGender;
  LeadInput: LeadInput;
  LeadMatch: ResolverTypeWrapper<LeadMatch>;
  LeadPage: ResolverTypeWrapper<LeadPage>;
  LeadPatientType: LeadPatientType;
  LeadPrescription: ResolverTypeWrapper<LeadPrescription>;
  LeadSaveResult: ResolverTypeWrapper<LeadSaveResult>;
  LeadSource: LeadSource;
  LeadSourceCount: ResolverTypeWrapper<LeadSourceCount>;
  LeadStaff: ResolverTypeWrapper<LeadStaff>;
  LeadStatus: LeadStatus;
  LeadSummary: ResolverTypeWrapper<LeadSummary>;
  LineProblem: ResolverTypeWrapper<LineProblem>;
  LocatedAddress: ResolverTypeWrapper<LocatedAddress>;
  MetricsShop: ResolverTypeWrapper<MetricsShop>;
  Money: ResolverTypeWrapper<number>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterStatus: ResolverTypeWrapper<NewsletterStatus>;
  NewsletterSubscription: ResolverTypeWrapper<NewsletterSubscription>;
  NoAlternativesReason: NoAlternativesReason;
  NoOrderReason: NoOrderReason;
  Notification: ResolverTypeWrapper<Notification>;
  NotifyMeWish: ResolverTypeWrapper<NotifyMeWish>;
  Order: ResolverTypeWrapper<OrderSnapshotModel>;
  OrderChannel: OrderChannel;
  OrderDayMetric: ResolverTypeWrapper<Omit<OrderDayMetric, 'value'> & { value: ResolversTypes['Money'] }>;
  OrderItem: ResolverTypeWrapper<OrderLineModel>;
  OrderLineInput: OrderLineInput;
  OrderMetrics: ResolverTypeWrapper<OrderMetricsRecordModel>;
  OrderMetricsTotals: ResolverTypeWrapper<Omit<OrderMetricsTotals, 'average' | 'placedByShopValue' | 'value'> & { average: ResolversTypes['Money'], placedByShopValue: ResolversTypes['Money'], value: ResolversTypes['Money'] }>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderPlacedBy: ResolverTypeWrapper<OrderPlacedBy>;
  OrderRating: ResolverTypeWrapper<OrderRating>;
  OrderStatus: OrderStatus;
  OrderStatusMetric: ResolverTypeWrapper<Omit<OrderStatusMetric, 'value'> & { value: ResolversTypes['Money'] }>;
  OtpRequested: ResolverTypeWrapper<OtpRequested>;
  OutboxMail: ResolverTypeWrapper<OutboxMail>;
  PasswordResetAnswer: ResolverTypeWrapper<PasswordResetAnswer>;
  Patient: ResolverTypeWrapper<Patient>;
  PaymentAttempt: ResolverTypeWrapper<PaymentAttempt>;
  PaymentAttemptStatus: PaymentAttemptStatus;
  PaymentMethod: PaymentMethod;
  PaymentMethodOption: ResolverTypeWrapper<PaymentMethodRecordModel>;
  PaymentSession: ResolverTypeWrapper<PaymentSessionRecordModel>;
  PaymentStatus: PaymentStatus;
  PaymentStatusReport: ResolverTypeWrapper<PaymentStatusRecordModel>;
  PendingApprovalOrder: ResolverTypeWrapper<Omit<PendingApprovalOrder, 'grandTotal'> & { grandTotal: ResolversTypes['Money'] }>;
  PendingApprovalPage: ResolverTypeWrapper<Omit<PendingApprovalPage, 'items'> & { items: Array<ResolversTypes['PendingApprovalOrder']> }>;
  PinCodeCheck: ResolverTypeWrapper<PinCodeCheck>;
  PlaceOrderInput: PlaceOrderInput;
  PlacedByKind: PlacedByKind;
  Prescription: ResolverTypeWrapper<Prescription>;
  PriceChange: ResolverTypeWrapper<PriceChangeSnapshotModel>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductAlternatives: ResolverTypeWrapper<Omit<ProductAlternatives, 'items' | 'product'> & { items: Array<ResolversTypes['Alternative']>, product: ResolversTypes['EstimateProduct'] }>;
  ProductList: ResolverTypeWrapper<Omit<ProductList, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductSort: ProductSort;
  ProfileInput: ProfileInput;
  Quantity: ResolverTypeWrapper<Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingInput: RatingInput;
  RegisteredCustomer: ResolverTypeWrapper<RegisteredCustomer>;
  Reminder: ResolverTypeWrapper<Reminder>;
  ReminderInput: ReminderInput;
  RetentionAdviser: ResolverTypeWrapper<RetentionAdviser>;
  RetentionAdviserLoad: ResolverTypeWrapper<RetentionAdviserLoad>;
  RetentionAdviserSummary: ResolverTypeWrapper<RetentionAdviserSummary>;
  RetentionCall: ResolverTypeWrapper<RetentionCallRecordModel>;
  RetentionCallKind: RetentionCallKind;
  RetentionCallList: ResolverTypeWrapper<Omit<RetentionCallList, 'items'> & { items: Array<ResolversTypes['RetentionCall']> }>;
  RetentionCallStatus: RetentionCallStatus;
  RetentionCounts: ResolverTypeWrapper<RetentionCounts>;
  RetentionCustomer: ResolverTypeWrapper<RetentionCustomer>;
  RetentionCustomerDetail: ResolverTypeWrapper<RetentionCustomerRecordModel>;
  RetentionFeedbackInput: RetentionFeedbackInput;
  RetentionLastOrder: ResolverTypeWrapper<Omit<RetentionLastOrder, 'items' | 'total'> & { items: Array<ResolversTypes['RetentionOrderItem']>, total: ResolversTypes['Money'] }>;
  RetentionOrderItem: ResolverTypeWrapper<Omit<RetentionOrderItem, 'price'> & { price: ResolversTypes['Money'] }>;
  RetentionPlacedBy: ResolverTypeWrapper<RetentionPlacedBy>;
  RetentionPreviousOrder: ResolverTypeWrapper<RetentionPreviousOrder>;
  RetentionSummary: ResolverTypeWrapper<RetentionSummary>;
  RetentionTriggerOrder: ResolverTypeWrapper<RetentionTriggerOrder>;
  ReturnItemInput: ReturnItemInput;
  Role: Role;
  SaveNotifyMeResult: ResolverTypeWrapper<SaveNotifyMeResult>;
  SearchAggregations: ResolverTypeWrapper<SearchAggregations>;
  SearchFilters: SearchFilters;
  SearchIntent: SearchIntent;
  SearchMiss: ResolverTypeWrapper<SearchMiss>;
  SearchMissPage: ResolverTypeWrapper<SearchMissPage>;
  SearchResult: ResolverTypeWrapper<SearchResultModel>;
  SearchSort: SearchSort;
  Session: ResolverTypeWrapper<Omit<Session, 'user'> & { user: ResolversTypes['User'] }>;
  ShippingDetails: ResolverTypeWrapper<ShippingDetails>;
  ShippingInformation: ResolverTypeWrapper<ShippingInformationRecordModel>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethodRecordModel>;
  Shop: ResolverTypeWrapper<Shop>;
  SkuCommission: ResolverTypeWrapper<SkuCommission>;
  SmsMessage: ResolverTypeWrapper<SmsMessage>;
  StaffCustomer: ResolverTypeWrapper<StaffCustomer>;
  StaffCustomerPage: ResolverTypeWrapper<StaffCustomerPage>;
  StaffDetails: ResolverTypeWrapper<StaffDetailsModel>;
  StaffSession: ResolverTypeWrapper<Omit<StaffSession, 'staff'> & { staff: ResolversTypes['StaffDetails'] }>;
  StockStatus: StockStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SupportCallback: ResolverTypeWrapper<SupportCallback>;
  SupportHours: ResolverTypeWrapper<SupportHours>;
  Ticket: ResolverTypeWrapper<TicketRecordModel>;
  TicketComment: ResolverTypeWrapper<TicketComment>;
  TicketFile: ResolverTypeWrapper<TicketFile>;
  TicketInput: TicketInput;
  TicketStatus: TicketStatus;
  TimelineStep: ResolverTypeWrapper<TimelineStep>;
  TotalSegment: ResolverTypeWrapper<TotalSegmentSnapshotModel>;
  UploadLinkTarget: ResolverTypeWrapper<UploadLinkTargetRecordModel>;
  User: ResolverTypeWrapper<SessionUserModel>;
  VitalRecords: ResolverTypeWrapper<VitalRecords>;
  VitalRecordsInput: VitalRecordsInput;
  Wallet: ResolverTypeWrapper<WalletSnapshotModel>;
  WalletTransaction: ResolverTypeWrapper<WalletTransactionRecordModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountActivity: AccountActivityRecordModel;
  AccountActivityPage: Omit<AccountActivityPage, 'items'> & { items: Array<ResolversParentTypes['AccountActivity']> };
  ActingCustomer: ActingCustomer;
  ActingSession: ActingSession;
  Address: Address;
  AddressInput: AddressInput;
  Alternative: Omit<Alternative, 'product' | 'unitSaving'> & { product: ResolversParentTypes['EstimateProduct'], unitSaving: ResolversParentTypes['Money'] };
  AppLoginToken: AppLoginToken;
  AppliedCoupon: CouponSnapshotModel;
  ApprovedOrder: ApprovedOrderRecordModel;
  AuditEvent: AuditEventRecordModel;
  AuditFilter: AuditFilter;
  AuditPage: Omit<AuditPage, 'items'> & { items: Array<ResolversParentTypes['AuditEvent']> };
  Boolean: Scalars['Boolean']['output'];
  CallbackRequestInput: CallbackRequestInput;
  CallbackRequested: CallbackRequested;
  CampFollowUpSummary: CampFollowUpSummary;
  Cart: CartSnapshotModel;
  CartItem: CartLineModel;
  CartTotals: CartTotalsSnapshotModel;
  Category: CategoryModel;
  ChildAttribute: ChildAttribute;
  CmsCounts: CmsCounts;
  CmsEntry: CmsEntry;
  CmsEntryFilter: CmsEntryFilter;
  CmsEntryInput: CmsEntryInput;
  CmsEntryList: CmsEntryList;
  CmsEntrySummary: CmsEntrySummary;
  CmsImage: CmsImage;
  CmsPage: CmsPage;
  CmsPath: CmsPath;
  CmsRevision: CmsRevision;
  ConfigurableChild: ConfigurableChildModel;
  ConfigurableOption: ConfigurableOption;
  ConfigurableOptionValue: ConfigurableOptionValue;
  CustomerSavings: Omit<CustomerSavings, 'items' | 'totals'> & { items: Array<ResolversParentTypes['EstimateItem']>, totals: ResolversParentTypes['EstimationTotals'] };
  DeclinedGift: DeclinedGift;
  DevSocialAccount: DevSocialAccount;
  EngagementMessage: EngagementMessage;
  EngagementOutboxMessage: EngagementOutboxMessage;
  EstimateItem: Omit<EstimateItem, 'requested' | 'requestedTotal' | 'saving' | 'suggested' | 'suggestedTotal'> & { requested: ResolversParentTypes['EstimateProduct'], requestedTotal: ResolversParentTypes['Money'], saving: ResolversParentTypes['Money'], suggested?: Maybe<ResolversParentTypes['EstimateProduct']>, suggestedTotal?: Maybe<ResolversParentTypes['Money']> };
  EstimateLineInput: EstimateLineInput;
  EstimateProduct: Omit<EstimateProduct, 'discount' | 'mrp' | 'price' | 'unitPrice'> & { discount: ResolversParentTypes['Money'], mrp: ResolversParentTypes['Money'], price: ResolversParentTypes['Money'], unitPrice?: Maybe<ResolversParentTypes['Money']> };
  Estimation: Omit<Estimation, 'items' | 'totals'> & { items: Array<ResolversParentTypes['EstimateItem']>, totals: ResolversParentTypes['EstimationTotals'] };
  EstimationCartLine: EstimationCartLine;
  EstimationOrdered: Omit<EstimationOrdered, 'estimation'> & { estimation: ResolversParentTypes['Estimation'] };
  EstimationPage: Omit<EstimationPage, 'items'> & { items: Array<ResolversParentTypes['Estimation']> };
  EstimationShared: Omit<EstimationShared, 'estimation'> & { estimation: ResolversParentTypes['Estimation'] };
  EstimationStatusChange: EstimationStatusChange;
  EstimationTotals: Omit<EstimationTotals, 'chosen' | 'requested' | 'saving' | 'suggested'> & { chosen: ResolversParentTypes['Money'], requested: ResolversParentTypes['Money'], saving: ResolversParentTypes['Money'], suggested: ResolversParentTypes['Money'] };
  ExternalSignInFinish: Omit<ExternalSignInFinish, 'session'> & { session?: Maybe<ResolversParentTypes['Session']> };
  ExternalSignInOptions: ExternalSignInOptions;
  ExternalSignInStart: ExternalSignInStart;
  FacetBucket: FacetBucket;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  FollowUpCount: FollowUpCount;
  FollowUpFilterTotal: FollowUpFilterTotal;
  FollowUpSummary: FollowUpSummary;
  FoundRetentionCalls: FoundRetentionCalls;
  FreeGift: FreeGiftSnapshotModel;
  Health: Health;
  HealthCamp: HealthCamp;
  HealthCampInput: HealthCampInput;
  HealthCampPage: HealthCampPage;
  HomeBlock: HomeBlock;
  HomeBlockEntry: HomeBlockEntry;
  HomeBlockFilter: HomeBlockFilter;
  HomeBlockInput: HomeBlockInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JobApplication: JobApplication;
  JobApplicationCv: JobApplicationCv;
  JobApplicationInput: JobApplicationInput;
  JobApplicationOpening: JobApplicationOpening;
  JobApplicationPage: JobApplicationPage;
  JobApplicationReceipt: JobApplicationReceipt;
  JobOpening: JobOpening;
  Lead: Lead;
  LeadActivity: LeadActivity;
  LeadActivityInput: LeadActivityInput;
  LeadConversion: LeadConversion;
  LeadCustomer: LeadCustomer;
  LeadEstimation: Omit<LeadEstimation, 'requestedTotal' | 'suggestedTotal'> & { requestedTotal: ResolversParentTypes['Money'], suggestedTotal: ResolversParentTypes['Money'] };
  LeadInput: LeadInput;
  LeadMatch: LeadMatch;
  LeadPage: LeadPage;
  LeadPrescription: LeadPrescription;
  LeadSaveResult: LeadSaveResult;
  LeadSourceCount: LeadSourceCount;
  LeadStaff: LeadStaff;
  LeadSummary: LeadSummary;
  LineProblem: LineProblem;
  LocatedAddress: LocatedAddress;
  MetricsShop: MetricsShop;
  Money: number;
  Mutation: Record<PropertyKey, never>;
  NewsletterStatus: NewsletterStatus;
  NewsletterSubscription: NewsletterSubscription;
  Notification: Notification;
  NotifyMeWish: NotifyMeWish;
  Order: OrderSnapshotModel;
  OrderDayMetric: Omit<OrderDayMetric, 'value'> & { value: ResolversParentTypes['Money'] };
  OrderItem: OrderLineModel;
  OrderLineInput: OrderLineInput;
  OrderMetrics: OrderMetricsRecordModel;
  OrderMetricsTotals: Omit<OrderMetricsTotals, 'average' | 'placedByShopValue' | 'value'> & { average: ResolversParentTypes['Money'], placedByShopValue: ResolversParentTypes['Money'], value: ResolversParentTypes['Money'] };
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderPlacedBy: OrderPlacedBy;
  OrderRating: OrderRating;
  OrderStatusMetric: Omit<OrderStatusMetric, 'value'> & { value: ResolversParentTypes['Money'] };
  OtpRequested: OtpRequested;
  OutboxMail: OutboxMail;
  PasswordResetAnswer: PasswordResetAnswer;
  Patient: Patient;
  PaymentAttempt: PaymentAttempt;
  PaymentMethodOption: PaymentMethodRecordModel;
  PaymentSession: PaymentSessionRecordModel;
  PaymentStatusReport: PaymentStatusRecordModel;
  PendingApprovalOrder: Omit<PendingApprovalOrder, 'grandTotal'> & { grandTotal: ResolversParentTypes['Money'] };
  PendingApprovalPage: Omit<PendingApprovalPage, 'items'> & { items: Array<ResolversParentTypes['PendingApprovalOrder']> };
  PinCodeCheck: PinCodeCheck;
  PlaceOrderInput: PlaceOrderInput;
  Prescription: Prescription;
  PriceChange: PriceChangeSnapshotModel;
  Product: ProductModel;
  ProductAlternatives: Omit<ProductAlternatives, 'items' | 'product'> & { items: Array<ResolversParentTypes['Alternative']>, product: ResolversParentTypes['EstimateProduct'] };
  ProductList: Omit<ProductList, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProfileInput: ProfileInput;
  Quantity: Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  RatingInput: RatingInput;
  RegisteredCustomer: RegisteredCustomer;
  Reminder: Reminder;
  ReminderInput: ReminderInput;
  RetentionAdviser: RetentionAdviser;
  RetentionAdviserLoad: RetentionAdviserLoad;
  RetentionAdviserSummary: RetentionAdviserSummary;
  RetentionCall: RetentionCallRecordModel;
  RetentionCallList: Omit<RetentionCallList, 'items'> & { items: Array<ResolversParentTypes['RetentionCall']> };
  RetentionCounts: RetentionCounts;
  RetentionCustomer: RetentionCustomer;
  RetentionCustomerDetail: RetentionCustomerRecordModel;
  RetentionFeedbackInput: RetentionFeedbackInput;
  RetentionLastOrder: Omit<RetentionLastOrder, 'items' | 'total'> & { items: Array<ResolversParentTypes['RetentionOrderItem']>, total: ResolversParentTypes['Money'] };
  RetentionOrderItem: Omit<RetentionOrderItem, 'price'> & { price: ResolversParentTypes['Money'] };
  RetentionPlacedBy: RetentionPlacedBy;
  RetentionPreviousOrder: RetentionPreviousOrder;
  RetentionSummary: RetentionSummary;
  RetentionTriggerOrder: RetentionTriggerOrder;
  ReturnItemInput: ReturnItemInput;
  SaveNotifyMeResult: SaveNotifyMeResult;
  SearchAggregations: SearchAggregations;
  SearchFilters: SearchFilters;
  SearchMiss: SearchMiss;
  SearchMissPage: SearchMissPage;
  SearchResult: SearchResultModel;
  Session: Omit<Session, 'user'> & { user: ResolversParentTypes['User'] };
  ShippingDetails: ShippingDetails;
  ShippingInformation: ShippingInformationRecordModel;
  ShippingMethod: ShippingMethodRecordModel;
  Shop: Shop;
  SkuCommission: SkuCommission;
  SmsMessage: SmsMessage;
  StaffCustomer: StaffCustomer;
  StaffCustomerPage: StaffCustomerPage;
  StaffDetails: StaffDetailsModel;
  StaffSession: Omit<StaffSession, 'staff'> & { staff: ResolversParentTypes['StaffDetails'] };
  String: Scalars['String']['output'];
  SupportCallback: SupportCallback;
  SupportHours: SupportHours;
  Ticket: TicketRecordModel;
  TicketComment: TicketComment;
  TicketFile: TicketFile;
  TicketInput: TicketInput;
  TimelineStep: TimelineStep;
  TotalSegment: TotalSegmentSnapshotModel;
  UploadLinkTarget: UploadLinkTargetRecordModel;
  User: SessionUserModel;
  VitalRecords: VitalRecords;
  VitalRecordsInput: VitalRecordsInput;
  Wallet: WalletSnapshotModel;
  WalletTransaction: WalletTransactionRecordModel;
};

export type AccountActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountActivity'] = ResolversParentTypes['AccountActivity']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountActivityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountActivityPage'] = ResolversParentTypes['AccountActivityPage']> = {
  items?: Resolver<Array<ResolversTypes['AccountActivity']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActingCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActingCustomer'] = ResolversParentTypes['ActingCustomer']> = {
  cusSid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ActingSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActingSession'] = ResolversParentTypes['ActingSession']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['ActingCustomer'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  alternateMobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apartment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlternativeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Alternative'] = ResolversParentTypes['Alternative']> = {
  product?: Resolver<ResolversTypes['EstimateProduct'], ParentType, ContextType>;
  savingPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitSaving?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AppLoginTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppLoginToken'] = ResolversParentTypes['AppLoginToken']> = {
  appToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  coupon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponRuleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  couponType?: Resolver<ResolversTypes['CouponType'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  freeShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxDiscountAmt?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pinCodelist?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ruleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApprovedOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApprovedOrder'] = ResolversParentTypes['ApprovedOrder']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type AuditEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerSid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shopName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopSid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CallbackRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CallbackRequested'] = ResolversParentTypes['CallbackRequested']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CampFollowUpSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CampFollowUpSummary'] = ResolversParentTypes['CampFollowUpSummary']> = {
  camp?: Resolver<ResolversTypes['HealthCamp'], ParentType, ContextType>;
  cells?: Resolver<Array<ResolversTypes['FollowUpCount']>, ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  addressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  checkoutActiveUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  customerOwned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  declinedGifts?: Resolver<Array<ResolversTypes['DeclinedGift']>, ParentType, ContextType>;
  freeGifts?: Resolver<Array<ResolversTypes['FreeGift']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVirtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  notices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  priceChanges?: Resolver<Array<ResolversTypes['PriceChange']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isVirtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['LineProblem']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qtyMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qtyMultiple?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['StockStatus'], ParentType, ContextType>;
};

export type CartTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  itemsQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platformFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['TotalSegment']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  childrenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChildAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChildAttribute'] = ResolversParentTypes['ChildAttribute']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CmsCounts'] = ResolversParentTypes['CmsCounts']> = {
  blocks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxBlocks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CmsEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CmsEntry'] = ResolversParentTypes['CmsEntry']> = {
  blogType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasUnpublishedChanges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CmsKind'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedRevision?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledRevision?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CmsStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsEntryListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CmsEntryList'] = ResolversParentTypes['CmsEntryList']> = {
  items?: Resolver<Array<ResolversTypes['CmsEntrySummary']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CmsEntrySummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CmsEntrySummary'] = ResolversParentTypes['CmsEntrySummary']> = {
  blogType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasUnpublishedChanges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CmsKind'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CmsStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CmsImage'] = ResolversParentTypes['CmsImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CmsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage']> = {
  blogType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CmsKind'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CmsPathResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CmsPath'] = ResolversParentTypes['CmsPath']> = {
  blogType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CmsKind'], ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CmsRevisionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CmsRevision'] = ResolversParentTypes['CmsRevision']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableChildResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigurableChild'] = ResolversParentTypes['ConfigurableChild']> = {
  attributes?: Resolver<Array<ResolversTypes['ChildAttribute']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConfigurableOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigurableOption'] = ResolversParentTypes['ConfigurableOption']> = {
  attributeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attributeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ConfigurableOptionValue']>, ParentType, ContextType>;
};

export type ConfigurableOptionValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigurableOptionValue'] = ResolversParentTypes['ConfigurableOptionValue']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerSavingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerSavings'] = ResolversParentTypes['CustomerSavings']> = {
  customerInterested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EstimateItem']>, ParentType, ContextType>;
  shopName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['EstimationTotals'], ParentType, ContextType>;
};

export type DeclinedGiftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeclinedGift'] = ResolversParentTypes['DeclinedGift']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DevSocialAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DevSocialAccount'] = ResolversParentTypes['DevSocialAccount']> = {
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EngagementMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EngagementMessage'] = ResolversParentTypes['EngagementMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EngagementOutboxMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EngagementOutboxMessage'] = ResolversParentTypes['EngagementOutboxMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerSid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EstimateItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EstimateItem'] = ResolversParentTypes['EstimateItem']> = {
  choice?: Resolver<ResolversTypes['EstimateChoice'], ParentType, ContextType>;
  itemNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['EstimateProduct'], ParentType, ContextType>;
  requestedTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  saving?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  savingPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  suggested?: Resolver<Maybe<ResolversTypes['EstimateProduct']>, ParentType, ContextType>;
  suggestedQty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  suggestedTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type EstimateProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EstimateProduct'] = ResolversParentTypes['EstimateProduct']> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  packSizeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packUnits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  prescriptionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  saltinfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  urlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EstimationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Estimation'] = ResolversParentTypes['Estimation']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdByRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  cusSid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerInterested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  estimatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EstimateItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prescriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sharedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['EstimationSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EstimationStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['EstimationStatusChange']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['EstimationTotals'], ParentType, ContextType>;
};

export type EstimationCartLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EstimationCartLine'] = ResolversParentTypes['EstimationCartLine']> = {
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EstimationOrderedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EstimationOrdered'] = ResolversParentTypes['EstimationOrdered']> = {
  added?: Resolver<Array<ResolversTypes['EstimationCartLine']>, ParentType, ContextType>;
  estimation?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EstimationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EstimationPage'] = ResolversParentTypes['EstimationPage']> = {
  items?: Resolver<Array<ResolversTypes['Estimation']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EstimationSharedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EstimationShared'] = ResolversParentTypes['EstimationShared']> = {
  estimation?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EstimationStatusChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EstimationStatusChange'] = ResolversParentTypes['EstimationStatusChange']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EstimationStatus'], ParentType, ContextType>;
};

export type EstimationTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EstimationTotals'] = ResolversParentTypes['EstimationTotals']> = {
  chosen?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  saving?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  savingPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  suggested?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ExternalSignInFinishResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSignInFinish'] = ResolversParentTypes['ExternalSignInFinish']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkTicket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type ExternalSignInOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSignInOptions'] = ResolversParentTypes['ExternalSignInOptions']> = {
  callerId?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  social?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ExternalSignInStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSignInStart'] = ResolversParentTypes['ExternalSignInStart']> = {
  authorizeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FacetBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacetBucket'] = ResolversParentTypes['FacetBucket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FollowUpCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowUpCount'] = ResolversParentTypes['FollowUpCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['LeadFilter'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['FollowUpInterval'], ParentType, ContextType>;
};

export type FollowUpFilterTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowUpFilterTotal'] = ResolversParentTypes['FollowUpFilterTotal']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['LeadFilter'], ParentType, ContextType>;
};

export type FollowUpSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowUpSummary'] = ResolversParentTypes['FollowUpSummary']> = {
  cells?: Resolver<Array<ResolversTypes['FollowUpCount']>, ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['FollowUpFilterTotal']>, ParentType, ContextType>;
};

export type FoundRetentionCallsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FoundRetentionCalls'] = ResolversParentTypes['FoundRetentionCalls']> = {
  foundAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  migration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retention?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FreeGiftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FreeGift'] = ResolversParentTypes['FreeGift']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  promoTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  indexedProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchEngine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthCampResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HealthCamp'] = ResolversParentTypes['HealthCamp']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['LeadStaff'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CampKind'], ParentType, ContextType>;
  leadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['CampSlot'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthCampPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HealthCampPage'] = ResolversParentTypes['HealthCampPage']> = {
  items?: Resolver<Array<ResolversTypes['HealthCamp']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HomeBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeBlock'] = ResolversParentTypes['HomeBlock']> = {
  caption?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['CmsImage']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HomeBlockKind'], ParentType, ContextType>;
  linkPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HomeBlockEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeBlockEntry'] = ResolversParentTypes['HomeBlockEntry']> = {
  caption?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['CmsImage']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HomeBlockKind'], ParentType, ContextType>;
  linkPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CmsStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobApplication'] = ResolversParentTypes['JobApplication']> = {
  appliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cv?: Resolver<ResolversTypes['JobApplicationCv'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opening?: Resolver<ResolversTypes['JobApplicationOpening'], ParentType, ContextType>;
};

export type JobApplicationCvResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobApplicationCv'] = ResolversParentTypes['JobApplicationCv']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobApplicationOpeningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobApplicationOpening'] = ResolversParentTypes['JobApplicationOpening']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobApplicationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobApplicationPage'] = ResolversParentTypes['JobApplicationPage']> = {
  items?: Resolver<Array<ResolversTypes['JobApplication']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobApplicationReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobApplicationReceipt'] = ResolversParentTypes['JobApplicationReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openingTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobOpeningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobOpening'] = ResolversParentTypes['JobOpening']> = {
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LeadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Lead'] = ResolversParentTypes['Lead']> = {
  activity?: Resolver<Array<ResolversTypes['LeadActivity']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientUpdatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['LeadCustomer']>, ParentType, ContextType>;
  followUpDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followUpDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followUpInterval?: Resolver<Maybe<ResolversTypes['FollowUpInterval']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['LeadGender']>, ParentType, ContextType>;
  healthCamp?: Resolver<Maybe<ResolversTypes['HealthCamp']>, ParentType, ContextType>;
  healthCampVisit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homeVisitInterested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inactiveReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isChronic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leadCapturedBy?: Resolver<ResolversTypes['LeadStaff'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientType?: Resolver<Maybe<ResolversTypes['LeadPatientType']>, ParentType, ContextType>;
  prescription?: Resolver<Maybe<ResolversTypes['LeadPrescription']>, ParentType, ContextType>;
  reasonForNotPlacingOrder?: Resolver<Maybe<ResolversTypes['NoOrderReason']>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LeadSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vitalRecords?: Resolver<ResolversTypes['VitalRecords'], ParentType, ContextType>;
};

export type LeadActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadActivity'] = ResolversParentTypes['LeadActivity']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['LeadStaff'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LeadActivityKind'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LeadConversionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadConversion'] = ResolversParentTypes['LeadConversion']> = {
  customer?: Resolver<ResolversTypes['LeadCustomer'], ParentType, ContextType>;
  lead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType>;
  newCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LeadCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadCustomer'] = ResolversParentTypes['LeadCustomer']> = {
  cusSid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LeadEstimationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadEstimation'] = ResolversParentTypes['LeadEstimation']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EstimationStatus'], ParentType, ContextType>;
  suggestedTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type LeadMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadMatch'] = ResolversParentTypes['LeadMatch']> = {
  customer?: Resolver<Maybe<ResolversTypes['LeadCustomer']>, ParentType, ContextType>;
  lead?: Resolver<Maybe<ResolversTypes['Lead']>, ParentType, ContextType>;
};

export type LeadPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadPage'] = ResolversParentTypes['LeadPage']> = {
  items?: Resolver<Array<ResolversTypes['Lead']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeadPrescriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadPrescription'] = ResolversParentTypes['LeadPrescription']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LeadSaveResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadSaveResult'] = ResolversParentTypes['LeadSaveResult']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType>;
  repeated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LeadSourceCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadSourceCount'] = ResolversParentTypes['LeadSourceCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LeadSource'], ParentType, ContextType>;
};

export type LeadStaffResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadStaff'] = ResolversParentTypes['LeadStaff']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LeadSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadSummary'] = ResolversParentTypes['LeadSummary']> = {
  bySource?: Resolver<Array<ResolversTypes['LeadSourceCount']>, ParentType, ContextType>;
  converted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSevenDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LineProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineProblem'] = ResolversParentTypes['LineProblem']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LocatedAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocatedAddress'] = ResolversParentTypes['LocatedAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postOffice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MetricsShopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MetricsShop'] = ResolversParentTypes['MetricsShop']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  actForCustomer?: Resolver<ResolversTypes['ActingSession'], ParentType, ContextType, RequireFields<MutationActForCustomerArgs, 'cusSid'>>;
  addAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationAddAddressArgs, 'input'>>;
  addHealthCamp?: Resolver<ResolversTypes['HealthCamp'], ParentType, ContextType, RequireFields<MutationAddHealthCampArgs, 'input'>>;
  addLead?: Resolver<ResolversTypes['LeadSaveResult'], ParentType, ContextType, RequireFields<MutationAddLeadArgs, 'input'>>;
  addLeadActivity?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationAddLeadActivityArgs, 'input' | 'sid'>>;
  addPatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<MutationAddPatientArgs, 'age' | 'name'>>;
  addTicketComment?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationAddTicketCommentArgs, 'body' | 'id'>>;
  appLogin?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationAppLoginArgs, 'appToken'>>;
  applyCoupon?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'addressId' | 'cartId' | 'code'>>;
  applyForJob?: Resolver<ResolversTypes['JobApplicationReceipt'], ParentType, ContextType, RequireFields<MutationApplyForJobArgs, 'cv' | 'input'>>;
  approvePrescriptionOrder?: Resolver<ResolversTypes['ApprovedOrder'], ParentType, ContextType, RequireFields<MutationApprovePrescriptionOrderArgs, 'orderId' | 'prescriptionId'>>;
  assignRetentionCall?: Resolver<ResolversTypes['RetentionCall'], ParentType, ContextType, RequireFields<MutationAssignRetentionCallArgs, 'callId'>>;
  attachTicketFile?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationAttachTicketFileArgs, 'file' | 'id'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'id' | 'reason'>>;
  cartAddItem?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartAddItemArgs, 'cartId' | 'qty' | 'sku'>>;
  cartCheckPrices?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartCheckPricesArgs, 'cartId'>>;
  cartCreate?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, Partial<MutationCartCreateArgs>>;
  cartRemoveGift?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartRemoveGiftArgs, 'cartId' | 'sku'>>;
  cartRemoveItem?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartRemoveItemArgs, 'cartId' | 'sku'>>;
  cartRestoreGift?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartRestoreGiftArgs, 'cartId' | 'sku'>>;
  cartUpdateQuantity?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartUpdateQuantityArgs, 'cartId' | 'qty' | 'sku'>>;
  changeLeadMobile?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationChangeLeadMobileArgs, 'mobile' | 'sid'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword'>>;
  cmsPreviewToken?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCmsPreviewTokenArgs, 'identifier' | 'kind'>>;
  completeDevPayment?: Resolver<ResolversTypes['PaymentStatusReport'], ParentType, ContextType, RequireFields<MutationCompleteDevPaymentArgs, 'outcome' | 'sessionId'>>;
  completePasswordReset?: Resolver<ResolversTypes['PasswordResetAnswer'], ParentType, ContextType, RequireFields<MutationCompletePasswordResetArgs, 'newPassword' | 'resetToken'>>;
  convertLead?: Resolver<ResolversTypes['LeadConversion'], ParentType, ContextType, RequireFields<MutationConvertLeadArgs, 'sid'>>;
  createEstimationFromCart?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType, Partial<MutationCreateEstimationFromCartArgs>>;
  createTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationCreateTicketArgs, 'input'>>;
  customerSavingsInterested?: Resolver<ResolversTypes['CustomerSavings'], ParentType, ContextType, RequireFields<MutationCustomerSavingsInterestedArgs, 'token'>>;
  deleteAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteCmsEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCmsEntryArgs, 'id'>>;
  deleteHomeBlock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteHomeBlockArgs, 'baseRevision' | 'id'>>;
  deletePatient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePatientArgs, 'id'>>;
  devAuthorizeCallerId?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDevAuthorizeCallerIdArgs, 'mobile' | 'state'>>;
  devAuthorizeSocial?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDevAuthorizeSocialArgs, 'state' | 'subject'>>;
  devSetCallerIdInstalled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDevSetCallerIdInstalledArgs, 'installed'>>;
  findRetentionCalls?: Resolver<ResolversTypes['FoundRetentionCalls'], ParentType, ContextType>;
  finishCallerIdSignIn?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationFinishCallerIdSignInArgs, 'code' | 'state'>>;
  finishSocialSignIn?: Resolver<ResolversTypes['ExternalSignInFinish'], ParentType, ContextType, RequireFields<MutationFinishSocialSignInArgs, 'code' | 'state'>>;
  initiatePayment?: Resolver<ResolversTypes['PaymentSession'], ParentType, ContextType, RequireFields<MutationInitiatePaymentArgs, 'orderId'>>;
  linkExternalSignIn?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLinkExternalSignInArgs, 'mobile' | 'otp' | 'ticket'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'refreshToken'>>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  newsletterSubscribe?: Resolver<ResolversTypes['NewsletterSubscription'], ParentType, ContextType, RequireFields<MutationNewsletterSubscribeArgs, 'contact' | 'locale'>>;
  newsletterUnsubscribe?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationNewsletterUnsubscribeArgs, 'token'>>;
  orderEstimation?: Resolver<ResolversTypes['EstimationOrdered'], ParentType, ContextType, RequireFields<MutationOrderEstimationArgs, 'estimateId'>>;
  placeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  publishCmsEntry?: Resolver<ResolversTypes['CmsEntry'], ParentType, ContextType, RequireFields<MutationPublishCmsEntryArgs, 'id' | 'revision'>>;
  rateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRateOrderArgs, 'id' | 'rating'>>;
  reEstimate?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType, RequireFields<MutationReEstimateArgs, 'estimateId'>>;
  refreshSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'refreshToken'>>;
  refreshStaffSession?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationRefreshStaffSessionArgs, 'refreshToken'>>;
  registerCustomer?: Resolver<ResolversTypes['RegisteredCustomer'], ParentType, ContextType, RequireFields<MutationRegisterCustomerArgs, 'mobile' | 'otp'>>;
  removeCoupon?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveCouponArgs, 'cartId'>>;
  removeLead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveLeadArgs, 'sid'>>;
  requestAssistantOtp?: Resolver<ResolversTypes['OtpRequested'], ParentType, ContextType, RequireFields<MutationRequestAssistantOtpArgs, 'mobile'>>;
  requestCallback?: Resolver<ResolversTypes['CallbackRequested'], ParentType, ContextType, RequireFields<MutationRequestCallbackArgs, 'input'>>;
  requestCustomerOtp?: Resolver<ResolversTypes['OtpRequested'], ParentType, ContextType, RequireFields<MutationRequestCustomerOtpArgs, 'mobile'>>;
  requestLoginOtp?: Resolver<ResolversTypes['OtpRequested'], ParentType, ContextType, RequireFields<MutationRequestLoginOtpArgs, 'mobile'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetAnswer'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'login'>>;
  restoreCmsRevision?: Resolver<ResolversTypes['CmsEntry'], ParentType, ContextType, RequireFields<MutationRestoreCmsRevisionArgs, 'baseRevision' | 'id' | 'revision'>>;
  returnOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationReturnOrderArgs, 'id' | 'items' | 'reason'>>;
  saveCmsEntry?: Resolver<ResolversTypes['CmsEntry'], ParentType, ContextType, RequireFields<MutationSaveCmsEntryArgs, 'input'>>;
  saveHomeBlock?: Resolver<ResolversTypes['HomeBlockEntry'], ParentType, ContextType, RequireFields<MutationSaveHomeBlockArgs, 'input'>>;
  saveNotifyMe?: Resolver<ResolversTypes['SaveNotifyMeResult'], ParentType, ContextType, RequireFields<MutationSaveNotifyMeArgs, 'sku'>>;
  saveRetentionFeedback?: Resolver<ResolversTypes['RetentionCall'], ParentType, ContextType, RequireFields<MutationSaveRetentionFeedbackArgs, 'callId' | 'input' | 'kind'>>;
  sendRetentionMessage?: Resolver<ResolversTypes['EngagementMessage'], ParentType, ContextType, RequireFields<MutationSendRetentionMessageArgs, 'body' | 'callId'>>;
  setShippingInformation?: Resolver<ResolversTypes['ShippingInformation'], ParentType, ContextType, RequireFields<MutationSetShippingInformationArgs, 'addressId' | 'cartId' | 'checkPrice'>>;
  shareEstimation?: Resolver<ResolversTypes['EstimationShared'], ParentType, ContextType, RequireFields<MutationShareEstimationArgs, 'estimateId'>>;
  signInWithPassword?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationSignInWithPasswordArgs, 'login' | 'password'>>;
  staffAppLogin?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationStaffAppLoginArgs, 'appToken'>>;
  staffAppLoginToken?: Resolver<ResolversTypes['AppLoginToken'], ParentType, ContextType>;
  staffLogin?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationStaffLoginArgs, 'email' | 'password'>>;
  startExternalSignIn?: Resolver<ResolversTypes['ExternalSignInStart'], ParentType, ContextType, RequireFields<MutationStartExternalSignInArgs, 'provider'>>;
  startPrescriptionDecoding?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType, RequireFields<MutationStartPrescriptionDecodingArgs, 'prescriptionId'>>;
  stopNotifyMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationStopNotifyMeArgs, 'id'>>;
  submitPrescriptionDecoding?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType, RequireFields<MutationSubmitPrescriptionDecodingArgs, 'estimateId' | 'lines'>>;
  unpublishCmsEntry?: Resolver<ResolversTypes['CmsEntry'], ParentType, ContextType, RequireFields<MutationUnpublishCmsEntryArgs, 'id'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateEstimation?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType, RequireFields<MutationUpdateEstimationArgs, 'estimateId' | 'lines'>>;
  updateHealthCamp?: Resolver<ResolversTypes['HealthCamp'], ParentType, ContextType, RequireFields<MutationUpdateHealthCampArgs, 'input' | 'sid'>>;
  updateLead?: Resolver<ResolversTypes['LeadSaveResult'], ParentType, ContextType, RequireFields<MutationUpdateLeadArgs, 'input' | 'sid'>>;
  updatePatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<MutationUpdatePatientArgs, 'age' | 'id' | 'name'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadCmsImage?: Resolver<ResolversTypes['CmsImage'], ParentType, ContextType, RequireFields<MutationUploadCmsImageArgs, 'file'>>;
  uploadLeadPrescription?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationUploadLeadPrescriptionArgs, 'file' | 'sid'>>;
  uploadPrescription?: Resolver<ResolversTypes['Prescription'], ParentType, ContextType, RequireFields<MutationUploadPrescriptionArgs, 'file'>>;
  uploadPrescriptionByLink?: Resolver<ResolversTypes['Prescription'], ParentType, ContextType, RequireFields<MutationUploadPrescriptionByLinkArgs, 'file' | 'token'>>;
  verifyAssistantOtp?: Resolver<ResolversTypes['StaffSession'], ParentType, ContextType, RequireFields<MutationVerifyAssistantOtpArgs, 'mobile' | 'otp'>>;
  verifyLoginOtp?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationVerifyLoginOtpArgs, 'mobile' | 'otp'>>;
};

export type NewsletterStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterStatus'] = ResolversParentTypes['NewsletterStatus']> = {
  hasSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NewsletterSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscription'] = ResolversParentTypes['NewsletterSubscription']> = {
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actionUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotifyMeWishResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotifyMeWish'] = ResolversParentTypes['NotifyMeWish']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  canRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['CancelReason']>, ParentType, ContextType>;
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patient?: Resolver<Maybe<ResolversTypes['Patient']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedBy?: Resolver<Maybe<ResolversTypes['OrderPlacedBy']>, ParentType, ContextType>;
  prescriptions?: Resolver<Array<ResolversTypes['Prescription']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['OrderRating']>, ParentType, ContextType>;
  reminder?: Resolver<Maybe<ResolversTypes['Reminder']>, ParentType, ContextType>;
  repeatOfOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  returnableUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['TimelineStep']>, ParentType, ContextType>;
};

export type OrderDayMetricResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderDayMetric'] = ResolversParentTypes['OrderDayMetric']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  freeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnedQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderMetricsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderMetrics'] = ResolversParentTypes['OrderMetrics']> = {
  byDay?: Resolver<Array<ResolversTypes['OrderDayMetric']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['OrderStatusMetric']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shop?: Resolver<Maybe<ResolversTypes['MetricsShop']>, ParentType, ContextType>;
  shops?: Resolver<Array<ResolversTypes['MetricsShop']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderMetricsTotals'], ParentType, ContextType>;
};

export type OrderMetricsTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderMetricsTotals'] = ResolversParentTypes['OrderMetricsTotals']> = {
  average?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placedByShop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placedByShopValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderPlacedByResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPlacedBy'] = ResolversParentTypes['OrderPlacedBy']> = {
  kind?: Resolver<ResolversTypes['PlacedByKind'], ParentType, ContextType>;
  shopName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderRatingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderRating'] = ResolversParentTypes['OrderRating']> = {
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderStatusMetricResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderStatusMetric'] = ResolversParentTypes['OrderStatusMetric']> = {
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OtpRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtpRequested'] = ResolversParentTypes['OtpRequested']> = {
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resendAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutboxMailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxMail'] = ResolversParentTypes['OutboxMail']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasswordResetAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetAnswer'] = ResolversParentTypes['PasswordResetAnswer']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Patient'] = ResolversParentTypes['Patient']> = {
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentAttempt'] = ResolversParentTypes['PaymentAttempt']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentAttemptStatus'], ParentType, ContextType>;
};

export type PaymentMethodOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethodOption'] = ResolversParentTypes['PaymentMethodOption']> = {
  code?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isServerMethod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentSession'] = ResolversParentTypes['PaymentSession']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcomes?: Resolver<Array<ResolversTypes['DevPaymentOutcome']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PaymentStatusReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentStatusReport'] = ResolversParentTypes['PaymentStatusReport']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  attempts?: Resolver<Array<ResolversTypes['PaymentAttempt']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type PendingApprovalOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingApprovalOrder'] = ResolversParentTypes['PendingApprovalOrder']> = {
  customerCusSid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerPrescriptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PendingApprovalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingApprovalPage'] = ResolversParentTypes['PendingApprovalPage']> = {
  items?: Resolver<Array<ResolversTypes['PendingApprovalOrder']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PinCodeCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PinCodeCheck'] = ResolversParentTypes['PinCodeCheck']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrescriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Prescription'] = ResolversParentTypes['Prescription']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceChange'] = ResolversParentTypes['PriceChange']> = {
  from?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  brandSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  configurableChildren?: Resolver<Array<ResolversTypes['ConfigurableChild']>, ParentType, ContextType>;
  configurableOptions?: Resolver<Array<ResolversTypes['ConfigurableOption']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dosageForm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manufacturer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mrp?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packSize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  qtyMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saltinfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductAlternativesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductAlternatives'] = ResolversParentTypes['ProductAlternatives']> = {
  composition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Alternative']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['EstimateProduct'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['NoAlternativesReason']>, ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountActivity?: Resolver<ResolversTypes['AccountActivityPage'], ParentType, ContextType, Partial<QueryAccountActivityArgs>>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  auditTrail?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryAuditTrailArgs>>;
  banners?: Resolver<Array<ResolversTypes['HomeBlock']>, ParentType, ContextType, RequireFields<QueryBannersArgs, 'lang'>>;
  blogPost?: Resolver<Maybe<ResolversTypes['CmsPage']>, ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'identifier' | 'locale'>>;
  blogPosts?: Resolver<Array<ResolversTypes['CmsPage']>, ParentType, ContextType, RequireFields<QueryBlogPostsArgs, 'blogType' | 'locale'>>;
  blogTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  buyAgain?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'cartId'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoryArgs>>;
  checkLeadExist?: Resolver<ResolversTypes['LeadMatch'], ParentType, ContextType, RequireFields<QueryCheckLeadExistArgs, 'mobile'>>;
  checkPinCode?: Resolver<ResolversTypes['PinCodeCheck'], ParentType, ContextType, RequireFields<QueryCheckPinCodeArgs, 'pinCode'>>;
  cmsCounts?: Resolver<ResolversTypes['CmsCounts'], ParentType, ContextType>;
  cmsEntries?: Resolver<ResolversTypes['CmsEntryList'], ParentType, ContextType, Partial<QueryCmsEntriesArgs>>;
  cmsEntry?: Resolver<ResolversTypes['CmsEntry'], ParentType, ContextType, RequireFields<QueryCmsEntryArgs, 'id'>>;
  cmsPage?: Resolver<Maybe<ResolversTypes['CmsPage']>, ParentType, ContextType, RequireFields<QueryCmsPageArgs, 'identifier' | 'locale'>>;
  cmsPaths?: Resolver<Array<ResolversTypes['CmsPath']>, ParentType, ContextType>;
  cmsRevision?: Resolver<ResolversTypes['CmsEntry'], ParentType, ContextType, RequireFields<QueryCmsRevisionArgs, 'id' | 'revision'>>;
  cmsRevisions?: Resolver<Array<ResolversTypes['CmsRevision']>, ParentType, ContextType, RequireFields<QueryCmsRevisionsArgs, 'id'>>;
  customerSavings?: Resolver<ResolversTypes['CustomerSavings'], ParentType, ContextType, RequireFields<QueryCustomerSavingsArgs, 'token'>>;
  devCallerIdInstalled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  devEngagementOutbox?: Resolver<Array<ResolversTypes['EngagementOutboxMessage']>, ParentType, ContextType, Partial<QueryDevEngagementOutboxArgs>>;
  devMailOutbox?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType, Partial<QueryDevMailOutboxArgs>>;
  devSmsOutbox?: Resolver<Array<ResolversTypes['SmsMessage']>, ParentType, ContextType, Partial<QueryDevSmsOutboxArgs>>;
  devSocialAccounts?: Resolver<Array<ResolversTypes['DevSocialAccount']>, ParentType, ContextType>;
  devSupportInbox?: Resolver<Array<ResolversTypes['SupportCallback']>, ParentType, ContextType, Partial<QueryDevSupportInboxArgs>>;
  estimation?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType, RequireFields<QueryEstimationArgs, 'estimateId'>>;
  estimations?: Resolver<ResolversTypes['EstimationPage'], ParentType, ContextType, Partial<QueryEstimationsArgs>>;
  externalSignInOptions?: Resolver<ResolversTypes['ExternalSignInOptions'], ParentType, ContextType>;
  followUpSummary?: Resolver<ResolversTypes['FollowUpSummary'], ParentType, ContextType>;
  followUpSummaryByCamp?: Resolver<Array<ResolversTypes['CampFollowUpSummary']>, ParentType, ContextType, RequireFields<QueryFollowUpSummaryByCampArgs, 'size'>>;
  followUps?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, RequireFields<QueryFollowUpsArgs, 'filter' | 'size' | 'start'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  healthCampLeads?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, RequireFields<QueryHealthCampLeadsArgs, 'sid' | 'size' | 'start'>>;
  healthCamps?: Resolver<ResolversTypes['HealthCampPage'], ParentType, ContextType, RequireFields<QueryHealthCampsArgs, 'size' | 'start'>>;
  homeBlock?: Resolver<ResolversTypes['HomeBlockEntry'], ParentType, ContextType, RequireFields<QueryHomeBlockArgs, 'id'>>;
  homeBlocks?: Resolver<Array<ResolversTypes['HomeBlockEntry']>, ParentType, ContextType, Partial<QueryHomeBlocksArgs>>;
  jobApplications?: Resolver<ResolversTypes['JobApplicationPage'], ParentType, ContextType, Partial<QueryJobApplicationsArgs>>;
  jobOpenings?: Resolver<Array<ResolversTypes['JobOpening']>, ParentType, ContextType, RequireFields<QueryJobOpeningsArgs, 'locale'>>;
  latestHealthCamps?: Resolver<Array<ResolversTypes['HealthCamp']>, ParentType, ContextType>;
  lead?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<QueryLeadArgs, 'sid'>>;
  leadEstimations?: Resolver<Array<ResolversTypes['LeadEstimation']>, ParentType, ContextType, RequireFields<QueryLeadEstimationsArgs, 'sid'>>;
  leadSearch?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, RequireFields<QueryLeadSearchArgs, 'size' | 'start' | 'term'>>;
  leadSummary?: Resolver<ResolversTypes['LeadSummary'], ParentType, ContextType>;
  leadVaultKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locateAddress?: Resolver<ResolversTypes['LocatedAddress'], ParentType, ContextType, RequireFields<QueryLocateAddressArgs, 'latitude' | 'longitude'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  newsletterStatus?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  notifyMeWishes?: Resolver<Array<ResolversTypes['NotifyMeWish']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderMetrics?: Resolver<ResolversTypes['OrderMetrics'], ParentType, ContextType, RequireFields<QueryOrderMetricsArgs, 'from' | 'to'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page'>>;
  patients?: Resolver<Array<ResolversTypes['Patient']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethodOption']>, ParentType, ContextType, RequireFields<QueryPaymentMethodsArgs, 'cartId'>>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatusReport'], ParentType, ContextType, RequireFields<QueryPaymentStatusArgs, 'orderId'>>;
  pendingPrescriptionApprovals?: Resolver<ResolversTypes['PendingApprovalPage'], ParentType, ContextType, Partial<QueryPendingPrescriptionApprovalsArgs>>;
  popularCategories?: Resolver<Array<ResolversTypes['HomeBlock']>, ParentType, ContextType, RequireFields<QueryPopularCategoriesArgs, 'lang'>>;
  preAwarenessAbsentees?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, RequireFields<QueryPreAwarenessAbsenteesArgs, 'size' | 'start'>>;
  prescriptions?: Resolver<Array<ResolversTypes['Prescription']>, ParentType, ContextType>;
  previousEstimation?: Resolver<ResolversTypes['Estimation'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryProductArgs>>;
  productAlternatives?: Resolver<ResolversTypes['ProductAlternatives'], ParentType, ContextType, RequireFields<QueryProductAlternativesArgs, 'sku'>>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'size' | 'sort' | 'start'>>;
  retentionAdvisers?: Resolver<Array<ResolversTypes['RetentionAdviserLoad']>, ParentType, ContextType>;
  retentionCalls?: Resolver<ResolversTypes['RetentionCallList'], ParentType, ContextType, Partial<QueryRetentionCallsArgs>>;
  retentionCustomer?: Resolver<ResolversTypes['RetentionCustomerDetail'], ParentType, ContextType, RequireFields<QueryRetentionCustomerArgs, 'cusSid'>>;
  retentionSummary?: Resolver<ResolversTypes['RetentionSummary'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'intent' | 'query' | 'size' | 'sort' | 'start'>>;
  searchMisses?: Resolver<ResolversTypes['SearchMissPage'], ParentType, ContextType, Partial<QuerySearchMissesArgs>>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType, RequireFields<QueryShippingMethodsArgs, 'addressId' | 'cartId'>>;
  staffCustomers?: Resolver<ResolversTypes['StaffCustomerPage'], ParentType, ContextType, RequireFields<QueryStaffCustomersArgs, 'query'>>;
  staffMe?: Resolver<ResolversTypes['StaffDetails'], ParentType, ContextType>;
  supportHours?: Resolver<ResolversTypes['SupportHours'], ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['Ticket']>, ParentType, ContextType, RequireFields<QueryTicketArgs, 'id'>>;
  tickets?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  uploadLink?: Resolver<ResolversTypes['UploadLinkTarget'], ParentType, ContextType, RequireFields<QueryUploadLinkArgs, 'token'>>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type RegisteredCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisteredCustomer'] = ResolversParentTypes['RegisteredCustomer']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cusSid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReminderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reminder'] = ResolversParentTypes['Reminder']> = {
  availableMedicines?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isSkipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  purchaseDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reminderDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reminderMsg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reminderTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestionDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RetentionAdviserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionAdviser'] = ResolversParentTypes['RetentionAdviser']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RetentionAdviserLoadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionAdviserLoad'] = ResolversParentTypes['RetentionAdviserLoad']> = {
  adviser?: Resolver<ResolversTypes['RetentionAdviser'], ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RetentionAdviserSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionAdviserSummary'] = ResolversParentTypes['RetentionAdviserSummary']> = {
  adviser?: Resolver<Maybe<ResolversTypes['RetentionAdviser']>, ParentType, ContextType>;
  migration?: Resolver<ResolversTypes['RetentionCounts'], ParentType, ContextType>;
  retention?: Resolver<ResolversTypes['RetentionCounts'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['RetentionCounts'], ParentType, ContextType>;
};

export type RetentionCallResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionCall'] = ResolversParentTypes['RetentionCall']> = {
  adviser?: Resolver<Maybe<ResolversTypes['RetentionAdviser']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['RetentionCustomer'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  foundAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RetentionCallKind'], ParentType, ContextType>;
  nextCallOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousChannel?: Resolver<Maybe<ResolversTypes['OrderChannel']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RetentionCallStatus'], ParentType, ContextType>;
  triggerOrder?: Resolver<ResolversTypes['RetentionTriggerOrder'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetentionCallListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionCallList'] = ResolversParentTypes['RetentionCallList']> = {
  foundAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RetentionCall']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RetentionCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionCounts'] = ResolversParentTypes['RetentionCounts']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RetentionCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionCustomer'] = ResolversParentTypes['RetentionCustomer']> = {
  cusSid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RetentionCustomerDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionCustomerDetail'] = ResolversParentTypes['RetentionCustomerDetail']> = {
  calls?: Resolver<Array<ResolversTypes['RetentionCall']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['RetentionCustomer'], ParentType, ContextType>;
  daysSinceLastOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastOrder?: Resolver<Maybe<ResolversTypes['RetentionLastOrder']>, ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousOrder?: Resolver<Maybe<ResolversTypes['RetentionPreviousOrder']>, ParentType, ContextType>;
};

export type RetentionLastOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionLastOrder'] = ResolversParentTypes['RetentionLastOrder']> = {
  channel?: Resolver<ResolversTypes['OrderChannel'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RetentionOrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedBy?: Resolver<Maybe<ResolversTypes['RetentionPlacedBy']>, ParentType, ContextType>;
  shop?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RetentionOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionOrderItem'] = ResolversParentTypes['RetentionOrderItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetentionPlacedByResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionPlacedBy'] = ResolversParentTypes['RetentionPlacedBy']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type RetentionPreviousOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionPreviousOrder'] = ResolversParentTypes['RetentionPreviousOrder']> = {
  channel?: Resolver<ResolversTypes['OrderChannel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetentionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionSummary'] = ResolversParentTypes['RetentionSummary']> = {
  byAdviser?: Resolver<Array<ResolversTypes['RetentionAdviserSummary']>, ParentType, ContextType>;
  migration?: Resolver<ResolversTypes['RetentionCounts'], ParentType, ContextType>;
  retention?: Resolver<ResolversTypes['RetentionCounts'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['RetentionCounts'], ParentType, ContextType>;
};

export type RetentionTriggerOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetentionTriggerOrder'] = ResolversParentTypes['RetentionTriggerOrder']> = {
  channel?: Resolver<ResolversTypes['OrderChannel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaveNotifyMeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveNotifyMeResult'] = ResolversParentTypes['SaveNotifyMeResult']> = {
  alreadyWaiting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wish?: Resolver<ResolversTypes['NotifyMeWish'], ParentType, ContextType>;
};

export type SearchAggregationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchAggregations'] = ResolversParentTypes['SearchAggregations']> = {
  brand?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  category?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  price?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
};

export type SearchMissResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchMiss'] = ResolversParentTypes['SearchMiss']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstSeen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSeen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchMissPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchMissPage'] = ResolversParentTypes['SearchMissPage']> = {
  items?: Resolver<Array<ResolversTypes['SearchMiss']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  aggregations?: Resolver<ResolversTypes['SearchAggregations'], ParentType, ContextType>;
  exhaustive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  matchedTerms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ShippingDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingDetails'] = ResolversParentTypes['ShippingDetails']> = {
  alternateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apartmentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingInformationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingInformation'] = ResolversParentTypes['ShippingInformation']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethodOption']>, ParentType, ContextType>;
  shippingDetails?: Resolver<ResolversTypes['ShippingDetails'], ParentType, ContextType>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrierCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isServerMethod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  methodCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methodTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  servicePincodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SkuCommissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SkuCommission'] = ResolversParentTypes['SkuCommission']> = {
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SmsMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SmsMessage'] = ResolversParentTypes['SmsMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffCustomer'] = ResolversParentTypes['StaffCustomer']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cusSid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homePin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffCustomerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffCustomerPage'] = ResolversParentTypes['StaffCustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['StaffCustomer']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffDetails'] = ResolversParentTypes['StaffDetails']> = {
  commissionPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  defaultLang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genericCommissionPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prepaidEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  sessionEndsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shop?: Resolver<Maybe<ResolversTypes['Shop']>, ParentType, ContextType>;
  showCommission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skuCommission?: Resolver<Array<ResolversTypes['SkuCommission']>, ParentType, ContextType>;
  subrole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  walletOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffSession'] = ResolversParentTypes['StaffSession']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionEndsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['StaffDetails'], ParentType, ContextType>;
};

export type SupportCallbackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportCallback'] = ResolversParentTypes['SupportCallback']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupportHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportHours'] = ResolversParentTypes['SupportHours']> = {
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = {
  comments?: Resolver<Array<ResolversTypes['TicketComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['TicketFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketComment'] = ResolversParentTypes['TicketComment']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TicketFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketFile'] = ResolversParentTypes['TicketFile']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimelineStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimelineStep'] = ResolversParentTypes['TimelineStep']> = {
  at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotalSegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TotalSegment'] = ResolversParentTypes['TotalSegment']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type UploadLinkTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadLinkTarget'] = ResolversParentTypes['UploadLinkTarget']> = {
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prescriptionsUploaded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cusSid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  walletEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VitalRecordsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VitalRecords'] = ResolversParentTypes['VitalRecords']> = {
  bloodSugar?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bpDiastolic?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bpSystolic?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  heightCm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pulse?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  spo2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightKg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type WalletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['WalletTransaction']>, ParentType, ContextType>;
};

export type WalletTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletTransaction'] = ResolversParentTypes['WalletTransaction']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountActivity?: AccountActivityResolvers<ContextType>;
  AccountActivityPage?: AccountActivityPageResolvers<ContextType>;
  ActingCustomer?: ActingCustomerResolvers<ContextType>;
  ActingSession?: ActingSessionResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  Alternative?: AlternativeResolvers<ContextType>;
  AppLoginToken?: AppLoginTokenResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  ApprovedOrder?: ApprovedOrderResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  CallbackRequested?: CallbackRequestedResolvers<ContextType>;
  CampFollowUpSummary?: CampFollowUpSummaryResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChildAttribute?: ChildAttributeResolvers<ContextType>;
  CmsCounts?: CmsCountsResolvers<ContextType>;
  CmsEntry?: CmsEntryResolvers<ContextType>;
  CmsEntryList?: CmsEntryListResolvers<ContextType>;
  CmsEntrySummary?: CmsEntrySummaryResolvers<ContextType>;
  CmsImage?: CmsImageResolvers<ContextType>;
  CmsPage?: CmsPageResolvers<ContextType>;
  CmsPath?: CmsPathResolvers<ContextType>;
  CmsRevision?: CmsRevisionResolvers<ContextType>;
  ConfigurableChild?: ConfigurableChildResolvers<ContextType>;
  ConfigurableOption?: ConfigurableOptionResolvers<ContextType>;
  ConfigurableOptionValue?: ConfigurableOptionValueResolvers<ContextType>;
  CustomerSavings?: CustomerSavingsResolvers<ContextType>;
  DeclinedGift?: DeclinedGiftResolvers<ContextType>;
  DevSocialAccount?: DevSocialAccountResolvers<ContextType>;
  EngagementMessage?: EngagementMessageResolvers<ContextType>;
  EngagementOutboxMessage?: EngagementOutboxMessageResolvers<ContextType>;
  EstimateItem?: EstimateItemResolvers<ContextType>;
  EstimateProduct?: EstimateProductResolvers<ContextType>;
  Estimation?: EstimationResolvers<ContextType>;
  EstimationCartLine?: EstimationCartLineResolvers<ContextType>;
  EstimationOrdered?: EstimationOrderedResolvers<ContextType>;
  EstimationPage?: EstimationPageResolvers<ContextType>;
  EstimationShared?: EstimationSharedResolvers<ContextType>;
  EstimationStatusChange?: EstimationStatusChangeResolvers<ContextType>;
  EstimationTotals?: EstimationTotalsResolvers<ContextType>;
  ExternalSignInFinish?: ExternalSignInFinishResolvers<ContextType>;
  ExternalSignInOptions?: ExternalSignInOptionsResolvers<ContextType>;
  ExternalSignInStart?: ExternalSignInStartResolvers<ContextType>;
  FacetBucket?: FacetBucketResolvers<ContextType>;
  File?: GraphQLScalarType;
  FollowUpCount?: FollowUpCountResolvers<ContextType>;
  FollowUpFilterTotal?: FollowUpFilterTotalResolvers<ContextType>;
  FollowUpSummary?: FollowUpSummaryResolvers<ContextType>;
  FoundRetentionCalls?: FoundRetentionCallsResolvers<ContextType>;
  FreeGift?: FreeGiftResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  HealthCamp?: HealthCampResolvers<ContextType>;
  HealthCampPage?: HealthCampPageResolvers<ContextType>;
  HomeBlock?: HomeBlockResolvers<ContextType>;
  HomeBlockEntry?: HomeBlockEntryResolvers<ContextType>;
  JobApplication?: JobApplicationResolvers<ContextType>;
  JobApplicationCv?: JobApplicationCvResolvers<ContextType>;
  JobApplicationOpening?: JobApplicationOpeningResolvers<ContextType>;
  JobApplicationPage?: JobApplicationPageResolvers<ContextType>;
  JobApplicationReceipt?: JobApplicationReceiptResolvers<ContextType>;
  JobOpening?: JobOpeningResolvers<ContextType>;
  Lead?: LeadResolvers<ContextType>;
  LeadActivity?: LeadActivityResolvers<ContextType>;
  LeadConversion?: LeadConversionResolvers<ContextType>;
  LeadCustomer?: LeadCustomerResolvers<ContextType>;
  LeadEstimation?: LeadEstimationResolvers<ContextType>;
  LeadMatch?: LeadMatchResolvers<ContextType>;
  LeadPage?: LeadPageResolvers<ContextType>;
  LeadPrescription?: LeadPrescriptionResolvers<ContextType>;
  LeadSaveResult?: LeadSaveResultResolvers<ContextType>;
  LeadSourceCount?: LeadSourceCountResolvers<ContextType>;
  LeadStaff?: LeadStaffResolvers<ContextType>;
  LeadSummary?: LeadSummaryResolvers<ContextType>;
  LineProblem?: LineProblemResolvers<ContextType>;
  LocatedAddress?: LocatedAddressResolvers<ContextType>;
  MetricsShop?: MetricsShopResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterStatus?: NewsletterStatusResolvers<ContextType>;
  NewsletterSubscription?: NewsletterSubscriptionResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotifyMeWish?: NotifyMeWishResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderDayMetric?: OrderDayMetricResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderMetrics?: OrderMetricsResolvers<ContextType>;
  OrderMetricsTotals?: OrderMetricsTotalsResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPlacedBy?: OrderPlacedByResolvers<ContextType>;
  OrderRating?: OrderRatingResolvers<ContextType>;
  OrderStatusMetric?: OrderStatusMetricResolvers<ContextType>;
  OtpRequested?: OtpRequestedResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  PasswordResetAnswer?: PasswordResetAnswerResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  PaymentAttempt?: PaymentAttemptResolvers<ContextType>;
  PaymentMethodOption?: PaymentMethodOptionResolvers<ContextType>;
  PaymentSession?: PaymentSessionResolvers<ContextType>;
  PaymentStatusReport?: PaymentStatusReportResolvers<ContextType>;
  PendingApprovalOrder?: PendingApprovalOrderResolvers<ContextType>;
  PendingApprovalPage?: PendingApprovalPageResolvers<ContextType>;
  PinCodeCheck?: PinCodeCheckResolvers<ContextType>;
  Prescription?: PrescriptionResolvers<ContextType>;
  PriceChange?: PriceChangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAlternatives?: ProductAlternativesResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  RegisteredCustomer?: RegisteredCustomerResolvers<ContextType>;
  Reminder?: ReminderResolvers<ContextType>;
  RetentionAdviser?: RetentionAdviserResolvers<ContextType>;
  RetentionAdviserLoad?: RetentionAdviserLoadResolvers<ContextType>;
  RetentionAdviserSummary?: RetentionAdviserSummaryResolvers<ContextType>;
  RetentionCall?: RetentionCallResolvers<ContextType>;
  RetentionCallList?: RetentionCallListResolvers<ContextType>;
  RetentionCounts?: RetentionCountsResolvers<ContextType>;
  RetentionCustomer?: RetentionCustomerResolvers<ContextType>;
  RetentionCustomerDetail?: RetentionCustomerDetailResolvers<ContextType>;
  RetentionLastOrder?: RetentionLastOrderResolvers<ContextType>;
  RetentionOrderItem?: RetentionOrderItemResolvers<ContextType>;
  RetentionPlacedBy?: RetentionPlacedByResolvers<ContextType>;
  RetentionPreviousOrder?: RetentionPreviousOrderResolvers<ContextType>;
  RetentionSummary?: RetentionSummaryResolvers<ContextType>;
  RetentionTriggerOrder?: RetentionTriggerOrderResolvers<ContextType>;
  SaveNotifyMeResult?: SaveNotifyMeResultResolvers<ContextType>;
  SearchAggregations?: SearchAggregationsResolvers<ContextType>;
  SearchMiss?: SearchMissResolvers<ContextType>;
  SearchMissPage?: SearchMissPageResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  ShippingDetails?: ShippingDetailsResolvers<ContextType>;
  ShippingInformation?: ShippingInformationResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  SkuCommission?: SkuCommissionResolvers<ContextType>;
  SmsMessage?: SmsMessageResolvers<ContextType>;
  StaffCustomer?: StaffCustomerResolvers<ContextType>;
  StaffCustomerPage?: StaffCustomerPageResolvers<ContextType>;
  StaffDetails?: StaffDetailsResolvers<ContextType>;
  StaffSession?: StaffSessionResolvers<ContextType>;
  SupportCallback?: SupportCallbackResolvers<ContextType>;
  SupportHours?: SupportHoursResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketComment?: TicketCommentResolvers<ContextType>;
  TicketFile?: TicketFileResolvers<ContextType>;
  TimelineStep?: TimelineStepResolvers<ContextType>;
  TotalSegment?: TotalSegmentResolvers<ContextType>;
  UploadLinkTarget?: UploadLinkTargetResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VitalRecords?: VitalRecordsResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletTransaction?: WalletTransactionResolvers<ContextType>;
};

