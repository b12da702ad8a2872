import { randomBytes } from 'node:crypto';

/** A public id: 96 random bits, URL-safe (16 characters). Never sequential, so never guessable. */
export function publicId(): string {
  return randomBytes(12).toString('base64url');
}
