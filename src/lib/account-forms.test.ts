import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { AddressSchema, PasswordSchema, PatientSchema, PinCodeSchema } from './account-forms.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('account form rules (storefront.md §5 field messages)', () => {
  // Mobile, OTP, name and e-mail are the shared field rules, tested in domain/fields.test.ts.
  it.each([
    ['700001', null],
    ['', M.fieldRequired],
    ['70001', M.invalidPinCode],
    ['070001', M.invalidPinCode],
    ['7000011', M.invalidPinCode],
  ])('pin code %j -> %s', (value, expected) => {
    expect(message(PinCodeSchema.safeParse(value))).toBe(expected);
  });

  it.each([
    [{ name: 'Asha', age: '34' }, null],
    [{ name: 'Asha', age: 0 }, null],
    [{ name: 'A', age: 34 }, M.invalidPatient],
    [{ name: 'Asha', age: -1 }, M.invalidPatientAge],
    [{ name: 'Asha', age: 121 }, M.invalidPatientAge],
    [{ name: 'Asha', age: 3.5 }, M.invalidPatientAge],
    [{ name: 'Asha', age: 'old' }, M.invalidPatientAge],
  ])('patient %j -> %s', (value, expected) => {
    expect(message(PatientSchema.safeParse(value))).toBe(expected);
  });

  it.each([
    [{ current: '', password: 'medicine42', confirm: 'medicine42' }, null],
    [{ current: '', password: 'short1', confirm: 'short1' }, M.passwordRule],
    [{ current: '', password: 'onlyletters', confirm: 'onlyletters' }, M.passwordRule],
    [{ current: '', password: '12345678', confirm: '12345678' }, M.passwordRule],
    [{ current: '', password: 'medicine42', confirm: 'medicine43' }, M.passwordsDiffer],
  ])('password %j -> %s', (value, expected) => {
    expect(message(PasswordSchema.safeParse(value))).toBe(expected);
  });

  const address = {
    name: 'Rina Das',
    mobile: '9876543210',
    alternateMobile: '',
    pinCode: '700001',
    city: 'Kolkata',
    state: 'WB',
    street: 'BB Ganguly Street',
    apartment: '12/1',
    isDefault: true,
  };
  it.each([
    [{}, null],
    [{ state: 'KA' }, M.fieldRequired],
    [{ street: '  ' }, M.fieldRequired],
    [{ alternateMobile: '123' }, M.invalidMobile],
    [{ pinCode: 'abcdef' }, M.invalidPinCode],
  ])('address with %j -> %s', (change, expected) => {
    expect(message(AddressSchema.safeParse({ ...address, ...change }))).toBe(expected);
  });
});
