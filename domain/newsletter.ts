import { z } from 'zod';
import { ACCOUNT_MESSAGES as A } from './account-messages.ts';
import { normaliseMobile, OptionalEmailSchema } from './fields.ts';

/** storefront.md §9: the newsletter coupon takes 10% off. */
export const NEWSLETTER_COUPON_PERCENT = 10;

/** How a subscriber is reached: the mail port for an e-mail, the SMS port for a mobile. */
export type NewsletterContact = { kind: 'EMAIL'; email: string } | { kind: 'MOBILE'; mobile: string };

/**
 * The popup's one box, "e-mail or mobile": anything with an @ is an e-mail (the account's e-mail rule,
 * domain/fields.ts; kept in lower case, so one address is one person), anything else a mobile (the
 * account's mobile rule: 10 digits, +91/91/0 allowed). Empty: 'Please enter your e-mail address or
 * mobile number'.
 */
export const NewsletterContactSchema = z
  .string({ error: A.contactRequired })
  .transform((value) => value.trim())
  .transform((value, ctx): NewsletterContact => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: A.contactRequired });
      return z.NEVER;
    }
    if (value.includes('@')) {
      const parsed = OptionalEmailSchema.safeParse(value);
      if (!parsed.success || parsed.data === null) {
        ctx.addIssue({ code: 'custom', message: A.invalidEmail });
        return z.NEVER;
      }
      return { kind: 'EMAIL', email: parsed.data.toLowerCase() };
    }
    const mobile = normaliseMobile(value);
    if (mobile === null) {
      ctx.addIssue({ code: 'custom', message: A.invalidMobile });
      return z.NEVER;
    }
    return { kind: 'MOBILE', mobile };
  });

const LOCALES = ['en-US', 'bn-IN', 'hi-IN', 'or-IN'] as const;

export const NewsletterSubscribeSchema = z.object({
  contact: NewsletterContactSchema,
  locale: z.enum(LOCALES).catch('en-US'),
});

/** Unambiguous letters and digits (no 0/O, 1/I/L) for codes a person types. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A newsletter coupon's code: NEWS and 8 random characters ("NEWS7K2PQ9XA"). */
export function newsletterCouponCode(random: (bytes: number) => Uint8Array): string {
  const bytes = random(8);
  let code = 'NEWS';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}
