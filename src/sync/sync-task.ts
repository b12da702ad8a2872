/**
 * A sync task (storefront.md §3 "Sync task"): a call kept in the browser until it has been sent, with
 * the spec's field names (`transmited` as the spec spells it). `code` is what the reply meant: 200, 401,
 * or the GraphQL error's `extensions.code`; `resultCode` is the HTTP status.
 */
export interface SyncTaskPayload {
  method: string;
  headers: Record<string, string>;
  body?: string;
  mode?: 'cors' | 'no-cors' | 'same-origin';
}

export interface SyncTask {
  task_id: string;
  url: string;
  payload: SyncTaskPayload;
  /** The event the queue emits when the task is done (e.g. 'order-placed'). */
  callback_event: string;
  /** A silent task's errors are not shown to the customer (§8). */
  silent: boolean;
  transmited: boolean;
  transmited_at: number | null;
  result: unknown;
  resultCode: number | null;
  code: number | string | null;
  acknowledged: boolean;
  /** The caller's own data, kept with the task (e.g. the order's idempotency key). */
  meta: Record<string, unknown>;
  created_at: number;
  updated_at: number;
  /** Kept after sending, with its result, until acknowledged; otherwise removed once sent. */
  is_result_cacheable: boolean;
  /**
   * Tasks with the same key are one piece of work at different moments (a lead's latest change): a new
   * task replaces one of its key that is not transmitted and has not started (sync-queue.ts).
   */
  key?: string;
}

export interface NewSyncTask {
  url: string;
  payload: SyncTaskPayload;
  callback_event?: string;
  silent?: boolean;
  meta?: Record<string, unknown>;
  is_result_cacheable?: boolean;
  key?: string;
}

export function createTask(input: NewSyncTask, now: number, id: string): SyncTask {
  return {
    task_id: id,
    url: input.url,
    payload: { ...input.payload, headers: { ...input.payload.headers } },
    callback_event: input.callback_event ?? '',
    silent: input.silent ?? false,
    transmited: false,
    transmited_at: null,
    result: null,
    resultCode: null,
    code: null,
    acknowledged: false,
    meta: input.meta ?? {},
    created_at: now,
    updated_at: now,
    is_result_cacheable: input.is_result_cacheable ?? false,
    ...(input.key === undefined ? {} : { key: input.key }),
  };
}

const TOKEN = /\{\{token\}\}/g;
const CART_ID = /\{\{cartId\}\}/g;

/** True when the url or a header of the task needs the cart id. */
export function needsCartId(task: Pick<SyncTask, 'url' | 'payload'>): boolean {
  return [task.url, ...Object.values(task.payload.headers)].some((text) => text.includes('{{cartId}}'));
}

/** The url and headers with {{token}} and {{cartId}} filled in (storefront.md §7 generic queued calls); the url's values are encoded. */
export function fillPlaceholders(
  task: Pick<SyncTask, 'url' | 'payload'>,
  values: { token: string; cartId: string },
): { url: string; headers: Record<string, string> } {
  const url = task.url.replace(TOKEN, encodeURIComponent(values.token)).replace(CART_ID, encodeURIComponent(values.cartId));
  const headers = Object.fromEntries(
    Object.entries(task.payload.headers).map(([name, value]) => [name, value.replace(TOKEN, values.token).replace(CART_ID, values.cartId)]),
  );
  return { url, headers };
}
