import type { UserRow } from './repository.ts';

/** The user as the upstream sends it (never the password hash). */
export function userToWire(row: UserRow) {
  return {
    id: row.id,
    cus_sid: row.cus_sid,
    mobile: row.mobile,
    name: row.name,
    email: row.email,
    role: row.role,
    blocked: row.blocked === 1,
    default_lang: row.default_lang,
    warehouse_id: row.warehouse_id,
    wallet_enabled: row.wallet_enabled === 1,
    has_password: row.password_hash !== null,
  };
}
