import type { Selectable } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { AddressFields, AddressLines } from '../../domain/address.ts';
import { MAX_SAVED_ADDRESSES } from '../../domain/order-rules.ts';
import { inTransaction } from '../db/database.ts';
import { lockCustomer } from '../db/lock-customer.ts';
import type { Db } from '../db/open.ts';
import type { AddressesTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';
import { checkPin } from './pincodes.ts';

/** A row of addresses. */
export type AddressRow = Selectable<AddressesTable>;

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

export function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export function findAddress(db: Db, userId: number, id: string): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The pin must be delivered to and lie in the state chosen (storefront.md §3 Regions). */
async function checkDelivery(db: Db, fields: AddressFields) {
  const pin = await checkPin(db, fields.pinCode);
  if (!pin.serviceable) throw new Refusal(400, pin.message ?? ACCOUNT_MESSAGES.invalidPinCode, { field: 'pinCode' });
  if (pin.state !== fields.state) throw new Refusal(400, ACCOUNT_MESSAGES.pinStateMismatch, { field: 'state' });
}

async function clearDefault(db: Db, userId: number) {
  await db.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();
}

/** The address columns a customer's fields set. */
function columnsOf(fields: AddressFields, isDefault: boolean, at: string) {
  return {
    name: fields.name,
    mobile: fields.mobile,
    alternate_mobile: fields.alternateMobile || null,
    pin_code: fields.pinCode,
    city: fields.city,
    state: fields.state,
    street: fields.street,
    apartment: fields.apartment,
    is_default: isDefault ? 1 : 0,
    updated_at: at,
  };
}

/*
 * The writes below check, then write (the count of saved addresses, the one default), so each holds the
 * customer's lock (upstream/db/lock-customer.ts): two requests of one customer at once run one after
 * the other and leave exactly one default. The index of migration 0003 refuses a second default anyway.
 * `actor` is the staff user writing for the customer (null: the customer), recorded in the audit trail
 * in the same transaction. Making an address the default is an update (its isDefault field).
 */

/**
 * The customer's saved address with exactly these lines, if any. Saving the same address again (most
 * often Save pressed again at the checkout after the first answer was lost on a dropping network) keeps
 * one: the address book never shows the same address twice.
 */
function sameAddress(db: Db, userId: number, fields: AddressFields): Promise<AddressRow | undefined> {
  const lines = columnsOf(fields, false, '');
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('name', '=', lines.name)
    .where('mobile', '=', lines.mobile)
    .where('alternate_mobile', lines.alternate_mobile === null ? 'is' : '=', lines.alternate_mobile)
    .where('pin_code', '=', lines.pin_code)
    .where('city', '=', lines.city)
    .where('state', '=', lines.state)
    .where('street', '=', lines.street)
    .where('apartment', '=', lines.apartment)
    .orderBy('created_at')
    .executeTakeFirst();
}

export function addAddress(db: Db, userId: number, actor: Actor | null, fields: AddressFields, now: Date): Promise<AddressRow> {
  return inTransaction(db, async (tx) => {
    await lockCustomer(tx, userId);
    const same = await sameAddress(tx, userId, fields);
    if (same && (fields.isDefault !== true || same.is_default === 1)) return same;
    if (same) return updateAddressIn(tx, userId, actor, same.id, fields, now);
    const { n } = await tx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (n >= MAX_SAVED_ADDRESSES) throw new Refusal(400, ACCOUNT_MESSAGES.tooManyAddresses);
    await checkDelivery(tx, fields);
    // The first address is the default; a new default replaces the old one.
    const isDefault = n === 0 || fields.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const at = now.toISOString();
    const row = await tx
      .insertInto('addresses')
      .values({ id: publicId(), user_id: userId, created_at: at, ...columnsOf(fields, isDefault, at) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, actor, userId, 'address.create', { type: 'address', id: row.id }, now);
    return row;
  });
}

export function updateAddress(db: Db, userId: number, actor: Actor | null, id: string, fields: AddressFields, now: Date): Promise<AddressRow> {
  return inTransaction(db, async (tx) => {
    await lockCustomer(tx, userId);
    return updateAddressIn(tx, userId, actor, id, fields, now);
  });
}

/** updateAddress inside a transaction that holds the customer's lock. */
async function updateAddressIn(tx: Db, userId: number, actor: Actor | null, id: string, fields: AddressFields, now: Date): Promise<AddressRow> {
  const current = await findAddress(tx, userId, id);
  if (!current) throw new Refusal(404, ACCOUNT_MESSAGES.addressNotFound);
  await checkDelivery(tx, fields);
  const isDefault = fields.isDefault === undefined ? current.is_default === 1 : fields.isDefault;
  if (isDefault) await clearDefault(tx, userId);
  const row = await tx
    .updateTable('addresses')
    .set(columnsOf(fields, isDefault, now.toISOString()))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(tx, actor, userId, 'address.update', { type: 'address', id }, now);
  return row;
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Db, userId: number, actor: Actor | null, id: string, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockCustomer(tx, userId);
    const deleted = await tx.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).returning('is_default').executeTakeFirst();
    if (!deleted) throw new Refusal(404, ACCOUNT_MESSAGES.addressNotFound);
    if (deleted.is_default === 1) {
      const newest = tx.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1);
      await tx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', newest).execute();
    }
    await recordAudit(tx, actor, userId, 'address.delete', { type: 'address', id }, now);
  });
}
