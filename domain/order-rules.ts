/**
 * The rules of the customer's orders and account (storefront.md §3, §4, §9), shared by the upstream
 * (which enforces them) and the storefront (which shows them). Where the spec gives no value, the
 * value here is the project's decision, written down in README.md ("Account and orders").
 */

/** storefront.md §3 Regions. */
export const REGIONS = { Bihar: 'BR', Jharkhand: 'JH', Odisha: 'OD', 'West Bengal': 'WB' } as const;
export type RegionCode = (typeof REGIONS)[keyof typeof REGIONS];
export const REGION_CODES: readonly RegionCode[] = Object.values(REGIONS);

/** storefront.md §9. */
export const MAX_SAVED_ADDRESSES = 6;
export const ORDERS_PAGE_SIZE = 20;
export const RETURN_WINDOW_DAYS = 30;

/** Flat shipping (storefront.md §9: 'Shipping charges' / 'Fixed', 50) below the free-delivery threshold. */
export const SHIPPING_FLAT_PAISE = 5_000;
/** The project's decision (the spec has "a cart value threshold: value not shown"): ₹499 and above ships free. */
export const FREE_DELIVERY_THRESHOLD_PAISE = 49_900;

export function shippingFor(subtotalPaise: number): number {
  return subtotalPaise >= FREE_DELIVERY_THRESHOLD_PAISE ? 0 : SHIPPING_FLAT_PAISE;
}

/** The six timeline steps in order (storefront.md §3), with the customer's message for each. */
export const ORDER_TIMELINE = [
  { status: 'PLACED', title: 'Order Placed', message: 'Your order has been successfully placed.' },
  { status: 'PROCESSING', title: 'Order Processing', message: 'Your order has been verified and is being processed.' },
  { status: 'PACKED', title: 'Order Packed', message: 'Your order has been packed.' },
  { status: 'SHIPPED', title: 'Order Shipped', message: 'Your order has been shipped.' },
  { status: 'REACHED_HUB', title: 'Order Reached Nearest Hub', message: 'Your order has reached the hub nearest to you.' },
  { status: 'DELIVERED', title: 'Order Delivered', message: 'Your order has been delivered' },
] as const;
export type TimelineStatus = (typeof ORDER_TIMELINE)[number]['status'];

export const ORDER_STATUSES = [
  ...ORDER_TIMELINE.map((s) => s.status),
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'PARTIAL_RETURN',
  'PENDING_APPROVAL',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Messages of the states outside the timeline, in the same voice (notifications and the order page). */
export const ORDER_STATUS_MESSAGES: Record<Exclude<OrderStatus, TimelineStatus>, string> = {
  PENDING_APPROVAL: 'Your order is waiting for a prescription. Please upload it from the link we sent you.',
  CANCELLED: 'Your order has been cancelled.',
  RETURN_REQUESTED: 'Your return request has been received.',
  RETURN_APPROVED: 'Your return has been approved.',
  PARTIAL_RETURN: 'Part of your order has been returned.',
};

/** The customer's notification when an admin approves the prescription of an order that waited for one. */
export const PRESCRIPTION_APPROVED_MESSAGE = 'Your prescription has been checked and approved. Your order is placed.';

/** A customer may cancel only before the order is packed. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PENDING_APPROVAL', 'PLACED', 'PROCESSING'];

/** A prescription can be added to an order until it is cancelled (the upstream refuses it after). */
export function acceptsPrescription(status: OrderStatus): boolean {
  return status !== 'CANCELLED';
}

/** storefront.md §9: the four cancel reasons. */
export const CANCEL_REASONS = {
  MODIFY_AND_REORDER: 'Modify and create a new order',
  DUPLICATE_ORDER: 'Duplicate order',
  NOT_NEEDED: 'Not needed anymore',
  BOUGHT_LOCALLY: 'Bought locally in urgency',
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

/** storefront.md §9: 8 detractor reasons (1-3 stars) and 6 promoter reasons (4-5 stars); the wording is the project's. */
export const DETRACTOR_REASONS = [
  'Delivery was late',
  'Items were missing from my order',
  'Wrong medicine or product delivered',
  'Package arrived damaged',
  'Medicine close to its expiry date',
  'Delivery person was unhelpful',
  'Prices were higher than expected',
  'Poor updates about my order',
] as const;
export const PROMOTER_REASONS = [
  'Delivered on time',
  'Good discount on medicines',
  'Well packed',
  'Courteous delivery person',
  'Easy to order',
  'Genuine medicines with long expiry',
] as const;

export function ratingReasonsFor(stars: number): readonly string[] {
  return stars >= 4 ? PROMOTER_REASONS : DETRACTOR_REASONS;
}

/** Ticket issue types (the spec names none): code -> label. */
export const TICKET_ISSUE_TYPES = {
  ORDER_NOT_DELIVERED: 'Order not delivered',
  DAMAGED_OR_WRONG_ITEM: 'Damaged or wrong item',
  RETURN_OR_REFUND: 'Return or refund',
  PRESCRIPTION: 'Prescription',
  PAYMENT: 'Payment',
  ACCOUNT: 'My account',
  OTHER: 'Something else',
} as const;
export type TicketIssueType = keyof typeof TICKET_ISSUE_TYPES;

/**
 * Returnability (the project's decision): an item is returnable within RETURN_WINDOW_DAYS of delivery
 * unless it needs a prescription (a medicine that has left the pharmacy cannot be checked and resold);
 * a damaged or wrong medicine is reported with a ticket instead.
 */
export function isReturnable(item: { prescriptionRequired: boolean }): boolean {
  return !item.prescriptionRequired;
}

/** Uploads (prescriptions, ticket files): at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** SMS upload links live 7 days. */
export const UPLOAD_LINK_DAYS = 7;
