import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';

/**
 * The account field rules (storefront.md §5 field messages), one zod schema per field, shared by the
 * upstream, the gateway and the browser forms (react-hook-form's zod resolver). The first issue's
 * message is the one to show.
 */

/** An Indian mobile: 10 digits starting 6-9, optionally written with +91, 91 or 0 in front. */
const MOBILE_PATTERN = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** The 10-digit number, or null. Spaces and hyphens between digits are allowed ("98765 43210"). */
export function normaliseMobile(input: string): string | null {
  if (input.length > 20) return null;
  return MOBILE_PATTERN.exec(input.trim().replace(/[\s-]/g, ''))?.[1] ?? null;
}

export const MobileSchema = z.string({ error: M.invalidMobile }).transform((value, ctx) => {
  const mobile = normaliseMobile(value);
  if (mobile === null) {
    ctx.addIssue({ code: 'custom', message: M.invalidMobile });
    return z.NEVER;
  }
  return mobile;
});

/** The one-time password: empty is 'Please enter OTP', anything but 6 digits 'OTP is incorrect'. */
export const OtpSchema = z
  .string({ error: M.otpRequired })
  .trim()
  .min(1, M.otpRequired)
  .regex(/^\d{6}$/, M.otpWrong);

/**
 * The key a client makes for a login code and sends with every check of it (upstream/session/otp.ts:
 * a check sent again after its answer was lost): 16 to 64 of A-Z a-z 0-9 _ -, random (the storefront
 * sends 22, 132 bits).
 */
export const OtpCheckKeySchema = z.string({ error: M.otpInvalid }).regex(/^[A-Za-z0-9_-]{16,64}$/, M.otpInvalid);

const letterCount = (value: string) => value.match(/\p{L}/gu)?.length ?? 0;

/**
 * A person's name: letters of any script with their combining marks, and the spaces, dots, apostrophes
 * and hyphens Indian names carry ("A. K. Sen", "D'Souza", "Roy-Chowdhury"); it starts with a letter or a
 * dot ("A." initials come first) and has at least 2 letters; at most 80 characters. The customer's
 * profile, an address's name and every form use this one rule.
 */
export const NameSchema = z
  .string({ error: M.fieldRequired })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, M.fieldRequired)
      .max(80, M.invalidName)
      .regex(/^[\p{L}\p{M}.][\p{L}\p{M} .'’-]*$/u, M.invalidName)
      .refine((value) => letterCount(value) >= 2, M.nameMin2),
  );

const EmailFormat = z.email();

/** Optional: empty or missing is null; anything else must be an e-mail address. */
export const OptionalEmailSchema = z
  .string({ error: M.invalidEmail })
  .nullish()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || (value.length <= 254 && EmailFormat.safeParse(value).success), M.invalidEmail);

/**
 * At least 8 characters with a letter and a digit ('Password at least 8 letters, alphanumeric'); at
 * most 72 bytes, because bcrypt ignores anything past that. Not trimmed.
 */
export const PasswordSchema = z
  .string({ error: M.passwordRule })
  .min(8, M.passwordRule)
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), M.passwordRule)
  .refine((value) => new TextEncoder().encode(value).length <= 72, M.passwordTooLong);

export const ProfileSchema = z.object({ name: NameSchema, email: OptionalEmailSchema });
export type ProfileInput = z.input<typeof ProfileSchema>;
export type Profile = z.output<typeof ProfileSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().max(200).nullish(),
  newPassword: PasswordSchema,
});

/** The message of a failed parse: the first issue's. */
export function firstMessage(error: z.ZodError, fallback: string = M.fieldRequired): string {
  return error.issues[0]?.message ?? fallback;
}
