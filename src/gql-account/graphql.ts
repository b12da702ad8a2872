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
export const AddressesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Addresses {
  addresses {
    ...AddressFields
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
}`) as unknown as TypedDocumentString<AddressesQuery, AddressesQueryVariables>;
export const CheckPinCodeDocument = /* @__PURE__ */ new TypedDocumentString(`
    query CheckPinCode($pinCode: String!) {
  checkPinCode(pinCode: $pinCode) {
    pinCode
    serviceable
    city
    state
    message
  }
}
    `) as unknown as TypedDocumentString<CheckPinCodeQuery, CheckPinCodeQueryVariables>;
export const AddAddressDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation AddAddress($input: AddressInput!) {
  addAddress(input: $input) {
    ...AddressFields
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
}`) as unknown as TypedDocumentString<AddAddressMutation, AddAddressMutationVariables>;
export const UpdateAddressDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdateAddress($id: ID!, $input: AddressInput!) {
  updateAddress(id: $id, input: $input) {
    ...AddressFields
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
}`) as unknown as TypedDocumentString<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const DeleteAddressDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation DeleteAddress($id: ID!) {
  deleteAddress(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const PatientsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Patients {
  patients {
    id
    name
    age
  }
}
    `) as unknown as TypedDocumentString<PatientsQuery, PatientsQueryVariables>;
export const AddPatientDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation AddPatient($name: String!, $age: Int!) {
  addPatient(name: $name, age: $age) {
    id
    name
    age
  }
}
    `) as unknown as TypedDocumentString<AddPatientMutation, AddPatientMutationVariables>;
export const UpdatePatientDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdatePatient($id: ID!, $name: String!, $age: Int!) {
  updatePatient(id: $id, name: $name, age: $age) {
    id
    name
    age
  }
}
    `) as unknown as TypedDocumentString<UpdatePatientMutation, UpdatePatientMutationVariables>;
export const DeletePatientDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation DeletePatient($id: ID!) {
  deletePatient(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePatientMutation, DeletePatientMutationVariables>;
export const OrdersDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Orders($page: Int) {
  orders(page: $page) {
    page
    pageSize
    total
    items {
      ...OrderSummaryFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<OrdersQuery, OrdersQueryVariables>;
export const OrderDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Order($id: ID!) {
  order(id: $id) {
    ...OrderFields
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
}
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
}`) as unknown as TypedDocumentString<OrderQuery, OrderQueryVariables>;
export const PlaceOrderDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    ...OrderFields
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
}
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
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CancelOrderDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CancelOrder($id: ID!, $reason: CancelReason!) {
  cancelOrder(id: $id, reason: $reason) {
    ...OrderFields
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
}
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
}`) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const ReturnOrderDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ReturnOrder($id: ID!, $items: [ReturnItemInput!]!, $reason: String!) {
  returnOrder(id: $id, items: $items, reason: $reason) {
    ...OrderFields
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
}
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
}`) as unknown as TypedDocumentString<ReturnOrderMutation, ReturnOrderMutationVariables>;
export const RateOrderDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RateOrder($id: ID!, $rating: RatingInput!) {
  rateOrder(id: $id, rating: $rating) {
    ...OrderFields
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
}
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
}`) as unknown as TypedDocumentString<RateOrderMutation, RateOrderMutationVariables>;
export const PrescriptionsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Prescriptions {
  prescriptions {
    ...PrescriptionFields
  }
}
    fragment PrescriptionFields on Prescription {
  id
  fileName
  mimeType
  size
  uploadedAt
  orderId
  path
}`) as unknown as TypedDocumentString<PrescriptionsQuery, PrescriptionsQueryVariables>;
export const UploadPrescriptionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UploadPrescription($file: File!, $orderId: ID) {
  uploadPrescription(file: $file, orderId: $orderId) {
    ...PrescriptionFields
  }
}
    fragment PrescriptionFields on Prescription {
  id
  fileName
  mimeType
  size
  uploadedAt
  orderId
  path
}`) as unknown as TypedDocumentString<UploadPrescriptionMutation, UploadPrescriptionMutationVariables>;
export const UploadLinkDocument = /* @__PURE__ */ new TypedDocumentString(`
    query UploadLink($token: String!) {
  uploadLink(token: $token) {
    orderNumber
    status
    prescriptionRequired
    prescriptionsUploaded
  }
}
    `) as unknown as TypedDocumentString<UploadLinkQuery, UploadLinkQueryVariables>;
export const UploadPrescriptionByLinkDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UploadPrescriptionByLink($token: String!, $file: File!) {
  uploadPrescriptionByLink(token: $token, file: $file) {
    id
    fileName
    uploadedAt
  }
}
    `) as unknown as TypedDocumentString<UploadPrescriptionByLinkMutation, UploadPrescriptionByLinkMutationVariables>;
export const TicketsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Tickets {
  tickets {
    ...TicketFields
  }
}
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
}`) as unknown as TypedDocumentString<TicketsQuery, TicketsQueryVariables>;
export const TicketDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Ticket($id: ID!) {
  ticket(id: $id) {
    ...TicketFields
  }
}
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
}`) as unknown as TypedDocumentString<TicketQuery, TicketQueryVariables>;
export const CreateTicketDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CreateTicket($input: TicketInput!) {
  createTicket(input: $input) {
    ...TicketFields
  }
}
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
}`) as unknown as TypedDocumentString<CreateTicketMutation, CreateTicketMutationVariables>;
export const AddTicketCommentDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation AddTicketComment($id: ID!, $body: String!) {
  addTicketComment(id: $id, body: $body) {
    ...TicketFields
  }
}
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
}`) as unknown as TypedDocumentString<AddTicketCommentMutation, AddTicketCommentMutationVariables>;
export const AttachTicketFileDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation AttachTicketFile($id: ID!, $file: File!) {
  attachTicketFile(id: $id, file: $file) {
    ...TicketFields
  }
}
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
}`) as unknown as TypedDocumentString<AttachTicketFileMutation, AttachTicketFileMutationVariables>;
export const NotificationsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Notifications {
  notifications {
    id
    type
    message
    actionLabel
    actionUrl
    read
    createdAt
  }
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationReadDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation MarkNotificationRead($id: ID!) {
  markNotificationRead(id: $id) {
    id
    read
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const WalletDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Wallet {
  wallet {
    enabled
    balance {
      paise
    }
    transactions {
      id
      amount {
        paise
      }
      note
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<WalletQuery, WalletQueryVariables>;
export const BuyAgainDocument = /* @__PURE__ */ new TypedDocumentString(`
    query BuyAgain {
  buyAgain {
    sku
    name
    urlPath
    price {
      paise
    }
    inStock
    prescriptionRequired
  }
}
    `) as unknown as TypedDocumentString<BuyAgainQuery, BuyAgainQueryVariables>;
export const CartDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Cart($cartId: ID!) {
  cart(cartId: $cartId) {
    ...CartFields
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
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const CartCreateDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CartCreate($guestCartId: ID) {
  cartCreate(guestCartId: $guestCartId) {
    ...CartFields
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
}`) as unknown as TypedDocumentString<CartCreateMutation, CartCreateMutationVariables>;
export const CartAddItemDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CartAddItem($cartId: ID!, $sku: String!, $qty: Quantity!, $requestId: String) {
  cartAddItem(cartId: $cartId, sku: $sku, qty: $qty, requestId: $requestId) {
    ...CartFields
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
}`) as unknown as TypedDocumentString<CartAddItemMutation, CartAddItemMutationVariables>;
export const CartUpdateQuantityDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CartUpdateQuantity($cartId: ID!, $sku: String!, $qty: Quantity!) {
  cartUpdateQuantity(cartId: $cartId, sku: $sku, qty: $qty) {
    ...CartFields
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
}`) as unknown as TypedDocumentString<CartUpdateQuantityMutation, CartUpdateQuantityMutationVariables>;
export const CartRemoveItemDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CartRemoveItem($cartId: ID!, $sku: String!) {
  cartRemoveItem(cartId: $cartId, sku: $sku) {
    ...CartFields
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
}`) as unknown as TypedDocumentString<CartRemoveItemMutation, CartRemoveItemMutationVariables>;
export const CheckoutCartDocument = /* @__PURE__ */ new TypedDocumentString(`
    query CheckoutCart($cartId: ID!) {
  cart(cartId: $cartId) {
    ...CheckoutCartFields
  }
  paymentMethods(cartId: $cartId) {
    code
    title
    isDefault
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
}
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
}`) as unknown as TypedDocumentString<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const SetShippingInformationDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation SetShippingInformation($cartId: ID!, $addressId: ID!, $checkPrice: Boolean) {
  setShippingInformation(
    cartId: $cartId
    addressId: $addressId
    checkPrice: $checkPrice
  ) {
    cart {
      ...CheckoutCartFields
    }
    shippingDetails {
      firstName
      lastName
      country
      streetAddress
      apartmentNumber
      city
      state
      zipCode
      phoneNumber
      alternateNumber
    }
    shippingMethods {
      carrierTitle
      methodTitle
      amount {
        paise
      }
      available
      errorMessage
    }
    paymentMethods {
      code
      title
      isDefault
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
}
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
}`) as unknown as TypedDocumentString<SetShippingInformationMutation, SetShippingInformationMutationVariables>;
export const ApplyCouponDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ApplyCoupon($cartId: ID!, $code: String!, $addressId: ID!) {
  applyCoupon(cartId: $cartId, code: $code, addressId: $addressId) {
    ...CheckoutCartFields
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
}
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
}`) as unknown as TypedDocumentString<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const RemoveCouponDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RemoveCoupon($cartId: ID!) {
  removeCoupon(cartId: $cartId) {
    ...CheckoutCartFields
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
}
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
}`) as unknown as TypedDocumentString<RemoveCouponMutation, RemoveCouponMutationVariables>;
export const InitiatePaymentDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation InitiatePayment($orderId: ID!) {
  initiatePayment(orderId: $orderId) {
    sessionId
    provider
    orderId
    orderNumber
    amount {
      paise
    }
    outcomes
  }
}
    `) as unknown as TypedDocumentString<InitiatePaymentMutation, InitiatePaymentMutationVariables>;
export const CompleteDevPaymentDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation CompleteDevPayment($sessionId: ID!, $outcome: DevPaymentOutcome!) {
  completeDevPayment(sessionId: $sessionId, outcome: $outcome) {
    ...PaymentStatusFields
  }
}
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
}`) as unknown as TypedDocumentString<CompleteDevPaymentMutation, CompleteDevPaymentMutationVariables>;
export const PaymentStatusDocument = /* @__PURE__ */ new TypedDocumentString(`
    query PaymentStatus($orderId: ID!) {
  paymentStatus(orderId: $orderId) {
    ...PaymentStatusFields
  }
}
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
}`) as unknown as TypedDocumentString<PaymentStatusQuery, PaymentStatusQueryVariables>;
export const DevSmsOutboxDocument = /* @__PURE__ */ new TypedDocumentString(`
    query DevSmsOutbox($mobile: String) {
  devSmsOutbox(mobile: $mobile) {
    id
    mobile
    body
    createdAt
  }
}
    `) as unknown as TypedDocumentString<DevSmsOutboxQuery, DevSmsOutboxQueryVariables>;
export const RefreshSessionDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RefreshSession($refreshToken: String!) {
  refreshSession(refreshToken: $refreshToken) {
    ...SessionFields
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
}
fragment SessionFields on Session {
  accessToken
  expiresIn
  refreshToken
  user {
    ...UserFields
  }
}`) as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const RequestLoginOtpDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RequestLoginOtp($mobile: String!) {
  requestLoginOtp(mobile: $mobile) {
    mobile
    expiresIn
    resendAfter
  }
}
    `) as unknown as TypedDocumentString<RequestLoginOtpMutation, RequestLoginOtpMutationVariables>;
export const VerifyLoginOtpDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation VerifyLoginOtp($mobile: String!, $otp: String!) {
  verifyLoginOtp(mobile: $mobile, otp: $otp) {
    ...SessionFields
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
}
fragment SessionFields on Session {
  accessToken
  expiresIn
  refreshToken
  user {
    ...UserFields
  }
}`) as unknown as TypedDocumentString<VerifyLoginOtpMutation, VerifyLoginOtpMutationVariables>;
export const LogoutDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation Logout($refreshToken: String!) {
  logout(refreshToken: $refreshToken)
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const AppLoginDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation AppLogin($appToken: String!) {
  appLogin(appToken: $appToken) {
    ...SessionFields
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
}
fragment SessionFields on Session {
  accessToken
  expiresIn
  refreshToken
  user {
    ...UserFields
  }
}`) as unknown as TypedDocumentString<AppLoginMutation, AppLoginMutationVariables>;
export const MeDocument = /* @__PURE__ */ new TypedDocumentString(`
    query Me {
  me {
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
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const UpdateProfileDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation UpdateProfile($input: ProfileInput!) {
  updateProfile(input: $input) {
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
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;