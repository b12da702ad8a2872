import { AddressSchema } from '../../domain/address.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { signedInRouter } from '../http/router.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './repository.ts';
import { addressToWire } from './wire.ts';

/** The signed-in customer's saved addresses (staff-tools.md §7 addressList, saveNewAddress, updateSavedAddress). */
export function addressRoutes(db: Db, now: () => Date) {
  const app = signedInRouter();
  app.get('/', async (c) => ok(c, (await listAddresses(db, c.get('user').id)).map(addressToWire)));
  app.post('/', async (c) => ok(c, addressToWire(await addAddress(db, c.get('user').id, c.get('session').actor, await jsonBody(c, AddressSchema), now()))));
  app.put('/:id', async (c) => {
    const fields = await jsonBody(c, AddressSchema);
    return ok(c, addressToWire(await updateAddress(db, c.get('user').id, c.get('session').actor, c.req.param('id'), fields, now())));
  });
  app.delete('/:id', async (c) => {
    await deleteAddress(db, c.get('user').id, c.get('session').actor, c.req.param('id'), now());
    return ok(c, true);
  });
  return app;
}
