import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { normaliseMobile } from '../../domain/fields.ts';
import type { Db } from '../db/open.ts';
import type { UserRow } from '../session/repository.ts';

/** What a person signs in or asks for a reset link with: an e-mail address (any case) or an Indian mobile. */
export type Login = { channel: 'email'; email: string; key: string } | { channel: 'mobile'; mobile: string; key: string };

const EmailFormat = z.email();

/**
 * `login` read as an e-mail (it has an @: lower-cased, at most 254 characters) or a mobile (10 digits,
 * +91/0 allowed); the refusal's message otherwise. `key` names it for the rate limits.
 */
export function parseLogin(login: unknown): Login | { error: string } {
  if (typeof login !== 'string' || login.trim() === '') return { error: M.contactRequired };
  const value = login.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return email.length <= 254 && EmailFormat.safeParse(email).success ? { channel: 'email', email, key: `e:${email}` } : { error: M.invalidEmail };
  }
  const mobile = normaliseMobile(value);
  return mobile ? { channel: 'mobile', mobile, key: `m:${mobile}` } : { error: M.contactRequired };
}

/** The user an e-mail (any case) or mobile names, if any. */
export function findUserByLogin(db: Db, login: Login): Promise<UserRow | undefined> {
  const users = db.selectFrom('users').selectAll();
  return login.channel === 'email'
    ? users.where((eb) => eb(eb.fn('lower', ['email']), '=', login.email)).executeTakeFirst()
    : users.where('mobile', '=', login.mobile).executeTakeFirst();
}

/** Accounts that have a password: staff who sign in by one (not assistants, who use a code) and customers who set one. */
export const hasPassword = (user: UserRow): user is UserRow & { password_hash: string } => user.password_hash !== null && user.role !== 'assistant';
