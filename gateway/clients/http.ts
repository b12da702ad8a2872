import { z } from 'zod';
import { MESSAGES } from '../../domain/messages.ts';
import { UpstreamBadResponseError, UpstreamUnavailableError } from '../errors.ts';

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
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  timeoutMs?: number;
}

export type UpstreamFetch = (path: string, request?: UpstreamRequest) => Promise<unknown>;

/**
 * A typed fetch for one upstream base URL. Network failures and 5xx become UpstreamUnavailableError,
 * a non-JSON reply 'Error with response - bad content-type!', a non-200 code an UpstreamRejection.
 * Returns the `result`, for the adapter to parse with its own schema.
 */
export function upstreamFetch(baseUrl: string): UpstreamFetch {
  return async (path, { method = 'GET', query, body, timeoutMs = 5000 } = {}) => {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new UpstreamUnavailableError(error);
    }
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
      if (response.status >= 500) throw new UpstreamUnavailableError(new Error(`HTTP ${response.status}`));
      throw new UpstreamBadResponseError(MESSAGES.badContentType);
    }
    const envelope = EnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (!envelope.success) throw new UpstreamBadResponseError(MESSAGES.wrongFormat, envelope.error);
    const { code, result, meta } = envelope.data;
    if (code >= 500) throw new UpstreamUnavailableError(new Error(`upstream code ${code}: ${String(result)}`));
    if (code !== 200) throw new UpstreamRejection(code, typeof result === 'string' ? result : 'Upstream refused the request', meta);
    return result;
  };
}

/** Parses an upstream result with the adapter's schema; a mismatch is a bad response, never a crash. */
export function parseResult<S extends z.ZodType>(schema: S, result: unknown): z.infer<S> {
  const parsed = schema.safeParse(result);
  if (!parsed.success) throw new UpstreamBadResponseError(MESSAGES.wrongFormat, parsed.error);
  return parsed.data;
}
