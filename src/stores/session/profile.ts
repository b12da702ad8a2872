import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { CHANGE_PASSWORD, ME_QUERY, UPDATE_PROFILE } from '../../graphql/session.ts';
import { browserOffline } from '../network.ts';
import type { Outcome } from '../outcome.ts';
import { runAuthed } from './calls.ts';
import { $session, rememberUser } from './state.ts';

/** The signed-in user's own profile and password (storefront.md §2 /my-account/profile). */

/**
 * The signed-in user as the server has it now (a name given since, on another phone say), remembered
 * when it differs from the stored one: an unchanged user is not written back over the stored session.
 */
export async function refreshUser(): Promise<Outcome<true>> {
  const me = await runAuthed(ME_QUERY, {});
  if (!me.ok) return me;
  const fresh = me.data.me;
  const stored: Record<string, unknown> = $session.get().user ?? {};
  if (fresh && Object.entries(fresh).some(([field, value]) => stored[field] !== value)) rememberUser(fresh);
  return { ok: true, data: true };
}

export async function updateProfile(name: string, email: string | null): Promise<Outcome<true>> {
  const updated = await runAuthed(UPDATE_PROFILE, { input: { name, email } }, 'mutation');
  if (!updated.ok) return updated;
  rememberUser(updated.data.updateProfile);
  return { ok: true, data: true };
}

export async function changePassword(currentPassword: string | null, newPassword: string): Promise<Outcome<true>> {
  // storefront.md §5: password change is refused offline.
  if (browserOffline()) return { ok: false, error: { code: 'OFFLINE', message: ACCOUNT_MESSAGES.tryLater } };
  const changed = await runAuthed(CHANGE_PASSWORD, { currentPassword, newPassword }, 'mutation');
  if (!changed.ok) return changed;
  const session = $session.get();
  if (session.user) rememberUser({ ...session.user, hasPassword: true });
  return { ok: true, data: true };
}
