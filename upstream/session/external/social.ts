import { providerCodes } from './provider-codes.ts';

/** What a social provider said of its account: who (`subject`, stable), the e-mail and whether it verified it. */
export interface SocialClaim {
  state: string;
  subject: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The social sign-in port (issue 20; storefront.md §7 "a social sign-in"): "Sign in with Google". A real
 * adapter (Google's OpenID Connect: the code exchanged for an ID token, its signature, audience and nonce
 * checked) implements this and is chosen by SOCIAL_SIGN_IN_PROVIDER; `development` (the only one here)
 * is played by the consent page /dev/social-sign-in (DEV_TOOLS only) with demo accounts.
 */
export interface SocialSignInProvider {
  authorizeUrl(state: string): string;
  /** The account of a code the provider signed; `expired` past its expiry; null when forged or damaged. */
  verify(code: string): Promise<SocialClaim | 'expired' | null>;
}

/** The development consent page's demo accounts (labelled demo; example.com addresses reach nobody). */
export const DEMO_SOCIAL_ACCOUNTS = [
  { subject: 'demo-google-1001', name: 'Asha Demo', email: 'asha.demo@example.com', emailVerified: true },
  { subject: 'demo-google-1002', name: 'Ravi Demo', email: 'ravi.demo@example.com', emailVerified: true },
  { subject: 'demo-google-1003', name: 'Unverified Demo', email: 'unverified.demo@example.com', emailVerified: false },
] as const;

/** The development Google: /dev/social-sign-in's Continue signs a code for one demo account. */
export function developmentSocial(key: Uint8Array, now: () => Date) {
  const codes = providerCodes('development-google', key, now);
  const provider: SocialSignInProvider = {
    authorizeUrl: (state) => `/dev/social-sign-in?state=${encodeURIComponent(state)}`,
    async verify(code) {
      const claims = await codes.verify(code);
      if (claims === null || claims === 'expired') return claims;
      const { sub, email, email_verified: verified } = claims as { sub?: unknown; email?: unknown; email_verified?: unknown };
      if (typeof sub !== 'string' || typeof email !== 'string' || typeof verified !== 'boolean') return null;
      return { state: String(claims['nonce']), subject: sub, email: email.toLowerCase(), emailVerified: verified };
    },
  };
  return {
    provider,
    /** The consent page's Continue for a demo account (by subject); null for an account that is not one. */
    async issue(state: string, subject: string): Promise<string | null> {
      const account = DEMO_SOCIAL_ACCOUNTS.find((a) => a.subject === subject);
      if (!account) return null;
      return codes.issue(state, { sub: account.subject, email: account.email, email_verified: account.emailVerified, name: account.name });
    },
  };
}
export type DevelopmentSocial = ReturnType<typeof developmentSocial>;
