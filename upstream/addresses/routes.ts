import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { signedInRouter } from '../http/router.ts';
import { AddressSchema } from './fields.ts';
import { type AddressRow, addAddress, deleteAddress, listAddresses, updateAddress } from './repository.ts';

export function addressToWire(row: AddressRow) {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    alternate_mobile: row.alternate_mobile,
    pin_code: row.pin_code,
    city: row.city,
    state: row.state,
    street: row.street,
    apartment: row.apartment,
    is_default: row.is_default === 1,
  };
}

/** The signed-in customer's saved addresses (staff-tools.md §7 addressList, saveNewAddress, updateSavedAddress). */
export function addressRoutes(db: Db, now: () => Date) {
  const app = signedInRouter();
  app.get('/', (c) => ok(c, listAddresses(db, c.get('user').id).map(addressToWire)));
  app.post('/', async (c) => ok(c, addressToWire(addAddress(db, c.get('user').id, await jsonBody(c, AddressSchema), now()))));
  app.put('/:id', async (c) => ok(c, addressToWire(updateAddress(db, c.get('user').id, c.req.param('id'), await jsonBody(c, AddressSchema), now()))));
  app.delete('/:id', (c) => {
    deleteAddress(db, c.get('user').id, c.req.param('id'));
    return ok(c, true);
  });
  return app;
}
