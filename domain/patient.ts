import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';

/**
 * A patient the customer orders for (storefront.md §5 'Invalid Patient Name or Age', 'Invalid Patient
 * Age'): a name of 2-60 characters with at least 2 letters (any script; spaces, dots, apostrophes and
 * hyphens between), and a whole age 0-120. The upstream parses with it; the browser's form extends it
 * to read the age from a text box (src/lib/account-forms.ts).
 */
export const PatientNameSchema = z
  .string({ error: M.invalidPatient })
  .trim()
  .min(2, M.invalidPatient)
  .max(60, M.invalidPatient)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, M.invalidPatient)
  .refine((name) => (name.match(/\p{L}/gu) ?? []).length >= 2, M.invalidPatient);

export const PatientAgeSchema = z.number({ error: M.invalidPatientAge }).int(M.invalidPatientAge).min(0, M.invalidPatientAge).max(120, M.invalidPatientAge);

export const PatientSchema = z.object({ name: PatientNameSchema, age: PatientAgeSchema });
export type PatientInput = z.input<typeof PatientSchema>;
export type PatientFields = z.output<typeof PatientSchema>;
