import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { checkPin } from '../addresses/pincodes.ts';
import { findAddress } from '../addresses/repository.ts';
import { usableCart } from '../cart/repository.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { findPatient } from '../patients/repository.ts';
import type { PlaceOrderInput } from './place-order.ts';

export type OrderInputs = Awaited<ReturnType<typeof orderInputs>>;

/**
 * What an order is placed from, each the customer's own: the cart and its lines (not empty), an
 * address that is delivered to, the patient and the prescriptions named. Anything else's id is not
 * found (404), never someone else's.
 */
export async function orderInputs(db: Db, userId: number, input: PlaceOrderInput) {
  const cart = await usableCart(db, input.cartId, userId);
  const lines = await db
    .selectFrom('cart_items')
    .select(['sku', 'qty', 'seen_price_paise'])
    .where('cart_token', '=', input.cartId)
    .orderBy('item_id')
    .execute();
  if (lines.length === 0) throw new Refusal(400, ACCOUNT_MESSAGES.cartEmpty);

  const address = await findAddress(db, userId, input.addressId);
  if (!address) throw new Refusal(404, ACCOUNT_MESSAGES.addressNotFound);
  const pin = await checkPin(db, address.pin_code);
  if (!pin.serviceable) throw new Refusal(400, pin.message ?? ACCOUNT_MESSAGES.invalidPinCode, { field: 'addressId' });
  const patient = input.patientId ? await findPatient(db, userId, input.patientId) : undefined;
  if (input.patientId && !patient) throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
  const prescriptionIds = [...new Set(input.prescriptionIds ?? [])];
  if (prescriptionIds.length > 0) {
    const own = await db
      .selectFrom('uploads')
      .select('id')
      .where('id', 'in', prescriptionIds)
      .where('user_id', '=', userId)
      .where('kind', '=', 'prescription')
      .execute();
    if (own.length !== prescriptionIds.length) throw new Refusal(404, ACCOUNT_MESSAGES.prescriptionNotFound);
  }
  return { cart, lines, address, patient, prescriptionIds };
}
