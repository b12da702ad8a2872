import type { Context } from 'hono';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { CMS_MESSAGES } from '../../domain/cms-messages.ts';
import { LEAD_MESSAGES } from '../../domain/lead-messages.ts';
import { NEWSLETTER_MESSAGES } from '../../domain/newsletter-messages.ts';
import { RETENTION_MESSAGES } from '../../domain/retention-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { SUPPORT_MESSAGES } from '../../domain/support-messages.ts';
import { Refusal } from './refusal.ts';

/** The JSON body as an object ({} for anything else), so that field rules answer with their own messages. */
export async function jsonObjectBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const OWN_MESSAGES = new Set<string>([
  ...Object.values(ACCOUNT_MESSAGES),
  ...Object.values(STAFF_MESSAGES),
  ...Object.values(LEAD_MESSAGES),
  ...Object.values(RETENTION_MESSAGES),
  ...Object.values(CMS_MESSAGES),
  ...Object.values(SUPPORT_MESSAGES),
  ...Object.values(NEWSLETTER_MESSAGES),
]);

/**
 * Parses a JSON body with a zod schema whose messages are the customer's; the first problem becomes a
 * 400 with that message and the field's name in meta.field.
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw: unknown = await c.req.json().catch(() => undefined);
  return parsedOrRefused(schema, raw ?? {});
}

/** jsonBody's parse of a value already read: the first problem a 400 with its own message and meta.field. */
export function parsedOrRefused<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  // A missing or wrongly typed value reads as "required": zod's own wording never reaches a customer.
  const own = issue !== undefined && OWN_MESSAGES.has(issue.message);
  throw new Refusal(400, own ? issue.message : ACCOUNT_MESSAGES.fieldRequired, field ? { field } : undefined);
}
