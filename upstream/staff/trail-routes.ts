import { Hono } from 'hono';
import { z } from 'zod';
import { istDayStart, shiftDay } from '../../domain/days.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { signedInRouter } from '../http/router.ts';
import { AUDIT_ACTIONS } from './audit.ts';
import type { StaffEnv } from './require-staff.ts';

const PAGE_MAX = 100;
const Page = {
  start: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  size: z.coerce.number().int().min(1).max(PAGE_MAX).catch(50),
};
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const TrailSchema = z.object({
  ...Page,
  customer: z.string().trim().max(40).optional().catch(undefined),
  actor: z.coerce.number().int().positive().optional().catch(undefined),
  shop: z.string().trim().max(40).optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  /** Days in IST (the trail is read in India), from and to inclusive. */
  from: Day,
  to: Day,
});

/**
 * The whole audit trail (issue 15): every write made for a customer by someone else, newest first,
 * filtered by customer, staff user, shop, action and days. Admins read all of it, with the person who
 * acted; a franchise owner reads their shop's.
 */
export function staffTrailRoutes(db: Db) {
  const app = new Hono<StaffEnv>();
  app.get('/audit', async (c) => {
    const f = TrailSchema.parse(c.req.query());
    const staff = c.get('staff');
    const query = db
      .selectFrom('audit_events as e')
      .innerJoin('users as actor', 'actor.id', 'e.actor_user_id')
      .innerJoin('users as customer', 'customer.id', 'e.customer_id')
      .leftJoin('franchises as shop', 'shop.id', 'e.franchise_id')
      .$if(staff.role !== 'admin', (q) => q.where('e.franchise_id', '=', staff.franchiseId ?? -1))
      .$if(f.customer !== undefined, (q) => q.where('customer.cus_sid', '=', f.customer ?? ''))
      .$if(f.actor !== undefined, (q) => q.where('e.actor_user_id', '=', f.actor ?? 0))
      .$if(f.shop !== undefined, (q) => q.where('shop.sid', '=', f.shop ?? ''))
      .$if(f.action !== undefined, (q) => q.where('e.action', '=', f.action ?? 'order.place'))
      .$if(f.from !== undefined, (q) => q.where('e.at', '>=', istDayStart(f.from ?? '')))
      .$if(f.to !== undefined, (q) => q.where('e.at', '<', istDayStart(shiftDay(f.to ?? '', 1))));
    const [rows, count] = await Promise.all([
      query
        .select([
          'e.id',
          'e.at',
          'e.action',
          'e.target_type',
          'e.target_id',
          'e.client_address',
          'e.actor_role',
          'actor.id as actor_id',
          'actor.name as actor_name',
          'customer.cus_sid as customer_sid',
          'customer.name as customer_name',
          'shop.sid as shop_sid',
          'shop.name as shop_name',
        ])
        .orderBy('e.id', 'desc')
        .limit(f.size)
        .offset(f.start)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(c, { items: rows, total: Number(count.n), start: f.start, size: f.size });
  });
  return app;
}

/**
 * "Activity on my account": what staff did for the signed-in customer, newest first, naming the shop
 * (or the pharmacy, for its admins and call centre), never the staff person.
 */
export function accountActivityRoutes(db: Db) {
  const app = signedInRouter();
  app.get('/', async (c) => {
    const { start, size } = z.object(Page).parse(c.req.query());
    const query = db.selectFrom('audit_events as e').where('e.customer_id', '=', c.get('user').id);
    const [rows, count] = await Promise.all([
      query
        .leftJoin('franchises as shop', 'shop.id', 'e.franchise_id')
        .select(['e.id', 'e.at', 'e.action', 'e.target_type', 'e.target_id', 'e.actor_role', 'shop.name as shop_name'])
        .orderBy('e.id', 'desc')
        .limit(size)
        .offset(start)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(c, { items: rows, total: Number(count.n), start, size });
  });
  return app;
}
