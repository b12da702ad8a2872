import { z } from 'zod';
import { CHECKOUT_MESSAGES as M } from '../../domain/checkout-messages.ts';
import { type AddressRow, findAddress } from '../addresses/repository.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { AuthUser } from '../session/require-user.ts';

const AddressIdSchema = z.object({ addressId: z.string().min(1).max(64) });

/** Coupons and shipping need a signed-in customer: a guest is 401 'Please login'. */
export function signedIn(user: AuthUser | null): AuthUser {
  if (!user) throw new Refusal(401, M.loginRequired);
  return user;
}

/** The customer's own saved address, or 'Please select a delivery address'. */
export async function ownAddress(db: Db, user: AuthUser, body: unknown): Promise<AddressRow> {
  const parsed = AddressIdSchema.safeParse(body);
  const address = parsed.success ? await findAddress(db, user.id, parsed.data.addressId) : undefined;
  if (!address) throw new Refusal(400, M.selectDeliveryAddress, { field: 'addressId' });
  return address;
}
