import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { REGION_CODES } from '../../domain/order-rules.ts';

/** Address field rules of storefront.md §5 in zod, with the spec's messages. */
const required = (max: number) => z.string({ error: M.fieldRequired }).trim().min(1, M.fieldRequired).max(max, M.selectRequired);

/** Letters of any script, spaces, dots, apostrophes and hyphens; at least two letters. */
export const NameSchema = required(60)
  .refine((name) => (name.match(/\p{L}/gu) ?? []).length >= 2, M.nameMin2)
  .refine((name) => /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(name), M.invalidName);

/** Indian mobile numbers: 10 digits starting 6-9. */
export const MobileSchema = z
  .string({ error: M.fieldRequired })
  .trim()
  .min(1, M.fieldRequired)
  .regex(/^[6-9]\d{9}$/, M.invalidMobile);

export const AddressSchema = z.object({
  name: NameSchema,
  mobile: MobileSchema,
  alternateMobile: z
    .string()
    .trim()
    .regex(/^([6-9]\d{9})?$/, M.invalidMobile)
    .nullish(),
  pinCode: z
    .string({ error: M.fieldRequired })
    .trim()
    .min(1, M.fieldRequired)
    .regex(/^\d{6}$/, M.invalidPinCode),
  city: required(60),
  state: z.enum(REGION_CODES as [string, ...string[]], { error: M.selectRequired }),
  street: required(200),
  apartment: required(200),
  isDefault: z.boolean().optional(),
});
