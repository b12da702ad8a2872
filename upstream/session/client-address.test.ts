import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '../../common/gateway-secret.ts';
import { freshMobile } from '../../test-utils/sign-in.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { OTP_ADDRESS_BUDGET } from './otp.ts';

const SECRET = 'the-gateway-and-upstream-share-this-one';
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  upstream = await startTestUpstream(0, { env: { GATEWAY_SECRET: SECRET } });
});
afterAll(() => upstream.close());

/** Asks for a code to a fresh number with the given headers; the HTTP status. */
async function requestCode(headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${upstream.url}/api/users/otp/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ mobile: freshMobile() }),
  });
  await response.body?.cancel();
  return response.status;
}

const statuses = async (count: number, headers: (i: number) => Record<string, string>) => {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push(await requestCode(headers(i)));
  return answers;
};

/**
 * Issue 11: anyone who reaches the upstream (not bound to loopback, or several machines) must not dodge
 * the per-address limit with a made-up X-Forwarded-For. The tests run in order on one upstream: the
 * first spends the caller's own address (127.0.0.1), whose budget is 30 codes an hour (nobody signed in
 * from it); the others show which forwarded addresses are believed after that.
 */
describe('the client address for per-address limits', () => {
  it('ignores a forwarded address sent without the gateway’s secret: the socket address is counted', async () => {
    const answers = await statuses(OTP_ADDRESS_BUDGET.base + 1, (i) => ({ 'x-forwarded-for': `203.0.113.${i}` }));
    expect(answers.slice(0, OTP_ADDRESS_BUDGET.base)).toEqual(Array(OTP_ADDRESS_BUDGET.base).fill(200));
    expect(answers.at(-1)).toBe(429);
    expect(await requestCode({})).toBe(429);
  });

  it('ignores a forwarded address sent with a wrong secret', async () => {
    const wrong = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}`, [GATEWAY_SECRET_HEADER]: 'not-the-secret-but-long-enough-to-pass' });
    expect(await statuses(3, wrong)).toEqual([429, 429, 429]);
  });

  it('believes the gateway, proven by its secret: each forwarded address has its own budget', async () => {
    const answers = await statuses(5, (i) => ({ 'x-forwarded-for': `192.0.2.${i}`, [GATEWAY_SECRET_HEADER]: SECRET }));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
  });

  it('still limits each forwarded address', async () => {
    const answers = await statuses(OTP_ADDRESS_BUDGET.base + 1, () => ({ 'x-forwarded-for': '192.0.2.200', [GATEWAY_SECRET_HEADER]: SECRET }));
    expect(answers.slice(0, OTP_ADDRESS_BUDGET.base)).toEqual(Array(OTP_ADDRESS_BUDGET.base).fill(200));
    expect(answers.at(-1)).toBe(429);
  });
});
