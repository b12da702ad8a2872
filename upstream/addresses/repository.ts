import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { AddressFields, AddressLines } from '../../domain/address.ts';
import { MAX_SAVED_ADDRESSES } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import { checkPin } from './pincodes.ts';

export interface AddressRow {
  id: string;
  user_id: number;
  name: string;
  mobile: string;
  alternate_mobile: string | null;
  pin_code: string;
  city: string;
  state: string;
  street: string;
  apartment: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

/** The address lines a row holds, as the domain's rules read them (shipping details, the order entity). */
export function addressLinesOf(row: AddressRow): AddressLines {
  return {
    name: row.name,
    mobile: row.mobile,
    alternateMobile: row.alternate_mobile,
    pinCode: row.pin_code,
    city: row.city,
    state: row.state,
    street: row.street,
    apartment: row.apartment,
  };
}

export function listAddresses(db: Db, userId: number): AddressRow[] {
  return legacy(db).prepare<[number], AddressRow>('SELECT * FROM addresses WHERE user_id = ? ORDER BY created_at, id').all(userId);
}

export function findAddress(db: Db, userId: number, id: string): AddressRow | undefined {
  return legacy(db).prepare<[string, number], AddressRow>('SELECT * FROM addresses WHERE id = ? AND user_id = ?').get(id, userId);
}

/** The pin must be delivered to and lie in the state chosen (storefront.md §3 Regions). */
function checkDelivery(db: Db, fields: AddressFields) {
  const pin = checkPin(db, fields.pinCode);
  if (!pin.serviceable) throw new Refusal(400, pin.message ?? ACCOUNT_MESSAGES.invalidPinCode, { field: 'pinCode' });
  if (pin.state !== fields.state) throw new Refusal(400, ACCOUNT_MESSAGES.pinStateMismatch, { field: 'state' });
}

function clearDefault(db: Db, userId: number) {
  legacy(db).prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ?').run(userId);
}

export function addAddress(db: Db, userId: number, fields: AddressFields, now: Date): AddressRow {
  return legacy(db).transaction(() => {
    const count = legacy(db).prepare<[number], { n: number }>('SELECT count(*) AS n FROM addresses WHERE user_id = ?').get(userId)?.n ?? 0;
    if (count >= MAX_SAVED_ADDRESSES) throw new Refusal(400, ACCOUNT_MESSAGES.tooManyAddresses);
    checkDelivery(db, fields);
    // The first address is the default; a new default replaces the old one.
    const isDefault = count === 0 || fields.isDefault === true;
    if (isDefault) clearDefault(db, userId);
    const id = publicId();
    const at = now.toISOString();
    legacy(db)
      .prepare(
        `INSERT INTO addresses (id, user_id, name, mobile, alternate_mobile, pin_code, city, state, street, apartment, is_default, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        userId,
        fields.name,
        fields.mobile,
        fields.alternateMobile || null,
        fields.pinCode,
        fields.city,
        fields.state,
        fields.street,
        fields.apartment,
        isDefault ? 1 : 0,
        at,
        at,
      );
    return findAddress(db, userId, id) as AddressRow;
  })();
}

export function updateAddress(db: Db, userId: number, id: string, fields: AddressFields, now: Date): AddressRow {
  return legacy(db).transaction(() => {
    const current = findAddress(db, userId, id);
    if (!current) throw new Refusal(404, ACCOUNT_MESSAGES.addressNotFound);
    checkDelivery(db, fields);
    const isDefault = fields.isDefault === undefined ? current.is_default === 1 : fields.isDefault;
    if (isDefault) clearDefault(db, userId);
    legacy(db)
      .prepare(
        `UPDATE addresses SET name = ?, mobile = ?, alternate_mobile = ?, pin_code = ?, city = ?, state = ?, street = ?, apartment = ?,
       is_default = ?, updated_at = ? WHERE id = ? AND user_id = ?`,
      )
      .run(
        fields.name,
        fields.mobile,
        fields.alternateMobile || null,
        fields.pinCode,
        fields.city,
        fields.state,
        fields.street,
        fields.apartment,
        isDefault ? 1 : 0,
        now.toISOString(),
        id,
        userId,
      );
    return findAddress(db, userId, id) as AddressRow;
  })();
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export function deleteAddress(db: Db, userId: number, id: string): void {
  legacy(db).transaction(() => {
    const current = findAddress(db, userId, id);
    if (!current) throw new Refusal(404, ACCOUNT_MESSAGES.addressNotFound);
    legacy(db).prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?').run(id, userId);
    if (current.is_default === 1) {
      legacy(db)
        .prepare('UPDATE addresses SET is_default = 1 WHERE id = (SELECT id FROM addresses WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1)')
        .run(userId);
    }
  })();
}
