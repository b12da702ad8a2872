import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';
import { ChangePasswordSchema, MobileSchema, NameSchema, OptionalEmailSchema, OtpSchema, PasswordSchema, ProfileSchema } from './fields.ts';

function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('MobileSchema', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    [' 9123456789 ', '9123456789'],
  ])('accepts %j as %s', (input, mobile) => {
    expect(MobileSchema.parse(input)).toBe(mobile);
  });

  it.each([
    ['', 'empty'],
    ['abcdefghij', 'letters'],
    ['98765abc10', 'letters among digits'],
    ['987654321', '9 digits'],
    ['98765432101', '11 digits'],
    ['5876543210', 'starting with 5'],
    ['0876543210', 'starting with 0 without a prefix'],
    ['+9209876543210', 'another country code'],
    ["9876543210' OR 1=1 --", 'SQL injection'],
    ['<script>9876543210</script>', 'markup'],
    ['9876543210\n9876543210', 'two numbers'],
    ['٩٨٧٦٥٤٣٢١٠', 'non-ASCII digits'],
    [9876543210, 'a number, not a string'],
    [null, 'null'],
  ])('refuses %j (%s)', (input, _case) => {
    expect(messageOf(MobileSchema, input)).toBe(M.invalidMobile);
  });
});

describe('OtpSchema', () => {
  it.each([
    ['', M.otpRequired],
    ['   ', M.otpRequired],
    [undefined, M.otpRequired],
    ['12345', M.otpWrong],
    ['1234567', M.otpWrong],
    ['12a456', M.otpWrong],
    ["1' OR '1'='1", M.otpWrong],
  ])('refuses %j with "%s"', (input, message) => {
    expect(messageOf(OtpSchema, input)).toBe(message);
  });

  it('accepts six digits, trimmed', () => {
    expect(OtpSchema.parse(' 012345 ')).toBe('012345');
  });
});

describe('NameSchema', () => {
  it.each([
    ['Ravi Kumar', 'Ravi Kumar'],
    ['  A.  K.   Sen ', 'A. K. Sen'],
    ['Jo', 'Jo'],
    ['অমিত দাস', 'অমিত দাস'],
    ['सुनीता', 'सुनीता'],
    ['ସୁମନ', 'ସୁମନ'],
    ["Maria D'Souza", "Maria D'Souza"],
    ['Roy-Chowdhury', 'Roy-Chowdhury'],
  ])('accepts %j as %j', (input, name) => {
    expect(NameSchema.parse(input)).toBe(name);
  });

  it.each([
    ['', M.fieldRequired],
    ['   ', M.fieldRequired],
    [undefined, M.fieldRequired],
    ['A', M.nameMin2],
    ['A.', M.nameMin2],
    ['R2D2', M.invalidName],
    ['Ravi_Kumar', M.invalidName],
    ["Robert'); DROP TABLE users;--", M.invalidName],
    ['<b>Ravi</b>', M.invalidName],
    ['x'.repeat(81), M.invalidName],
  ])('refuses %j with "%s"', (input, message) => {
    expect(messageOf(NameSchema, input)).toBe(message);
  });
});

describe('OptionalEmailSchema', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['  ', null],
    ['ravi@example.in', 'ravi@example.in'],
    [' ravi.kumar+meds@mail.example.com ', 'ravi.kumar+meds@mail.example.com'],
  ])('accepts %j as %j', (input, email) => {
    expect(OptionalEmailSchema.parse(input)).toBe(email);
  });

  it.each(['ravi', 'ravi@', '@example.in', 'ravi@example', 'ravi @example.in', `${'a'.repeat(250)}@example.in`, 42])('refuses %j', (input) => {
    expect(messageOf(OptionalEmailSchema, input)).toBe(M.invalidEmail);
  });
});

describe('PasswordSchema', () => {
  it.each(['abcdefg1', 'Purba2026', 'পাসওয়ার্ড12', ' spaced 1 ', 'a1'.repeat(36)])('accepts %j unchanged', (input) => {
    expect(PasswordSchema.parse(input)).toBe(input);
  });

  it.each([
    ['', M.passwordRule],
    ['abc1', M.passwordRule],
    ['abcdefgh', M.passwordRule],
    ['12345678', M.passwordRule],
    ['!@#$%^&*', M.passwordRule],
    [undefined, M.passwordRule],
    [`${'a1'.repeat(36)}x`, M.passwordTooLong],
    ['অ1'.repeat(20), M.passwordTooLong],
  ])('refuses %j with "%s"', (input, message) => {
    expect(messageOf(PasswordSchema, input)).toBe(message);
  });
});

describe('form schemas', () => {
  it('profile: name required, e-mail optional', () => {
    expect(ProfileSchema.parse({ name: 'Ravi' })).toEqual({ name: 'Ravi', email: null });
    expect(messageOf(ProfileSchema, {})).toBe(M.fieldRequired);
    expect(messageOf(ProfileSchema, { name: 'Ravi', email: 'nope' })).toBe(M.invalidEmail);
  });

  it('password change: the current password is optional, the new one follows the rule', () => {
    expect(ChangePasswordSchema.parse({ newPassword: 'abcdefg1' })).toEqual({ newPassword: 'abcdefg1' });
    expect(messageOf(ChangePasswordSchema, { currentPassword: 'old', newPassword: 'short' })).toBe(M.passwordRule);
  });
});
