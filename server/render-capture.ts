import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RenderedPage } from './render-cache.ts';

type Headers = Record<string, string | string[]>;
type Callback = (error?: Error | null) => void;

const text = (value: number | string | readonly string[]): string | string[] => (Array.isArray(value) ? [...value] : String(value));

function chunkOf(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  // A copy: the writer may reuse its chunk once write() returns, as a socket's writer may.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  throw new TypeError('a rendered page can only hold strings and bytes');
}

const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === 'function');

/**
 * Stands in for the ServerResponse the Astro Node handler writes to, and keeps the answer whole
 * (status, headers, body) instead of sending it, so the render cache can keep it and hand it to every
 * request that waited for it. It has what the handler uses: headers set or written at once, writes and
 * end with their callbacks, `destroy` on a broken render, and the `finish` and `close` events. `page`
 * settles when the handler ends the answer (or breaks it).
 */
export class CapturedResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  readonly page: Promise<RenderedPage>;
  readonly #headers: Headers = {};
  readonly #chunks: Buffer[] = [];
  #settled = false;
  #resolve: (page: RenderedPage) => void = () => undefined;
  #reject: (error: Error) => void = () => undefined;

  constructor(readonly req: IncomingMessage) {
    super();
    this.page = new Promise<RenderedPage>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
  }

  /** As the handler sees it: the ServerResponse it expects. */
  asServerResponse(): ServerResponse {
    return this as unknown as ServerResponse;
  }

  get ended(): boolean {
    return this.#settled;
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    this.#headers[name.toLowerCase()] = text(value);
    return this;
  }
  getHeader(name: string): string | string[] | undefined {
    return this.#headers[name.toLowerCase()];
  }
  hasHeader(name: string): boolean {
    return name.toLowerCase() in this.#headers;
  }
  removeHeader(name: string): void {
    delete this.#headers[name.toLowerCase()];
  }
  getHeaders(): Headers {
    return { ...this.#headers };
  }

  writeHead(status: number, reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders): this {
    this.statusCode = status;
    if (typeof reason === 'string') this.statusMessage = reason;
    for (const [name, value] of Object.entries((typeof reason === 'object' ? reason : headers) ?? {})) {
      if (value !== undefined) this.setHeader(name, value);
    }
    this.headersSent = true;
    return this;
  }

  write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    const bytes = chunkOf(chunk, encoding);
    if (bytes && !this.#settled) this.#chunks.push(bytes);
    this.headersSent = true;
    callbackOf(encoding, callback)?.();
    return true;
  }

  end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
    if (this.#settled) return this;
    const bytes = chunkOf(chunk, encoding);
    if (bytes) this.#chunks.push(bytes);
    this.headersSent = true;
    this.#settled = true;
    this.#resolve({ status: this.statusCode, headers: { ...this.#headers }, body: Buffer.concat(this.#chunks) });
    callbackOf(chunk, encoding, callback)?.();
    this.emit('finish');
    this.emit('close');
    return this;
  }

  destroy(error?: Error): this {
    if (this.#settled) return this;
    this.#settled = true;
    this.#reject(error ?? new Error('the render was broken off'));
    this.emit('close');
    return this;
  }
}
