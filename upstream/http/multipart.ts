import { bodyLimit } from 'hono/body-limit';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/order-rules.ts';
import { fail } from './envelope.ts';

/**
 * A body over `maxBytes` (plus 64 KB for the form's own bytes) is refused with `message` before it is
 * read. The refusal closes the connection: the rest of the body is never read, so a client that kept the
 * connection for its next request would have that request fail ("other side closed").
 */
export const bodyLimitOf = (maxBytes: number, message: string) =>
  bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: (c) => {
      c.header('connection', 'close');
      return fail(c, 400, message);
    },
  });

/** Multipart bodies: a little over 5 MB; larger is refused before it is read. */
export const uploadBodyLimit = bodyLimitOf(MAX_UPLOAD_BYTES, ACCOUNT_MESSAGES.uploadTooLarge);

/** The multipart field `file` (and the other fields as strings); a malformed body is 'Upload failed'. */
export async function formOf(request: { parseBody(): Promise<Record<string, string | File | (string | File)[]>> }) {
  try {
    return await request.parseBody();
  } catch {
    return null;
  }
}
