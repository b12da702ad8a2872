import { INTERNAL_VALIDATION_WITH_CONTACT } from '../../domain/checkout-messages.ts';
import { orderEntityProblem, ReminderSchema, shippingDetailsOf } from '../../domain/checkout-rules.ts';
import { type AddressRow, addressLinesOf } from '../addresses/repository.ts';
import { Refusal } from '../http/refusal.ts';
import type { PlaceOrderInput } from './place-order.ts';
import type { PricedLine } from './place-order-lines.ts';
import type { OrderTotals } from './place-order-totals.ts';

export type OrderEntity = ReturnType<typeof orderEntity>;

/**
 * The order as domain/checkout-rules.ts describes it (storefront.md §3), checked as a whole before
 * anything is written: a problem is the internal validation error with the field in meta.
 */
export function orderEntity(input: PlaceOrderInput, items: readonly PricedLine[], totals: OrderTotals, address: AddressRow) {
  const reminder = input.reminder === undefined || input.reminder === null ? null : ReminderSchema.safeParse(input.reminder);
  const entity = {
    clientOrderId: input.clientOrderId,
    paymentMethod: input.paymentMethod,
    items: items.map((i) => ({ sku: i.line.sku, name: i.product?.name ?? '', qty: i.line.qty, pricePaise: i.price, mrpPaise: i.product?.mrp_paise ?? 0 })),
    totals: { subtotalPaise: totals.subtotal, discountPaise: totals.discount, shippingPaise: totals.shipping, grandTotalPaise: totals.grandTotal },
    shippingDetails: shippingDetailsOf(addressLinesOf(address)),
    reminderDetails: reminder === null ? null : reminder.success ? reminder.data : input.reminder,
    couponCode: totals.coupon?.rule.code ?? null,
    repeatOfOrderId: input.repeatOfOrderId ?? null,
  };
  const problem = orderEntityProblem(entity);
  if (problem) throw new Refusal(400, INTERNAL_VALIDATION_WITH_CONTACT, { field: problem, validation: true });
  return entity;
}
