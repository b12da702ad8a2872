import { z } from 'zod';
import { RawTotalsSchema, reshapeCart } from './cart-wire.ts';
import { DecimalSchema, paise, parseResult, type UpstreamFetch } from './http.ts';

const RawShippingMethodSchema = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: DecimalSchema,
  available: z.boolean(),
  default: z.boolean(),
  is_server_method: z.boolean(),
  error_message: z.string().nullish(),
});
const RawPaymentMethodSchema = z.object({ code: z.enum(['COD', 'ONLINE', 'WALLET']), title: z.string(), default: z.boolean(), is_server_method: z.boolean() });
const RawShippingDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  streetAddress: z.string(),
  apartmentNumber: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string(),
  alternateNumber: z.string().nullable(),
});

export interface ShippingMethodRecord {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amountPaise: number;
  available: boolean;
  isDefault: boolean;
  isServerMethod: boolean;
  errorMessage: string | null;
}
export interface PaymentMethodRecord {
  code: 'COD' | 'ONLINE' | 'WALLET';
  title: string;
  isDefault: boolean;
  isServerMethod: boolean;
}

const shippingMethod = (m: z.infer<typeof RawShippingMethodSchema>): ShippingMethodRecord => ({
  carrierCode: m.carrier_code,
  methodCode: m.method_code,
  carrierTitle: m.carrier_title,
  methodTitle: m.method_title,
  amountPaise: paise(m.amount),
  available: m.available,
  isDefault: m.default,
  isServerMethod: m.is_server_method,
  errorMessage: m.error_message ?? null,
});
const paymentMethod = (m: z.infer<typeof RawPaymentMethodSchema>): PaymentMethodRecord => ({
  code: m.code,
  title: m.title,
  isDefault: m.default,
  isServerMethod: m.is_server_method,
});

/**
 * What the checkout asks of the cart service (storefront.md §7 shipping-methods, payment-methods,
 * shipping-information): the methods for one of the customer's addresses, and choosing that address.
 */
export function cartShippingClient(call: UpstreamFetch) {
  return {
    shippingMethods: async (cartId: string, addressId: string, token: string) =>
      parseResult(
        z.array(RawShippingMethodSchema),
        await call('/api/cart/shipping-methods', { method: 'POST', query: { cartId }, token, body: { addressId } }),
      ).map(shippingMethod),

    paymentMethods: async (cartId: string, token: string | null) =>
      parseResult(z.array(RawPaymentMethodSchema), await call('/api/cart/payment-methods', { query: { cartId }, token })).map(paymentMethod),

    shippingInformation: async (cartId: string, addressId: string, checkPrice: boolean, token: string) => {
      const raw = parseResult(
        z.object({
          totals: RawTotalsSchema,
          payment_methods: z.array(RawPaymentMethodSchema),
          shipping_methods: z.array(RawShippingMethodSchema),
          shipping_details: RawShippingDetailsSchema,
        }),
        await call('/api/cart/shipping-information', { method: 'POST', query: { cartId }, token, body: { addressInformation: { addressId, checkPrice } } }),
      );
      return {
        cart: reshapeCart(raw.totals),
        paymentMethods: raw.payment_methods.map(paymentMethod),
        shippingMethods: raw.shipping_methods.map(shippingMethod),
        shippingDetails: raw.shipping_details,
      };
    },
  };
}
export type CartShippingClient = ReturnType<typeof cartShippingClient>;
export type ShippingInformationRecord = Awaited<ReturnType<CartShippingClient['shippingInformation']>>;
