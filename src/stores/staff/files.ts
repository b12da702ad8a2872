import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import type { Outcome } from '../outcome.ts';
import { staffToken } from './state.ts';

/**
 * Opens a private file with the staff token (a lead's prescription photo, an applicant's CV): files are
 * never public URLs, so the page fetches the bytes and shows or saves them from a blob: URL.
 */
export async function staffFileUrl(path: string): Promise<Outcome<{ url: string; image: boolean }>> {
  const token = staffToken();
  if (!token) return { ok: false, error: { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired } };
  try {
    const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return { ok: false, error: { code: String(response.status), message: ACCOUNT_MESSAGES.tryLater } };
    const blob = await response.blob();
    return { ok: true, data: { url: URL.createObjectURL(blob), image: blob.type.startsWith('image/') } };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: ACCOUNT_MESSAGES.tryLater } };
  }
}
