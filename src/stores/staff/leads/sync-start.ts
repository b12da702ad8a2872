import { ensureVaultKey } from './capture.ts';
import { signedInOwner, syncLeads } from './sync.ts';

/** After a staff sign-in: the user's key (online: the sign-in just worked), then their waiting leads go. */
export async function afterSignIn(): Promise<void> {
  const ownerId = signedInOwner();
  if (!ownerId || !(await ensureVaultKey(ownerId))) return;
  await syncLeads();
}
