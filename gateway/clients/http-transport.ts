import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** An upstream's answer, read whole. */
export interface TransportReply {
  status: number;
  contentType: string;
  text: string;
}

export interface TransportRequest {
  method: string;
  headers: OutgoingHttpHeaders;
  body?: string | undefined;
  timeoutMs: number;
}

export type Transport = (url: URL, request: TransportRequest) => Promise<TransportReply>;

/** How long a kept-alive connection may wait unused (below the 5 s after which a Node server closes it). */
export const FREE_SOCKET_TIMEOUT_MS = 4000;

/** Methods that may be sent again when a kept-alive connection turns out closed before any answer. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/**
 * HTTP/1.1 to one upstream with node:http over kept-alive connections (issue 21). fetch (undici) cost
 * the gateway about 0.15 ms of CPU per call in Request, Response and web-stream objects, against 0.05 ms
 * for the same call here: 17% of an on-demand product page's CPU went to its one upstream call. A
 * failure or no whole answer within `timeoutMs` rejects; an idempotent request whose reused connection
 * the upstream had closed meanwhile is sent once more on a new one.
 */
export function httpTransport(baseUrl: string): Transport {
  const secure = new URL(baseUrl).protocol === 'https:';
  // A kept connection idle for 4 s is closed by this side first: Node's server closes its side after 5 s
  // (keepAliveTimeout), and a POST sent on a connection the upstream is closing at that moment fails
  // (ECONNRESET) and must not be sent again. fetch (undici) read the server's Keep-Alive hint for this.
  const options = { keepAlive: true, timeout: FREE_SOCKET_TIMEOUT_MS };
  const agent = secure ? new HttpsAgent(options) : new HttpAgent(options);
  const send = secure ? httpsRequest : httpRequest;
  const attempt = (url: URL, { method, headers, body, timeoutMs }: TransportRequest, deadline: number): Promise<TransportReply> =>
    new Promise((resolve, reject) => {
      let reused = false;
      const req = send(url, { method, headers, agent });
      const timer = setTimeout(() => req.destroy(new Error(`the upstream did not answer within ${timeoutMs} ms`)), Math.max(0, deadline - Date.now()));
      const fail = (error: Error) => {
        clearTimeout(timer);
        const stale = reused && (error as NodeJS.ErrnoException).code === 'ECONNRESET' && IDEMPOTENT.has(method) && Date.now() < deadline;
        if (stale) attempt(url, { method, headers, body, timeoutMs }, deadline).then(resolve, reject);
        else reject(error);
      };
      req.on('socket', () => {
        reused = req.reusedSocket;
      });
      req.on('error', fail);
      req.on('response', (res: IncomingMessage) => {
        // An answer has begun: the connection is no longer a stale one to send again on.
        reused = false;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') });
        });
      });
      req.end(body);
    });
  return (url, request) => attempt(url, request, Date.now() + request.timeoutMs);
}
