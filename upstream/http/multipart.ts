import { bodyLimit } from 'hono/body-limit';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/order-rules.ts';
import { fail } from './envelope.ts';

/** Multipart bodies: a little over 5 MB for the form's own bytes; larger is refused before it is read. */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: (c) => fail(c, 400, ACCOUNT_MESSAGES.uploadTooLarge),
});

/** The multipart field `file` (and the other fields as strings); a malformed body is 'Upload failed'. */
export async function formOf(request: { parseBody(): Promise<Record<string, string | File | (string | File)[]>> }) {
  try {
    return await request.parseBody();
  } catch {
    return null;
  }
}
