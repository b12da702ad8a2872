import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';

/** A patient: a name of 2-60 letters and a whole age 0-120 (storefront.md §5). */
export const PatientSchema = z.object({
  name: z
    .string({ error: M.invalidPatient })
    .trim()
    .min(2, M.invalidPatient)
    .max(60, M.invalidPatient)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, M.invalidPatient)
    .refine((name) => (name.match(/\p{L}/gu) ?? []).length >= 2, M.invalidPatient),
  age: z.number({ error: M.invalidPatientAge }).int(M.invalidPatientAge).min(0, M.invalidPatientAge).max(120, M.invalidPatientAge),
});
