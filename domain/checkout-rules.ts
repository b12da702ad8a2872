import { z } from 'zod';
import type { AddressLines } from './address.ts';
import { FREE_DELIVERY_THRESHOLD_PAISE, REGION_CODES, SHIPPING_FLAT_PAISE } from './order-rules.ts';

/** storefront.md §9: checkout is active for 30 minutes after its last change. */
export const CHECKOUT_ACTIVE_MS = 1_800_000;
/** storefront.md §5, §9: a repeat order needs a minimum amount of ₹250 (judged on the grand total). */
export const REPEAT_ORDER_MIN_PAISE = 25_000;
/** storefront.md §9: reminderTime default 10 (the hour of the day, 0-23, the project's reading). */
export const DEFAULT_REMINDER_TIME = 10;
export const COUNTRY_CODE = 'IN';

/**
 * storefront.md §3: first name = the first two words (or the one word) before the last word; last
 * name = the last word; a single word gets the last name LNU ("last name unknown").
 */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: 'LNU' };
  const last = words[words.length - 1] as string;
  return { firstName: words.slice(0, Math.min(2, words.length - 1)).join(' '), lastName: last };
}

/** storefront.md §3 "Shipping details derived from an address". */
export function shippingDetailsOf(address: AddressLines) {
  return {
    ...splitName(address.name),
    country: COUNTRY_CODE,
    streetAddress: address.street,
    apartmentNumber: address.apartment,
    city: address.city,
    state: address.state,
    zipCode: address.pinCode,
    phoneNumber: address.mobile,
    alternateNumber: address.alternateMobile,
  };
}
export type ShippingDetails = ReturnType<typeof shippingDetailsOf>;

/** storefront.md §3 Shipping method, §9 flat-rate fallback 'Shipping charges' / 'Fixed' ₹50. */
export function flatRateMethod(subtotalPaise: number, freeShippingCoupon: boolean, virtualCart: boolean) {
  const free = virtualCart || freeShippingCoupon || subtotalPaise >= FREE_DELIVERY_THRESHOLD_PAISE;
  return {
    carrier_code: 'flatrate',
    method_code: 'flatrate',
    carrier_title: 'Shipping charges',
    method_title: 'Fixed',
    amount_paise: free ? 0 : SHIPPING_FLAT_PAISE,
    available: true,
    default: true,
    is_server_method: true,
  };
}

export type PaymentCode = 'COD' | 'ONLINE' | 'WALLET';

/** storefront.md §4, §9: Cash on delivery is the default, absent for a virtual cart; wallet only when enabled. */
export function paymentMethodsFor({ virtualCart, walletEnabled }: { virtualCart: boolean; walletEnabled: boolean }) {
  const methods: { code: PaymentCode; title: string; default: boolean; is_server_method: boolean }[] = [];
  if (!virtualCart) methods.push({ code: 'COD', title: 'Cash on delivery', default: true, is_server_method: false });
  methods.push({ code: 'ONLINE', title: 'Pay online after packing', default: virtualCart, is_server_method: false });
  if (walletEnabled) methods.push({ code: 'WALLET', title: 'Wallet balance', default: false, is_server_method: false });
  return methods;
}

/** storefront.md §3 reminderDetails as the order carries them. */
export const ReminderSchema = z.object({
  purchaseDays: z.number().int().min(1).max(365).nullable().default(null),
  availableMedicines: z.number().int().min(0).max(365).nullable().default(null),
  customDays: z.number().int().min(1).max(365).nullable().default(null),
  reminderTime: z.number().int().min(0).max(23).default(DEFAULT_REMINDER_TIME),
  reminderMsg: z.string().max(500).nullable().default(null),
  reminderDate: z.iso.date().nullable().default(null),
  suggestionDate: z.iso.date().nullable().default(null),
  isSkipped: z.boolean().default(false),
});
export type Reminder = z.infer<typeof ReminderSchema>;

const Paise = z.number().int().min(0);

/**
 * The order entity as the upstream is about to store it (storefront.md §5: "The order entity is
 * validated against a schema"). A failure is 'Internal validation error…' plus a contact line.
 */
export const OrderEntitySchema = z.object({
  clientOrderId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  paymentMethod: z.enum(['COD', 'ONLINE', 'WALLET']),
  items: z.array(z.object({ sku: z.string().min(1), name: z.string().min(1), qty: z.number().int().min(1), pricePaise: Paise, mrpPaise: Paise })).min(1),
  totals: z.object({ subtotalPaise: Paise, discountPaise: Paise, shippingPaise: Paise, grandTotalPaise: Paise }),
  shippingDetails: z.object({
    firstName: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    country: z.literal(COUNTRY_CODE),
    streetAddress: z.string().trim().min(1),
    apartmentNumber: z.string().trim().min(1),
    city: z.string().trim().min(1),
    state: z.enum(REGION_CODES as [string, ...string[]]),
    zipCode: z.string().regex(/^\d{6}$/),
    phoneNumber: z.string().regex(/^[6-9]\d{9}$/),
    alternateNumber: z
      .string()
      .regex(/^[6-9]\d{9}$/)
      .nullable(),
  }),
  reminderDetails: ReminderSchema.nullable(),
  couponCode: z.string().nullable(),
  repeatOfOrderId: z.string().nullable(),
});
export type OrderEntity = z.infer<typeof OrderEntitySchema>;

/** The field of the first problem, for meta.field (the customer sees one message). */
export function orderEntityProblem(entity: unknown): string | null {
  const parsed = OrderEntitySchema.safeParse(entity);
  if (parsed.success) return null;
  return parsed.error.issues[0]?.path.join('.') || 'order';
}

/** 'Selected address has missing information, please update the address' when a needed field is empty. */
export function isCompleteShipping(details: ShippingDetails): boolean {
  return (
    [details.firstName, details.streetAddress, details.apartmentNumber, details.city, details.zipCode, details.phoneNumber].every(
      (value) => value.trim() !== '',
    ) && (REGION_CODES as readonly string[]).includes(details.state)
  );
}

/** §9: the checkout is active while its last change is at most CHECKOUT_ACTIVE_MS old. */
export function isCheckoutActive(modifiedAt: number | null, now: number): boolean {
  return modifiedAt !== null && now - modifiedAt <= CHECKOUT_ACTIVE_MS;
}
