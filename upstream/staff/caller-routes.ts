import { Hono } from 'hono';
import { ok } from '../http/envelope.ts';
import type { StaffCallerEnv } from './require-staff.ts';

/**
 * GET /api/staff/caller (behind requireStaffOrActing): who is at work, a staff user with their own
 * token or acting for a customer. For the gateway's staff tools that it answers from memory without an
 * upstream call of their own (issue 16: a product's cheaper alternatives), so the upstream still
 * decides who may use them.
 */
export function staffCallerRoutes() {
  const app = new Hono<StaffCallerEnv>();
  app.get('/caller', (c) => {
    const { role, actingFor } = c.get('caller');
    return ok(c, { role, acting_for: actingFor });
  });
  return app;
}
