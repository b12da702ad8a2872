import { GATEWAY_SECRET_HEADER } from '../common/gateway-secret.ts';
import type { RunningUpstream } from '../upstream/server.ts';

/** Helpers for tests of the sign-in routes against a real upstream over HTTP. */
export type Reply = { status: number; body: { code: number; result: any; meta?: any } };

export function upstreamCaller(upstream: Pick<RunningUpstream, 'url'>) {
  return async (path: string, init: { method?: 'GET' | 'POST'; body?: unknown; token?: string; address?: string } = {}): Promise<Reply> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.token) headers['x-access-token'] = init.token;
    // A forwarded address as the gateway sends it: with its secret (vitest.config.ts sets GATEWAY_SECRET).
    if (init.address) {
      headers['x-forwarded-for'] = init.address;
      headers[GATEWAY_SECRET_HEADER] = process.env.GATEWAY_SECRET ?? '';
    }
    const response = await fetch(`${upstream.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? null : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as Reply['body'] };
  };
}

let numbers = 0;
/** A mobile number no other test in the run has used (7000000001, 7000000002, ...). */
export function freshMobile(): string {
  numbers += 1;
  return String(7_000_000_000 + numbers);
}

let addresses = 0;
/** A client address no other test has used, so per-address limits do not leak between tests. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 8) & 255}.${addresses & 255}.1`;
}

/** The code the newest SMS to `mobile` starts with, when the SMS is the kind `text` matches; else it throws, naming `what`. */
async function codeOfNewestSms(call: ReturnType<typeof upstreamCaller>, mobile: string, text: RegExp, what: string): Promise<string> {
  const { body } = await call(`/api/dev/sms-outbox?mobile=${mobile}`);
  const code = (body.result as { body: string }[])[0]?.body.match(text)?.[1];
  if (!code) throw new Error(`no ${what} code sent to ${mobile}`);
  return code;
}

/** The code of the newest login SMS to `mobile`, read from the development outbox route. */
export const codeInOutbox = (call: ReturnType<typeof upstreamCaller>, mobile: string) =>
  codeOfNewestSms(call, mobile, /^(\d{6}) is your Purba Pharmacy login code\./, 'login');

/** The code of the newest registration SMS to `mobile` (a shop registering the customer), from the development outbox. */
export const registrationCodeInOutbox = (call: ReturnType<typeof upstreamCaller>, mobile: string) =>
  codeOfNewestSms(call, mobile, /^(\d{6}) is your code to let a Purba Pharmacy shop register you/, 'registration');

/** A test clock: starts at a fixed instant and moves only when told. */
export function testClock(start = '2026-03-02T04:30:00.000Z') {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance(seconds: number) {
      at += seconds * 1000;
    },
    /** The clock's time in epoch seconds (a token's iat or auth_time). */
    seconds(): number {
      return Math.floor(at / 1000);
    },
  };
}
