import { MESSAGES } from '../../domain/messages.ts';

/**
 * What a reply to a sync task meant. Replies are JSON: GraphQL from /graphql (`{ data }` without errors
 * is 200; an error's `extensions.code` is the code, UNAUTHENTICATED meaning the token was refused), or
 * the spec's generic `{ code, result, meta }` (§7). Anything that is not JSON is refused with the spec's
 * 'Error with response - bad content-type!' (§5, §8).
 */
export type TaskReply =
  | { kind: 'answer'; code: number | string; result: unknown; resultCode: number }
  | { kind: 'unauthenticated'; resultCode: number }
  | { kind: 'bad-response'; message: string; resultCode: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function readReply(response: Response): Promise<TaskReply> {
  const status = response.status;
  if (!(response.headers.get('content-type') ?? '').toLowerCase().includes('json')) {
    await response.body?.cancel();
    return { kind: 'bad-response', message: MESSAGES.badContentType, resultCode: status };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'bad-response', message: MESSAGES.wrongFormat, resultCode: status };
  }
  if (status === 401) return { kind: 'unauthenticated', resultCode: status };
  if (!isObject(body)) return { kind: 'bad-response', message: MESSAGES.wrongFormat, resultCode: status };
  if (Array.isArray(body['errors']) && body['errors'].length > 0) {
    const first: unknown = body['errors'][0];
    const code = isObject(first) && isObject(first['extensions']) ? first['extensions']['code'] : undefined;
    if (code === 'UNAUTHENTICATED') return { kind: 'unauthenticated', resultCode: status };
    const message = isObject(first) && typeof first['message'] === 'string' ? first['message'] : MESSAGES.wrongFormat;
    return { kind: 'answer', code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR', result: message, resultCode: status };
  }
  if ('data' in body) return { kind: 'answer', code: 200, result: body['data'], resultCode: status };
  if (typeof body['code'] === 'number') {
    if (body['code'] === 401) return { kind: 'unauthenticated', resultCode: status };
    return { kind: 'answer', code: body['code'], result: body['result'], resultCode: status };
  }
  return { kind: 'bad-response', message: MESSAGES.wrongFormat, resultCode: status };
}
