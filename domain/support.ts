import { z } from 'zod';
import { ACCOUNT_MESSAGES as A } from './account-messages.ts';
import { MobileSchema, NameSchema } from './fields.ts';
import { SUPPORT_NOTE_MAX, SUPPORT_TOPICS } from './support-hours.ts';
import { SUPPORT_MESSAGES as M } from './support-messages.ts';

/** The hours and the form's choices live in support-hours.ts (no zod: the help page's island imports them). */
export * from './support-hours.ts';

/** The spec's words outside the hours (storefront.md §8 'Chat outside hours'). */
export const SUPPORT_CLOSED_MESSAGE = A.supportClosed;

/**
 * A call-back request: the person's name (2+ letters, any script: the profile's rule), an Indian
 * mobile (10 digits, +91/0 allowed in front), a topic from the list, and an optional note of at most
 * 500 characters (trimmed; empty is none). Kept as text: nothing in it is ever run or rendered as HTML.
 */
export const CallbackRequestSchema = z.object({
  name: NameSchema,
  mobile: MobileSchema,
  topic: z.enum(SUPPORT_TOPICS, { error: M.topicRequired }),
  note: z
    .string({ error: M.noteTooLong })
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || [...value].length <= SUPPORT_NOTE_MAX, M.noteTooLong),
});
export type CallbackRequestInput = z.input<typeof CallbackRequestSchema>;
export type CallbackRequest = z.output<typeof CallbackRequestSchema>;
