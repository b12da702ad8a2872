import { z } from 'zod';
import { GATEWAY_SECRET_HEADER } from '../../common/gateway-secret.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { toPaise } from '../../domain/money.ts';
import { UpstreamBadResponseError, UpstreamUnavailableError } from '../errors.ts';
import { httpTransport, type TransportReply } from './http-transport.ts';

/** Money on the upstream's wire: decimal rupee strings ("187.67"), turned into paise at the adapter. */
export { DecimalSchema } from '../../domain/decimal.ts';
export const paise = (decimal: string) => toPaise(decimal);

/** The upstream replies { code, result, meta } (storefront.md §7). */
const EnvelopeSchema = z.object({ code: z.number().int(), result: z.unknown(), meta: z.record(z.string(), z.unknown()).optional() });

/** The upstream said no: its code and message, for the adapter to turn into a domain error. */
export class UpstreamRejection extends Error {
  override name = 'UpstreamRejection';
  constructor(
    readonly code: number,
    message: string,
    readonly meta: Record<string, unknown> | undefined,
  ) {
    super(message);
  }
}

export interface UpstreamRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** JSON, or FormData for a multipart upload. */
  body?: unknown;
  timeoutMs?: number;
  /** The signed-in user's access token, sent as x-access-token (storefront.md §7). */
  token?: string | null;
  /** The customer's address as the gateway saw it (x-forwarded-for, with the gateway's secret), for per-address limits. */
  clientAddress?: string | null;
  /** Receives the reply's `meta` (paging totals) of a successful call. */
  onMeta?: (meta: Record<string, unknown> | undefined) => void;
}

export type UpstreamFetch = (path: string, request?: UpstreamRequest) => Promise<unknown>;

/** How long a read may take before the customer is told the server is down. */
export const READ_TIMEOUT_MS = 5000;
/**
 * How long a write may take. The upstream finishes a write whether or not its caller still waits, so a
 * time-out answers "Server Down!" for an order or a code check that then happens: on an overloaded
 * machine the load test (bench:load) saw orders placed after their customers were told so, and login
 * codes used up by a check whose answer never came. A write is given longer to tell the truth.
 */
export const WRITE_TIMEOUT_MS = 20_000;

/**
 * A typed fetch for one upstream base URL (and the secret that lets it believe a forwarded address). Network failures and 5xx become UpstreamUnavailableError,
 * a non-JSON reply 'Error with response - bad content-type!', a non-200 code an UpstreamRejection.
 * Returns the `result`, for the adapter to parse with its own schema.
 */
export function upstreamFetch(
  baseUrl: string,
  {
    gatewaySecret,
    timeouts = { readMs: READ_TIMEOUT_MS, writeMs: WRITE_TIMEOUT_MS },
  }: { gatewaySecret?: string | undefined; timeouts?: { readMs: number; writeMs: number } } = {},
): UpstreamFetch {
  const defaultTimeoutMs = (method: string) => (method === 'GET' ? timeouts.readMs : timeouts.writeMs);
  const transport = httpTransport(baseUrl);
  return async (path, { method = 'GET', query, body, timeoutMs = defaultTimeoutMs(method), token, clientAddress, onMeta } = {}) => {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {};
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    if (token) headers['x-access-token'] = token;
    // The upstream believes a forwarded address only with the secret (upstream/session/client-address.ts, header name in common/gateway-secret.ts).
    if (clientAddress && gatewaySecret) {
      headers['x-forwarded-for'] = clientAddress;
      headers[GATEWAY_SECRET_HEADER] = gatewaySecret;
    }
    let reply: TransportReply;
    try {
      // A multipart upload goes with fetch, which writes FormData; everything else over kept-alive node:http.
      reply =
        body instanceof FormData
          ? await sendForm(url, method, headers, body, timeoutMs)
          : await transport(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), timeoutMs });
    } catch (error) {
      throw new UpstreamUnavailableError(error);
    }
    if (!reply.contentType.includes('application/json')) {
      if (reply.status >= 500) throw new UpstreamUnavailableError(new Error(`HTTP ${reply.status}`));
      throw new UpstreamBadResponseError(MESSAGES.badContentType);
    }
    const envelope = EnvelopeSchema.safeParse(parseJson(reply.text));
    if (!envelope.success) throw new UpstreamBadResponseError(MESSAGES.wrongFormat, envelope.error);
    const { code, result, meta } = envelope.data;
    // Two 5xx answers of the cart service are refusals the client acts on (storefront.md §8): 504, the cart
    // changed under the client (it clears and reloads); 500 with meta.expireToken, the token expired.
    if (code === 504 || (code === 500 && meta?.['expireToken'] === true)) {
      throw new UpstreamRejection(code, typeof result === 'string' ? result : 'Upstream refused the request', meta);
    }
    if (code >= 500) throw new UpstreamUnavailableError(new Error(`upstream code ${code}: ${String(result)}`));
    if (code !== 200) throw new UpstreamRejection(code, typeof result === 'string' ? result : 'Upstream refused the request', meta);
    onMeta?.(meta);
    return result;
  };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A multipart upload (FormData) with fetch, read whole as the transport reads an answer. */
async function sendForm(url: URL, method: string, headers: Record<string, string>, body: FormData, timeoutMs: number): Promise<TransportReply> {
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text().catch(() => '');
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

/** Parses an upstream result with the adapter's schema; a mismatch is a bad response, never a crash. */
export function parseResult<S extends z.ZodType>(schema: S, result: unknown): z.infer<S> {
  const parsed = schema.safeParse(result);
  if (!parsed.success) throw new UpstreamBadResponseError(MESSAGES.wrongFormat, parsed.error);
  return parsed.data;
}
