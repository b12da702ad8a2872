import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, freshMobile, upstreamCaller } from '../../test-utils/sign-in.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';

describe('/api/dev/sms-outbox', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    upstream = await startTestUpstream();
  });
  afterAll(() => upstream.close());

  it('lists the messages of a number newest first, and refuses a bad number', async () => {
    const call = upstreamCaller(upstream);
    const [mobile, other] = [freshMobile(), freshMobile()];
    await call('/api/users/otp/request', { body: { mobile }, address: freshAddress() });
    await call('/api/users/otp/request', { body: { mobile: other }, address: freshAddress() });
    await upstream.db.insertInto('sms_outbox').values({ mobile, body: 'later', created_at: '2030-01-01T00:00:00.000Z' }).execute();
    const mine = (await call(`/api/dev/sms-outbox?mobile=+91${mobile}`)).body.result as { mobile: string; body: string }[];
    expect(mine.map((m) => m.body)).toEqual(['later', expect.stringMatching(/^\d{6} is your Purba Pharmacy login code/)]);
    expect(mine.every((m) => m.mobile === mobile)).toBe(true);
    expect((await call('/api/dev/sms-outbox')).body.result.length).toBe(3);
    expect((await call('/api/dev/sms-outbox?mobile=12345')).status).toBe(400);
  });
});

describe('/api/dev with DEV_TOOLS=0', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    upstream = await startTestUpstream(0, { env: { DEV_TOOLS: '0' } });
  });
  afterAll(() => upstream.close());

  it('does not exist', async () => {
    const reply = await upstreamCaller(upstream)('/api/dev/sms-outbox');
    expect(reply).toEqual({ status: 404, body: { code: 404, result: 'Unknown endpoint' } });
  });
});
