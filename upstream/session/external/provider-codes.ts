import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Who the development providers' codes are for: this upstream only. */
const AUDIENCE = 'purba-pharmacy-upstream';
/** A provider's code is good for 2 minutes after it is issued (the redirect back takes seconds). */
export const PROVIDER_CODE_SECONDS = 120;

/**
 * The signed one-time codes of the development providers: a JWT (HS256, the provider's key) naming its
 * issuer (the provider), this upstream as its audience, the sign-in's state as `nonce`, an id (`jti`) and
 * a 2-minute expiry, with the provider's verified claims. A real provider signs its own (Truecaller's
 * signed payload, Google's ID token); its adapter checks them the same way behind the same port.
 */
export function providerCodes(issuer: string, key: Uint8Array, now: () => Date) {
  return {
    async issue(state: string, claims: Record<string, string | boolean>): Promise<string> {
      const at = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ...claims, nonce: state })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(at)
        .setExpirationTime(at + PROVIDER_CODE_SECONDS)
        .sign(key);
    },
    /** The claims of a code this provider signed: `expired` past its expiry, null when forged, damaged or another's. */
    async verify(code: string): Promise<Record<string, unknown> | 'expired' | null> {
      if (code.length > 4096) return null;
      try {
        const { payload } = await jwtVerify(code, key, { issuer, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now(), clockTolerance: 0 });
        return typeof payload['nonce'] === 'string' ? payload : null;
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : null;
      }
    },
  };
}
