import type { Context } from 'hono';
import { z } from 'zod';
import { istDay } from '../../domain/lead.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import type { RateLimiter } from '../session/rate-limit.ts';
import type { Actor } from '../staff/acting.ts';
import type { StaffEnv } from '../staff/require-staff.ts';

export interface LeadDeps {
  db: Db;
  now: () => Date;
  /** The upstream's auth secret: the lead vault key is derived from it. */
  secret: Uint8Array;
  uploadDir: string;
  limiter: RateLimiter;
}

/** The shop of the staff user (requireStaff lets only a franchise owner or an assistant of a shop through). */
export function shopStaff(c: Context<StaffEnv>) {
  const staff = c.get('staff');
  if (staff.franchiseId === null) throw new Refusal(403, STAFF_MESSAGES.notAuthorized);
  return { id: staff.id, shopId: staff.franchiseId };
}

export function actorOf(c: Context<StaffEnv>): Actor & { franchiseId: number } {
  const staff = c.get('staff');
  return { userId: staff.id, role: staff.role, franchiseId: shopStaff(c).shopId, clientAddress: c.get('clientAddress') };
}

export const todayOf = (now: () => Date) => istDay(now().getTime());

export const PageSchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  size: z.coerce.number().int().min(1).max(50).catch(20),
});
