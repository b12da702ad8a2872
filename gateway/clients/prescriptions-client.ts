import { z } from 'zod';
import type { OrderStatus } from '../../domain/order-rules.ts';
import { OrderStatusSchema, RawUploadSchema, reshapeUpload } from './account-wire.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

const RawLinkTargetSchema = z.object({
  order_number: z.string(),
  status: OrderStatusSchema,
  prescription_required: z.boolean(),
  prescriptions_uploaded: z.number().int(),
});

export interface UploadLinkTargetRecord {
  orderNumber: string;
  status: OrderStatus;
  prescriptionRequired: boolean;
  prescriptionsUploaded: number;
}

/**
 * The multipart body for the upstream. Yoga hands resolvers its own File implementation, which Node's
 * FormData does not accept, so the bytes are copied into a native File (at most 5 MB, checked upstream).
 */
async function form(file: File, fields: Record<string, string | null | undefined> = {}): Promise<FormData> {
  const data = new FormData();
  data.append('file', new File([await file.arrayBuffer()], file.name, { type: file.type }));
  for (const [key, value] of Object.entries(fields)) if (value) data.append(key, value);
  return data;
}

/** Prescriptions and SMS upload links (prescriptionUpload, getUploadedPrescriptions, getOrderDetailsForSmsRxUpload). */
export function prescriptionsClient(call: UpstreamFetch) {
  const link = (token: string) => `/api/upload-links/${encodeURIComponent(token)}`;
  return {
    list: async (token: string) => parseResult(z.array(RawUploadSchema), await call('/api/account/prescriptions', { token })).map(reshapeUpload),
    upload: async (token: string, file: File, orderId?: string | null) =>
      reshapeUpload(
        parseResult(
          RawUploadSchema,
          await call('/api/account/prescriptions', { method: 'POST', token, body: await form(file, { orderId }), timeoutMs: 30_000 }),
        ),
      ),
    linkTarget: async (linkToken: string): Promise<UploadLinkTargetRecord> => {
      const raw = parseResult(RawLinkTargetSchema, await call(link(linkToken)));
      return {
        orderNumber: raw.order_number,
        status: raw.status,
        prescriptionRequired: raw.prescription_required,
        prescriptionsUploaded: raw.prescriptions_uploaded,
      };
    },
    uploadByLink: async (linkToken: string, file: File) =>
      reshapeUpload(parseResult(RawUploadSchema, await call(link(linkToken), { method: 'POST', body: await form(file), timeoutMs: 30_000 }))),
  };
}
export type PrescriptionsClient = ReturnType<typeof prescriptionsClient>;
export { form as uploadForm };
