import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-rules.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

/** An uploaded file as the upstream sends it; orders list their prescriptions (orders-client.ts) and tickets link their files by the same path. */
/** Where the storefront fetches a stored file with the customer's token (the upstream path is not exposed). */
export const accountFilePath = (id: string) => `/account/files/${id}`;

export const RawUploadSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
  order_id: z.string().nullable(),
});

export interface PrescriptionRecord {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
  orderId: string | null;
  path: string;
}

export function reshapeUpload(raw: z.infer<typeof RawUploadSchema>): PrescriptionRecord {
  return {
    id: raw.id,
    fileName: raw.file_name,
    mimeType: raw.mime_type,
    size: raw.size,
    uploadedAt: raw.uploaded_at,
    orderId: raw.order_id,
    path: accountFilePath(raw.id),
  };
}

const RawLinkTargetSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
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
