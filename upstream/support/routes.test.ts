import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { SUPPORT_MESSAGES } from '../../domain/support-messages.ts';
import { freshAddress, freshMobile, testClock, upstreamCaller } from '../../test-utils/sign-in.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { createCustomer } from '../../test-utils/users.ts';

/** The clock starts at 10:00 IST (04:30 UTC) on 2 March 2026. */
const clock = testClock('2026-03-02T04:30:00.000Z');
const MINUTE = 60;

describe('/api/support', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let call: ReturnType<typeof upstreamCaller>;
  beforeAll(async () => {
    upstream = await startTestUpstream(0, { options: { now: clock.now } });
    call = upstreamCaller(upstream);
  });
  afterAll(() => upstream.close());

  const stored = async () =>
    (
      await upstream.db
        .selectFrom('support_callbacks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const good = () => ({ name: 'Ananya Sen', mobile: freshMobile(), topic: 'ORDER', note: 'Where is my order?' });
  /** Moves the test clock forward to the next `hh:mm` IST. */
  const toIst = (hh: number, mm: number) => {
    const nowMs = clock.now().getTime();
    const istMinutes = Math.floor((nowMs + 330 * 60_000) / 60_000) % 1440;
    const wanted = hh * 60 + mm;
    const ahead = (wanted - istMinutes + 1440) % 1440;
    const secondsIntoMinute = (nowMs / 1000) % 60;
    clock.advance(ahead * MINUTE - secondsIntoMinute);
  };

  it('says the hours on its clock: closed at 8:59 IST, open at 9:00 and 20:59, closed at 21:00', async () => {
    toIst(8, 59);
    const before = (await call('/api/support/hours')).body.result;
    expect(before.open).toBe(false);
    expect(Date.parse(before.opensAt) - clock.now().getTime()).toBe(60_000);
    toIst(9, 0);
    expect((await call('/api/support/hours')).body.result).toMatchObject({ open: true, opensAt: clock.now().toISOString() });
    toIst(20, 59);
    const late = (await call('/api/support/hours')).body.result;
    expect(late.open).toBe(true);
    expect(Date.parse(late.closesAt) - clock.now().getTime()).toBe(60_000);
    toIst(21, 0);
    const closed = (await call('/api/support/hours')).body.result;
    expect(closed.open).toBe(false);
    expect(Date.parse(closed.opensAt) - clock.now().getTime()).toBe(12 * 3600_000);
  });

  it('refuses a call-back outside hours with the spec’s message and its key, and stores nothing', async () => {
    toIst(21, 0);
    const before = await stored();
    const reply = await call('/api/support/callback', { body: good(), address: freshAddress() });
    expect(reply.status).toBe(409);
    expect(reply.body.result).toBe(ACCOUNT_MESSAGES.supportClosed);
    expect(reply.body.meta).toMatchObject({ messageKey: 'account.messages.supportClosed' });
    toIst(8, 59);
    expect((await call('/api/support/callback', { body: good(), address: freshAddress() })).status).toBe(409);
    expect(await stored()).toBe(before);
  });

  it('takes a guest’s request in hours, and the development inbox lists it', async () => {
    toIst(9, 0);
    const request = { ...good(), name: 'অনন্যা সেন' };
    const reply = await call('/api/support/callback', { body: { ...request, mobile: `+91 ${request.mobile}` }, address: freshAddress() });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ createdAt: clock.now().toISOString(), message: SUPPORT_MESSAGES.requested });
    const inbox = (await call(`/api/dev/support-inbox?mobile=${request.mobile}`)).body.result;
    expect(inbox).toEqual([
      {
        id: reply.body.result.id,
        customerId: null,
        name: 'অনন্যা সেন',
        mobile: request.mobile,
        topic: 'ORDER',
        note: 'Where is my order?',
        createdAt: clock.now().toISOString(),
      },
    ]);
    expect((await call('/api/dev/support-inbox?mobile=123')).status).toBe(400);
  });

  it('calls a signed-in customer on their account’s mobile when they send none', async () => {
    toIst(14, 0);
    const me = await createCustomer(upstream.db, { now: clock.now });
    const reply = await call('/api/support/callback', { body: { name: 'Test Customer', topic: 'PAYMENT' }, token: me.token, address: freshAddress() });
    expect(reply.status).toBe(200);
    const [row] = (await call(`/api/dev/support-inbox?mobile=${me.mobile}`)).body.result;
    expect(row).toMatchObject({ customerId: me.id, mobile: me.mobile, topic: 'PAYMENT', note: null });
  });

  it.each([
    ['a bad mobile', { mobile: '12345' }, ACCOUNT_MESSAGES.invalidMobile, 'mobile'],
    ['a guest without a mobile', { mobile: undefined }, ACCOUNT_MESSAGES.invalidMobile, 'mobile'],
    ['a one-letter name', { name: 'A' }, ACCOUNT_MESSAGES.nameMin2, 'name'],
    ['a topic off the list', { topic: 'REFUND' }, SUPPORT_MESSAGES.topicRequired, 'topic'],
    ['a note of 501 characters', { note: 'x'.repeat(501) }, SUPPORT_MESSAGES.noteTooLong, 'note'],
  ])('refuses %s with its message and stores nothing', async (_what, change, message, field) => {
    toIst(11, 0);
    const before = await stored();
    const reply = await call('/api/support/callback', { body: { ...good(), ...change }, address: freshAddress() });
    expect(reply).toMatchObject({ status: 400, body: { result: message, meta: { field } } });
    expect(await stored()).toBe(before);
  });

  it('keeps injection strings as text', async () => {
    toIst(12, 0);
    const note = `'); DROP TABLE support_callbacks; -- <script>alert(1)</script> {{constructor}}`;
    const request = { ...good(), note };
    expect((await call('/api/support/callback', { body: request, address: freshAddress() })).status).toBe(200);
    const [row] = (await call(`/api/dev/support-inbox?mobile=${request.mobile}`)).body.result;
    expect(row.note).toBe(note);
    expect(await stored()).toBeGreaterThan(0);
  });

  it('limits call-backs per mobile (3 an hour) and per address (10 an hour) with 429 and the wait', async () => {
    toIst(15, 0);
    const request = good();
    for (let i = 0; i < 3; i += 1) expect((await call('/api/support/callback', { body: request, address: freshAddress() })).status).toBe(200);
    const before = await stored();
    const refused = await call('/api/support/callback', { body: request, address: freshAddress() });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ result: ACCOUNT_MESSAGES.tryLater, meta: { messageKey: 'account.messages.tryLater', retryAfter: 3600 } });
    expect(await stored()).toBe(before);

    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) expect((await call('/api/support/callback', { body: good(), address })).status).toBe(200);
    expect((await call('/api/support/callback', { body: good(), address })).status).toBe(429);
    clock.advance(3600);
    expect((await call('/api/support/callback', { body: good(), address })).status).toBe(200);
  });
});

describe('/api/dev/support-inbox with DEV_TOOLS=0', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    upstream = await startTestUpstream(0, { env: { DEV_TOOLS: '0' } });
  });
  afterAll(() => upstream.close());

  it('does not exist', async () => {
    expect((await upstreamCaller(upstream)('/api/dev/support-inbox')).status).toBe(404);
  });
});
