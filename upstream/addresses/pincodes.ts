import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { RegionCode } from '../../domain/order-rules.ts';
import type { Db } from '../db/open.ts';
import type { PinStatus } from '../db/seed-pincodes.ts';

export interface PinCheck {
  pin: string;
  serviceable: boolean;
  city: string | null;
  state: RegionCode | null;
  /** The spec's wording when not serviceable (storefront.md §5, §8), else null. */
  message: string | null;
}

const REFUSALS: Record<Exclude<PinStatus, 'serviceable'>, string> = {
  suspended: ACCOUNT_MESSAGES.deliverySuspended,
  stopped: ACCOUNT_MESSAGES.deliveriesStopped,
  down: ACCOUNT_MESSAGES.deliveryDown,
};

/** Serviceability of a pin code: not 6 digits or not in the table is 'invalid pin-code'. */
export async function checkPin(db: Db, pin: string): Promise<PinCheck> {
  const trimmed = pin.trim();
  const row = /^\d{6}$/.test(trimmed)
    ? await db.selectFrom('pincodes').select(['city', 'state', 'status']).where('pin', '=', trimmed).executeTakeFirst()
    : undefined;
  if (!row) return { pin: trimmed, serviceable: false, city: null, state: null, message: ACCOUNT_MESSAGES.invalidPinCode };
  if (row.status === 'serviceable') return { pin: trimmed, serviceable: true, city: row.city, state: row.state, message: null };
  return { pin: trimmed, serviceable: false, city: row.city, state: row.state, message: REFUSALS[row.status] };
}
