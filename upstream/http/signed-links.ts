import { createHmac, timingSafeEqual } from 'node:crypto';

/** The ids of the SMS links: a record's public id. */
const PUBLIC_ID = /[A-Za-z0-9_-]{8,64}/;

/**
 * Links sent by SMS that need no sign-in: a signed, expiring reference to one record, so nothing is
 * stored per link. token = `{id}.{expires, unix seconds}.{HMAC-SHA256(auth secret, purpose + both), 128 bits}`.
 * Each kind of link has its own purpose ("uprx:" the prescription upload links, "cosv:" the estimation
 * savings links, "cmsp:" the editor's preview links), so a token of one kind is never good for another.
 * A bad signature or a past expiry is no link at all (the routes answer 404). `idPattern` says what an
 * id may be (a public id by default); a link lives `lifetimeSeconds`.
 */
export function signedLinks(purpose: string, lifetimeSeconds: number, idPattern: RegExp = PUBLIC_ID) {
  const shape = new RegExp(`^(${idPattern.source})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{22})$`);
  const sign = (secret: Uint8Array, body: string) =>
    createHmac('sha256', secret)
      .update(purpose + body)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  return {
    mint(secret: Uint8Array, id: string, now: Date): { token: string; expiresAt: Date } {
      const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
      const body = `${id}.${expires}`;
      return { token: `${body}.${sign(secret, body)}`, expiresAt: new Date(expires * 1000) };
    },
    /** The id and expiry of a valid, unexpired token; null otherwise. */
    verify(secret: Uint8Array, token: string, now: Date): { id: string; expiresAt: Date } | null {
      const match = shape.exec(token);
      if (!match) return null;
      const [, id = '', expires = '', signature = ''] = match;
      const expected = Buffer.from(sign(secret, `${id}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return { id, expiresAt: new Date(Number(expires) * 1000) };
    },
  };
}
