import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { PrescriptionFieldsFragment } from '../gql/graphql.ts';
import { PRESCRIPTIONS_QUERY, UPLOAD_LINK_QUERY, UPLOAD_PRESCRIPTION, UPLOAD_PRESCRIPTION_BY_LINK } from '../graphql/prescriptions.ts';
import { mapOutcome, type Outcome } from './outcome.ts';
import { $session, runAuthed, runPublic } from './session.ts';

/**
 * Prescriptions and uploaded files (storefront.md §2 my-account, checkout, the SMS upload link): the
 * customer's uploads, an upload through a signed link, the check every upload passes before it is sent
 * (ticket attachments too), and opening an uploaded file with the user's token.
 */
export type Prescription = PrescriptionFieldsFragment;

/** Uploads: images and PDF up to 5 MB, checked here before sending and again by the server. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Refuses a file the server would refuse, without sending it. */
export function checkUpload(file: { type: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return ACCOUNT_MESSAGES.uploadFailed;
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.uploadType;
  if (file.size > UPLOAD_MAX_BYTES) return ACCOUNT_MESSAGES.uploadTooLarge;
  return null;
}

export const loadPrescriptions = async () => mapOutcome(await runAuthed(PRESCRIPTIONS_QUERY, {}), (d) => d.prescriptions);
export async function uploadPrescription(file: File | null | undefined, orderId?: string): Promise<Outcome<Prescription>> {
  const refused = checkUpload(file);
  if (refused || !file) return { ok: false, error: { code: 'BAD_USER_INPUT', message: refused ?? ACCOUNT_MESSAGES.uploadFailed } };
  return mapOutcome(await runAuthed(UPLOAD_PRESCRIPTION, { file, orderId: orderId ?? null }, 'mutation'), (d) => d.uploadPrescription);
}

/** What an SMS upload link points at (no sign-in: the link is signed). */
export const uploadLinkTarget = async (token: string) => mapOutcome(await runPublic(UPLOAD_LINK_QUERY, { token }), (d) => d.uploadLink);

/** Uploads a prescription through a signed SMS link. */
export async function uploadByLink(token: string, file: File | null | undefined): Promise<Outcome<true>> {
  const refused = checkUpload(file);
  if (refused || !file) return { ok: false, error: { code: 'BAD_USER_INPUT', message: refused ?? ACCOUNT_MESSAGES.uploadFailed } };
  return mapOutcome(await runPublic(UPLOAD_PRESCRIPTION_BY_LINK, { token, file }), () => true as const);
}

/**
 * Opens an uploaded file (a prescription, a ticket attachment) with the user's token: files are never
 * public URLs, so the page fetches the bytes and shows them from a blob: URL, with their type (an
 * image is shown in the page, a PDF in a tab of its own).
 */
export async function fileUrl(path: string): Promise<Outcome<{ url: string; image: boolean }>> {
  const token = $session.get().userLoginToken;
  if (!token) return { ok: false, error: { code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired } };
  try {
    const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return { ok: false, error: { code: String(response.status), message: ACCOUNT_MESSAGES.orderDetailsUnavailable } };
    const blob = await response.blob();
    return { ok: true, data: { url: URL.createObjectURL(blob), image: blob.type.startsWith('image/') } };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: ACCOUNT_MESSAGES.tryLater } };
  }
}
