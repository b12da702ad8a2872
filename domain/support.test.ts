import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { CallbackRequestSchema, SUPPORT_CLOSED_MESSAGE, supportHours } from './support.ts';
import { SUPPORT_MESSAGES } from './support-messages.ts';

describe('supportHours (IST 9:00 inclusive to 21:00 exclusive)', () => {
  it.each([
    // [UTC instant, IST reading, open, opensAt, closesAt]
    ['2026-11-26T03:29:00.000Z', '08:59 IST', false, '2026-11-26T03:30:00.000Z', '2026-11-26T15:30:00.000Z'],
    ['2026-11-26T03:29:59.999Z', '08:59:59.999 IST', false, '2026-11-26T03:30:00.000Z', '2026-11-26T15:30:00.000Z'],
    ['2026-11-26T03:30:00.000Z', '09:00 IST', true, '2026-11-26T03:30:00.000Z', '2026-11-26T15:30:00.000Z'],
    ['2026-11-26T15:29:00.000Z', '20:59 IST', true, '2026-11-26T03:30:00.000Z', '2026-11-26T15:30:00.000Z'],
    ['2026-11-26T15:29:59.999Z', '20:59:59.999 IST', true, '2026-11-26T03:30:00.000Z', '2026-11-26T15:30:00.000Z'],
    ['2026-11-26T15:30:00.000Z', '21:00 IST', false, '2026-11-27T03:30:00.000Z', '2026-11-27T15:30:00.000Z'],
    // UTC midnight is 05:30 IST: closed, opening later the same UTC day.
    ['2026-11-26T00:00:00.000Z', '05:30 IST', false, '2026-11-26T03:30:00.000Z', '2026-11-26T15:30:00.000Z'],
    ['2026-11-25T23:59:59.999Z', '05:29 IST (next IST day)', false, '2026-11-26T03:30:00.000Z', '2026-11-26T15:30:00.000Z'],
    // IST midnight is 18:30 UTC: the next opening is the following IST morning either side of it.
    ['2026-11-26T18:29:59.999Z', '23:59 IST', false, '2026-11-27T03:30:00.000Z', '2026-11-27T15:30:00.000Z'],
    ['2026-11-26T18:30:00.000Z', '00:00 IST next day', false, '2026-11-27T03:30:00.000Z', '2026-11-27T15:30:00.000Z'],
    // Year end, and a leap day, in IST.
    ['2026-12-31T20:00:00.000Z', '01:30 IST 1/1/2027', false, '2027-01-01T03:30:00.000Z', '2027-01-01T15:30:00.000Z'],
    ['2028-02-29T10:00:00.000Z', '15:30 IST 29/2/2028', true, '2028-02-29T03:30:00.000Z', '2028-02-29T15:30:00.000Z'],
  ])('%s (%s): open %s', (at, _ist, open, opensAt, closesAt) => {
    expect(supportHours(new Date(at))).toEqual({ open, opensAt, closesAt });
  });

  it('says the spec’s words when closed', () => {
    expect(SUPPORT_CLOSED_MESSAGE).toBe('We will love to address your concern. Please reach us within our working time 9 AM to 9 PM');
    expect(SUPPORT_CLOSED_MESSAGE).toBe(ACCOUNT_MESSAGES.supportClosed);
  });
});

describe('CallbackRequestSchema', () => {
  const good = { name: 'Ananya Sen', mobile: '+91 98765 43210', topic: 'ORDER', note: '  Where is my order?  ' };
  const first = (input: Record<string, unknown>) => {
    const parsed = CallbackRequestSchema.safeParse(input);
    return parsed.success ? 'ok' : parsed.error.issues[0]?.message;
  };

  it('takes a name in any script, a mobile written with +91, a topic and a trimmed note', () => {
    expect(CallbackRequestSchema.parse(good)).toEqual({ name: 'Ananya Sen', mobile: '9876543210', topic: 'ORDER', note: 'Where is my order?' });
    expect(CallbackRequestSchema.parse({ ...good, name: 'অনন্যা সেন', note: '' }).note).toBeNull();
    expect(CallbackRequestSchema.parse({ ...good, name: 'ଓଡ଼ିଆ', note: undefined }).name).toBe('ଓଡ଼ିଆ');
    expect(CallbackRequestSchema.parse({ ...good, note: 'অ'.repeat(500) }).note).toHaveLength(500);
  });

  it('refuses each bad field with its message', () => {
    expect(first({ ...good, name: 'A' })).toBe(ACCOUNT_MESSAGES.nameMin2);
    expect(first({ ...good, name: '' })).toBe(ACCOUNT_MESSAGES.fieldRequired);
    expect(first({ ...good, name: '<script>' })).toBe(ACCOUNT_MESSAGES.invalidName);
    expect(first({ ...good, mobile: '12345' })).toBe(ACCOUNT_MESSAGES.invalidMobile);
    expect(first({ ...good, mobile: '5876543210' })).toBe(ACCOUNT_MESSAGES.invalidMobile);
    expect(first({ ...good, topic: 'REFUND_NOW' })).toBe(SUPPORT_MESSAGES.topicRequired);
    expect(first({ ...good, topic: undefined })).toBe(SUPPORT_MESSAGES.topicRequired);
    expect(first({ ...good, note: 'x'.repeat(501) })).toBe(SUPPORT_MESSAGES.noteTooLong);
    expect(first({ ...good, note: 42 })).toBe(SUPPORT_MESSAGES.noteTooLong);
  });
});
