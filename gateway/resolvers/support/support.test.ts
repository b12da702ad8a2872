import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { SUPPORT_MESSAGES } from '../../../domain/support-messages.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { tokenFor } from '../../../test-utils/users.ts';

const t = setupAccountGateway();

/** Moves the upstream's clock forward to the next `hh:mm` IST (whole minute). */
function toIst(hh: number, mm: number) {
  const nowMs = t.up.now().getTime();
  const istMinutes = Math.floor((nowMs + 330 * 60_000) / 60_000) % 1440;
  const ahead = (hh * 60 + mm - istMinutes + 1440) % 1440;
  t.up.advance(ahead * 60_000 - (nowMs % 60_000));
}

const HOURS = 'query { supportHours { open opensAt closesAt } }';
const REQUEST = 'mutation($input: CallbackRequestInput!) { requestCallback(input: $input) { id createdAt } }';
const INBOX = 'query($m: String) { devSupportInbox(mobile: $m) { guest name mobile topic note } }';

describe('support hours and call-backs through GraphQL', () => {
  it('says closed at 21:00 IST and refuses a call-back with the spec’s message key, keeping nothing', async () => {
    toIst(21, 0);
    const hours = await t.gql(HOURS, {}, null);
    expect(hours.data.supportHours.open).toBe(false);
    // The account upstream's clock keeps running from where it was moved: the next opening is 9:00 IST, 12 hours on.
    expect(hours.data.supportHours.opensAt).toMatch(/T03:30:00\.000Z$/);
    expect(Date.parse(hours.data.supportHours.opensAt) - t.up.now().getTime()).toBeGreaterThan(12 * 3600_000 - 60_000);
    const refused = await t.gql(REQUEST, { input: { name: 'Ananya Sen', mobile: '9812345670', topic: 'ORDER' } }, null);
    expect(refused.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.supportClosed,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'account.messages.supportClosed' },
    });
    expect(refused.data).toBeNull();
    expect((await t.gql(INBOX, { m: '9812345670' }, null)).data.devSupportInbox).toEqual([]);
  });

  it('takes a guest’s and a customer’s call-back in hours; refuses a bad field with its key', async () => {
    toIst(10, 0);
    const open = (await t.gql(HOURS, {}, null)).data.supportHours;
    expect(open).toMatchObject({ open: true, opensAt: expect.stringMatching(/T03:30:00\.000Z$/), closesAt: expect.stringMatching(/T15:30:00\.000Z$/) });
    expect(t.up.now().getTime() - Date.parse(open.opensAt)).toBeLessThan(3600_000 + 60_000);
    const guest = await t.gql(REQUEST, { input: { name: 'ওড়িয়া নাম', mobile: '+91 98123 45671', topic: 'DELIVERY', note: '<b>hi</b>' } }, null);
    expect(guest.errors).toBeUndefined();
    expect(t.up.now().getTime() - Date.parse(guest.data.requestCallback.createdAt)).toBeLessThan(5_000);
    const token = await tokenFor(t.up.db, t.me.id, t.up.now);
    expect((await t.gql(REQUEST, { input: { name: 'Test Customer', topic: 'OTHER' } }, token)).errors).toBeUndefined();
    expect((await t.gql(INBOX, { m: '9812345671' }, null)).data.devSupportInbox).toEqual([
      { guest: true, name: 'ওড়িয়া নাম', mobile: '9812345671', topic: 'DELIVERY', note: '<b>hi</b>' },
    ]);
    expect((await t.gql(INBOX, { m: t.me.mobile }, null)).data.devSupportInbox).toEqual([
      { guest: false, name: 'Test Customer', mobile: t.me.mobile, topic: 'OTHER', note: null },
    ]);

    const long = await t.gql(REQUEST, { input: { name: 'Ananya Sen', mobile: '9812345672', topic: 'ORDER', note: 'x'.repeat(501) } }, null);
    expect(long.errors?.[0]).toMatchObject({
      message: SUPPORT_MESSAGES.noteTooLong,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'support.messages.noteTooLong', field: 'note' },
    });
    const mobile = await t.gql(REQUEST, { input: { name: 'Ananya Sen', mobile: '123', topic: 'ORDER' } }, null);
    expect(mobile.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'account.messages.invalidMobile', field: 'mobile' });
    const topic = await t.gql(REQUEST, { input: { name: 'Ananya Sen', mobile: '9812345672', topic: 'NOPE' } }, null);
    expect(topic.errors?.[0]?.extensions).toMatchObject({ messageKey: 'support.messages.topicRequired', field: 'topic' });
    expect((await t.gql(INBOX, { m: '9812345672' }, null)).data.devSupportInbox).toEqual([]);
  });

  it('limits one mobile to 3 call-backs an hour (RATE_LIMITED with the wait)', async () => {
    toIst(16, 0);
    const input = { name: 'Ananya Sen', mobile: '9812345673', topic: 'PRODUCT' };
    for (let i = 0; i < 3; i += 1) expect((await t.gql(REQUEST, { input }, null)).errors).toBeUndefined();
    const limited = await t.gql(REQUEST, { input }, null);
    expect(limited.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.tryLater,
      extensions: { code: 'RATE_LIMITED', messageKey: 'account.messages.tryLater', retryAfter: 3600 },
    });
  });
});
