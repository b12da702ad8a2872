import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/order-rules.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

const RawPendingSchema = z.object({
  sid: z.string(),
  number: z.string(),
  placed_at: z.string(),
  grand_total_paise: z.number().int(),
  customer_cus_sid: z.string(),
  customer_name: z.string().nullable(),
  customer_mobile: z.string(),
  prescriptions: z.number().int().min(0),
});
const RawPageSchema = z.object({ items: z.array(RawPendingSchema), total: z.number().int().min(0), start: z.number().int(), size: z.number().int() });
const RawApprovedSchema = z.object({ id: z.string(), number: z.string(), status: z.enum(ORDER_STATUSES) });

function reshape(raw: z.infer<typeof RawPendingSchema>) {
  return {
    id: raw.sid,
    number: raw.number,
    placedAt: raw.placed_at,
    grandTotal: raw.grand_total_paise,
    customerCusSid: raw.customer_cus_sid,
    customerName: raw.customer_name,
    customerMobile: raw.customer_mobile,
    customerPrescriptions: raw.prescriptions,
  };
}
export type PendingApprovalRecord = ReturnType<typeof reshape>;
export type ApprovedOrderRecord = z.infer<typeof RawApprovedSchema>;

/**
 * Orders waiting for a prescription on the upstream (/api/staff/prescription-approvals), with the admin's
 * own token; who may see and approve them is the upstream's to decide.
 */
export function prescriptionApprovalClient(call: UpstreamFetch) {
  return {
    pending: async (token: string, start: number, size: number) => {
      const page = parseResult(RawPageSchema, await call('/api/staff/prescription-approvals', { token, query: { start: String(start), size: String(size) } }));
      return { ...page, items: page.items.map(reshape) };
    },
    approve: async (token: string, orderId: string, prescriptionId: string) =>
      parseResult(
        RawApprovedSchema,
        await call(`/api/staff/prescription-approvals/${encodeURIComponent(orderId)}/approve`, {
          method: 'POST',
          token,
          body: { prescription_id: prescriptionId },
        }),
      ),
  };
}
export type PrescriptionApprovalClient = ReturnType<typeof prescriptionApprovalClient>;
