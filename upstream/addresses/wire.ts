import type { AddressRow } from './repository.ts';

/** A saved address as the upstream sends it. */
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
