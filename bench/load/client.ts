import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { type AnyVariables, type Document, persistedOperation } from '../../src/lib/graphql-client.ts';
import type { ErrorKind, Recorder } from './stats.ts';

/**
 * One simulated person's browser (issue 21): its own keep-alive connection pool to the storefront (six
 * connections, as a browser keeps per host), its own client address in X-Forwarded-For (as a proxy in
 * front would add; the storefront runs with TRUSTED_PROXIES=loopback), and the requests a browser
 * makes: GET pages, and POST /graphql with the persisted documents the islands send (the hash and the
 * variables, never the text: production refuses free-form queries). Every request is timed from its
 * start to the last byte of the answer and recorded under its operation; anything unexpected is an
 * error (a non-2xx status, any GraphQL error, a network error, a time-out).
 */
export class RequestFailed extends Error {
  override name = 'RequestFailed';
  constructor(
    readonly op: string,
    readonly kind: ErrorKind,
    readonly detail: string,
    message: string,
  ) {
    super(`${op}: ${kind}${detail ? ` ${detail}` : ''}: ${message}`);
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export interface BrowserOptions {
  origin: string;
  /** The client address a proxy in front would forward. */
  address: string;
  recorder: Recorder;
  timeoutMs: number;
  /** Aborted at the hard stop: requests still running are cut (and recorded as time-outs). */
  hardStop: AbortSignal;
}

const GRAPHQL_ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 13) purba-load-test/21';

export class Browser {
  // `timeout` makes Node's agent honour the server's Keep-Alive hint (it drops an idle socket a second
  // before the server would); without one it keeps idle sockets until the server closes them.
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(private readonly options: BrowserOptions) {
    this.url = new URL(options.origin);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 6, keepAliveMsecs: 1000, timeout: options.timeoutMs + 1000 });
  }

  close(): void {
    this.agent.destroy();
  }

  private send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const started = performance.now();
    return this.sendOnce(method, path, headers, body).catch(async (error: unknown) => {
      // A kept-alive connection the server closed as it was reused: browsers send the request again on a
      // new one (nothing of it was answered). Counted apart, not as an error of the storefront; timed whole.
      if (!(error instanceof ReusedSocketClosed)) throw error;
      this.options.recorder.resent += 1;
      const again = await this.sendOnce(method, path, headers, body);
      return { ...again, ms: performance.now() - started };
    });
  }

  private sendOnce(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const { hardStop, timeoutMs, address } = this.options;
      const payload = body === undefined ? undefined : Buffer.from(body);
      const request = http.request(
        {
          agent: this.agent,
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers: {
            'user-agent': USER_AGENT,
            'accept-language': 'en-IN,en;q=0.9,bn;q=0.8',
            'x-forwarded-for': address,
            ...headers,
            ...(payload ? { 'content-length': String(payload.length) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            finish();
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started });
          });
          response.on('error', fail);
        },
      );
      const timer = setTimeout(() => request.destroy(new TimeoutError(`no whole answer within ${timeoutMs} ms`)), timeoutMs);
      const stop = () => request.destroy(new TimeoutError('cut at the hard stop'));
      hardStop.addEventListener('abort', stop, { once: true });
      const finish = () => {
        clearTimeout(timer);
        hardStop.removeEventListener('abort', stop);
      };
      let answered = false;
      request.once('response', () => {
        answered = true;
      });
      function fail(error: Error) {
        finish();
        const code = (error as NodeJS.ErrnoException).code;
        const closed = code === 'ECONNRESET' || code === 'EPIPE' || error.message === 'socket hang up';
        reject(closed && request.reusedSocket && !answered ? new ReusedSocketClosed(error.message) : error);
      }
      request.on('error', fail);
      request.end(payload);
    });
  }

  /** Sends, and turns a failure to get an answer into a recorded network error or time-out. */
  private async answer(op: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    try {
      return await this.send(method, path, headers, body);
    } catch (error) {
      const kind = error instanceof TimeoutError ? 'timeout' : 'network';
      const detail = error instanceof TimeoutError ? '' : ((error as NodeJS.ErrnoException).code ?? '');
      const message = error instanceof Error ? error.message : String(error);
      this.options.recorder.error(op, kind, detail, null, message);
      throw new RequestFailed(op, kind, detail, message);
    }
  }

  /**
   * GET a page as a browser navigates to it. Returns the HTML when `read` is set (the links a person
   * clicks next), decompressed only then; otherwise the bytes are received and dropped.
   */
  async page(op: string, path: string, read = false): Promise<string> {
    const answer = await this.answer(op, 'GET', path, { accept: PAGE_ACCEPT, 'accept-encoding': 'gzip, deflate, br' });
    if (answer.status < 200 || answer.status > 299) {
      this.options.recorder.error(op, 'http', String(answer.status), answer.ms, `GET ${path} (after ${answer.ms.toFixed(0)} ms)`);
      throw new RequestFailed(op, 'http', String(answer.status), `GET ${path}`);
    }
    this.options.recorder.ok(op, answer.ms);
    return read ? decode(answer) : '';
  }

  /**
   * POST /graphql with a persisted document, as urql sends it from an island (`token`: the signed-in
   * session's, the staff session's or a delegated one). The data, or a recorded error.
   */
  async gql<Data, Variables extends AnyVariables>(op: string, document: Document<Data, Variables>, variables: Variables, token?: string | null): Promise<Data> {
    const body = JSON.stringify(persistedOperation(document, variables));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: GRAPHQL_ACCEPT,
      origin: this.url.origin,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const answer = await this.answer(op, 'POST', '/graphql', headers, body);
    let reply: { data?: Data | null; errors?: { message: string; extensions?: { code?: string } }[] } | undefined;
    try {
      reply = JSON.parse(decode(answer));
    } catch {
      reply = undefined;
    }
    const recorder = this.options.recorder;
    const firstError = reply?.errors?.[0];
    if (firstError) {
      const code = firstError.extensions?.code ?? 'NO_CODE';
      recorder.error(op, 'graphql', code, answer.ms, `${firstError.message} (HTTP ${answer.status}, after ${answer.ms.toFixed(0)} ms)`);
      throw new RequestFailed(op, 'graphql', code, firstError.message);
    }
    if (answer.status < 200 || answer.status > 299) {
      recorder.error(op, 'http', String(answer.status), answer.ms, answer.body.toString('utf8', 0, 200));
      throw new RequestFailed(op, 'http', String(answer.status), 'POST /graphql');
    }
    if (!reply?.data) {
      recorder.error(op, 'answer', 'no data', answer.ms, answer.body.toString('utf8', 0, 200));
      throw new RequestFailed(op, 'answer', 'no data', 'POST /graphql');
    }
    recorder.ok(op, answer.ms);
    return reply.data;
  }
}

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

class ReusedSocketClosed extends Error {
  override name = 'ReusedSocketClosed';
}

function decode({ headers, body }: Answer): string {
  const encoding = String(headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}
