import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';
import { reshapeSession } from './session-client.ts';

const AnswerSchema = z.object({ message: z.string(), messageKey: z.string() });

/**
 * Password reset and the customer's password sign-in (issue 20; upstream/password-reset/). The client's
 * address goes along for the per-address limits.
 */
export function passwordResetClient(call: UpstreamFetch) {
  const post = (path: string, body: unknown, clientAddress: string | null) => call(path, { method: 'POST', body, clientAddress });
  return {
    request: async (login: string, locale: string | null, clientAddress: string | null) =>
      parseResult(AnswerSchema, await post('/api/password-reset/request', { login, locale }, clientAddress)),
    complete: async (resetToken: string, newPassword: string, clientAddress: string | null) =>
      parseResult(AnswerSchema, await post('/api/password-reset/complete', { resetToken, newPassword }, clientAddress)),
    signIn: async (login: string, password: string, clientAddress: string | null) =>
      reshapeSession(await post('/api/users/password-login', { login, password }, clientAddress)),
  };
}
export type PasswordResetClient = ReturnType<typeof passwordResetClient>;
