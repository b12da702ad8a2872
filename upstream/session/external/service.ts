import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { EXTERNAL_SIGN_IN_MESSAGES as X } from '../../../domain/external-sign-in-messages.ts';
import { STAFF_MESSAGES as STAFF } from '../../../domain/staff-messages.ts';
import type { Db } from '../../db/open.ts';
import { hashOpaqueToken, newOpaqueToken } from '../opaque-token.ts';
import { findOrCreateCustomer, findUserById, findUserByMobile, shopBlocked, type UserRow } from '../repository.ts';
import type { CallerIdProvider } from './caller-id.ts';
import type { SocialSignInProvider } from './social.ts';

export type ExternalProviderName = 'caller-id' | 'social';

/** A sign-in started here lives 10 minutes; a social sign-in's link ticket 10 more. */
export const START_SECONDS = 10 * 60;
export const LINK_SECONDS = 10 * 60;

/** The providers configured (none: its button is not shown and its calls are refused). */
export interface ExternalProviders {
  callerId: CallerIdProvider | null;
  social: SocialSignInProvider | null;
}

/** A refusal: the message and its HTTP status (400, or 403 for staff and blocked users). */
export interface ExternalRefusal {
  ok: false;
  status: 400 | 403;
  message: string;
}
const refuse = (message: string, status: 400 | 403 = 400): ExternalRefusal => ({ ok: false, status, message });

/**
 * Caller-id and social sign-in (issue 20), the provider-independent part: a start keeps a random state
 * (its hash) with an expiry; the provider's signed code comes back with the state; the exchange checks the
 * code's signature and expiry (the provider's adapter), that it was made for this very state, that the
 * state was started here for this provider and has not expired, and uses the state up (once, a
 * conditional update). Only then is a customer found or created:
 * - caller-id: the verified mobile is the account (every account's mobile is verified by OTP or by a
 *   caller-id provider): found, or created as a new customer;
 * - social: a Google account already linked signs in as its customer; otherwise (a verified e-mail only:
 *   profile e-mails are never verified here, so they are never matched) a link ticket, and the customer
 *   confirms a mobile by OTP once (`link`), which finds or creates that mobile's customer and links the
 *   Google account to it. An unverified e-mail is refused.
 * Staff accounts never sign in this way (they use their e-mail and password); blocked users are refused.
 */
export function externalSignIn(db: Db, providers: ExternalProviders, now: () => Date) {
  /** Uses up the started state of `provider`: the row, or why not. */
  const takeState = async (provider: ExternalProviderName, state: string): Promise<{ ok: true; id: number } | ExternalRefusal> => {
    const at = now().toISOString();
    const row = await db
      .selectFrom('external_sign_ins')
      .select(['id', 'expires_at', 'used_at'])
      .where('state_hash', '=', hashOpaqueToken(state))
      .where('provider', '=', provider)
      .executeTakeFirst();
    if (!row) return refuse(X.notConfirmed);
    if (row.used_at !== null) return refuse(X.used);
    if (row.expires_at <= at) return refuse(X.expired);
    const taken = await db
      .updateTable('external_sign_ins')
      .set({ used_at: at })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return taken.numUpdatedRows === 0n ? refuse(X.used) : { ok: true, id: row.id };
  };

  /** A customer who may sign in, or why not. */
  const customerCheck = async (user: UserRow): Promise<{ ok: true; user: UserRow } | ExternalRefusal> => {
    if (user.role !== 'customer') return refuse(STAFF.useStaffLogin, 403);
    if (user.blocked || (await shopBlocked(db, user))) return refuse(M.userBlocked, 403);
    return { ok: true, user };
  };

  return {
    /** Which sign-ins are offered (their buttons shown). */
    options: () => ({ callerId: providers.callerId !== null, social: providers.social !== null }),

    /** Starts a sign-in: the state to send and where to send it; caller-id's `installed: false` when its app is not there. */
    async start(
      provider: ExternalProviderName,
    ): Promise<{ ok: true; installed: boolean; state: string | null; authorizeUrl: string | null } | ExternalRefusal> {
      const adapter = provider === 'caller-id' ? providers.callerId : providers.social;
      if (!adapter) return refuse(X.unavailable);
      if (provider === 'caller-id' && !(await (adapter as CallerIdProvider).installed()))
        return { ok: true, installed: false, state: null, authorizeUrl: null };
      const { token: state, hash: stateHash } = newOpaqueToken();
      const created = now();
      await db
        .insertInto('external_sign_ins')
        .values({
          provider,
          state_hash: stateHash,
          created_at: created.toISOString(),
          expires_at: new Date(created.getTime() + START_SECONDS * 1000).toISOString(),
        })
        .execute();
      return { ok: true, installed: true, state, authorizeUrl: adapter.authorizeUrl(state) };
    },

    /** Caller-id's exchange: the customer of the verified mobile (created when new). */
    async finishCallerId(code: string, state: string): Promise<{ ok: true; user: UserRow; created: boolean } | ExternalRefusal> {
      if (!providers.callerId) return refuse(X.unavailable);
      const claim = await providers.callerId.verify(code);
      if (claim === 'expired') return refuse(X.expired);
      if (claim === null || claim.state !== state) return refuse(X.notConfirmed);
      const existing = await findUserByMobile(db, claim.mobile);
      // A staff user's or a blocked number is refused before the state is used: nothing changes.
      if (existing) {
        const checked = await customerCheck(existing);
        if (!checked.ok) return checked;
      }
      const used = await takeState('caller-id', state);
      if (!used.ok) return used;
      const user = existing ?? (await findOrCreateCustomer(db, claim.mobile, now().toISOString()));
      const checked = await customerCheck(user);
      return checked.ok ? { ok: true, user, created: !existing } : checked;
    },

    /** Social's exchange: the linked customer, or a link ticket for a Google account not linked yet. */
    async finishSocial(code: string, state: string): Promise<{ ok: true; user: UserRow } | { ok: true; linkTicket: string; email: string } | ExternalRefusal> {
      if (!providers.social) return refuse(X.unavailable);
      const claim = await providers.social.verify(code);
      if (claim === 'expired') return refuse(X.expired);
      if (claim === null || claim.state !== state) return refuse(X.notConfirmed);
      if (!claim.emailVerified) return refuse(X.emailNotVerified);
      const identity = await db
        .selectFrom('external_identities')
        .select('user_id')
        .where('provider', '=', 'google')
        .where('subject', '=', claim.subject)
        .executeTakeFirst();
      const linked = identity ? await findUserById(db, identity.user_id) : undefined;
      if (linked) {
        const checked = await customerCheck(linked);
        if (!checked.ok) return checked;
      }
      const used = await takeState('social', state);
      if (!used.ok) return used;
      if (linked) return { ok: true, user: linked };
      const { token: ticket, hash: ticketHash } = newOpaqueToken();
      await db
        .updateTable('external_sign_ins')
        .set({
          link_hash: ticketHash,
          link_subject: claim.subject,
          link_email: claim.email,
          link_expires_at: new Date(now().getTime() + LINK_SECONDS * 1000).toISOString(),
        })
        .where('id', '=', used.id)
        .execute();
      return { ok: true, linkTicket: ticket, email: claim.email };
    },

    /** The link ticket's Google account, while it can still be used; null otherwise. */
    async linkOf(ticket: string): Promise<{ id: number; subject: string; email: string } | null> {
      const row = await db
        .selectFrom('external_sign_ins')
        .select(['id', 'link_subject', 'link_email'])
        .where('link_hash', '=', hashOpaqueToken(ticket))
        .where('linked_at', 'is', null)
        .where('link_expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row?.link_subject && row.link_email ? { id: row.id, subject: row.link_subject, email: row.link_email } : null;
    },

    /**
     * After the mobile's OTP was verified: the mobile's customer (created when new), and the Google account
     * linked to it (the ticket used once). The customer's e-mail is set to Google's verified one when they
     * have none and no other account has it.
     */
    async link(link: { id: number; subject: string; email: string }, mobile: string): Promise<{ ok: true; user: UserRow } | ExternalRefusal> {
      const existing = await findUserByMobile(db, mobile);
      if (existing) {
        const checked = await customerCheck(existing);
        if (!checked.ok) return checked;
      }
      const at = now().toISOString();
      const taken = await db
        .updateTable('external_sign_ins')
        .set({ linked_at: at })
        .where('id', '=', link.id)
        .where('linked_at', 'is', null)
        .where('link_expires_at', '>', at)
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) return refuse(X.linkExpired);
      const user = existing ?? (await findOrCreateCustomer(db, mobile, at));
      await db
        .insertInto('external_identities')
        .values({ provider: 'google', subject: link.subject, user_id: user.id, email: link.email, created_at: at })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
      if (user.email === null) {
        const taken = await db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', link.email))
          .executeTakeFirst();
        if (!taken) await db.updateTable('users').set({ email: link.email, updated_at: at }).where('id', '=', user.id).execute();
      }
      return { ok: true, user: (await findUserById(db, user.id)) ?? user };
    },
  };
}
export type ExternalSignIn = ReturnType<typeof externalSignIn>;
