import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { checkPin } from '../addresses/pincodes.ts';
import { findAddress } from '../addresses/repository.ts';
import { usableCart } from '../cart/repository.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { findPatient } from '../patients/repository.ts';
import type { PlaceOrderInput } from './place-order.ts';

export type OrderInputs = ReturnType<typeof orderInputs>;

/**
 * What an order is placed from, each the customer's own: the cart and its lines (not empty), an
 * address that is delivered to, the patient and the prescriptions named. Anything else's id is not
 * found (404), never someone else's.
 */
export function orderInputs(db: Db, userId: number, input: PlaceOrderInput) {
  const cart = usableCart(db, input.cartId, userId);
  const lines = legacy(db)
    .prepare<[string], { sku: string; qty: number }>('SELECT sku, qty FROM cart_items WHERE cart_token = ? ORDER BY item_id')
    .all(input.cartId);
  if (lines.length === 0) throw new Refusal(400, ACCOUNT_MESSAGES.cartEmpty);

  const address = findAddress(db, userId, input.addressId);
  if (!address) throw new Refusal(404, ACCOUNT_MESSAGES.addressNotFound);
  const pin = checkPin(db, address.pin_code);
  if (!pin.serviceable) throw new Refusal(400, pin.message ?? ACCOUNT_MESSAGES.invalidPinCode, { field: 'addressId' });
  const patient = input.patientId ? findPatient(db, userId, input.patientId) : undefined;
  if (input.patientId && !patient) throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
  const prescriptionIds = [...new Set(input.prescriptionIds ?? [])];
  for (const id of prescriptionIds) {
    const own = legacy(db).prepare("SELECT 1 FROM uploads WHERE id = ? AND user_id = ? AND kind = 'prescription'").get(id, userId);
    if (!own) throw new Refusal(404, ACCOUNT_MESSAGES.prescriptionNotFound);
  }
  return { cart, lines, address, patient, prescriptionIds };
}
