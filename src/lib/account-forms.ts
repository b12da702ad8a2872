import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { AddressSchema as AddressRulesSchema } from '../../domain/address.ts';
import { MobileSchema, PasswordSchema as NewPasswordSchema, OptionalEmailSchema, OtpSchema } from '../../domain/fields.ts';
import { PatientAgeSchema, PatientSchema as PatientRulesSchema } from '../../domain/patient.ts';

/**
 * The account forms (storefront.md §5 field messages), checked in the browser before anything is sent,
 * built from the rules the server applies too (domain/fields.ts, address.ts, patient.ts): a form only
 * extends them for what a form holds (a text box's age, the default checkbox); the server has the last word.
 */
const required = (message: string = M.fieldRequired) => z.string().trim().min(1, message);

export { PinCodeSchema } from '../../domain/address.ts';
export { MobileSchema, NameSchema, OtpSchema, ProfileSchema } from '../../domain/fields.ts';

/** The form's e-mail box: empty is allowed (the shared rule turns it into null). */
export const EmailSchema = OptionalEmailSchema;

export const LoginSchema = z.object({ mobile: MobileSchema });
export const OtpFormSchema = z.object({ otp: OtpSchema });

/** The address form: the address rules of every layer (domain/address.ts); the default box is always there. */
export const AddressSchema = AddressRulesSchema.extend({ isDefault: z.boolean() });
export type AddressForm = z.input<typeof AddressSchema>;

/** The patient form: the patient rules (domain/patient.ts), with the age read from a text box ('' is no age). */
export const PatientSchema = PatientRulesSchema.extend({
  age: z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value), PatientAgeSchema),
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
