import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { PasswordSchema, PinCodeSchema } from './account-forms.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('account form rules (storefront.md §5 field messages)', () => {
  // Mobile, OTP, name and e-mail are the shared field rules, tested in domain/fields.test.ts; the address
  // and patient forms against the server's rules in address-rules.test.ts.
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
    [{ current: '', password: 'medicine42', confirm: 'medicine42' }, null],
    [{ current: '', password: 'short1', confirm: 'short1' }, M.passwordRule],
    [{ current: '', password: 'onlyletters', confirm: 'onlyletters' }, M.passwordRule],
    [{ current: '', password: '12345678', confirm: '12345678' }, M.passwordRule],
    [{ current: '', password: 'medicine42', confirm: 'medicine43' }, M.passwordsDiffer],
  ])('password %j -> %s', (value, expected) => {
    expect(message(PasswordSchema.safeParse(value))).toBe(expected);
  });
});
