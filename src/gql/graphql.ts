/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddressInput = {
  alternateMobile?: string | null | undefined;
  apartment: string;
  city: string;
  isDefault?: boolean | null | undefined;
  mobile: string;
  name: string;
  pinCode: string;
  state: string;
  street: string;
};

/** Filters of the audit trail; days are YYYY-MM-DD in IST, both included. */
export type AuditFilter = {
  action?: string | null | undefined;
  actor?: string | number | null | undefined;
  customer?: string | null | undefined;
  from?: string | null | undefined;
  shop?: string | null | undefined;
  size?: number | null | undefined;
  start?: number | null | undefined;
  to?: string | null | undefined;
};

/**
 * A call-back request. `topic` is one of ORDER, PRESCRIPTION, PAYMENT, DELIVERY, PRODUCT, OTHER (a String, so
 * that a wrong one is refused with its message key like any other field); `mobile` may be left out by a
 * signed-in customer (their account's is called); `note` is optional, at most 500 characters.
 */
export type CallbackRequestInput = {
  mobile?: string | null | undefined;
  name: string;
  note?: string | null | undefined;
  topic: string;
};

export type CampKind =
  | 'HEALTH_CAMP'
  | 'PRE_AWARENESS';

/** Camp slots of §9 (IST): MORNING 09:00-13:30, AFTERNOON 12:00-16:30, EVENING 15:00-19:30. */
export type CampSlot =
  | 'AFTERNOON'
  | 'EVENING'
  | 'MORNING';

export type CancelReason =
  | 'BOUGHT_LOCALLY'
  | 'DUPLICATE_ORDER'
  /** Modify and create a new order. */
  | 'MODIFY_AND_REORDER'
  | 'NOT_NEEDED';

export type CmsEntryFilter = {
  /** Blog posts of one type. */
  blogType?: string | null | undefined;
  kind?: CmsKind | null | undefined;
  locale?: string | null | undefined;
  /** Words of the title or the URL key. */
  search?: string | null | undefined;
  /** At most 100. */
  size?: number | null | undefined;
  start?: number | null | undefined;
  status?: CmsStatus | null | undefined;
};

export type CmsEntryInput = {
  /** The revision the editor opened; null on create. */
  baseRevision?: number | null | undefined;
  blogType?: string | null | undefined;
  bodyHtml: string;
  description: string;
  /** null creates the entry. */
  id?: string | number | null | undefined;
  identifier: string;
  kind: CmsKind;
  locale: string;
  title: string;
};

export type CmsKind =
  | 'BLOG'
  | 'PAGE';

/** DRAFT: not on the shop; PUBLISHED: customers see it; SCHEDULED: goes live (or, for a block, shows) at a time ahead; ENDED: a block whose end has passed. */
export type CmsStatus =
  | 'DRAFT'
  | 'ENDED'
  | 'PUBLISHED'
  | 'SCHEDULED';

export type DevPaymentOutcome =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCESSFUL';

/** Which product of a line goes into the order: the one asked for, or the suggested alternative. */
export type EstimateChoice =
  | 'REQUESTED'
  | 'SUGGESTED';

/** A line to keep in an estimation: the requested product, its quantity and which product is chosen. */
export type EstimateLineInput = {
  choice?: EstimateChoice | null | undefined;
  qty: number;
  sku: string;
  /** The alternative to suggest instead of the best one (one of productAlternatives' items); null: the best. */
  suggestedSku?: string | null | undefined;
};

/** Where the estimation's lines came from. */
export type EstimationSource =
  | 'CART'
  | 'PRESCRIPTION';

/**
 * The estimation's state, from its flags (staff-tools.md §4): DECODING 'prescription decoding in
 * progress' (decode_status), CREATED 'Estimation Created', SHARED 'Estimation Shared' (social_shared),
 * ORDERED 'Estimation Ordered' (is_ordered).
 */
export type EstimationStatus =
  | 'CREATED'
  | 'DECODING'
  | 'ORDERED'
  | 'SHARED';

export type ExternalSignInProvider =
  | 'CALLER_ID'
  | 'SOCIAL';

/**
 * The follow-up intervals of §9, in IST calendar days from the follow-up date to today: D10_1 due in the
 * coming 1-10 days; D1_4 due today up to 4 days late; D4_7 5-7 days late; AFTER_7 more than 7 days late.
 */
export type FollowUpInterval =
  | 'AFTER_7'
  | 'D1_4'
  | 'D4_7'
  | 'D10_1';

export type HealthCampInput = {
  date: string;
  kind: CampKind;
  name: string;
  notes?: string | null | undefined;
  pinCode?: string | null | undefined;
  place: string;
  slot: CampSlot;
};

export type HomeBlockFilter = {
  kind?: HomeBlockKind | null | undefined;
  locale?: string | null | undefined;
  status?: CmsStatus | null | undefined;
};

export type HomeBlockInput = {
  baseRevision?: number | null | undefined;
  caption: string;
  categoryId?: number | null | undefined;
  endsAt?: string | null | undefined;
  id?: string | number | null | undefined;
  imageId?: string | number | null | undefined;
  kind: HomeBlockKind;
  linkPath?: string | null | undefined;
  locale: string;
  position: number;
  published: boolean;
  startsAt?: string | null | undefined;
  title: string;
};

export type HomeBlockKind =
  | 'BANNER'
  | 'POPULAR_CATEGORY';

export type JobApplicationInput = {
  /** Optional; when given, a valid e-mail address. */
  email?: string | null | undefined;
  /** A 10-digit Indian mobile (+91, 91 or 0 in front allowed). */
  mobile: string;
  /** 2 letters or more, any script. */
  name: string;
  openingId: string | number;
};

export type LeadActivityInput = {
  kind: LeadActivityKind;
  /** The next follow-up date (YYYY-MM-DD, not in the past), or null to keep it; FOLLOW_UP_DONE without one clears it. */
  nextFollowUpDate?: string | null | undefined;
  notes?: string | null | undefined;
};

export type LeadActivityKind =
  | 'CALL'
  | 'FOLLOW_UP_DONE'
  | 'NOTE'
  | 'VISIT';

/** The nine follow-up filter categories of §4: every lead, one source, or the follow-ups due (PENDING). */
export type LeadFilter =
  | 'DOOR_TO_DOOR'
  | 'HC_IC'
  | 'HC_VC'
  | 'HC_WI'
  | 'PA_AIHC'
  | 'PA_HV'
  | 'PENDING'
  | 'REFERRAL'
  | 'TOTAL_LEADS';

export type LeadGender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER';

export type LeadInput = {
  address?: string | null | undefined;
  clientId: string | number;
  /** ISO 8601 instant of the change on the phone. */
  clientUpdatedAt: string;
  followUpDate?: string | null | undefined;
  followUpDetails?: string | null | undefined;
  gender?: LeadGender | null | undefined;
  healthCampSid?: string | number | null | undefined;
  healthCampVisit?: boolean | null | undefined;
  homeVisitInterested?: boolean | null | undefined;
  isChronic?: boolean | null | undefined;
  mobile: string;
  name: string;
  panel?: string | null | undefined;
  patientType?: LeadPatientType | null | undefined;
  reasonForNotPlacingOrder?: NoOrderReason | null | undefined;
  remarks?: string | null | undefined;
  source: LeadSource;
  vitalRecords?: VitalRecordsInput | null | undefined;
};

export type LeadPatientType =
  | 'CARDIAC'
  | 'DIABETIC'
  | 'GENERAL'
  | 'HYPERTENSIVE'
  | 'OTHER'
  | 'RESPIRATORY'
  | 'THYROID';

/** Where the lead came from (domain/lead.ts LEAD_SOURCES says what each means). */
export type LeadSource =
  | 'DOOR_TO_DOOR'
  | 'HC_IC'
  | 'HC_VC'
  | 'HC_WI'
  | 'PA_AIHC'
  | 'PA_HV'
  | 'REFERRAL';

/**
 * Where the lead stands: OPEN (captured, not converted), CONVERTED (a customer now: addGenericConversion),
 * INACTIVE (set aside with an inactive reason).
 */
export type LeadStatus =
  | 'CONVERTED'
  | 'INACTIVE'
  | 'OPEN';

/**
 * Why a product has no alternatives: NO_COMPOSITION ('This product has no salt composition, so it has no
 * alternatives'), UNKNOWN_PACK (its pack size cannot be read, so no unit price), NONE_CHEAPER (no product
 * of the same salts, strengths and form costs less per unit).
 */
export type NoAlternativesReason =
  | 'NONE_CHEAPER'
  | 'NO_COMPOSITION'
  | 'UNKNOWN_PACK';

export type NoOrderReason =
  | 'BUYS_FROM_LOCAL_SHOP'
  | 'HAS_MEDICINE_AT_HOME'
  | 'NEEDS_DOCTOR_VISIT'
  | 'NOT_INTERESTED'
  | 'NO_PRESCRIPTION'
  | 'OTHER'
  | 'PRICE'
  | 'WILL_ORDER_LATER';

/** How an order was placed. */
export type OrderChannel =
  /** By the customer themself on the web or the app. */
  | 'SELF'
  /** By staff for the customer: a shop's franchise owner or assistant, the call centre or an admin. */
  | 'STAFF';

export type OrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PACKED'
  | 'PARTIAL_RETURN'
  | 'PENDING_APPROVAL'
  | 'PLACED'
  | 'PROCESSING'
  | 'REACHED_HUB'
  | 'RETURN_APPROVED'
  | 'RETURN_REQUESTED'
  | 'SHIPPED';

export type PaymentMethod =
  | 'COD'
  | 'ONLINE'
  | 'WALLET';

export type PaymentStatus =
  | 'FAILED'
  | 'NOT_DUE'
  | 'PENDING'
  | 'SUCCESSFUL';

/**
 * An order as the checkout sends it. `clientOrderId` is chosen by the client once per order (a UUID):
 * sending the same one again returns the order already created, never a second one.
 */
export type PlaceOrderInput = {
  addressId: string | number;
  cartId: string | number;
  clientOrderId: string;
  patientId?: string | number | null | undefined;
  paymentMethod?: PaymentMethod;
  prescriptionIds?: Array<string | number> | null | undefined;
  /** Refill reminder (storefront.md §3 reminderDetails); reminderTime defaults to 10. Checked with the order: a bad one is 'Internal validation error…'. */
  reminder?: ReminderInput | null | undefined;
  /**
   * The earlier order (its id) this order repeats, from the reorder path: its grand total must reach ₹250
   * ('A repeat order needs a minimum amount of ₹250', BAD_USER_INPUT); another customer's order is NOT_FOUND.
   */
  repeatOfOrderId?: string | number | null | undefined;
};

/** Who placed an order for the customer. */
export type PlacedByKind =
  /** The pharmacy's own staff: its admins and call-centre advisers (no name). */
  | 'PHARMACY'
  /** A franchise owner or assistant of a shop (the order names the shop). */
  | 'SHOP';

export type ProductSort =
  | 'DISCOUNT_DESC'
  /** Newest first (the new-collection list) */
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** Relevant: the catalogue's priority */
  | 'PRIORITY';

export type ProfileInput = {
  email?: string | null | undefined;
  name: string;
};

export type RatingInput = {
  reasons: Array<string>;
  remark?: string | null | undefined;
  stars: number;
};

/** storefront.md §3 reminderDetails. */
export type ReminderInput = {
  availableMedicines?: number | null | undefined;
  customDays?: number | null | undefined;
  isSkipped?: boolean | null | undefined;
  purchaseDays?: number | null | undefined;
  /** YYYY-MM-DD. */
  reminderDate?: string | null | undefined;
  reminderMsg?: string | null | undefined;
  /** Hour of the day (0-23); 10 when not given. */
  reminderTime?: number | null | undefined;
  /** YYYY-MM-DD. */
  suggestionDate?: string | null | undefined;
};

export type RetentionCallKind =
  | 'MIGRATION'
  | 'RETENTION';

export type RetentionCallStatus =
  | 'DONE'
  /** Not yet done: no feedback yet, or a next call is planned. */
  | 'PENDING';

export type RetentionFeedbackInput = {
  /** A code of the feedback options. */
  feedback: string;
  /** The next call's day in IST (YYYY-MM-DD, today up to 90 days ahead; required for CALL_BACK). Given, the call stays PENDING; none, it is DONE. */
  nextCallOn?: string | null | undefined;
  /** At most 500 characters; required for OTHER. */
  notes?: string | null | undefined;
};

export type ReturnItemInput = {
  qty: number;
  sku: string;
};

export type Role =
  | 'ADMIN'
  | 'ADVISER'
  | 'ASSISTANT'
  | 'CUSTOMER'
  | 'EDITOR'
  | 'FRANCHISE';

export type SearchFilters = {
  /** A manufacturer, as the brand facet gives it (case does not matter). */
  brand?: string | null | undefined;
  categoryId?: number | null | undefined;
  /** true: only products in stock */
  inStock?: boolean | null | undefined;
  prescriptionRequired?: boolean | null | undefined;
  /** One of 0-50, 50-100, 100-150, 150+ (rupees) */
  priceBucket?: string | null | undefined;
};

export type SearchSort =
  /** Discount high to low */
  | 'DISCOUNT_DESC'
  /** Price low to high */
  | 'PRICE_ASC'
  /** Price high to low */
  | 'PRICE_DESC'
  /** Relevant (priority): best match first, the catalogue's priority breaking ties */
  | 'RELEVANCE';

export type TicketInput = {
  body: string;
  issueType: string;
  orderId?: string | number | null | undefined;
  subject: string;
};

export type TicketStatus =
  | 'CLOSED'
  | 'IN_PROGRESS'
  | 'OPEN'
  | 'RESOLVED';

export type VitalRecordsInput = {
  bloodSugar?: number | null | undefined;
  bpDiastolic?: number | null | undefined;
  bpSystolic?: number | null | undefined;
  heightCm?: number | null | undefined;
  pulse?: number | null | undefined;
  spo2?: number | null | undefined;
  weightKg?: number | null | undefined;
};

export type AccountActivityQueryVariables = Exact<{
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type AccountActivityQuery = { accountActivity: { total: number, start: number, size: number, items: Array<{ id: string, at: string, action: string, targetType: string, targetId: string, actorRole: Role, shopName: string | null, orderNumber: string | null }> } };

export type AddressFieldsFragment = { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean };

export type AddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressesQuery = { addresses: Array<{ id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }> };

export type CheckPinCodeQueryVariables = Exact<{
  pinCode: string;
}>;


export type CheckPinCodeQuery = { checkPinCode: { pinCode: string, serviceable: boolean, city: string | null, state: string | null, message: string | null } };

export type AddAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type AddAddressMutation = { addAddress: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean } };

export type UpdateAddressMutationVariables = Exact<{
  id: string | number;
  input: AddressInput;
}>;


export type UpdateAddressMutation = { updateAddress: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean } };

export type DeleteAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAddressMutation = { deleteAddress: boolean };

export type CatalogueSignatureQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueSignatureQuery = { products: { total: number }, categories: Array<{ id: number, productCount: number }> };

export type SnapshotPathsQueryVariables = Exact<{
  top: number;
}>;


export type SnapshotPathsQuery = { categories: Array<{ slug: string, productCount: number }>, products: { items: Array<{ urlPath: string, brandSlug: string }> } };

export type PublishedContentPathsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishedContentPathsQuery = { cmsPaths: Array<{ kind: CmsKind, identifier: string, blogType: string | null, locales: Array<string> }> };

export type CartFieldsFragment = { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } };

export type CartQueryVariables = Exact<{
  cartId: string | number;
}>;


export type CartQuery = { cart: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } | null };

export type CartCreateMutationVariables = Exact<{
  guestCartId?: string | number | null | undefined;
}>;


export type CartCreateMutation = { cartCreate: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartAddItemMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
  qty: number;
  requestId?: string | null | undefined;
}>;


export type CartAddItemMutation = { cartAddItem: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartUpdateQuantityMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
  qty: number;
}>;


export type CartUpdateQuantityMutation = { cartUpdateQuantity: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartRemoveItemMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
}>;


export type CartRemoveItemMutation = { cartRemoveItem: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CheckoutCartFieldsFragment = { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> };

export type CheckoutCartQueryVariables = Exact<{
  cartId: string | number;
}>;


export type CheckoutCartQuery = { cart: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> } | null, paymentMethods: Array<{ code: PaymentMethod, title: string, isDefault: boolean }> };

export type SetShippingInformationMutationVariables = Exact<{
  cartId: string | number;
  addressId: string | number;
  checkPrice?: boolean | null | undefined;
}>;


export type SetShippingInformationMutation = { setShippingInformation: { cart: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> }, shippingDetails: { firstName: string, lastName: string, country: string, streetAddress: string, apartmentNumber: string, city: string, state: string, zipCode: string, phoneNumber: string, alternateNumber: string | null }, shippingMethods: Array<{ carrierTitle: string, methodTitle: string, available: boolean, errorMessage: string | null, amount: { paise: number } }>, paymentMethods: Array<{ code: PaymentMethod, title: string, isDefault: boolean }> } };

export type ApplyCouponMutationVariables = Exact<{
  cartId: string | number;
  code: string;
  addressId: string | number;
}>;


export type ApplyCouponMutation = { applyCoupon: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> } };

export type RemoveCouponMutationVariables = Exact<{
  cartId: string | number;
}>;


export type RemoveCouponMutation = { removeCoupon: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> } };

export type ProductCardFieldsFragment = { sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, price: { paise: number }, mrp: { paise: number } };

export type ProductPageQueryVariables = Exact<{
  parentSku: string;
  slug: string;
}>;


export type ProductPageQuery = { product: { id: number, parentSku: string, slug: string, brandSlug: string, optionLabel: string | null, qtyMax: number, categoryIds: Array<number>, sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, configurableOptions: Array<{ attributeCode: string, label: string, values: Array<{ label: string }> }>, configurableChildren: Array<{ sku: string, slug: string, status: number, inStock: boolean, discountPercent: number, price: { paise: number }, mrp: { paise: number }, attributes: Array<{ code: string, value: string }> }>, price: { paise: number }, mrp: { paise: number } } | null };

export type ProductBySkuQueryVariables = Exact<{
  sku: string;
}>;


export type ProductBySkuQuery = { product: { id: number, parentSku: string, slug: string, brandSlug: string, optionLabel: string | null, qtyMax: number, categoryIds: Array<number>, sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, configurableOptions: Array<{ attributeCode: string, label: string, values: Array<{ label: string }> }>, configurableChildren: Array<{ sku: string, slug: string, status: number, inStock: boolean, discountPercent: number, price: { paise: number }, mrp: { paise: number }, attributes: Array<{ code: string, value: string }> }>, price: { paise: number }, mrp: { paise: number } } | null };

export type ProductDetailFieldsFragment = { id: number, parentSku: string, slug: string, brandSlug: string, optionLabel: string | null, qtyMax: number, categoryIds: Array<number>, sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, configurableOptions: Array<{ attributeCode: string, label: string, values: Array<{ label: string }> }>, configurableChildren: Array<{ sku: string, slug: string, status: number, inStock: boolean, discountPercent: number, price: { paise: number }, mrp: { paise: number }, attributes: Array<{ code: string, value: string }> }>, price: { paise: number }, mrp: { paise: number } };

export type ProductListQueryVariables = Exact<{
  categoryId?: number | null | undefined;
  brand?: string | null | undefined;
  keyword?: string | null | undefined;
  priceRange?: string | null | undefined;
  inStock?: boolean | null | undefined;
  sort?: ProductSort | null | undefined;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type ProductListQuery = { products: { total: number, start: number, perPage: number, items: Array<{ parentSku: string, slug: string, sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, price: { paise: number }, mrp: { paise: number } }> } };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { categories: Array<{ id: number, parentId: number, level: number, name: string, slug: string, position: number, productCount: number, discountLine: string | null }> };

export type EditorEntrySummaryFragment = { id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, blogType: string | null, revision: number, status: CmsStatus, hasUnpublishedChanges: boolean, scheduledAt: string | null, updatedAt: string, updatedByName: string };

export type EditorEntryFragment = { id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, description: string, blogType: string | null, bodyHtml: string, revision: number, status: CmsStatus, publishedRevision: number | null, scheduledRevision: number | null, scheduledAt: string | null, hasUnpublishedChanges: boolean, updatedAt: string, updatedByName: string };

export type EditorImageFragment = { id: string, src: string, srcset: string, width: number, height: number, alt: string };

export type EditorBlockFragment = { id: string, kind: HomeBlockKind, locale: string, title: string, caption: string, linkPath: string | null, categoryId: number | null, position: number, published: boolean, startsAt: string | null, endsAt: string | null, status: CmsStatus, revision: number, updatedAt: string, updatedByName: string, image: { id: string, src: string, srcset: string, width: number, height: number, alt: string } | null };

export type EditorEntriesQueryVariables = Exact<{
  filter?: CmsEntryFilter | null | undefined;
}>;


export type EditorEntriesQuery = { cmsEntries: { total: number, items: Array<{ id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, blogType: string | null, revision: number, status: CmsStatus, hasUnpublishedChanges: boolean, scheduledAt: string | null, updatedAt: string, updatedByName: string }> } };

export type EditorCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorCountsQuery = { cmsCounts: { pages: number, maxPages: number, blocks: number, maxBlocks: number } };

export type EditorBlogTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorBlogTypesQuery = { blogTypes: Array<string> };

export type EditorEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type EditorEntryQuery = { cmsEntry: { id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, description: string, blogType: string | null, bodyHtml: string, revision: number, status: CmsStatus, publishedRevision: number | null, scheduledRevision: number | null, scheduledAt: string | null, hasUnpublishedChanges: boolean, updatedAt: string, updatedByName: string } };

export type EditorRevisionsQueryVariables = Exact<{
  id: string | number;
}>;


export type EditorRevisionsQuery = { cmsRevisions: Array<{ revision: number, title: string, authorName: string, createdAt: string, live: boolean }> };

export type EditorRevisionQueryVariables = Exact<{
  id: string | number;
  revision: number;
}>;


export type EditorRevisionQuery = { cmsRevision: { id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, description: string, blogType: string | null, bodyHtml: string, revision: number, status: CmsStatus, publishedRevision: number | null, scheduledRevision: number | null, scheduledAt: string | null, hasUnpublishedChanges: boolean, updatedAt: string, updatedByName: string } };

export type EditorBlocksQueryVariables = Exact<{
  filter?: HomeBlockFilter | null | undefined;
}>;


export type EditorBlocksQuery = { homeBlocks: Array<{ id: string, kind: HomeBlockKind, locale: string, title: string, caption: string, linkPath: string | null, categoryId: number | null, position: number, published: boolean, startsAt: string | null, endsAt: string | null, status: CmsStatus, revision: number, updatedAt: string, updatedByName: string, image: { id: string, src: string, srcset: string, width: number, height: number, alt: string } | null }> };

export type EditorBlockQueryVariables = Exact<{
  id: string | number;
}>;


export type EditorBlockQuery = { homeBlock: { id: string, kind: HomeBlockKind, locale: string, title: string, caption: string, linkPath: string | null, categoryId: number | null, position: number, published: boolean, startsAt: string | null, endsAt: string | null, status: CmsStatus, revision: number, updatedAt: string, updatedByName: string, image: { id: string, src: string, srcset: string, width: number, height: number, alt: string } | null } };

export type EditorCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorCategoriesQuery = { categories: Array<{ id: number, parentId: number, level: number, name: string }> };

export type EditorSaveEntryMutationVariables = Exact<{
  input: CmsEntryInput;
}>;


export type EditorSaveEntryMutation = { saveCmsEntry: { id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, description: string, blogType: string | null, bodyHtml: string, revision: number, status: CmsStatus, publishedRevision: number | null, scheduledRevision: number | null, scheduledAt: string | null, hasUnpublishedChanges: boolean, updatedAt: string, updatedByName: string } };

export type EditorPublishEntryMutationVariables = Exact<{
  id: string | number;
  revision: number;
  at?: string | null | undefined;
}>;


export type EditorPublishEntryMutation = { publishCmsEntry: { id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, description: string, blogType: string | null, bodyHtml: string, revision: number, status: CmsStatus, publishedRevision: number | null, scheduledRevision: number | null, scheduledAt: string | null, hasUnpublishedChanges: boolean, updatedAt: string, updatedByName: string } };

export type EditorUnpublishEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type EditorUnpublishEntryMutation = { unpublishCmsEntry: { id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, description: string, blogType: string | null, bodyHtml: string, revision: number, status: CmsStatus, publishedRevision: number | null, scheduledRevision: number | null, scheduledAt: string | null, hasUnpublishedChanges: boolean, updatedAt: string, updatedByName: string } };

export type EditorRestoreRevisionMutationVariables = Exact<{
  id: string | number;
  revision: number;
  baseRevision: number;
}>;


export type EditorRestoreRevisionMutation = { restoreCmsRevision: { id: string, kind: CmsKind, locale: string, identifier: string, path: string, title: string, description: string, blogType: string | null, bodyHtml: string, revision: number, status: CmsStatus, publishedRevision: number | null, scheduledRevision: number | null, scheduledAt: string | null, hasUnpublishedChanges: boolean, updatedAt: string, updatedByName: string } };

export type EditorDeleteEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type EditorDeleteEntryMutation = { deleteCmsEntry: boolean };

export type EditorPreviewTokenMutationVariables = Exact<{
  kind: CmsKind;
  identifier: string;
}>;


export type EditorPreviewTokenMutation = { cmsPreviewToken: string };

export type EditorUploadImageMutationVariables = Exact<{
  file: unknown;
  alt?: string | null | undefined;
}>;


export type EditorUploadImageMutation = { uploadCmsImage: { id: string, src: string, srcset: string, width: number, height: number, alt: string } };

export type EditorSaveBlockMutationVariables = Exact<{
  input: HomeBlockInput;
}>;


export type EditorSaveBlockMutation = { saveHomeBlock: { id: string, kind: HomeBlockKind, locale: string, title: string, caption: string, linkPath: string | null, categoryId: number | null, position: number, published: boolean, startsAt: string | null, endsAt: string | null, status: CmsStatus, revision: number, updatedAt: string, updatedByName: string, image: { id: string, src: string, srcset: string, width: number, height: number, alt: string } | null } };

export type EditorDeleteBlockMutationVariables = Exact<{
  id: string | number;
  baseRevision: number;
}>;


export type EditorDeleteBlockMutation = { deleteHomeBlock: boolean };

export type CmsPageFieldsFragment = { kind: CmsKind, identifier: string, locale: string, fallback: boolean, title: string, description: string, bodyHtml: string, blogType: string | null, publishedAt: string, updatedAt: string };

export type CmsPageQueryVariables = Exact<{
  identifier: string;
  locale: string;
  preview?: string | null | undefined;
}>;


export type CmsPageQuery = { cmsPage: { kind: CmsKind, identifier: string, locale: string, fallback: boolean, title: string, description: string, bodyHtml: string, blogType: string | null, publishedAt: string, updatedAt: string } | null };

export type BlogPostQueryVariables = Exact<{
  identifier: string;
  locale: string;
  preview?: string | null | undefined;
}>;


export type BlogPostQuery = { blogPost: { kind: CmsKind, identifier: string, locale: string, fallback: boolean, title: string, description: string, bodyHtml: string, blogType: string | null, publishedAt: string, updatedAt: string } | null };

export type CmsPagePublishedQueryVariables = Exact<{
  identifier: string;
  locale: string;
}>;


export type CmsPagePublishedQuery = { cmsPage: { locale: string, fallback: boolean } | null };

export type BlogPostPublishedQueryVariables = Exact<{
  identifier: string;
  locale: string;
}>;


export type BlogPostPublishedQuery = { blogPost: { locale: string, fallback: boolean } | null };

export type BlogPostsQueryVariables = Exact<{
  blogType: string;
  locale: string;
}>;


export type BlogPostsQuery = { blogPosts: Array<{ identifier: string, locale: string, fallback: boolean, title: string, description: string, publishedAt: string }> };

export type HomeBlockFieldsFragment = { id: string, title: string, caption: string, linkPath: string | null, categoryId: number | null, image: { src: string, srcset: string, width: number, height: number, alt: string } | null };

export type HomeBlocksQueryVariables = Exact<{
  lang: string;
}>;


export type HomeBlocksQuery = { banners: Array<{ id: string, title: string, caption: string, linkPath: string | null, categoryId: number | null, image: { src: string, srcset: string, width: number, height: number, alt: string } | null }>, popularCategories: Array<{ id: string, title: string, caption: string, linkPath: string | null, categoryId: number | null, image: { src: string, srcset: string, width: number, height: number, alt: string } | null }> };

export type StartPrescriptionDecodingMutationVariables = Exact<{
  prescriptionId: string | number;
}>;


export type StartPrescriptionDecodingMutation = { startPrescriptionDecoding: { estimateId: string, status: EstimationStatus, prescriptionId: string | null, createdAt: string } };

export type SubmitPrescriptionDecodingMutationVariables = Exact<{
  estimateId: string | number;
  lines: Array<EstimateLineInput> | EstimateLineInput;
  toCart?: boolean | null | undefined;
}>;


export type SubmitPrescriptionDecodingMutation = { submitPrescriptionDecoding: { estimateId: string, status: EstimationStatus, items: Array<{ itemNo: number, qty: number, requested: { sku: string, name: string } }> } };

export type DevSmsOutboxQueryVariables = Exact<{
  mobile?: string | null | undefined;
}>;


export type DevSmsOutboxQuery = { devSmsOutbox: Array<{ id: string, mobile: string, body: string, createdAt: string }> };

export type EstimateProductFieldsFragment = { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null };

export type EstimateItemFieldsFragment = { itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } };

export type EstimationTotalsFieldsFragment = { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } };

export type EstimationSummaryFieldsFragment = { estimateId: string, source: EstimationSource, status: EstimationStatus, cusSid: string, customerName: string | null, createdByName: string | null, createdByRole: Role, orderNumber: string | null, customerInterested: boolean, createdAt: string, estimatedAt: string, items: Array<{ itemNo: number }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } };

export type EstimationFieldsFragment = { estimateId: string, source: EstimationSource, status: EstimationStatus, cusSid: string, customerName: string | null, customerMobile: string, createdByName: string | null, createdByRole: Role, shopName: string | null, prescriptionId: string | null, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, createdAt: string, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }>, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } };

export type EstimationsQueryVariables = Exact<{
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type EstimationsQuery = { estimations: { total: number, start: number, size: number, items: Array<{ estimateId: string, source: EstimationSource, status: EstimationStatus, cusSid: string, customerName: string | null, createdByName: string | null, createdByRole: Role, orderNumber: string | null, customerInterested: boolean, createdAt: string, estimatedAt: string, items: Array<{ itemNo: number }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } }> } };

export type EstimationQueryVariables = Exact<{
  estimateId: string | number;
}>;


export type EstimationQuery = { estimation: { estimateId: string, source: EstimationSource, status: EstimationStatus, cusSid: string, customerName: string | null, customerMobile: string, createdByName: string | null, createdByRole: Role, shopName: string | null, prescriptionId: string | null, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, createdAt: string, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }>, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } } };

export type PreviousEstimationQueryVariables = Exact<{ [key: string]: never; }>;


export type PreviousEstimationQuery = { previousEstimation: { estimateId: string, source: EstimationSource, status: EstimationStatus, cusSid: string, customerName: string | null, customerMobile: string, createdByName: string | null, createdByRole: Role, shopName: string | null, prescriptionId: string | null, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, createdAt: string, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }>, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } } };

export type ProductAlternativesQueryVariables = Exact<{
  sku: string;
}>;


export type ProductAlternativesQuery = { productAlternatives: { composition: string | null, reason: NoAlternativesReason | null, product: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, items: Array<{ savingPercent: number, product: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, unitSaving: { paise: number } }> } };

export type CreateEstimationFromCartMutationVariables = Exact<{
  requestId?: string | null | undefined;
}>;


export type CreateEstimationFromCartMutation = { createEstimationFromCart: { estimateId: string, source: EstimationSource, status: EstimationStatus, cusSid: string, customerName: string | null, customerMobile: string, createdByName: string | null, createdByRole: Role, shopName: string | null, prescriptionId: string | null, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, createdAt: string, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }>, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } } };

export type UpdateEstimationMutationVariables = Exact<{
  estimateId: string | number;
  lines: Array<EstimateLineInput> | EstimateLineInput;
  removeSkus?: Array<string> | string | null | undefined;
}>;


export type UpdateEstimationMutation = { updateEstimation: { estimateId: string, source: EstimationSource, status: EstimationStatus, cusSid: string, customerName: string | null, customerMobile: string, createdByName: string | null, createdByRole: Role, shopName: string | null, prescriptionId: string | null, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, createdAt: string, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }>, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } } };

export type ReEstimateMutationVariables = Exact<{
  estimateId: string | number;
}>;


export type ReEstimateMutation = { reEstimate: { estimateId: string, source: EstimationSource, status: EstimationStatus, cusSid: string, customerName: string | null, customerMobile: string, createdByName: string | null, createdByRole: Role, shopName: string | null, prescriptionId: string | null, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, createdAt: string, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }>, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } } };

export type EstimationStateFieldsFragment = { estimateId: string, status: EstimationStatus, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }> };

export type ShareEstimationMutationVariables = Exact<{
  estimateId: string | number;
}>;


export type ShareEstimationMutation = { shareEstimation: { expiresAt: string, estimation: { estimateId: string, status: EstimationStatus, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }> } } };

export type OrderEstimationMutationVariables = Exact<{
  estimateId: string | number;
  confirmPartial?: boolean | null | undefined;
}>;


export type OrderEstimationMutation = { orderEstimation: { skipped: Array<string>, estimation: { estimateId: string, status: EstimationStatus, orderNumber: string | null, customerInterested: boolean, sharedUntil: string | null, estimatedAt: string, statusHistory: Array<{ status: EstimationStatus, at: string }> }, added: Array<{ sku: string, qty: number }> } };

export type CustomerSavingsFieldsFragment = { estimateId: string, customerName: string | null, shopName: string | null, customerInterested: boolean, expiresAt: string, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } };

export type CustomerSavingsQueryVariables = Exact<{
  token: string;
}>;


export type CustomerSavingsQuery = { customerSavings: { estimateId: string, customerName: string | null, shopName: string | null, customerInterested: boolean, expiresAt: string, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } } };

export type CustomerSavingsInterestedMutationVariables = Exact<{
  token: string;
}>;


export type CustomerSavingsInterestedMutation = { customerSavingsInterested: { estimateId: string, customerName: string | null, shopName: string | null, customerInterested: boolean, expiresAt: string, items: Array<{ itemNo: number, choice: EstimateChoice, qty: number, suggestedQty: number | null, savingPercent: number, requested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null }, suggested: { sku: string, name: string, manufacturer: string, urlPath: string, saltinfo: string, packSizeLabel: string, packUnits: number | null, unit: string | null, discountPercent: number, outOfStock: boolean, stockQty: number, prescriptionRequired: boolean, mrp: { paise: number }, price: { paise: number }, discount: { paise: number }, unitPrice: { paise: number } | null } | null, requestedTotal: { paise: number }, suggestedTotal: { paise: number } | null, saving: { paise: number } }>, totals: { savingPercent: number, requested: { paise: number }, suggested: { paise: number }, saving: { paise: number }, chosen: { paise: number } } } };

export type ExternalSignInOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExternalSignInOptionsQuery = { externalSignInOptions: { callerId: boolean, social: boolean } };

export type StartExternalSignInMutationVariables = Exact<{
  provider: ExternalSignInProvider;
}>;


export type StartExternalSignInMutation = { startExternalSignIn: { installed: boolean, state: string | null, authorizeUrl: string | null } };

export type FinishCallerIdSignInMutationVariables = Exact<{
  code: string;
  state: string;
}>;


export type FinishCallerIdSignInMutation = { finishCallerIdSignIn: { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } } };

export type FinishSocialSignInMutationVariables = Exact<{
  code: string;
  state: string;
}>;


export type FinishSocialSignInMutation = { finishSocialSignIn: { linkTicket: string | null, email: string | null, session: { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } } | null } };

export type LinkExternalSignInMutationVariables = Exact<{
  ticket: string;
  mobile: string;
  otp: string;
}>;


export type LinkExternalSignInMutation = { linkExternalSignIn: { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } } };

export type DevCallerIdInstalledQueryVariables = Exact<{ [key: string]: never; }>;


export type DevCallerIdInstalledQuery = { devCallerIdInstalled: boolean };

export type DevSocialAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type DevSocialAccountsQuery = { devSocialAccounts: Array<{ subject: string, name: string, email: string, emailVerified: boolean, demo: boolean }> };

export type DevSetCallerIdInstalledMutationVariables = Exact<{
  installed: boolean;
}>;


export type DevSetCallerIdInstalledMutation = { devSetCallerIdInstalled: boolean };

export type DevAuthorizeCallerIdMutationVariables = Exact<{
  state: string;
  mobile: string;
}>;


export type DevAuthorizeCallerIdMutation = { devAuthorizeCallerId: string };

export type DevAuthorizeSocialMutationVariables = Exact<{
  state: string;
  subject: string;
}>;


export type DevAuthorizeSocialMutation = { devAuthorizeSocial: string };

export type CheckoutGiftFieldsFragment = { freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> };

export type CartCheckPricesMutationVariables = Exact<{
  cartId: string | number;
}>;


export type CartCheckPricesMutation = { cartCheckPrices: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> } };

export type CartRemoveGiftMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
}>;


export type CartRemoveGiftMutation = { cartRemoveGift: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> } };

export type CartRestoreGiftMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
}>;


export type CartRestoreGiftMutation = { cartRestoreGift: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, problems: Array<{ key: string, max: number | null }>, product: { urlPath: string } | null }>, freeGifts: Array<{ sku: string, name: string, qty: number, price: { paise: number } }>, declinedGifts: Array<{ sku: string, name: string }>, priceChanges: Array<{ sku: string, name: string, from: { paise: number }, to: { paise: number } }> } };

export type JobOpeningsQueryVariables = Exact<{
  locale: string;
}>;


export type JobOpeningsQuery = { jobOpenings: Array<{ id: string, locale: string, title: string, location: string, description: string, demo: boolean }> };

export type ApplyForJobMutationVariables = Exact<{
  input: JobApplicationInput;
  cv: unknown;
}>;


export type ApplyForJobMutation = { applyForJob: { id: string, openingTitle: string } };

export type JobApplicationsQueryVariables = Exact<{
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type JobApplicationsQuery = { jobApplications: { total: number, start: number, size: number, items: Array<{ id: string, name: string, mobile: string, email: string | null, appliedAt: string, opening: { id: string, title: string, location: string }, cv: { fileName: string, mimeType: string, size: number, path: string } }> } };

export type LeadCaptureLeadFragment = { sid: string, clientId: string, name: string, mobile: string, gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, source: LeadSource, followUpDate: string | null, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, clientUpdatedAt: string, createdAt: string, updatedAt: string, prescription: { id: string, contentType: string, uploadedAt: string } | null, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, healthCamp: { sid: string } | null };

export type LeadCaptureCampFragment = { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot, startsAt: string, endsAt: string, place: string };

export type LeadCaptureVaultKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadCaptureVaultKeyQuery = { leadVaultKey: string };

export type LeadCaptureExistsQueryVariables = Exact<{
  mobile: string;
}>;


export type LeadCaptureExistsQuery = { checkLeadExist: { lead: { sid: string, clientId: string, name: string, mobile: string, gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, source: LeadSource, followUpDate: string | null, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, clientUpdatedAt: string, createdAt: string, updatedAt: string, prescription: { id: string, contentType: string, uploadedAt: string } | null, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, healthCamp: { sid: string } | null } | null, customer: { cusSid: string, name: string | null, mobile: string } | null } };

export type LeadCaptureCampsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadCaptureCampsQuery = { latestHealthCamps: Array<{ sid: string, name: string, kind: CampKind, date: string, slot: CampSlot, startsAt: string, endsAt: string, place: string }> };

export type LeadCaptureAddMutationVariables = Exact<{
  input: LeadInput;
}>;


export type LeadCaptureAddMutation = { addLead: { applied: boolean, repeated: boolean, lead: { sid: string, clientId: string, name: string, mobile: string, gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, source: LeadSource, followUpDate: string | null, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, clientUpdatedAt: string, createdAt: string, updatedAt: string, prescription: { id: string, contentType: string, uploadedAt: string } | null, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, healthCamp: { sid: string } | null } } };

export type LeadCaptureUpdateMutationVariables = Exact<{
  sid: string | number;
  input: LeadInput;
}>;


export type LeadCaptureUpdateMutation = { updateLead: { applied: boolean, repeated: boolean, lead: { sid: string, clientId: string, name: string, mobile: string, gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, source: LeadSource, followUpDate: string | null, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, clientUpdatedAt: string, createdAt: string, updatedAt: string, prescription: { id: string, contentType: string, uploadedAt: string } | null, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, healthCamp: { sid: string } | null } } };

export type LeadCapturePhotoMutationVariables = Exact<{
  sid: string | number;
  file: unknown;
}>;


export type LeadCapturePhotoMutation = { uploadLeadPrescription: { sid: string, prescription: { id: string, contentType: string, uploadedAt: string } | null } };

export type LeadPagesRowFragment = { sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, healthCamp: { sid: string, name: string } | null };

export type LeadPagesCampFragment = { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot, startsAt: string, endsAt: string, place: string, pinCode: string | null, notes: string | null, leadCount: number, createdAt: string, createdBy: { id: string, name: string } };

export type LeadPagesDetailFragment = { gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, inactiveReason: string | null, updatedAt: string, sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, prescription: { id: string, path: string, contentType: string, uploadedAt: string } | null, healthCamp: { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot } | null, leadCapturedBy: { id: string, name: string, role: string }, activity: Array<{ id: string, kind: LeadActivityKind, notes: string | null, at: string, by: { id: string, name: string } }>, customer: { cusSid: string, name: string | null, mobile: string } | null };

export type LeadPagesCellsFragment = { filter: LeadFilter, interval: FollowUpInterval, count: number };

export type LeadPagesSearchQueryVariables = Exact<{
  term: string;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type LeadPagesSearchQuery = { leadSearch: { total: number, start: number, size: number, items: Array<{ sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, healthCamp: { sid: string, name: string } | null }> } };

export type LeadPagesLeadQueryVariables = Exact<{
  sid: string | number;
}>;


export type LeadPagesLeadQuery = { lead: { gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, inactiveReason: string | null, updatedAt: string, sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, prescription: { id: string, path: string, contentType: string, uploadedAt: string } | null, healthCamp: { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot } | null, leadCapturedBy: { id: string, name: string, role: string }, activity: Array<{ id: string, kind: LeadActivityKind, notes: string | null, at: string, by: { id: string, name: string } }>, customer: { cusSid: string, name: string | null, mobile: string } | null } };

export type LeadPagesSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadPagesSummaryQuery = { leadSummary: { total: number, open: number, converted: number, inactive: number, today: number, lastSevenDays: number, bySource: Array<{ source: LeadSource, count: number }> } };

export type LeadPagesEstimationsQueryVariables = Exact<{
  sid: string | number;
}>;


export type LeadPagesEstimationsQuery = { leadEstimations: Array<{ estimateId: string, status: EstimationStatus, createdAt: string, lines: number, requestedTotal: { paise: number }, suggestedTotal: { paise: number } }> };

export type LeadPagesAddActivityMutationVariables = Exact<{
  sid: string | number;
  input: LeadActivityInput;
}>;


export type LeadPagesAddActivityMutation = { addLeadActivity: { gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, inactiveReason: string | null, updatedAt: string, sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, prescription: { id: string, path: string, contentType: string, uploadedAt: string } | null, healthCamp: { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot } | null, leadCapturedBy: { id: string, name: string, role: string }, activity: Array<{ id: string, kind: LeadActivityKind, notes: string | null, at: string, by: { id: string, name: string } }>, customer: { cusSid: string, name: string | null, mobile: string } | null } };

export type LeadPagesChangeMobileMutationVariables = Exact<{
  sid: string | number;
  mobile: string;
}>;


export type LeadPagesChangeMobileMutation = { changeLeadMobile: { gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, inactiveReason: string | null, updatedAt: string, sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, prescription: { id: string, path: string, contentType: string, uploadedAt: string } | null, healthCamp: { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot } | null, leadCapturedBy: { id: string, name: string, role: string }, activity: Array<{ id: string, kind: LeadActivityKind, notes: string | null, at: string, by: { id: string, name: string } }>, customer: { cusSid: string, name: string | null, mobile: string } | null } };

export type LeadPagesConvertMutationVariables = Exact<{
  sid: string | number;
}>;


export type LeadPagesConvertMutation = { convertLead: { newCustomer: boolean, lead: { gender: LeadGender | null, address: string | null, isChronic: boolean, healthCampVisit: boolean, homeVisitInterested: boolean, followUpDetails: string | null, remarks: string | null, reasonForNotPlacingOrder: NoOrderReason | null, patientType: LeadPatientType | null, panel: string | null, inactiveReason: string | null, updatedAt: string, sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, vitalRecords: { bpSystolic: number | null, bpDiastolic: number | null, bloodSugar: number | null, weightKg: number | null, heightCm: number | null, pulse: number | null, spo2: number | null }, prescription: { id: string, path: string, contentType: string, uploadedAt: string } | null, healthCamp: { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot } | null, leadCapturedBy: { id: string, name: string, role: string }, activity: Array<{ id: string, kind: LeadActivityKind, notes: string | null, at: string, by: { id: string, name: string } }>, customer: { cusSid: string, name: string | null, mobile: string } | null }, customer: { cusSid: string, name: string | null, mobile: string } } };

export type LeadPagesRemoveMutationVariables = Exact<{
  sid: string | number;
}>;


export type LeadPagesRemoveMutation = { removeLead: boolean };

export type LeadPagesCampsQueryVariables = Exact<{
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type LeadPagesCampsQuery = { healthCamps: { total: number, start: number, size: number, items: Array<{ sid: string, name: string, kind: CampKind, date: string, slot: CampSlot, startsAt: string, endsAt: string, place: string, pinCode: string | null, notes: string | null, leadCount: number, createdAt: string, createdBy: { id: string, name: string } }> } };

export type LeadPagesLatestCampsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadPagesLatestCampsQuery = { latestHealthCamps: Array<{ sid: string, name: string, kind: CampKind, date: string, slot: CampSlot, startsAt: string, endsAt: string, place: string, pinCode: string | null, notes: string | null, leadCount: number, createdAt: string, createdBy: { id: string, name: string } }> };

export type LeadPagesCampLeadsQueryVariables = Exact<{
  sid: string | number;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type LeadPagesCampLeadsQuery = { healthCampLeads: { total: number, start: number, size: number, items: Array<{ sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, healthCamp: { sid: string, name: string } | null }> } };

export type LeadPagesAddCampMutationVariables = Exact<{
  input: HealthCampInput;
}>;


export type LeadPagesAddCampMutation = { addHealthCamp: { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot, startsAt: string, endsAt: string, place: string, pinCode: string | null, notes: string | null, leadCount: number, createdAt: string, createdBy: { id: string, name: string } } };

export type LeadPagesUpdateCampMutationVariables = Exact<{
  sid: string | number;
  input: HealthCampInput;
}>;


export type LeadPagesUpdateCampMutation = { updateHealthCamp: { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot, startsAt: string, endsAt: string, place: string, pinCode: string | null, notes: string | null, leadCount: number, createdAt: string, createdBy: { id: string, name: string } } };

export type LeadPagesFollowUpSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadPagesFollowUpSummaryQuery = { followUpSummary: { cells: Array<{ filter: LeadFilter, interval: FollowUpInterval, count: number }>, totals: Array<{ filter: LeadFilter, count: number }> } };

export type LeadPagesFollowUpByCampQueryVariables = Exact<{
  size?: number | null | undefined;
}>;


export type LeadPagesFollowUpByCampQuery = { followUpSummaryByCamp: Array<{ leads: number, camp: { sid: string, name: string, kind: CampKind, date: string, slot: CampSlot }, cells: Array<{ filter: LeadFilter, interval: FollowUpInterval, count: number }> }> };

export type LeadPagesFollowUpsQueryVariables = Exact<{
  filter: LeadFilter;
  interval?: FollowUpInterval | null | undefined;
  healthCampSid?: string | number | null | undefined;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type LeadPagesFollowUpsQuery = { followUps: { total: number, start: number, size: number, items: Array<{ sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, healthCamp: { sid: string, name: string } | null }> } };

export type LeadPagesAbsenteesQueryVariables = Exact<{
  healthCampSid?: string | number | null | undefined;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type LeadPagesAbsenteesQuery = { preAwarenessAbsentees: { total: number, start: number, size: number, items: Array<{ sid: string, clientId: string, name: string, mobile: string, source: LeadSource, status: LeadStatus, followUpDate: string | null, followUpInterval: FollowUpInterval | null, createdAt: string, healthCamp: { sid: string, name: string } | null }> } };

export type LocateAddressQueryVariables = Exact<{
  latitude: number;
  longitude: number;
}>;


export type LocateAddressQuery = { locateAddress: { pinCode: string, city: string, state: string, postOffice: string } };

export type NewsletterSubscribeMutationVariables = Exact<{
  contact: string;
  locale: string;
}>;


export type NewsletterSubscribeMutation = { newsletterSubscribe: { couponCode: string, percent: number, channel: string } };

export type NewsletterUnsubscribeMutationVariables = Exact<{
  token: string;
}>;


export type NewsletterUnsubscribeMutation = { newsletterUnsubscribe: string };

export type NewsletterStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterStatusQuery = { newsletterStatus: { hasSubscribed: boolean } };

export type DevMailOutboxQueryVariables = Exact<{
  to?: string | null | undefined;
}>;


export type DevMailOutboxQuery = { devMailOutbox: Array<{ id: string, to: string, subject: string, body: string, createdAt: string }> };

export type NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsQuery = { notifications: Array<{ id: string, type: string, message: string, actionLabel: string | null, actionUrl: string | null, read: boolean, createdAt: string }> };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, read: boolean } };

export type NotifyMeWishesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotifyMeWishesQuery = { notifyMeWishes: Array<{ id: string, sku: string, name: string, path: string, createdAt: string, notifiedAt: string | null }> };

export type SaveNotifyMeMutationVariables = Exact<{
  sku: string;
}>;


export type SaveNotifyMeMutation = { saveNotifyMe: { alreadyWaiting: boolean, wish: { id: string, sku: string, name: string, path: string, createdAt: string, notifiedAt: string | null } } };

export type StopNotifyMeMutationVariables = Exact<{
  id: string | number;
}>;


export type StopNotifyMeMutation = { stopNotifyMe: boolean };

export type OrderMetricsQueryVariables = Exact<{
  from: string;
  to: string;
  shop?: string | null | undefined;
}>;


export type OrderMetricsQuery = { orderMetrics: { from: string, to: string, shop: { sid: string, name: string } | null, shops: Array<{ sid: string, name: string }>, totals: { orders: number, placedByShop: number, value: { paise: number }, average: { paise: number }, placedByShopValue: { paise: number } }, byStatus: Array<{ status: OrderStatus, orders: number, value: { paise: number } }>, byDay: Array<{ day: string, orders: number, value: { paise: number } }> } };

export type OrderSummaryFieldsFragment = { id: string, number: string, status: OrderStatus, placedAt: string, grandTotal: { paise: number }, items: Array<{ sku: string, name: string, qty: number }>, placedBy: { kind: PlacedByKind, shopName: string | null } | null };

export type OrderFieldsFragment = { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, cancelReason: CancelReason | null, cancelledAt: string | null, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, freeGift: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }>, placedBy: { kind: PlacedByKind, shopName: string | null } | null };

export type OrdersQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type OrdersQuery = { orders: { page: number, pageSize: number, total: number, items: Array<{ id: string, number: string, status: OrderStatus, placedAt: string, grandTotal: { paise: number }, items: Array<{ sku: string, name: string, qty: number }>, placedBy: { kind: PlacedByKind, shopName: string | null } | null }> } };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { order: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, cancelReason: CancelReason | null, cancelledAt: string | null, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, freeGift: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }>, placedBy: { kind: PlacedByKind, shopName: string | null } | null } | null };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, cancelReason: CancelReason | null, cancelledAt: string | null, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, freeGift: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }>, placedBy: { kind: PlacedByKind, shopName: string | null } | null } };

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
  reason: CancelReason;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, cancelReason: CancelReason | null, cancelledAt: string | null, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, freeGift: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }>, placedBy: { kind: PlacedByKind, shopName: string | null } | null } };

export type ReturnOrderMutationVariables = Exact<{
  id: string | number;
  items: Array<ReturnItemInput> | ReturnItemInput;
  reason: string;
}>;


export type ReturnOrderMutation = { returnOrder: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, cancelReason: CancelReason | null, cancelledAt: string | null, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, freeGift: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }>, placedBy: { kind: PlacedByKind, shopName: string | null } | null } };

export type RateOrderMutationVariables = Exact<{
  id: string | number;
  rating: RatingInput;
}>;


export type RateOrderMutation = { rateOrder: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, cancelReason: CancelReason | null, cancelledAt: string | null, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, freeGift: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }>, placedBy: { kind: PlacedByKind, shopName: string | null } | null } };

export type BuyAgainQueryVariables = Exact<{ [key: string]: never; }>;


export type BuyAgainQuery = { buyAgain: Array<{ sku: string, name: string, urlPath: string, inStock: boolean, prescriptionRequired: boolean, price: { paise: number } }> };

export type RequestPasswordResetMutationVariables = Exact<{
  login: string;
  locale?: string | null | undefined;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string, messageKey: string } };

export type CompletePasswordResetMutationVariables = Exact<{
  resetToken: string;
  newPassword: string;
}>;


export type CompletePasswordResetMutation = { completePasswordReset: { message: string, messageKey: string } };

export type SignInWithPasswordMutationVariables = Exact<{
  login: string;
  password: string;
}>;


export type SignInWithPasswordMutation = { signInWithPassword: { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } } };

export type PatientsQueryVariables = Exact<{ [key: string]: never; }>;


export type PatientsQuery = { patients: Array<{ id: string, name: string, age: number }> };

export type AddPatientMutationVariables = Exact<{
  name: string;
  age: number;
}>;


export type AddPatientMutation = { addPatient: { id: string, name: string, age: number } };

export type UpdatePatientMutationVariables = Exact<{
  id: string | number;
  name: string;
  age: number;
}>;


export type UpdatePatientMutation = { updatePatient: { id: string, name: string, age: number } };

export type DeletePatientMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePatientMutation = { deletePatient: boolean };

export type PaymentStatusFieldsFragment = { orderId: string, orderNumber: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paidAt: string | null, message: string | null, amount: { paise: number } };

export type InitiatePaymentMutationVariables = Exact<{
  orderId: string | number;
}>;


export type InitiatePaymentMutation = { initiatePayment: { sessionId: string, provider: string, orderId: string, orderNumber: string, outcomes: Array<DevPaymentOutcome>, amount: { paise: number } } };

export type CompleteDevPaymentMutationVariables = Exact<{
  sessionId: string | number;
  outcome: DevPaymentOutcome;
}>;


export type CompleteDevPaymentMutation = { completeDevPayment: { orderId: string, orderNumber: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paidAt: string | null, message: string | null, amount: { paise: number } } };

export type PaymentStatusQueryVariables = Exact<{
  orderId: string | number;
}>;


export type PaymentStatusQuery = { paymentStatus: { orderId: string, orderNumber: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paidAt: string | null, message: string | null, amount: { paise: number } } };

export type PendingPrescriptionApprovalsQueryVariables = Exact<{
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type PendingPrescriptionApprovalsQuery = { pendingPrescriptionApprovals: { total: number, start: number, size: number, items: Array<{ id: string, number: string, placedAt: string, customerCusSid: string, customerName: string | null, customerMobile: string, customerPrescriptions: number, grandTotal: { paise: number } }> } };

export type ApprovePrescriptionOrderMutationVariables = Exact<{
  orderId: string | number;
  prescriptionId: string | number;
}>;


export type ApprovePrescriptionOrderMutation = { approvePrescriptionOrder: { id: string, number: string, status: OrderStatus } };

export type PrescriptionFieldsFragment = { id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string };

export type PrescriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrescriptionsQuery = { prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }> };

export type UploadPrescriptionMutationVariables = Exact<{
  file: unknown;
  orderId?: string | number | null | undefined;
}>;


export type UploadPrescriptionMutation = { uploadPrescription: { id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string } };

export type UploadLinkQueryVariables = Exact<{
  token: string;
}>;


export type UploadLinkQuery = { uploadLink: { orderNumber: string, status: OrderStatus, prescriptionRequired: boolean, prescriptionsUploaded: number } };

export type UploadPrescriptionByLinkMutationVariables = Exact<{
  token: string;
  file: unknown;
}>;


export type UploadPrescriptionByLinkMutation = { uploadPrescriptionByLink: { id: string, fileName: string, uploadedAt: string } };

export type RetentionCallFieldsFragment = { id: string, kind: RetentionCallKind, status: RetentionCallStatus, foundAt: string, previousChannel: OrderChannel | null, feedback: string | null, notes: string | null, nextCallOn: string | null, doneAt: string | null, demo: boolean, customer: { cusSid: string, name: string | null, mobile: string }, triggerOrder: { id: string, number: string, placedAt: string, channel: OrderChannel }, adviser: { id: string, name: string | null } | null };

export type RetentionCountsFieldsFragment = { pending: number, done: number, due: number };

export type RetentionCallsQueryVariables = Exact<{
  kind?: RetentionCallKind | null | undefined;
  status?: RetentionCallStatus | null | undefined;
  adviser?: string | number | null | undefined;
  followUps?: boolean | null | undefined;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type RetentionCallsQuery = { retentionCalls: { total: number, start: number, size: number, foundAt: string | null, items: Array<{ id: string, kind: RetentionCallKind, status: RetentionCallStatus, foundAt: string, previousChannel: OrderChannel | null, feedback: string | null, notes: string | null, nextCallOn: string | null, doneAt: string | null, demo: boolean, customer: { cusSid: string, name: string | null, mobile: string }, triggerOrder: { id: string, number: string, placedAt: string, channel: OrderChannel }, adviser: { id: string, name: string | null } | null }> } };

export type RetentionSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionSummaryQuery = { retentionSummary: { migration: { pending: number, done: number, due: number }, retention: { pending: number, done: number, due: number }, total: { pending: number, done: number, due: number }, byAdviser: Array<{ adviser: { id: string, name: string | null } | null, migration: { pending: number, done: number, due: number }, retention: { pending: number, done: number, due: number }, total: { pending: number, done: number, due: number } }> } };

export type RetentionAdvisersQueryVariables = Exact<{ [key: string]: never; }>;


export type RetentionAdvisersQuery = { retentionAdvisers: Array<{ blocked: boolean, pending: number, adviser: { id: string, name: string | null } }> };

export type RetentionCustomerQueryVariables = Exact<{
  cusSid: string | number;
}>;


export type RetentionCustomerQuery = { retentionCustomer: { orderCount: number, daysSinceLastOrder: number | null, customer: { cusSid: string, name: string | null, mobile: string }, calls: Array<{ id: string, kind: RetentionCallKind, status: RetentionCallStatus, foundAt: string, previousChannel: OrderChannel | null, feedback: string | null, notes: string | null, nextCallOn: string | null, doneAt: string | null, demo: boolean, customer: { cusSid: string, name: string | null, mobile: string }, triggerOrder: { id: string, number: string, placedAt: string, channel: OrderChannel }, adviser: { id: string, name: string | null } | null }>, lastOrder: { id: string, number: string, placedAt: string, status: OrderStatus, paymentMethod: PaymentMethod, channel: OrderChannel, shop: string | null, city: string, pinCode: string, total: { paise: number }, placedBy: { name: string | null, role: Role } | null, items: Array<{ sku: string, name: string, qty: number, price: { paise: number } }> } | null, previousOrder: { id: string, number: string, placedAt: string, channel: OrderChannel } | null } };

export type SaveRetentionFeedbackMutationVariables = Exact<{
  callId: string | number;
  kind: RetentionCallKind;
  input: RetentionFeedbackInput;
}>;


export type SaveRetentionFeedbackMutation = { saveRetentionFeedback: { id: string, kind: RetentionCallKind, status: RetentionCallStatus, foundAt: string, previousChannel: OrderChannel | null, feedback: string | null, notes: string | null, nextCallOn: string | null, doneAt: string | null, demo: boolean, customer: { cusSid: string, name: string | null, mobile: string }, triggerOrder: { id: string, number: string, placedAt: string, channel: OrderChannel }, adviser: { id: string, name: string | null } | null } };

export type AssignRetentionCallMutationVariables = Exact<{
  callId: string | number;
  adviser?: string | number | null | undefined;
}>;


export type AssignRetentionCallMutation = { assignRetentionCall: { id: string, kind: RetentionCallKind, status: RetentionCallStatus, foundAt: string, previousChannel: OrderChannel | null, feedback: string | null, notes: string | null, nextCallOn: string | null, doneAt: string | null, demo: boolean, customer: { cusSid: string, name: string | null, mobile: string }, triggerOrder: { id: string, number: string, placedAt: string, channel: OrderChannel }, adviser: { id: string, name: string | null } | null } };

export type FindRetentionCallsMutationVariables = Exact<{ [key: string]: never; }>;


export type FindRetentionCallsMutation = { findRetentionCalls: { migration: number, retention: number, foundAt: string | null } };

export type SendRetentionMessageMutationVariables = Exact<{
  callId: string | number;
  body: string;
}>;


export type SendRetentionMessageMutation = { sendRetentionMessage: { id: string, mobile: string, body: string, sentAt: string } };

export type DevEngagementOutboxQueryVariables = Exact<{
  mobile?: string | null | undefined;
}>;


export type DevEngagementOutboxQuery = { devEngagementOutbox: Array<{ id: string, mobile: string, body: string, customerSid: string, sentBy: string | null, sentAt: string }> };

export type SearchPanelQueryVariables = Exact<{
  query: string;
  size?: number | null | undefined;
}>;


export type SearchPanelQuery = { search: { total: number, matchedTerms: Array<string>, suggestions: Array<string>, items: Array<{ sku: string, name: string, saltinfo: string, urlPath: string, prescriptionRequired: boolean, price: { paise: number } }> } };

export type SearchResultsQueryVariables = Exact<{
  query: string;
  filters?: SearchFilters | null | undefined;
  sort?: SearchSort | null | undefined;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SearchResultsQuery = { search: { total: number, start: number, perPage: number, exhaustive: boolean, suggestions: Array<string>, items: Array<{ sku: string, name: string, urlPath: string, discountPercent: number, specialPrice: boolean, manufacturer: string, saltinfo: string, packSize: string, dosageForm: string, prescriptionRequired: boolean, inStock: boolean, generated: boolean, typeId: string, price: { paise: number }, mrp: { paise: number } }>, aggregations: { brand: Array<{ key: string, label: string, count: number }>, category: Array<{ key: string, label: string, count: number }>, price: Array<{ key: string, label: string, count: number }> } } };

export type UserFieldsFragment = { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean };

export type SessionFieldsFragment = { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } };

export type RefreshSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } } };

export type RequestLoginOtpMutationVariables = Exact<{
  mobile: string;
}>;


export type RequestLoginOtpMutation = { requestLoginOtp: { mobile: string, expiresIn: number, resendAfter: number } };

export type VerifyLoginOtpMutationVariables = Exact<{
  mobile: string;
  otp: string;
  checkKey?: string | null | undefined;
}>;


export type VerifyLoginOtpMutation = { verifyLoginOtp: { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } } };

export type LogoutMutationVariables = Exact<{
  refreshToken: string;
}>;


export type LogoutMutation = { logout: boolean };

export type AppLoginMutationVariables = Exact<{
  appToken: string;
}>;


export type AppLoginMutation = { appLogin: { accessToken: string, expiresIn: number, refreshToken: string, user: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, cusSid: string, mobile: string, name: string | null, email: string | null, role: Role, blocked: boolean, defaultLang: string, warehouseId: string, walletEnabled: boolean, hasPassword: boolean } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword?: string | null | undefined;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type StaffDetailsFieldsFragment = { userId: string, role: Role, subrole: string | null, name: string | null, email: string | null, mobile: string, demo: boolean, commissionPercent: number, genericCommissionPercent: number, showCommission: boolean, walletOn: boolean, prepaidEnabled: boolean, defaultLang: string, warehouseId: string, sessionEndsAt: string | null, shop: { sid: string, name: string, address: string, pinCode: string, warehouseId: string, blocked: boolean, servicePincodes: Array<string> } | null, skuCommission: Array<{ sku: string, percent: number }> };

export type StaffSessionFieldsFragment = { accessToken: string, expiresIn: number, refreshToken: string, sessionEndsAt: string | null, staff: { userId: string, role: Role, subrole: string | null, name: string | null, email: string | null, mobile: string, demo: boolean, commissionPercent: number, genericCommissionPercent: number, showCommission: boolean, walletOn: boolean, prepaidEnabled: boolean, defaultLang: string, warehouseId: string, sessionEndsAt: string | null, shop: { sid: string, name: string, address: string, pinCode: string, warehouseId: string, blocked: boolean, servicePincodes: Array<string> } | null, skuCommission: Array<{ sku: string, percent: number }> } };

export type StaffLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type StaffLoginMutation = { staffLogin: { accessToken: string, expiresIn: number, refreshToken: string, sessionEndsAt: string | null, staff: { userId: string, role: Role, subrole: string | null, name: string | null, email: string | null, mobile: string, demo: boolean, commissionPercent: number, genericCommissionPercent: number, showCommission: boolean, walletOn: boolean, prepaidEnabled: boolean, defaultLang: string, warehouseId: string, sessionEndsAt: string | null, shop: { sid: string, name: string, address: string, pinCode: string, warehouseId: string, blocked: boolean, servicePincodes: Array<string> } | null, skuCommission: Array<{ sku: string, percent: number }> } } };

export type StaffAppLoginMutationVariables = Exact<{
  appToken: string;
}>;


export type StaffAppLoginMutation = { staffAppLogin: { accessToken: string, expiresIn: number, refreshToken: string, sessionEndsAt: string | null, staff: { userId: string, role: Role, subrole: string | null, name: string | null, email: string | null, mobile: string, demo: boolean, commissionPercent: number, genericCommissionPercent: number, showCommission: boolean, walletOn: boolean, prepaidEnabled: boolean, defaultLang: string, warehouseId: string, sessionEndsAt: string | null, shop: { sid: string, name: string, address: string, pinCode: string, warehouseId: string, blocked: boolean, servicePincodes: Array<string> } | null, skuCommission: Array<{ sku: string, percent: number }> } } };

export type StaffAppLoginTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffAppLoginTokenMutation = { staffAppLoginToken: { appToken: string, expiresIn: number } };

export type RequestAssistantOtpMutationVariables = Exact<{
  mobile: string;
}>;


export type RequestAssistantOtpMutation = { requestAssistantOtp: { mobile: string, expiresIn: number, resendAfter: number } };

export type VerifyAssistantOtpMutationVariables = Exact<{
  mobile: string;
  otp: string;
  checkKey?: string | null | undefined;
}>;


export type VerifyAssistantOtpMutation = { verifyAssistantOtp: { accessToken: string, expiresIn: number, refreshToken: string, sessionEndsAt: string | null, staff: { userId: string, role: Role, subrole: string | null, name: string | null, email: string | null, mobile: string, demo: boolean, commissionPercent: number, genericCommissionPercent: number, showCommission: boolean, walletOn: boolean, prepaidEnabled: boolean, defaultLang: string, warehouseId: string, sessionEndsAt: string | null, shop: { sid: string, name: string, address: string, pinCode: string, warehouseId: string, blocked: boolean, servicePincodes: Array<string> } | null, skuCommission: Array<{ sku: string, percent: number }> } } };

export type RefreshStaffSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshStaffSessionMutation = { refreshStaffSession: { accessToken: string, expiresIn: number, refreshToken: string, sessionEndsAt: string | null, staff: { userId: string, role: Role, subrole: string | null, name: string | null, email: string | null, mobile: string, demo: boolean, commissionPercent: number, genericCommissionPercent: number, showCommission: boolean, walletOn: boolean, prepaidEnabled: boolean, defaultLang: string, warehouseId: string, sessionEndsAt: string | null, shop: { sid: string, name: string, address: string, pinCode: string, warehouseId: string, blocked: boolean, servicePincodes: Array<string> } | null, skuCommission: Array<{ sku: string, percent: number }> } } };

export type StaffCustomersQueryVariables = Exact<{
  query: string;
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type StaffCustomersQuery = { staffCustomers: { total: number, totalCapped: boolean, start: number, size: number, items: Array<{ cusSid: string, name: string | null, mobile: string, email: string | null, homePin: string | null, registeredBy: string | null }> } };

export type RequestCustomerOtpMutationVariables = Exact<{
  mobile: string;
}>;


export type RequestCustomerOtpMutation = { requestCustomerOtp: { mobile: string, expiresIn: number, resendAfter: number } };

export type RegisterCustomerMutationVariables = Exact<{
  mobile: string;
  otp: string;
  name?: string | null | undefined;
  checkKey?: string | null | undefined;
}>;


export type RegisterCustomerMutation = { registerCustomer: { cusSid: string, name: string | null, mobile: string, created: boolean } };

export type ActForCustomerMutationVariables = Exact<{
  cusSid: string;
}>;


export type ActForCustomerMutation = { actForCustomer: { accessToken: string, expiresIn: number, refreshToken: string, customer: { cusSid: string, name: string | null, mobile: string, email: string | null } } };

export type AuditTrailQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
}>;


export type AuditTrailQuery = { auditTrail: { total: number, start: number, size: number, items: Array<{ id: string, at: string, action: string, targetType: string, targetId: string, clientAddress: string | null, actorRole: Role, actorId: string, actorName: string | null, customerSid: string, customerName: string | null, shopSid: string | null, shopName: string | null }> } };

export type SearchMissesQueryVariables = Exact<{
  start?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type SearchMissesQuery = { searchMisses: { total: number, items: Array<{ query: string, count: number, firstSeen: string, lastSeen: string }> } };

export type PingQueryVariables = Exact<{ [key: string]: never; }>;


export type PingQuery = { __typename: 'Query' };

export type SupportHoursQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportHoursQuery = { supportHours: { open: boolean, opensAt: string, closesAt: string } };

export type RequestCallbackMutationVariables = Exact<{
  input: CallbackRequestInput;
}>;


export type RequestCallbackMutation = { requestCallback: { id: string, createdAt: string } };

export type DevSupportInboxQueryVariables = Exact<{
  mobile?: string | null | undefined;
}>;


export type DevSupportInboxQuery = { devSupportInbox: Array<{ id: string, guest: boolean, name: string, mobile: string, topic: string, note: string | null, createdAt: string }> };

export type TicketFieldsFragment = { id: string, issueType: string, subject: string, status: TicketStatus, orderId: string | null, createdAt: string, updatedAt: string, comments: Array<{ id: string, body: string, mine: boolean, createdAt: string }>, files: Array<{ id: string, fileName: string, mimeType: string, size: number, path: string }> };

export type TicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketsQuery = { tickets: Array<{ id: string, issueType: string, subject: string, status: TicketStatus, orderId: string | null, createdAt: string, updatedAt: string, comments: Array<{ id: string, body: string, mine: boolean, createdAt: string }>, files: Array<{ id: string, fileName: string, mimeType: string, size: number, path: string }> }> };

export type TicketQueryVariables = Exact<{
  id: string | number;
}>;


export type TicketQuery = { ticket: { id: string, issueType: string, subject: string, status: TicketStatus, orderId: string | null, createdAt: string, updatedAt: string, comments: Array<{ id: string, body: string, mine: boolean, createdAt: string }>, files: Array<{ id: string, fileName: string, mimeType: string, size: number, path: string }> } | null };

export type CreateTicketMutationVariables = Exact<{
  input: TicketInput;
}>;


export type CreateTicketMutation = { createTicket: { id: string, issueType: string, subject: string, status: TicketStatus, orderId: string | null, createdAt: string, updatedAt: string, comments: Array<{ id: string, body: string, mine: boolean, createdAt: string }>, files: Array<{ id: string, fileName: string, mimeType: string, size: number, path: string }> } };

export type AddTicketCommentMutationVariables = Exact<{
  id: string | number;
  body: string;
}>;


export type AddTicketCommentMutation = { addTicketComment: { id: string, issueType: string, subject: string, status: TicketStatus, orderId: string | null, createdAt: string, updatedAt: string, comments: Array<{ id: string, body: string, mine: boolean, createdAt: string }>, files: Array<{ id: string, fileName: string, mimeType: string, size: number, path: string }> } };

export type AttachTicketFileMutationVariables = Exact<{
  id: string | number;
  file: unknown;
}>;


export type AttachTicketFileMutation = { attachTicketFile: { id: string, issueType: string, subject: string, status: TicketStatus, orderId: string | null, createdAt: string, updatedAt: string, comments: Array<{ id: string, body: string, mine: boolean, createdAt: string }>, files: Array<{ id: string, fileName: string, mimeType: string, size: number, path: string }> } };

export type WalletQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletQuery = { wallet: { enabled: boolean, balance: { paise: number }, transactions: Array<{ id: string, note: string, createdAt: string, amount: { paise: number } }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CartFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment CartFields on Cart {
  id
  version
  customerOwned
  warning
  notices
  items {
    itemId
    sku
    qty
    name
    price {
      paise
    }
    rowTotal {
      paise
    }
    errors
    problems {
      key
      max
    }
    prescriptionRequired
    product {
      urlPath
    }
  }
  totals {
    itemsQty
    subtotal {
      paise
    }
    grandTotal {
      paise
    }
    savings {
      paise
    }
    segments {
      code
      title
      value {
        paise
      }
    }
  }
}
    `, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const CheckoutGiftFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment CheckoutGiftFields on Cart {
  freeGifts {
    sku
    name
    qty
    price {
      paise
    }
  }
  declinedGifts {
    sku
    name
  }
  priceChanges {
    sku
    name
    from {
      paise
    }
    to {
      paise
    }
  }
}
    `, {"fragmentName":"CheckoutGiftFields"}) as unknown as TypedDocumentString<CheckoutGiftFieldsFragment, unknown>;
export const CheckoutCartFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment CheckoutCartFields on Cart {
  ...CartFields
  ...CheckoutGiftFields
  isVirtual
  addressId
  checkoutActiveUntil
  coupon {
    coupon
    discount {
      paise
    }
    freeShipping
  }
  totals {
    discount {
      paise
    }
    shipping {
      paise
    }
  }
}
    fragment CartFields on Cart {
  id
  version
  customerOwned
  warning
  notices
  items {
    itemId
    sku
    qty
    name
    price {
      paise
    }
    rowTotal {
      paise
    }
    errors
    problems {
      key
      max
    }
    prescriptionRequired
    product {
      urlPath
    }
  }
  totals {
    itemsQty
    subtotal {
      paise
    }
    grandTotal {
      paise
    }
    savings {
      paise
    }
    segments {
      code
      title
      value {
        paise
      }
    }
  }
}
fragment CheckoutGiftFields on Cart {
  freeGifts {
    sku
    name
    qty
    price {
      paise
    }
  }
  declinedGifts {
    sku
    name
  }
  priceChanges {
    sku
    name
    from {
      paise
    }
    to {
      paise
    }
  }
}`, {"fragmentName":"CheckoutCartFields"}) as unknown as TypedDocumentString<CheckoutCartFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment ProductCardFields on Product {
  sku
  name
  urlPath
  price {
    paise
  }
  mrp {
    paise
  }
  discountPercent
  specialPrice
  manufacturer
  saltinfo
  packSize
  dosageForm
  prescriptionRequired
  inStock
  generated
  typeId
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment ProductDetailFields on Product {
  ...ProductCardFields
  id
  parentSku
  slug
  brandSlug
  optionLabel
  qtyMax
  categoryIds
  configurableOptions {
    attributeCode
    label
    values {
      label
    }
  }
  configurableChildren {
    sku
    slug
    status
    inStock
    price {
      paise
    }
    mrp {
      paise
    }
    discountPercent
    attributes {
      code
      value
    }
  }
}
    fragment ProductCardFields on Product {
  sku
  name
  urlPath
  price {
    paise
  }
  mrp {
    paise
  }
  discountPercent
  specialPrice
  manufacturer
  saltinfo
  packSize
  dosageForm
  prescriptionRequired
  inStock
  generated
  typeId
}`, {"fragmentName":"ProductDetailFields"}) as unknown as TypedDocumentString<ProductDetailFieldsFragment, unknown>;
export const EditorEntrySummaryFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EditorEntrySummary on CmsEntrySummary {
  id
  kind
  locale
  identifier
  path
  title
  blogType
  revision
  status
  hasUnpublishedChanges
  scheduledAt
  updatedAt
  updatedByName
}
    `, {"fragmentName":"EditorEntrySummary"}) as unknown as TypedDocumentString<EditorEntrySummaryFragment, unknown>;
export const EditorEntryFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EditorEntry on CmsEntry {
  id
  kind
  locale
  identifier
  path
  title
  description
  blogType
  bodyHtml
  revision
  status
  publishedRevision
  scheduledRevision
  scheduledAt
  hasUnpublishedChanges
  updatedAt
  updatedByName
}
    `, {"fragmentName":"EditorEntry"}) as unknown as TypedDocumentString<EditorEntryFragment, unknown>;
export const EditorImageFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EditorImage on CmsImage {
  id
  src
  srcset
  width
  height
  alt
}
    `, {"fragmentName":"EditorImage"}) as unknown as TypedDocumentString<EditorImageFragment, unknown>;
export const EditorBlockFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EditorBlock on HomeBlockEntry {
  id
  kind
  locale
  title
  caption
  linkPath
  image {
    ...EditorImage
  }
  categoryId
  position
  published
  startsAt
  endsAt
  status
  revision
  updatedAt
  updatedByName
}
    fragment EditorImage on CmsImage {
  id
  src
  srcset
  width
  height
  alt
}`, {"fragmentName":"EditorBlock"}) as unknown as TypedDocumentString<EditorBlockFragment, unknown>;
export const CmsPageFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment CmsPageFields on CmsPage {
  kind
  identifier
  locale
  fallback
  title
  description
  bodyHtml
  blogType
  publishedAt
  updatedAt
}
    `, {"fragmentName":"CmsPageFields"}) as unknown as TypedDocumentString<CmsPageFieldsFragment, unknown>;
export const HomeBlockFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment HomeBlockFields on HomeBlock {
  id
  title
  caption
  linkPath
  categoryId
  image {
    src
    srcset
    width
    height
    alt
  }
}
    `, {"fragmentName":"HomeBlockFields"}) as unknown as TypedDocumentString<HomeBlockFieldsFragment, unknown>;
export const EstimationTotalsFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EstimationTotalsFields on EstimationTotals {
  requested {
    paise
  }
  suggested {
    paise
  }
  saving {
    paise
  }
  savingPercent
  chosen {
    paise
  }
}
    `, {"fragmentName":"EstimationTotalsFields"}) as unknown as TypedDocumentString<EstimationTotalsFieldsFragment, unknown>;
export const EstimationSummaryFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EstimationSummaryFields on Estimation {
  estimateId
  source
  status
  cusSid
  customerName
  createdByName
  createdByRole
  orderNumber
  customerInterested
  createdAt
  estimatedAt
  items {
    itemNo
  }
  totals {
    ...EstimationTotalsFields
  }
}
    fragment EstimationTotalsFields on EstimationTotals {
  requested {
    paise
  }
  suggested {
    paise
  }
  saving {
    paise
  }
  savingPercent
  chosen {
    paise
  }
}`, {"fragmentName":"EstimationSummaryFields"}) as unknown as TypedDocumentString<EstimationSummaryFieldsFragment, unknown>;
export const EstimateProductFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EstimateProductFields on EstimateProduct {
  sku
  name
  manufacturer
  urlPath
  saltinfo
  packSizeLabel
  packUnits
  unit
  mrp {
    paise
  }
  price {
    paise
  }
  discount {
    paise
  }
  discountPercent
  unitPrice {
    paise
  }
  outOfStock
  stockQty
  prescriptionRequired
}
    `, {"fragmentName":"EstimateProductFields"}) as unknown as TypedDocumentString<EstimateProductFieldsFragment, unknown>;
export const EstimateItemFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EstimateItemFields on EstimateItem {
  itemNo
  requested {
    ...EstimateProductFields
  }
  suggested {
    ...EstimateProductFields
  }
  choice
  qty
  suggestedQty
  requestedTotal {
    paise
  }
  suggestedTotal {
    paise
  }
  saving {
    paise
  }
  savingPercent
}
    fragment EstimateProductFields on EstimateProduct {
  sku
  name
  manufacturer
  urlPath
  saltinfo
  packSizeLabel
  packUnits
  unit
  mrp {
    paise
  }
  price {
    paise
  }
  discount {
    paise
  }
  discountPercent
  unitPrice {
    paise
  }
  outOfStock
  stockQty
  prescriptionRequired
}`, {"fragmentName":"EstimateItemFields"}) as unknown as TypedDocumentString<EstimateItemFieldsFragment, unknown>;
export const EstimationFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EstimationFields on Estimation {
  estimateId
  source
  status
  statusHistory {
    status
    at
  }
  cusSid
  customerName
  customerMobile
  createdByName
  createdByRole
  shopName
  prescriptionId
  orderNumber
  customerInterested
  sharedUntil
  createdAt
  estimatedAt
  items {
    ...EstimateItemFields
  }
  totals {
    ...EstimationTotalsFields
  }
}
    fragment EstimateProductFields on EstimateProduct {
  sku
  name
  manufacturer
  urlPath
  saltinfo
  packSizeLabel
  packUnits
  unit
  mrp {
    paise
  }
  price {
    paise
  }
  discount {
    paise
  }
  discountPercent
  unitPrice {
    paise
  }
  outOfStock
  stockQty
  prescriptionRequired
}
fragment EstimateItemFields on EstimateItem {
  itemNo
  requested {
    ...EstimateProductFields
  }
  suggested {
    ...EstimateProductFields
  }
  choice
  qty
  suggestedQty
  requestedTotal {
    paise
  }
  suggestedTotal {
    paise
  }
  saving {
    paise
  }
  savingPercent
}
fragment EstimationTotalsFields on EstimationTotals {
  requested {
    paise
  }
  suggested {
    paise
  }
  saving {
    paise
  }
  savingPercent
  chosen {
    paise
  }
}`, {"fragmentName":"EstimationFields"}) as unknown as TypedDocumentString<EstimationFieldsFragment, unknown>;
export const EstimationStateFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment EstimationStateFields on Estimation {
  estimateId
  status
  statusHistory {
    status
    at
  }
  orderNumber
  customerInterested
  sharedUntil
  estimatedAt
}
    `, {"fragmentName":"EstimationStateFields"}) as unknown as TypedDocumentString<EstimationStateFieldsFragment, unknown>;
export const CustomerSavingsFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment CustomerSavingsFields on CustomerSavings {
  estimateId
  customerName
  shopName
  items {
    ...EstimateItemFields
  }
  totals {
    ...EstimationTotalsFields
  }
  customerInterested
  expiresAt
}
    fragment EstimateProductFields on EstimateProduct {
  sku
  name
  manufacturer
  urlPath
  saltinfo
  packSizeLabel
  packUnits
  unit
  mrp {
    paise
  }
  price {
    paise
  }
  discount {
    paise
  }
  discountPercent
  unitPrice {
    paise
  }
  outOfStock
  stockQty
  prescriptionRequired
}
fragment EstimateItemFields on EstimateItem {
  itemNo
  requested {
    ...EstimateProductFields
  }
  suggested {
    ...EstimateProductFields
  }
  choice
  qty
  suggestedQty
  requestedTotal {
    paise
  }
  suggestedTotal {
    paise
  }
  saving {
    paise
  }
  savingPercent
}
fragment EstimationTotalsFields on EstimationTotals {
  requested {
    paise
  }
  suggested {
    paise
  }
  saving {
    paise
  }
  savingPercent
  chosen {
    paise
  }
}`, {"fragmentName":"CustomerSavingsFields"}) as unknown as TypedDocumentString<CustomerSavingsFieldsFragment, unknown>;
export const LeadCaptureLeadFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment LeadCaptureLead on Lead {
  sid
  clientId
  name
  mobile
  gender
  address
  prescription {
    id
    contentType
    uploadedAt
  }
  isChronic
  healthCampVisit
  homeVisitInterested
  source
  vitalRecords {
    bpSystolic
    bpDiastolic
    bloodSugar
    weightKg
    heightCm
    pulse
    spo2
  }
  followUpDate
  followUpDetails
  remarks
  reasonForNotPlacingOrder
  patientType
  panel
  healthCamp {
    sid
  }
  clientUpdatedAt
  createdAt
  updatedAt
}
    `, {"fragmentName":"LeadCaptureLead"}) as unknown as TypedDocumentString<LeadCaptureLeadFragment, unknown>;
export const LeadCaptureCampFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment LeadCaptureCamp on HealthCamp {
  sid
  name
  kind
  date
  slot
  startsAt
  endsAt
  place
}
    `, {"fragmentName":"LeadCaptureCamp"}) as unknown as TypedDocumentString<LeadCaptureCampFragment, unknown>;
export const LeadPagesCampFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment LeadPagesCamp on HealthCamp {
  sid
  name
  kind
  date
  slot
  startsAt
  endsAt
  place
  pinCode
  notes
  leadCount
  createdBy {
    id
    name
  }
  createdAt
}
    `, {"fragmentName":"LeadPagesCamp"}) as unknown as TypedDocumentString<LeadPagesCampFragment, unknown>;
export const LeadPagesRowFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment LeadPagesRow on Lead {
  sid
  clientId
  name
  mobile
  source
  status
  followUpDate
  followUpInterval
  createdAt
  healthCamp {
    sid
    name
  }
}
    `, {"fragmentName":"LeadPagesRow"}) as unknown as TypedDocumentString<LeadPagesRowFragment, unknown>;
export const LeadPagesDetailFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment LeadPagesDetail on Lead {
  ...LeadPagesRow
  gender
  address
  isChronic
  healthCampVisit
  homeVisitInterested
  vitalRecords {
    bpSystolic
    bpDiastolic
    bloodSugar
    weightKg
    heightCm
    pulse
    spo2
  }
  followUpDetails
  remarks
  reasonForNotPlacingOrder
  patientType
  panel
  inactiveReason
  prescription {
    id
    path
    contentType
    uploadedAt
  }
  healthCamp {
    sid
    name
    kind
    date
    slot
  }
  leadCapturedBy {
    id
    name
    role
  }
  activity {
    id
    kind
    notes
    at
    by {
      id
      name
    }
  }
  customer {
    cusSid
    name
    mobile
  }
  updatedAt
}
    fragment LeadPagesRow on Lead {
  sid
  clientId
  name
  mobile
  source
  status
  followUpDate
  followUpInterval
  createdAt
  healthCamp {
    sid
    name
  }
}`, {"fragmentName":"LeadPagesDetail"}) as unknown as TypedDocumentString<LeadPagesDetailFragment, unknown>;
export const LeadPagesCellsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment LeadPagesCells on FollowUpCount {
  filter
  interval
  count
}
    `, {"fragmentName":"LeadPagesCells"}) as unknown as TypedDocumentString<LeadPagesCellsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment OrderSummaryFields on Order {
  id
  number
  status
  placedAt
  grandTotal {
    paise
  }
  items {
    sku
    name
    qty
  }
  placedBy {
    kind
    shopName
  }
}
    `, {"fragmentName":"OrderSummaryFields"}) as unknown as TypedDocumentString<OrderSummaryFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment AddressFields on Address {
  id
  name
  mobile
  alternateMobile
  pinCode
  city
  state
  street
  apartment
  isDefault
}
    `, {"fragmentName":"AddressFields"}) as unknown as TypedDocumentString<AddressFieldsFragment, unknown>;
export const PrescriptionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment PrescriptionFields on Prescription {
  id
  fileName
  mimeType
  size
  uploadedAt
  orderId
  path
}
    `, {"fragmentName":"PrescriptionFields"}) as unknown as TypedDocumentString<PrescriptionFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment OrderFields on Order {
  id
  number
  status
  placedAt
  paymentMethod
  paymentStatus
  items {
    sku
    name
    qty
    price {
      paise
    }
    rowTotal {
      paise
    }
    prescriptionRequired
    returnable
    returnedQty
    freeGift
    product {
      urlPath
    }
  }
  subtotal {
    paise
  }
  shipping {
    paise
  }
  discount {
    paise
  }
  grandTotal {
    paise
  }
  address {
    ...AddressFields
  }
  patient {
    id
    name
    age
  }
  timeline {
    status
    title
    message
    at
    reached
  }
  cancellable
  cancelReason
  cancelledAt
  returnableUntil
  rating {
    stars
    reasons
    remark
  }
  canRate
  prescriptions {
    ...PrescriptionFields
  }
  placedBy {
    kind
    shopName
  }
}
    fragment AddressFields on Address {
  id
  name
  mobile
  alternateMobile
  pinCode
  city
  state
  street
  apartment
  isDefault
}
fragment PrescriptionFields on Prescription {
  id
  fileName
  mimeType
  size
  uploadedAt
  orderId
  path
}`, {"fragmentName":"OrderFields"}) as unknown as TypedDocumentString<OrderFieldsFragment, unknown>;
export const PaymentStatusFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment PaymentStatusFields on PaymentStatusReport {
  orderId
  orderNumber
  paymentMethod
  paymentStatus
  amount {
    paise
  }
  paidAt
  message
}
    `, {"fragmentName":"PaymentStatusFields"}) as unknown as TypedDocumentString<PaymentStatusFieldsFragment, unknown>;
export const RetentionCallFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment RetentionCallFields on RetentionCall {
  id
  kind
  status
  foundAt
  customer {
    cusSid
    name
    mobile
  }
  triggerOrder {
    id
    number
    placedAt
    channel
  }
  previousChannel
  adviser {
    id
    name
  }
  feedback
  notes
  nextCallOn
  doneAt
  demo
}
    `, {"fragmentName":"RetentionCallFields"}) as unknown as TypedDocumentString<RetentionCallFieldsFragment, unknown>;
export const RetentionCountsFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment RetentionCountsFields on RetentionCounts {
  pending
  done
  due
}
    `, {"fragmentName":"RetentionCountsFields"}) as unknown as TypedDocumentString<RetentionCountsFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment UserFields on User {
  id
  cusSid
  mobile
  name
  email
  role
  blocked
  defaultLang
  warehouseId
  walletEnabled
  hasPassword
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment SessionFields on Session {
  accessToken
  expiresIn
  refreshToken
  user {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  cusSid
  mobile
  name
  email
  role
  blocked
  defaultLang
  warehouseId
  walletEnabled
  hasPassword
}`, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const StaffDetailsFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment StaffDetailsFields on StaffDetails {
  userId
  role
  subrole
  name
  email
  mobile
  demo
  shop {
    sid
    name
    address
    pinCode
    warehouseId
    blocked
    servicePincodes
  }
  commissionPercent
  genericCommissionPercent
  skuCommission {
    sku
    percent
  }
  showCommission
  walletOn
  prepaidEnabled
  defaultLang
  warehouseId
  sessionEndsAt
}
    `, {"fragmentName":"StaffDetailsFields"}) as unknown as TypedDocumentString<StaffDetailsFieldsFragment, unknown>;
export const StaffSessionFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment StaffSessionFields on StaffSession {
  accessToken
  expiresIn
  refreshToken
  sessionEndsAt
  staff {
    ...StaffDetailsFields
  }
}
    fragment StaffDetailsFields on StaffDetails {
  userId
  role
  subrole
  name
  email
  mobile
  demo
  shop {
    sid
    name
    address
    pinCode
    warehouseId
    blocked
    servicePincodes
  }
  commissionPercent
  genericCommissionPercent
  skuCommission {
    sku
    percent
  }
  showCommission
  walletOn
  prepaidEnabled
  defaultLang
  warehouseId
  sessionEndsAt
}`, {"fragmentName":"StaffSessionFields"}) as unknown as TypedDocumentString<StaffSessionFieldsFragment, unknown>;
export const TicketFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment TicketFields on Ticket {
  id
  issueType
  subject
  status
  orderId
  createdAt
  updatedAt
  comments {
    id
    body
    mine
    createdAt
  }
  files {
    id
    fileName
    mimeType
    size
    path
  }
}
    `, {"fragmentName":"TicketFields"}) as unknown as TypedDocumentString<TicketFieldsFragment, unknown>;
export { AccountActivityDocument } from './documents/account-activity/account-activity.ts';
export { ActForCustomerDocument } from './documents/staff/act-for-customer.ts';
export { AddAddressDocument } from './documents/addresses/add-address.ts';
export { AddPatientDocument } from './documents/patients/add-patient.ts';
export { AddTicketCommentDocument } from './documents/tickets/add-ticket-comment.ts';
export { AddressesDocument } from './documents/addresses/addresses.ts';
export { AppLoginDocument } from './documents/session/app-login.ts';
export { ApplyCouponDocument } from './documents/cart/apply-coupon.ts';
export { ApplyForJobDocument } from './documents/jobs/apply-for-job.ts';
export { ApprovePrescriptionOrderDocument } from './documents/prescription-approval/approve-prescription-order.ts';
export { AssignRetentionCallDocument } from './documents/retention/assign-retention-call.ts';
export { AttachTicketFileDocument } from './documents/tickets/attach-ticket-file.ts';
export { AuditTrailDocument } from './documents/staff/audit-trail.ts';
export { BlogPostDocument } from './documents/cms/blog-post.ts';
export { BlogPostPublishedDocument } from './documents/cms/blog-post-published.ts';
export { BlogPostsDocument } from './documents/cms/blog-posts.ts';
export { BuyAgainDocument } from './documents/orders/buy-again.ts';
export { CancelOrderDocument } from './documents/orders/cancel-order.ts';
export { CartAddItemDocument } from './documents/cart/cart-add-item.ts';
export { CartCheckPricesDocument } from './documents/gifts/cart-check-prices.ts';
export { CartCreateDocument } from './documents/cart/cart-create.ts';
export { CartDocument } from './documents/cart/cart.ts';
export { CartRemoveGiftDocument } from './documents/gifts/cart-remove-gift.ts';
export { CartRemoveItemDocument } from './documents/cart/cart-remove-item.ts';
export { CartRestoreGiftDocument } from './documents/gifts/cart-restore-gift.ts';
export { CartUpdateQuantityDocument } from './documents/cart/cart-update-quantity.ts';
export { CatalogueSignatureDocument } from './documents/build/catalogue-signature.ts';
export { CategoriesDocument } from './documents/catalogue/categories.ts';
export { ChangePasswordDocument } from './documents/session/change-password.ts';
export { CheckPinCodeDocument } from './documents/addresses/check-pin-code.ts';
export { CheckoutCartDocument } from './documents/cart/checkout-cart.ts';
export { CmsPageDocument } from './documents/cms/cms-page.ts';
export { CmsPagePublishedDocument } from './documents/cms/cms-page-published.ts';
export { CompleteDevPaymentDocument } from './documents/payments/complete-dev-payment.ts';
export { CompletePasswordResetDocument } from './documents/password-reset/complete-password-reset.ts';
export { CreateEstimationFromCartDocument } from './documents/estimations/create-estimation-from-cart.ts';
export { CreateTicketDocument } from './documents/tickets/create-ticket.ts';
export { CustomerSavingsDocument } from './documents/estimations/customer-savings.ts';
export { CustomerSavingsInterestedDocument } from './documents/estimations/customer-savings-interested.ts';
export { DeleteAddressDocument } from './documents/addresses/delete-address.ts';
export { DeletePatientDocument } from './documents/patients/delete-patient.ts';
export { DevAuthorizeCallerIdDocument } from './documents/external-sign-in/dev-authorize-caller-id.ts';
export { DevAuthorizeSocialDocument } from './documents/external-sign-in/dev-authorize-social.ts';
export { DevCallerIdInstalledDocument } from './documents/external-sign-in/dev-caller-id-installed.ts';
export { DevEngagementOutboxDocument } from './documents/retention/dev-engagement-outbox.ts';
export { DevMailOutboxDocument } from './documents/newsletter/dev-mail-outbox.ts';
export { DevSetCallerIdInstalledDocument } from './documents/external-sign-in/dev-set-caller-id-installed.ts';
export { DevSmsOutboxDocument } from './documents/dev/dev-sms-outbox.ts';
export { DevSocialAccountsDocument } from './documents/external-sign-in/dev-social-accounts.ts';
export { DevSupportInboxDocument } from './documents/support/dev-support-inbox.ts';
export { EditorBlockDocument } from './documents/cms-editor/editor-block.ts';
export { EditorBlocksDocument } from './documents/cms-editor/editor-blocks.ts';
export { EditorBlogTypesDocument } from './documents/cms-editor/editor-blog-types.ts';
export { EditorCategoriesDocument } from './documents/cms-editor/editor-categories.ts';
export { EditorCountsDocument } from './documents/cms-editor/editor-counts.ts';
export { EditorDeleteBlockDocument } from './documents/cms-editor/editor-delete-block.ts';
export { EditorDeleteEntryDocument } from './documents/cms-editor/editor-delete-entry.ts';
export { EditorEntriesDocument } from './documents/cms-editor/editor-entries.ts';
export { EditorEntryDocument } from './documents/cms-editor/editor-entry.ts';
export { EditorPreviewTokenDocument } from './documents/cms-editor/editor-preview-token.ts';
export { EditorPublishEntryDocument } from './documents/cms-editor/editor-publish-entry.ts';
export { EditorRestoreRevisionDocument } from './documents/cms-editor/editor-restore-revision.ts';
export { EditorRevisionDocument } from './documents/cms-editor/editor-revision.ts';
export { EditorRevisionsDocument } from './documents/cms-editor/editor-revisions.ts';
export { EditorSaveBlockDocument } from './documents/cms-editor/editor-save-block.ts';
export { EditorSaveEntryDocument } from './documents/cms-editor/editor-save-entry.ts';
export { EditorUnpublishEntryDocument } from './documents/cms-editor/editor-unpublish-entry.ts';
export { EditorUploadImageDocument } from './documents/cms-editor/editor-upload-image.ts';
export { EstimationDocument } from './documents/estimations/estimation.ts';
export { EstimationsDocument } from './documents/estimations/estimations.ts';
export { ExternalSignInOptionsDocument } from './documents/external-sign-in/external-sign-in-options.ts';
export { FindRetentionCallsDocument } from './documents/retention/find-retention-calls.ts';
export { FinishCallerIdSignInDocument } from './documents/external-sign-in/finish-caller-id-sign-in.ts';
export { FinishSocialSignInDocument } from './documents/external-sign-in/finish-social-sign-in.ts';
export { HomeBlocksDocument } from './documents/cms/home-blocks.ts';
export { InitiatePaymentDocument } from './documents/payments/initiate-payment.ts';
export { JobApplicationsDocument } from './documents/jobs/job-applications.ts';
export { JobOpeningsDocument } from './documents/jobs/job-openings.ts';
export { LeadCaptureAddDocument } from './documents/lead-capture/lead-capture-add.ts';
export { LeadCaptureCampsDocument } from './documents/lead-capture/lead-capture-camps.ts';
export { LeadCaptureExistsDocument } from './documents/lead-capture/lead-capture-exists.ts';
export { LeadCapturePhotoDocument } from './documents/lead-capture/lead-capture-photo.ts';
export { LeadCaptureUpdateDocument } from './documents/lead-capture/lead-capture-update.ts';
export { LeadCaptureVaultKeyDocument } from './documents/lead-capture/lead-capture-vault-key.ts';
export { LeadPagesAbsenteesDocument } from './documents/lead-pages/lead-pages-absentees.ts';
export { LeadPagesAddActivityDocument } from './documents/lead-pages/lead-pages-add-activity.ts';
export { LeadPagesAddCampDocument } from './documents/lead-pages/lead-pages-add-camp.ts';
export { LeadPagesCampLeadsDocument } from './documents/lead-pages/lead-pages-camp-leads.ts';
export { LeadPagesCampsDocument } from './documents/lead-pages/lead-pages-camps.ts';
export { LeadPagesChangeMobileDocument } from './documents/lead-pages/lead-pages-change-mobile.ts';
export { LeadPagesConvertDocument } from './documents/lead-pages/lead-pages-convert.ts';
export { LeadPagesEstimationsDocument } from './documents/lead-pages/lead-pages-estimations.ts';
export { LeadPagesFollowUpByCampDocument } from './documents/lead-pages/lead-pages-follow-up-by-camp.ts';
export { LeadPagesFollowUpSummaryDocument } from './documents/lead-pages/lead-pages-follow-up-summary.ts';
export { LeadPagesFollowUpsDocument } from './documents/lead-pages/lead-pages-follow-ups.ts';
export { LeadPagesLatestCampsDocument } from './documents/lead-pages/lead-pages-latest-camps.ts';
export { LeadPagesLeadDocument } from './documents/lead-pages/lead-pages-lead.ts';
export { LeadPagesRemoveDocument } from './documents/lead-pages/lead-pages-remove.ts';
export { LeadPagesSearchDocument } from './documents/lead-pages/lead-pages-search.ts';
export { LeadPagesSummaryDocument } from './documents/lead-pages/lead-pages-summary.ts';
export { LeadPagesUpdateCampDocument } from './documents/lead-pages/lead-pages-update-camp.ts';
export { LinkExternalSignInDocument } from './documents/external-sign-in/link-external-sign-in.ts';
export { LocateAddressDocument } from './documents/location/locate-address.ts';
export { LogoutDocument } from './documents/session/logout.ts';
export { MarkNotificationReadDocument } from './documents/notifications/mark-notification-read.ts';
export { MeDocument } from './documents/session/me.ts';
export { NewsletterStatusDocument } from './documents/newsletter/newsletter-status.ts';
export { NewsletterSubscribeDocument } from './documents/newsletter/newsletter-subscribe.ts';
export { NewsletterUnsubscribeDocument } from './documents/newsletter/newsletter-unsubscribe.ts';
export { NotificationsDocument } from './documents/notifications/notifications.ts';
export { NotifyMeWishesDocument } from './documents/notify/notify-me-wishes.ts';
export { OrderDocument } from './documents/orders/order.ts';
export { OrderEstimationDocument } from './documents/estimations/order-estimation.ts';
export { OrderMetricsDocument } from './documents/order-metrics/order-metrics.ts';
export { OrdersDocument } from './documents/orders/orders.ts';
export { PatientsDocument } from './documents/patients/patients.ts';
export { PaymentStatusDocument } from './documents/payments/payment-status.ts';
export { PendingPrescriptionApprovalsDocument } from './documents/prescription-approval/pending-prescription-approvals.ts';
export { PingDocument } from './documents/status/ping.ts';
export { PlaceOrderDocument } from './documents/orders/place-order.ts';
export { PrescriptionsDocument } from './documents/prescriptions/prescriptions.ts';
export { PreviousEstimationDocument } from './documents/estimations/previous-estimation.ts';
export { ProductAlternativesDocument } from './documents/estimations/product-alternatives.ts';
export { ProductBySkuDocument } from './documents/catalogue/product-by-sku.ts';
export { ProductListDocument } from './documents/catalogue/product-list.ts';
export { ProductPageDocument } from './documents/catalogue/product-page.ts';
export { PublishedContentPathsDocument } from './documents/build/published-content-paths.ts';
export { RateOrderDocument } from './documents/orders/rate-order.ts';
export { ReEstimateDocument } from './documents/estimations/re-estimate.ts';
export { RefreshSessionDocument } from './documents/session/refresh-session.ts';
export { RefreshStaffSessionDocument } from './documents/staff/refresh-staff-session.ts';
export { RegisterCustomerDocument } from './documents/staff/register-customer.ts';
export { RemoveCouponDocument } from './documents/cart/remove-coupon.ts';
export { RequestAssistantOtpDocument } from './documents/staff/request-assistant-otp.ts';
export { RequestCallbackDocument } from './documents/support/request-callback.ts';
export { RequestCustomerOtpDocument } from './documents/staff/request-customer-otp.ts';
export { RequestLoginOtpDocument } from './documents/session/request-login-otp.ts';
export { RequestPasswordResetDocument } from './documents/password-reset/request-password-reset.ts';
export { RetentionAdvisersDocument } from './documents/retention/retention-advisers.ts';
export { RetentionCallsDocument } from './documents/retention/retention-calls.ts';
export { RetentionCustomerDocument } from './documents/retention/retention-customer.ts';
export { RetentionSummaryDocument } from './documents/retention/retention-summary.ts';
export { ReturnOrderDocument } from './documents/orders/return-order.ts';
export { SaveNotifyMeDocument } from './documents/notify/save-notify-me.ts';
export { SaveRetentionFeedbackDocument } from './documents/retention/save-retention-feedback.ts';
export { SearchMissesDocument } from './documents/staff/search-misses.ts';
export { SearchPanelDocument } from './documents/search/search-panel.ts';
export { SearchResultsDocument } from './documents/search/search-results.ts';
export { SendRetentionMessageDocument } from './documents/retention/send-retention-message.ts';
export { SetShippingInformationDocument } from './documents/cart/set-shipping-information.ts';
export { ShareEstimationDocument } from './documents/estimations/share-estimation.ts';
export { SignInWithPasswordDocument } from './documents/password-reset/sign-in-with-password.ts';
export { SnapshotPathsDocument } from './documents/build/snapshot-paths.ts';
export { StaffAppLoginDocument } from './documents/staff/staff-app-login.ts';
export { StaffAppLoginTokenDocument } from './documents/staff/staff-app-login-token.ts';
export { StaffCustomersDocument } from './documents/staff/staff-customers.ts';
export { StaffLoginDocument } from './documents/staff/staff-login.ts';
export { StartExternalSignInDocument } from './documents/external-sign-in/start-external-sign-in.ts';
export { StartPrescriptionDecodingDocument } from './documents/decoding/start-prescription-decoding.ts';
export { StopNotifyMeDocument } from './documents/notify/stop-notify-me.ts';
export { SubmitPrescriptionDecodingDocument } from './documents/decoding/submit-prescription-decoding.ts';
export { SupportHoursDocument } from './documents/support/support-hours.ts';
export { TicketDocument } from './documents/tickets/ticket.ts';
export { TicketsDocument } from './documents/tickets/tickets.ts';
export { UpdateAddressDocument } from './documents/addresses/update-address.ts';
export { UpdateEstimationDocument } from './documents/estimations/update-estimation.ts';
export { UpdatePatientDocument } from './documents/patients/update-patient.ts';
export { UpdateProfileDocument } from './documents/session/update-profile.ts';
export { UploadLinkDocument } from './documents/prescriptions/upload-link.ts';
export { UploadPrescriptionByLinkDocument } from './documents/prescriptions/upload-prescription-by-link.ts';
export { UploadPrescriptionDocument } from './documents/prescriptions/upload-prescription.ts';
export { VerifyAssistantOtpDocument } from './documents/staff/verify-assistant-otp.ts';
export { VerifyLoginOtpDocument } from './documents/session/verify-login-otp.ts';
export { WalletDocument } from './documents/wallet/wallet.ts';
