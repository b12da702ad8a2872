import { ApplyForJobDocument } from '../gql/documents/jobs/apply-for-job.ts';

export interface ApplicationFields {
  openingId: string;
  name: string;
  mobile: string;
  email: string;
}

/** A refusal as the form shows it: its message key and, from the gateway, its English text. */
export interface CareersError {
  messageKey: string;
  message?: string;
}
export type ApplyOutcome = { ok: true; id: string } | { ok: false; error: CareersError };

/** One of domain/jobs-messages.ts's, by its key; the island words it from its strings. */
const refused = (name: 'cvRequired' | 'cvTooLarge' | 'sendFailed'): ApplyOutcome => ({ ok: false, error: { messageKey: `careers.messages.${name}` } });

/**
 * The careers form's call (issue 20): the GraphQL multipart request of the persisted ApplyForJob
 * document, sent by hand. It imports nothing the catalogue pages' islands share (the session's client,
 * urql, nor the domain's message tables: a tiny module would be merged into a chunk they load), so
 * adding this island leaves their JavaScript weight as it was. No sign-in is needed. A CV that is missing or over 2 MB is refused here without sending it; its kind (PDF, DOC,
 * DOCX by its first bytes), the fields and the limits are the server's to check.
 */
export async function applyForJob(fields: ApplicationFields, cv: File | null | undefined, maxBytes: number, endpoint = '/graphql'): Promise<ApplyOutcome> {
  if (!cv || cv.size === 0) return refused('cvRequired');
  if (cv.size > maxBytes) return refused('cvTooLarge');
  const { operationName, hash } = (ApplyForJobDocument as unknown as { __meta__: { operationName: string; hash: string } }).__meta__;
  const input = { openingId: fields.openingId, name: fields.name, mobile: fields.mobile, email: fields.email.trim() || null };
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ operationName, variables: { input, cv: null }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.cv'] }));
  body.append('0', cv, cv.name);
  try {
    const response = await fetch(endpoint, { method: 'POST', body, headers: { accept: 'application/graphql-response+json, application/json' } });
    const reply = (await response.json()) as {
      data?: { applyForJob?: { id: string } | null } | null;
      errors?: { message: string; extensions?: { messageKey?: string } }[];
    };
    const error = reply.errors?.[0];
    if (error) return { ok: false, error: { messageKey: error.extensions?.messageKey ?? '', message: error.message } };
    const id = reply.data?.applyForJob?.id;
    return id ? { ok: true, id } : refused('sendFailed');
  } catch {
    return refused('sendFailed');
  }
}
