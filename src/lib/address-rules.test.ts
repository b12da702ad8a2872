import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { AddressSchema as ServerAddressSchema } from '../../domain/address.ts';
import { PatientSchema as ServerPatientSchema } from '../../domain/patient.ts';
import { AddressSchema as FormAddressSchema, PatientSchema as FormPatientSchema } from './account-forms.ts';

/**
 * The browser's forms and the server's routes judge the same input alike: one table of cases runs
 * through both (the upstream parses request bodies with domain/address.ts and domain/patient.ts; the
 * forms extend them). A rule changed on one side only fails here.
 */
const verdict = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'refused');
};

const ADDRESS = {
  name: 'Asha Roy',
  mobile: '9876543210',
  alternateMobile: '',
  pinCode: '700001',
  city: 'Kolkata',
  state: 'WB',
  street: '12 Park Street',
  apartment: 'Flat 3B',
  isDefault: false,
};

describe('address: the form and the server agree', () => {
  it.each([
    ['a complete address', {}, 'ok'],
    ["an apostrophe in the name (D'Souza)", { name: "Maria D'Souza" }, 'ok'],
    ['dots and a hyphen in the name', { name: 'A. K. Roy-Chowdhury' }, 'ok'],
    ['a Bengali name', { name: 'অমিত দাস' }, 'ok'],
    ['an 80-character name', { name: `${'Asha '.repeat(15)}Roy Chowdhury`.slice(0, 80) }, 'ok'],
    ['an 81-character name', { name: 'A'.repeat(81) }, M.invalidName],
    ['a name of one letter', { name: 'A' }, M.nameMin2],
    ['digits in the name', { name: 'R2D2' }, M.invalidName],
    ['an injection string as the name', { name: "Robert'); DROP TABLE users;--" }, M.invalidName],
    ['no name', { name: '' }, M.fieldRequired],
    ['a mobile written with +91 and a space', { mobile: '+91 98765 43210' }, 'ok'],
    ['no mobile', { mobile: '' }, M.fieldRequired],
    ['a landline as the mobile', { mobile: '0332212345' }, M.invalidMobile],
    ['a second mobile', { alternateMobile: '9123456780' }, 'ok'],
    ['a bad second mobile', { alternateMobile: '12345' }, M.invalidMobile],
    ['a pin code starting with 0', { pinCode: '070001' }, M.invalidPinCode],
    ['a five-digit pin code', { pinCode: '70001' }, M.invalidPinCode],
    ['letters as the pin code', { pinCode: 'abcdef' }, M.invalidPinCode],
    ['no pin code', { pinCode: '' }, M.fieldRequired],
    ['a one-letter city', { city: 'K' }, M.fieldRequired],
    ['a 61-character city', { city: 'K'.repeat(61) }, M.selectRequired],
    ['a state outside the four', { state: 'KA' }, M.selectRequired],
    ['no street', { street: '   ' }, M.fieldRequired],
    ['a 201-character apartment line', { apartment: 'x'.repeat(201) }, M.selectRequired],
  ])('%s', (_case, change, expected) => {
    const input = { ...ADDRESS, ...change };
    expect(verdict(FormAddressSchema, input)).toBe(expected);
    expect(verdict(ServerAddressSchema, input)).toBe(expected);
  });

  it('what the form sends, the server keeps as it is', () => {
    const sent = FormAddressSchema.parse({ ...ADDRESS, name: "  Maria   D'Souza ", mobile: '+91 98765 43210', alternateMobile: ' ' });
    expect(sent).toMatchObject({ name: "Maria D'Souza", mobile: '9876543210', alternateMobile: null });
    expect(ServerAddressSchema.parse(sent)).toEqual(sent);
  });
});

describe('patient: the form and the server agree', () => {
  it.each([
    ['a name and an age', { name: 'Asha', age: 34 }, 'ok'],
    ['an apostrophe and a hyphen', { name: "D'Souza-Roy", age: 60 }, 'ok'],
    ['age 0', { name: 'Asha', age: 0 }, 'ok'],
    ['one letter', { name: 'A', age: 34 }, M.invalidPatient],
    ['a dot and one letter', { name: 'A.', age: 34 }, M.invalidPatient],
    ['61 characters', { name: 'X'.repeat(61), age: 30 }, M.invalidPatient],
    ['age 121', { name: 'Asha', age: 121 }, M.invalidPatientAge],
    ['age -1', { name: 'Asha', age: -1 }, M.invalidPatientAge],
    ['age 3.5', { name: 'Asha', age: 3.5 }, M.invalidPatientAge],
  ])('%s', (_case, input, expected) => {
    expect(verdict(FormPatientSchema, input)).toBe(expected);
    expect(verdict(ServerPatientSchema, input)).toBe(expected);
  });

  it.each([
    ['34', 'ok'],
    ['', M.invalidPatientAge],
    ['   ', M.invalidPatientAge],
    ['abc', M.invalidPatientAge],
    ['old', M.invalidPatientAge],
  ])('the form reads the age box %j', (age, expected) => {
    expect(verdict(FormPatientSchema, { name: 'Asha', age })).toBe(expected);
  });
});
