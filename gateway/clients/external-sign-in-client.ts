import { z } from 'zod';
import { parseResult, type UpstreamFetch } from './http.ts';
import { reshapeSession } from './session-client.ts';

const OptionsSchema = z.object({ callerId: z.boolean(), social: z.boolean() });
const StartSchema = z.object({ installed: z.boolean(), state: z.string().nullable(), authorizeUrl: z.string().nullable() });
const SocialFinishSchema = z.object({ session: z.unknown().nullable(), linkTicket: z.string().nullable(), email: z.string().nullable() });
const CodeSchema = z.object({ code: z.string() });
const AccountsSchema = z.array(z.object({ subject: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean(), demo: z.boolean() }));

/** Caller-id and social sign-in (issue 20; upstream/session/external/), and the development providers. */
export function externalSignInClient(call: UpstreamFetch) {
  const post = (path: string, body: unknown, clientAddress: string | null = null) => call(path, { method: 'POST', body, clientAddress });
  return {
    options: async () => parseResult(OptionsSchema, await call('/api/users/external/options')),
    start: async (provider: 'caller-id' | 'social', clientAddress: string | null) =>
      parseResult(StartSchema, await post('/api/users/external/start', { provider }, clientAddress)),
    finishCallerId: async (code: string, state: string) => reshapeSession(await post('/api/users/external/caller-id/finish', { code, state })),
    finishSocial: async (code: string, state: string) => {
      const done = parseResult(SocialFinishSchema, await post('/api/users/external/social/finish', { code, state }));
      return { session: done.session === null ? null : reshapeSession(done.session), linkTicket: done.linkTicket, email: done.email };
    },
    link: async (ticket: string, mobile: string, otp: string) => reshapeSession(await post('/api/users/external/social/link', { ticket, mobile, otp })),
    devCallerIdInstalled: async () => parseResult(z.object({ installed: z.boolean() }), await call('/api/dev/external/caller-id')).installed,
    devSetCallerIdInstalled: async (installed: boolean) =>
      parseResult(z.object({ installed: z.boolean() }), await post('/api/dev/external/caller-id/installed', { installed })).installed,
    devAuthorizeCallerId: async (state: string, mobile: string) =>
      parseResult(CodeSchema, await post('/api/dev/external/caller-id/authorize', { state, mobile })).code,
    devAuthorizeSocial: async (state: string, subject: string) =>
      parseResult(CodeSchema, await post('/api/dev/external/social/authorize', { state, subject })).code,
    devSocialAccounts: async () => parseResult(AccountsSchema, await call('/api/dev/external/social/accounts')),
  };
}
export type ExternalSignInClient = ReturnType<typeof externalSignInClient>;
