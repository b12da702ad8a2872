import { z } from 'zod';
import { toPaise } from '../../domain/money.ts';
import { ORDER_STATUSES } from '../../domain/order-rules.ts';

/** Shapes the account services share (addresses inside orders, uploaded files), parsed and reshaped here only. */
export const DecimalSchema = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
export const paise = (decimal: string) => toPaise(decimal);

export const RawAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  alternate_mobile: z.string().nullable(),
  pin_code: z.string(),
  city: z.string(),
  state: z.string(),
  street: z.string(),
  apartment: z.string(),
  is_default: z.boolean(),
});

export interface AddressRecord {
  id: string;
  name: string;
  mobile: string;
  alternateMobile: string | null;
  pinCode: string;
  city: string;
  state: string;
  street: string;
  apartment: string;
  isDefault: boolean;
}

export function reshapeAddress(raw: z.infer<typeof RawAddressSchema>): AddressRecord {
  return {
    id: raw.id,
    name: raw.name,
    mobile: raw.mobile,
    alternateMobile: raw.alternate_mobile,
    pinCode: raw.pin_code,
    city: raw.city,
    state: raw.state,
    street: raw.street,
    apartment: raw.apartment,
    isDefault: raw.is_default,
  };
}

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

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
