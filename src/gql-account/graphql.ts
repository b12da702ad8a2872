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

export type CancelReason =
  | 'BOUGHT_LOCALLY'
  | 'DUPLICATE_ORDER'
  /** Modify and create a new order. */
  | 'MODIFY_AND_REORDER'
  | 'NOT_NEEDED';

export type DevPaymentOutcome =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCESSFUL';

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

export type AddressFieldsFragment = { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean };

export type PrescriptionFieldsFragment = { id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string };

export type OrderSummaryFieldsFragment = { id: string, number: string, status: OrderStatus, placedAt: string, grandTotal: { paise: number }, items: Array<{ sku: string, name: string, qty: number }> };

export type OrderFieldsFragment = { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }> };

export type TicketFieldsFragment = { id: string, issueType: string, subject: string, status: TicketStatus, orderId: string | null, createdAt: string, updatedAt: string, comments: Array<{ id: string, body: string, mine: boolean, createdAt: string }>, files: Array<{ id: string, fileName: string, mimeType: string, size: number, path: string }> };

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

export type OrdersQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type OrdersQuery = { orders: { page: number, pageSize: number, total: number, items: Array<{ id: string, number: string, status: OrderStatus, placedAt: string, grandTotal: { paise: number }, items: Array<{ sku: string, name: string, qty: number }> }> } };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { order: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }> } | null };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }> } };

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
  reason: CancelReason;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }> } };

export type ReturnOrderMutationVariables = Exact<{
  id: string | number;
  items: Array<ReturnItemInput> | ReturnItemInput;
  reason: string;
}>;


export type ReturnOrderMutation = { returnOrder: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }> } };

export type RateOrderMutationVariables = Exact<{
  id: string | number;
  rating: RatingInput;
}>;


export type RateOrderMutation = { rateOrder: { id: string, number: string, status: OrderStatus, placedAt: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, cancellable: boolean, returnableUntil: string | null, canRate: boolean, items: Array<{ sku: string, name: string, qty: number, prescriptionRequired: boolean, returnable: boolean, returnedQty: number, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, subtotal: { paise: number }, shipping: { paise: number }, discount: { paise: number }, grandTotal: { paise: number }, address: { id: string, name: string, mobile: string, alternateMobile: string | null, pinCode: string, city: string, state: string, street: string, apartment: string, isDefault: boolean }, patient: { id: string, name: string, age: number } | null, timeline: Array<{ status: OrderStatus, title: string, message: string, at: string | null, reached: boolean }>, rating: { stars: number, reasons: Array<string>, remark: string | null } | null, prescriptions: Array<{ id: string, fileName: string, mimeType: string, size: number, uploadedAt: string, orderId: string | null, path: string }> } };

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

export type NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsQuery = { notifications: Array<{ id: string, type: string, message: string, actionLabel: string | null, actionUrl: string | null, read: boolean, createdAt: string }> };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, read: boolean } };

export type WalletQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletQuery = { wallet: { enabled: boolean, balance: { paise: number }, transactions: Array<{ id: string, note: string, createdAt: string, amount: { paise: number } }> } };

export type BuyAgainQueryVariables = Exact<{ [key: string]: never; }>;


export type BuyAgainQuery = { buyAgain: Array<{ sku: string, name: string, urlPath: string, inStock: boolean, prescriptionRequired: boolean, price: { paise: number } }> };

export type CartFieldsFragment = { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } };

export type CartQueryVariables = Exact<{
  cartId: string | number;
}>;


export type CartQuery = { cart: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } | null };

export type CartCreateMutationVariables = Exact<{
  guestCartId?: string | number | null | undefined;
}>;


export type CartCreateMutation = { cartCreate: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartAddItemMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
  qty: number;
  requestId?: string | null | undefined;
}>;


export type CartAddItemMutation = { cartAddItem: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartUpdateQuantityMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
  qty: number;
}>;


export type CartUpdateQuantityMutation = { cartUpdateQuantity: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CartRemoveItemMutationVariables = Exact<{
  cartId: string | number;
  sku: string;
}>;


export type CartRemoveItemMutation = { cartRemoveItem: { id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }>, totals: { itemsQty: number, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> } } };

export type CheckoutCartFieldsFragment = { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }> };

export type PaymentStatusFieldsFragment = { orderId: string, orderNumber: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paidAt: string | null, message: string | null, amount: { paise: number } };

export type CheckoutCartQueryVariables = Exact<{
  cartId: string | number;
}>;


export type CheckoutCartQuery = { cart: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }> } | null, paymentMethods: Array<{ code: PaymentMethod, title: string, isDefault: boolean }> };

export type SetShippingInformationMutationVariables = Exact<{
  cartId: string | number;
  addressId: string | number;
  checkPrice?: boolean | null | undefined;
}>;


export type SetShippingInformationMutation = { setShippingInformation: { cart: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }> }, shippingDetails: { firstName: string, lastName: string, country: string, streetAddress: string, apartmentNumber: string, city: string, state: string, zipCode: string, phoneNumber: string, alternateNumber: string | null }, shippingMethods: Array<{ carrierTitle: string, methodTitle: string, available: boolean, errorMessage: string | null, amount: { paise: number } }>, paymentMethods: Array<{ code: PaymentMethod, title: string, isDefault: boolean }> } };

export type ApplyCouponMutationVariables = Exact<{
  cartId: string | number;
  code: string;
  addressId: string | number;
}>;


export type ApplyCouponMutation = { applyCoupon: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }> } };

export type RemoveCouponMutationVariables = Exact<{
  cartId: string | number;
}>;


export type RemoveCouponMutation = { removeCoupon: { isVirtual: boolean, addressId: string | null, checkoutActiveUntil: string, id: string, version: number, customerOwned: boolean, warning: string | null, notices: Array<string>, coupon: { coupon: string, freeShipping: boolean, discount: { paise: number } } | null, totals: { itemsQty: number, discount: { paise: number }, shipping: { paise: number } | null, subtotal: { paise: number }, grandTotal: { paise: number }, savings: { paise: number }, segments: Array<{ code: string, title: string, value: { paise: number } }> }, items: Array<{ itemId: number, sku: string, qty: number, name: string, errors: Array<string>, prescriptionRequired: boolean, price: { paise: number }, rowTotal: { paise: number }, product: { urlPath: string } | null }> } };

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

export type DevSmsOutboxQueryVariables = Exact<{
  mobile?: string | null | undefined;
}>;


export type DevSmsOutboxQuery = { devSmsOutbox: Array<{ id: string, mobile: string, body: string, createdAt: string }> };

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
export const CheckoutCartFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`
    fragment CheckoutCartFields on Cart {
  ...CartFields
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
}`, {"fragmentName":"CheckoutCartFields"}) as unknown as TypedDocumentString<CheckoutCartFieldsFragment, unknown>;
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
export const AddressesDocument = {"__meta__":{"operationName":"Addresses","hash":"82e5f2221c771917a8eb56a39bdacc55676551e11cf920ba89f39da357ce45a6"}} as unknown as TypedDocumentString<AddressesQuery, AddressesQueryVariables>;
export const CheckPinCodeDocument = {"__meta__":{"operationName":"CheckPinCode","hash":"408805d984903db0dd61955005456849546d03b605e0520c00b8b83d318d70b2"}} as unknown as TypedDocumentString<CheckPinCodeQuery, CheckPinCodeQueryVariables>;
export const AddAddressDocument = {"__meta__":{"operationName":"AddAddress","hash":"35e42d6f097dd81ca883b0fde452e28e150ba9d4e1fde55cc48d3c797d5c030c"}} as unknown as TypedDocumentString<AddAddressMutation, AddAddressMutationVariables>;
export const UpdateAddressDocument = {"__meta__":{"operationName":"UpdateAddress","hash":"ce8407c4766a104b9ad581a7ec084094a310d21ef071209b4c7abe01b1f828e7"}} as unknown as TypedDocumentString<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DeleteAddressDocument = {"__meta__":{"operationName":"DeleteAddress","hash":"d6f964f512a8c6b543850c16c6895c094bbd4ec0f76a7e01d6b4ed67c40ce13b"}} as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const PatientsDocument = {"__meta__":{"operationName":"Patients","hash":"b25cde7cb32f4db2574a4ff2039c7dfca5a90098645ed7d6303699c27c89c281"}} as unknown as TypedDocumentString<PatientsQuery, PatientsQueryVariables>;
export const AddPatientDocument = {"__meta__":{"operationName":"AddPatient","hash":"0a3915c5e6b2f9be56069153ea33a38dc6c54763722765c4c3445e42398135be"}} as unknown as TypedDocumentString<AddPatientMutation, AddPatientMutationVariables>;
export const UpdatePatientDocument = {"__meta__":{"operationName":"UpdatePatient","hash":"5814d488bb26b0a1479740eb1c3252e9e8d6619d7299859ecd3d0a0829999045"}} as unknown as TypedDocumentString<UpdatePatientMutation, UpdatePatientMutationVariables>;
export const DeletePatientDocument = {"__meta__":{"operationName":"DeletePatient","hash":"4a00e5579c400e3eb2ad9664183a329c90c008381e7fc06667476f1151eb6204"}} as unknown as TypedDocumentString<DeletePatientMutation, DeletePatientMutationVariables>;
export const OrdersDocument = {"__meta__":{"operationName":"Orders","hash":"a4bd9b853ba61d88fdaf142c3a17ea5c461b0945cb718e1886ddfd1168f5b794"}} as unknown as TypedDocumentString<OrdersQuery, OrdersQueryVariables>;
export const OrderDocument = {"__meta__":{"operationName":"Order","hash":"ff3036d45e3db3615d8f210c84402ec93cf8d96c5e07a30e7ce750f05166ff91"}} as unknown as TypedDocumentString<OrderQuery, OrderQueryVariables>;
export const PlaceOrderDocument = {"__meta__":{"operationName":"PlaceOrder","hash":"375e2ee2bc3ccbb597201c72a16ff094444615ec89a3f2297ef087e2f527c560"}} as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CancelOrderDocument = {"__meta__":{"operationName":"CancelOrder","hash":"46b6e09429690747be9165b9c533f17980ecca01f6180d3e48ccac3be2058821"}} as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const ReturnOrderDocument = {"__meta__":{"operationName":"ReturnOrder","hash":"87588c700c0a56d5f102721c7f40071a2ed8ba3415ca9626c8b2cf2cbce4592b"}} as unknown as TypedDocumentString<ReturnOrderMutation, ReturnOrderMutationVariables>;
export const RateOrderDocument = {"__meta__":{"operationName":"RateOrder","hash":"bbc92586e6b6a986e0c494783780f7ed848fa505b4f0ee09bb2a35bd2ff701e1"}} as unknown as TypedDocumentString<RateOrderMutation, RateOrderMutationVariables>;
export const PrescriptionsDocument = {"__meta__":{"operationName":"Prescriptions","hash":"62df4a9560f6441ab1e23f0de12195b6281f6802fcec29d9e735eab21501920a"}} as unknown as TypedDocumentString<PrescriptionsQuery, PrescriptionsQueryVariables>;
export const UploadPrescriptionDocument = {"__meta__":{"operationName":"UploadPrescription","hash":"0c30c9700f61e45515e8203355d16db1ba8a7669bc6d8c6a0b447e251b8688e6"}} as unknown as TypedDocumentString<UploadPrescriptionMutation, UploadPrescriptionMutationVariables>;
export const UploadLinkDocument = {"__meta__":{"operationName":"UploadLink","hash":"60830b6b5bbb1f44c3cc66841f61a4e82f9cef57b29297883ae5c70241edc256"}} as unknown as TypedDocumentString<UploadLinkQuery, UploadLinkQueryVariables>;
export const UploadPrescriptionByLinkDocument = {"__meta__":{"operationName":"UploadPrescriptionByLink","hash":"8192b3b0e8c3bdcc940f7394fe39f855e084bf465e9430e0b098f60fe5a8ca40"}} as unknown as TypedDocumentString<UploadPrescriptionByLinkMutation, UploadPrescriptionByLinkMutationVariables>;
export const TicketsDocument = {"__meta__":{"operationName":"Tickets","hash":"905164702aed524ae575d34f7870d2d7305d890a86c6a65c48d08828989c3ab2"}} as unknown as TypedDocumentString<TicketsQuery, TicketsQueryVariables>;
export const TicketDocument = {"__meta__":{"operationName":"Ticket","hash":"a64bfb9bd9d9ef254a06cd17af38cd025dd169e7ab2daa40e9c3069d668ffc38"}} as unknown as TypedDocumentString<TicketQuery, TicketQueryVariables>;
export const CreateTicketDocument = {"__meta__":{"operationName":"CreateTicket","hash":"dae6e43ae92483ab6505186785dd6932bc3ea5f2666f52b5869cc478bbcc48e2"}} as unknown as TypedDocumentString<CreateTicketMutation, CreateTicketMutationVariables>;
export const AddTicketCommentDocument = {"__meta__":{"operationName":"AddTicketComment","hash":"beacdeda382f9d31f26a1ef876047411d96d40e5b334dc40e8bda8ef1036f712"}} as unknown as TypedDocumentString<AddTicketCommentMutation, AddTicketCommentMutationVariables>;
export const AttachTicketFileDocument = {"__meta__":{"operationName":"AttachTicketFile","hash":"994e2b9736283364c6613c00c0494ae84754547d2964e79f1a6b7b91f7efeb25"}} as unknown as TypedDocumentString<AttachTicketFileMutation, AttachTicketFileMutationVariables>;
export const NotificationsDocument = {"__meta__":{"operationName":"Notifications","hash":"f418277e0c6f62677311f3322447e2b748e1da827f6b7ca60bcf2593b7428858"}} as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationReadDocument = {"__meta__":{"operationName":"MarkNotificationRead","hash":"a56eb7c96fbac45ceb71af810adc252e210fb142b749bc6772c2c5378d3d306c"}} as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const WalletDocument = {"__meta__":{"operationName":"Wallet","hash":"bb95b5d702b77c1fedbe122a51adc131ef766aee3e0242de0ba980ddf38796ce"}} as unknown as TypedDocumentString<WalletQuery, WalletQueryVariables>;
export const BuyAgainDocument = {"__meta__":{"operationName":"BuyAgain","hash":"cdf96c603559dbf9d4f2e0c7fbe5d652b9116886e2eb86a9ea1ee98bd5eae378"}} as unknown as TypedDocumentString<BuyAgainQuery, BuyAgainQueryVariables>;
export const CartDocument = {"__meta__":{"operationName":"Cart","hash":"21f22fb3323647df565ffa4e1b38d24410c127b0c892303a56980572c1e68713"}} as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CartCreateDocument = {"__meta__":{"operationName":"CartCreate","hash":"321b2559961549fc15ef3a7ee7ecb426287aac33065196c4ccc3b72b147084a8"}} as unknown as TypedDocumentString<CartCreateMutation, CartCreateMutationVariables>;
export const CartAddItemDocument = {"__meta__":{"operationName":"CartAddItem","hash":"f3c10fc490bf68782f340fd251d184d474f908ba7b298722b220b7cf9d72ba85"}} as unknown as TypedDocumentString<CartAddItemMutation, CartAddItemMutationVariables>;
export const CartUpdateQuantityDocument = {"__meta__":{"operationName":"CartUpdateQuantity","hash":"b8f8c68e1d2f3aa1894bb72ac3ba9f9003ed6bd6418969e8c9dd901fdfc19e2f"}} as unknown as TypedDocumentString<CartUpdateQuantityMutation, CartUpdateQuantityMutationVariables>;
export const CartRemoveItemDocument = {"__meta__":{"operationName":"CartRemoveItem","hash":"d9b1f024752a48215204149cb4f6d12cad39199e2759641e632017d7ca2087c9"}} as unknown as TypedDocumentString<CartRemoveItemMutation, CartRemoveItemMutationVariables>;
export const CheckoutCartDocument = {"__meta__":{"operationName":"CheckoutCart","hash":"38704dc3861a08b2b65481037817dd24a5a9f73cf3bdcb214a2a73e9c0dad277"}} as unknown as TypedDocumentString<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const SetShippingInformationDocument = {"__meta__":{"operationName":"SetShippingInformation","hash":"a3ebd26593cf7cb9927f36afa65152c2af39f723fdc05c4d56b05c30157b1dae"}} as unknown as TypedDocumentString<SetShippingInformationMutation, SetShippingInformationMutationVariables>;
export const ApplyCouponDocument = {"__meta__":{"operationName":"ApplyCoupon","hash":"bc73d563de2e891570079578bf415eb4a5c6adcec41feb217a749a5a02ac6f8e"}} as unknown as TypedDocumentString<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const RemoveCouponDocument = {"__meta__":{"operationName":"RemoveCoupon","hash":"f653b4614d49860a8b3b6181518f91450ba40fc7f8507ad42a807a77cd3b5e45"}} as unknown as TypedDocumentString<RemoveCouponMutation, RemoveCouponMutationVariables>;
export const InitiatePaymentDocument = {"__meta__":{"operationName":"InitiatePayment","hash":"0dd581e69649dae98bf245af3f741cd2dc374f82188327a653a0532dcb84f65e"}} as unknown as TypedDocumentString<InitiatePaymentMutation, InitiatePaymentMutationVariables>;
export const CompleteDevPaymentDocument = {"__meta__":{"operationName":"CompleteDevPayment","hash":"a2dc5012cf4dcc3f55426f429fe0b4f81627f7f228a2b7b22ca56b3f97b34aea"}} as unknown as TypedDocumentString<CompleteDevPaymentMutation, CompleteDevPaymentMutationVariables>;
export const PaymentStatusDocument = {"__meta__":{"operationName":"PaymentStatus","hash":"f9e8e7c2aed5eefe5cbc25509f8ff282d91d2f0c6a853a93155edd8ed49a87fc"}} as unknown as TypedDocumentString<PaymentStatusQuery, PaymentStatusQueryVariables>;
export const DevSmsOutboxDocument = {"__meta__":{"operationName":"DevSmsOutbox","hash":"778e908e5786b17c9d1848fde9cca983732a0f48cd02179bb8894ee0cd540526"}} as unknown as TypedDocumentString<DevSmsOutboxQuery, DevSmsOutboxQueryVariables>;
export const RefreshSessionDocument = {"__meta__":{"operationName":"RefreshSession","hash":"abda84dcbfc1883c026ba082c19e5784071a76372463e16708e52927336f6f87"}} as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const RequestLoginOtpDocument = {"__meta__":{"operationName":"RequestLoginOtp","hash":"5c6838c56a0ba41bb10b4cb7b24b3e3bad16e3b56246b5042039d0c0f67ebb82"}} as unknown as TypedDocumentString<RequestLoginOtpMutation, RequestLoginOtpMutationVariables>;
export const VerifyLoginOtpDocument = {"__meta__":{"operationName":"VerifyLoginOtp","hash":"a981d8fbbae6ddeaf0e2a145bbd84cc5918308c0c82b1874eec4863c64aa78c5"}} as unknown as TypedDocumentString<VerifyLoginOtpMutation, VerifyLoginOtpMutationVariables>;
export const LogoutDocument = {"__meta__":{"operationName":"Logout","hash":"44df27831b2e811e41361abb45896fc013bf9f0e37f54ae93fdb75c2c1f24da5"}} as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const AppLoginDocument = {"__meta__":{"operationName":"AppLogin","hash":"e60efd8725fa46d6d804bb19c0fa6973d58ead3dd9fa729fb42fd1f5b7636226"}} as unknown as TypedDocumentString<AppLoginMutation, AppLoginMutationVariables>;
export const MeDocument = {"__meta__":{"operationName":"Me","hash":"8c6d482b2a4d401e0ab485f091fbde1d317007cf6088d7576fd1a45b9045e00b"}} as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const UpdateProfileDocument = {"__meta__":{"operationName":"UpdateProfile","hash":"92d612ff3236e3951a6c5e08320c0386fc3f214b42d87792ccbf6fd750c36da5"}} as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"operationName":"ChangePassword","hash":"501cfe78be14202399c671615c09b1a0b551f60e840604294ca2f0cdb3e212a8"}} as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;