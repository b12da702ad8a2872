import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../../../domain/account-messages.ts';
import { LEAD_MESSAGES } from '../../../../../domain/lead-messages.ts';
import { CHOOSE_CAMP, emptyLeadForm, formOfLead, leadFormSchema } from './lead-form-values.ts';

/** The lead form's boxes through the domain's lead rules (domain/lead.ts), as the phone checks a lead before keeping it. */
const TODAY = '2026-03-10';
const issues = (values: ReturnType<typeof emptyLeadForm>, camp = false) => {
  const result = leadFormSchema(TODAY, camp).safeParse(values);
  if (result.success) return [];
  // The form shows each field's first message.
  const first = new Map<string, string>();
  for (const issue of result.error.issues) if (!first.has(issue.path.join('.'))) first.set(issue.path.join('.'), issue.message);
  return [...first];
};

describe('the lead form’s values', () => {
  it('turns empty boxes into none and readings into numbers, and keeps what the domain keeps', () => {
    const values = { ...emptyLeadForm(), name: ' Sunita  Das ', mobile: '+91 98000 00001', source: 'HC_WI' as const };
    values.vitalRecords.bpSystolic = '130';
    values.vitalRecords.weightKg = '61,5';
    const parsed = leadFormSchema(TODAY, false).parse(values);
    expect(parsed).toMatchObject({ name: 'Sunita Das', mobile: '9800000001', gender: null, address: null, followUpDate: null, source: 'HC_WI' });
    expect(parsed.vitalRecords).toMatchObject({ bpSystolic: 130, weightKg: 61.5, pulse: null });
    expect(formOfLead(parsed).vitalRecords.weightKg).toBe('61.5');
  });

  it.each([
    [
      'an empty form',
      {},
      [
        ['name', ACCOUNT_MESSAGES.fieldRequired],
        ['mobile', ACCOUNT_MESSAGES.invalidMobile],
        ['source', LEAD_MESSAGES.chooseSource],
      ],
    ],
    [
      'a one-letter name and a 9-digit mobile',
      { name: 'A', mobile: '980000000', source: 'REFERRAL' },
      [
        ['name', ACCOUNT_MESSAGES.nameMin2],
        ['mobile', ACCOUNT_MESSAGES.invalidMobile],
      ],
    ],
    [
      'a follow-up date in the past',
      { name: 'Asha', mobile: '9800000001', source: 'REFERRAL', followUpDate: '2026-03-09' },
      [['followUpDate', LEAD_MESSAGES.followUpDateInPast]],
    ],
    [
      'a reading that is not a number',
      { name: 'Asha', mobile: '9800000001', source: 'REFERRAL', vitalRecords: { ...emptyLeadForm().vitalRecords, pulse: 'abc' } },
      [['vitalRecords.pulse', LEAD_MESSAGES.invalidVital]],
    ],
    [
      'another reason without remarks',
      { name: 'Asha', mobile: '9800000001', source: 'REFERRAL', reasonForNotPlacingOrder: 'OTHER' },
      [['remarks', LEAD_MESSAGES.otherReasonNeedsRemarks]],
    ],
  ] as const)('refuses %s with the domain’s messages', (_label, change, expected) => {
    expect(issues({ ...emptyLeadForm(), ...change } as ReturnType<typeof emptyLeadForm>)).toEqual(expected);
  });

  it('asks for the camp on /pre-add-lead only', () => {
    const values = { ...emptyLeadForm({ source: 'HC_VC' }), name: 'Asha', mobile: '9800000001' };
    expect(issues(values, true)).toEqual([['healthCampSid', CHOOSE_CAMP]]);
    expect(issues(values, false)).toEqual([]);
    expect(issues({ ...values, healthCampSid: 'CAMP1' }, true)).toEqual([]);
  });
});
