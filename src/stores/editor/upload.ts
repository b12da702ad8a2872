import { CMS_IMAGE_TYPES, MAX_CMS_IMAGE_BYTES } from '../../../domain/cms.ts';
import { CMS_MESSAGES } from '../../../domain/cms-messages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { SESSION_MESSAGES } from '../../../domain/session-messages.ts';
import type { EditorImageFragment } from '../../gql/graphql.ts';
import { EDITOR_UPLOAD_IMAGE } from '../../graphql/cms-editor.ts';
import { type GraphqlError, graphqlEndpoint, persistedOperation } from '../../lib/graphql-client.ts';
import { toUserFacingError } from '../../lib/graphql-errors.ts';
import type { Attempt } from '../../lib/refresh-lock.ts';
import type { Outcome } from '../outcome.ts';
import { runWithStaffRefreshLock } from '../staff/calls.ts';
import { $staffSession, staffToken } from '../staff/state.ts';

/**
 * An image for a page or a banner (uploadCmsImage): the GraphQL multipart request sent with
 * XMLHttpRequest, whose upload events give the progress bar (fetch has none), with the staff token
 * through the staff refresh lock (one refresh for it and the page's other calls). The server checks the
 * type by the first bytes and the size; the browser checks the size first so a 40 MB photo is not sent
 * in vain.
 */

/** Why a chosen file is refused before sending (the server checks again, by its bytes), or null. */
export function fileRefusal(file: { size: number; type: string }): string | null {
  if (file.size > MAX_CMS_IMAGE_BYTES) return CMS_MESSAGES.imageTooLarge;
  if (file.type !== '' && !CMS_IMAGE_TYPES.includes(file.type)) return CMS_MESSAGES.imageType;
  return null;
}

type Reply = { status: number; body: { data?: { uploadCmsImage?: EditorImageFragment | null } | null; errors?: GraphqlError[] } | null };

function send(form: FormData, token: string, onProgress: (fraction: number) => void): Promise<Reply | 'network'> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', graphqlEndpoint());
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: Reply['body'] = null;
      try {
        body = JSON.parse(request.responseText) as Reply['body'];
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    });
    request.addEventListener('error', () => resolve('network'));
    request.addEventListener('abort', () => resolve('network'));
    request.send(form);
  });
}

export async function uploadImage(file: File, alt: string, onProgress: (fraction: number) => void = () => undefined): Promise<Outcome<EditorImageFragment>> {
  const refusal = fileRefusal(file);
  if (refusal) return { ok: false, error: { code: 'BAD_USER_INPUT', message: refusal } };
  if (!$staffSession.get().isUserLoggedIn) return { ok: false, error: { code: 'UNAUTHENTICATED', message: SESSION_MESSAGES.loginRequired } };
  const result = await runWithStaffRefreshLock<Outcome<EditorImageFragment>>(async (): Promise<Attempt<Outcome<EditorImageFragment>>> => {
    const token = staffToken();
    if (!token) return { ok: false, unauthenticated: true };
    const form = new FormData();
    form.append('operations', JSON.stringify(persistedOperation(EDITOR_UPLOAD_IMAGE, { file: null, alt: alt.trim() || null })));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', file, file.name || 'image');
    onProgress(0);
    const reply = await send(form, token, onProgress);
    if (reply === 'network')
      return { ok: true, value: { ok: false, error: { code: 'NETWORK', message: MESSAGES.noConnection, messageKey: 'messages.noConnection' } } };
    const errors = reply.body?.errors ?? [];
    if (errors.some((error) => error.extensions?.['code'] === 'UNAUTHENTICATED')) return { ok: false, unauthenticated: true };
    const image = reply.body?.data?.uploadCmsImage;
    if (image) return { ok: true, value: { ok: true, data: image } };
    if (errors.length > 0) return { ok: true, value: { ok: false, error: toUserFacingError({ message: errors[0]?.message ?? '', graphQLErrors: errors }) } };
    return { ok: true, value: { ok: false, error: toUserFacingError({ message: `HTTP ${reply.status}`, graphQLErrors: [] }) } };
  });
  if (result.ok) return result.value;
  if (result.status === 401) return { ok: false, error: { code: 'UNAUTHENTICATED', message: SESSION_MESSAGES.sessionTimeout } };
  return { ok: false, error: { code: 'INTERNAL_SERVER_ERROR', message: CMS_MESSAGES.imageUnreadable } };
}
