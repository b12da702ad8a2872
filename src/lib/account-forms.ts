import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { MobileSchema, NameSchema, PasswordSchema as NewPasswordSchema, OptionalEmailSchema, OtpSchema } from '../../domain/fields.ts';

/**
 * The account forms (storefront.md §5 field messages), checked in the browser before anything is sent,
 * built from the field rules the server applies too (domain/fields.ts); the server has the last word.
 */
const required = (message: string = M.fieldRequired) => z.string().trim().min(1, message);

export { MobileSchema, NameSchema, OtpSchema } from '../../domain/fields.ts';

/** The form's e-mail box: empty is allowed (the shared rule turns it into null). */
export const EmailSchema = OptionalEmailSchema;

export const PinCodeSchema = required().regex(/^[1-9]\d{5}$/, M.invalidPinCode);

export const LoginSchema = z.object({ mobile: MobileSchema });
export const OtpFormSchema = z.object({ otp: OtpSchema });

export const ProfileSchema = z.object({ name: NameSchema, email: EmailSchema });

export const AddressSchema = z.object({
  name: NameSchema,
  mobile: MobileSchema,
  alternateMobile: z.union([z.literal(''), MobileSchema], { error: M.invalidMobile }),
  pinCode: PinCodeSchema,
  city: required().min(2, M.fieldRequired),
  state: z.enum(['BR', 'JH', 'OD', 'WB'], { message: M.fieldRequired }),
  street: required(),
  apartment: required(),
  isDefault: z.boolean(),
});
export type AddressForm = z.input<typeof AddressSchema>;

export const PatientSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, M.invalidPatient)
    .max(60, M.invalidPatient)
    .regex(/^[\p{L}\p{M} .'-]+$/u, M.invalidPatient),
  age: z.coerce.number({ message: M.invalidPatientAge }).int(M.invalidPatientAge).min(0, M.invalidPatientAge).max(120, M.invalidPatientAge),
});

export const PasswordSchema = z
  .object({
    current: z.string(),
    password: NewPasswordSchema,
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, { message: M.passwordsDiffer, path: ['confirm'] });

export const TicketSchema = z.object({
  issueType: required(),
  subject: required().max(120, M.fieldRequired),
  body: required().max(2000, M.fieldRequired),
  orderId: z.string(),
});
