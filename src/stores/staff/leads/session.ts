import { resetLeadStore } from './list.ts';
import { forgetVaultKeys } from './vault.ts';

/**
 * The leads at the staff session's edges (issue 17), for ./sign-in.ts: the key goes at every sign-out
 * (the button, the forced 3-hour logout, a failed refresh) and before every sign-in (another user on
 * the same phone never finds the last one's key); the leads themselves stay, sealed, for their owner.
 * After a sign-in the new user's key is fetched and what they left waiting is sent (./sync-start.ts,
 * loaded then, so the sign-in page does not carry the lead queue).
 */
export async function leadsSessionEnded(): Promise<void> {
  resetLeadStore();
  await forgetVaultKeys().catch((error: unknown) => console.error('[leads] the lead key could not be removed', error));
}

export function leadsSessionStarted(): void {
  if (typeof window === 'undefined') return;
  void import('./sync-start.ts').then((m) => m.afterSignIn()).catch((error: unknown) => console.warn('[leads] waiting leads not sent after sign-in', error));
}
