import { describe, expect, it } from 'vitest';
import { followUpInterval, istDay, leadFieldsSchema } from './lead.ts';
import { addNewLead, appendFollowUps, removeLeadBySid, updateLeadInList } from './lead-list.ts';
import { LEAD_MESSAGES as L } from './lead-messages.ts';
import { afterAnswer, judgeChange, syncAction } from './lead-sync.ts';

const lead = (clientId: string, sid: string | null, mobile: string, extra: Record<string, unknown> = {}) => ({ clientId, sid, mobile, ...extra });

describe('the lead list (staff-tools.md §4)', () => {
  it('puts a new lead at the front', () => {
    expect(addNewLead([lead('a', 's1', '9000000001')], lead('b', null, '9000000002')).map((l) => l.clientId)).toEqual(['b', 'a']);
  });

  it.each([
    ['its sid', lead('other-client', 's2', '9111111111')],
    ['its mobile', lead('other-client', null, '9000000002')],
    ['its client id (not on the server yet)', lead('b', null, '9222222222')],
  ])('an update removes the lead matched by %s and re-adds it at the front', (_, update) => {
    const list = [lead('a', 's1', '9000000001'), lead('b', 's2', '9000000002'), lead('c', 's3', '9000000003')];
    const after = updateLeadInList(list, update);
    expect(after).toEqual([update, list[0], list[2]]);
  });

  it('removes by sid only', () => {
    const list = [lead('a', 's1', '9000000001'), lead('b', null, '9000000002')];
    expect(removeLeadBySid(list, 's1')).toEqual([list[1]]);
    expect(removeLeadBySid(list, 'nope')).toEqual(list);
  });

  it('follow-up lists ignore leads whose sid is already present', () => {
    const first = [lead('a', 's1', '1'), lead('b', 's2', '2')];
    const page = [lead('x', 's2', '2'), lead('c', 's3', '3'), lead('y', 's3', '3'), lead('d', null, '4')];
    expect(appendFollowUps(first, page).map((l) => l.clientId)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('lead sync (exactly once, the newer change wins)', () => {
  it('creates a lead without a sid and updates one with a sid', () => {
    expect(syncAction({ sid: null })).toBe('create');
    expect(syncAction({ sid: 'L1' })).toBe('update');
  });

  it.each([
    ['2026-11-26T10:00:00.000Z', '2026-11-26T10:00:01.000Z', 'apply'],
    ['2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z', 'same'],
    ['2026-11-26T10:00:00.000Z', '2026-11-26T15:29:59.000+05:30', 'stale'],
    ['2026-11-26T10:00:00.000Z', '2026-11-26T15:30:01.000+05:30', 'apply'],
  ] as const)('held %s, incoming %s: %s', (held, incoming, verdict) => {
    expect(judgeChange({ clientUpdatedAt: held }, { clientUpdatedAt: incoming })).toBe(verdict);
  });

  const phone = (clientUpdatedAt: string, sid: string | null = null) => ({ clientId: 'c1', sid, clientUpdatedAt, isSyncedWithServer: false, name: 'phone' });
  const server = (clientUpdatedAt: string) => ({ clientId: 'c1', sid: 'L9', clientUpdatedAt, isSyncedWithServer: true, name: 'server' });

  it('stores the server’s answer as the synced lead', () => {
    const sent = phone('2026-11-26T10:00:00Z');
    expect(afterAnswer(sent, sent, server('2026-11-26T10:00:00Z'))).toEqual({ ...server('2026-11-26T10:00:00Z'), isSyncedWithServer: true });
  });

  it('keeps a change made on the phone while the last one was on its way, with the server’s sid', () => {
    const sent = phone('2026-11-26T10:00:00Z');
    const changedSince = phone('2026-11-26T10:05:00Z');
    expect(afterAnswer(changedSince, sent, server('2026-11-26T10:00:00Z'))).toEqual({ ...changedSince, sid: 'L9', isSyncedWithServer: false });
  });

  it('takes the server’s newer lead when the phone’s change lost', () => {
    const sent = phone('2026-11-26T10:00:00Z', 'L9');
    expect(afterAnswer(sent, sent, server('2026-11-26T11:00:00Z'))?.name).toBe('server');
  });

  it('keeps nothing of a lead removed meanwhile', () => {
    const sent = phone('2026-11-26T10:00:00Z');
    expect(afterAnswer(null, sent, server('2026-11-26T10:00:00Z'))).toBeNull();
  });
});

describe('lead fields (the project’s decisions)', () => {
  const today = '2026-11-26';
  const base = { name: 'Rina Das', mobile: '98300 12345', source: 'HC_WI' };
  const first = (input: Record<string, unknown>) => {
    const parsed = leadFieldsSchema(today).safeParse(input);
    return parsed.success ? 'ok' : parsed.error.issues[0]?.message;
  };

  it('accepts a lead with a name, a mobile and a source, and fills the rest', () => {
    const parsed = leadFieldsSchema(today).parse(base);
    expect(parsed).toMatchObject({ name: 'Rina Das', mobile: '9830012345', gender: null, isChronic: false, followUpDate: null, healthCampSid: null });
    expect(parsed.vitalRecords.bpSystolic).toBeNull();
  });

  it.each([
    [{ name: 'R' }, 'Name at least 2 letters'],
    [{ name: 'রিনা দাস' }, 'ok'],
    [{ mobile: '12345' }, 'Please enter a valid mobile number'],
    [{ mobile: '5830012345' }, 'Please enter a valid mobile number'],
    [{ source: 'CAMP' }, L.chooseSource],
    [{ followUpDate: '2026-11-25' }, L.followUpDateInPast],
    [{ followUpDate: '2026-11-26' }, 'ok'],
    [{ followUpDate: '2026-02-30' }, L.invalidFollowUpDate],
    [{ followUpDate: '2028-01-01' }, L.followUpDateTooFar],
    [{ vitalRecords: { bpSystolic: 80, bpDiastolic: 120 } }, L.invalidVital],
    [{ vitalRecords: { spo2: 101 } }, L.invalidVital],
    [{ vitalRecords: { bloodSugar: 142.5, weightKg: 61.2 } }, 'ok'],
    [{ source: 'REFERRAL', healthCampSid: 'camp-1' }, L.campOnlyForCampSources],
    [{ reasonForNotPlacingOrder: 'OTHER' }, L.otherReasonNeedsRemarks],
    [{ remarks: 'x'.repeat(501) }, L.textTooLong],
    [{ name: '<script>alert(1)</script>' }, 'Please enter a valid name'],
  ])('%j: %s', (change, message) => {
    expect(first({ ...base, ...change })).toBe(message);
  });

  it.each([
    ['2026-11-16', 'AFTER_7'],
    ['2026-11-26', 'D1_4'],
    ['2026-11-27', 'D10_1'],
    ['2026-12-06', 'D10_1'],
    ['2026-12-07', null],
    [null, null],
    ['2026-11-25', 'D1_4'],
    ['2026-11-22', 'D1_4'],
    ['2026-11-21', 'D4_7'],
    ['2026-11-19', 'D4_7'],
    ['2026-11-18', 'AFTER_7'],
  ] as const)('a follow-up dated %s is, on 2026-11-26, in interval %s', (date, interval) => {
    expect(followUpInterval(date, today)).toBe(interval);
  });

  it('counts days in India: 20:00 UTC on the 25th is already the 26th', () => {
    expect(istDay(Date.parse('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(istDay(Date.parse('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
  });
});
