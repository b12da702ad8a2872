import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { Db } from '../db/open.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { refusalRouter } from '../http/router.ts';
import type { StaffEnv } from '../staff/require-staff.ts';
import { approvePrescriptionOrder, pendingApprovals } from './approval.ts';

const PageSchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  size: z.coerce.number().int().min(1).max(50).catch(20),
});
const ApproveSchema = z.object({
  prescription_id: z.string({ error: ACCOUNT_MESSAGES.fieldRequired }).trim().min(1, ACCOUNT_MESSAGES.fieldRequired).max(64),
});

/**
 * Orders waiting for a prescription, for admins (issue 16; behind requireStaff(['admin']), mounted at
 * /api/staff/prescription-approvals): the list, and approving one with the customer's prescription.
 */
export function prescriptionApprovalRoutes(db: Db, now: () => Date) {
  const app = refusalRouter<StaffEnv>();
  app.get('/', async (c) => {
    const { start, size } = PageSchema.parse(c.req.query());
    const { items, total } = await pendingApprovals(db, start, size);
    return ok(c, { items, total, start, size });
  });
  app.post('/:sid/approve', async (c) => {
    const { prescription_id } = await jsonBody(c, ApproveSchema);
    const staff = c.get('staff');
    const actor = { userId: staff.id, role: staff.role, franchiseId: staff.franchiseId, clientAddress: c.get('clientAddress') };
    const order = await approvePrescriptionOrder(db, actor, c.req.param('sid'), prescription_id, now());
    return ok(c, { id: order.sid, number: order.number, status: order.status });
  });
  return app;
}
