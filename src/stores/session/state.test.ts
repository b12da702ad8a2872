import { describe, expect, it } from 'vitest';
import { isSessionState } from './state.ts';

describe('the stored session (storefront.md §3 pharmaUserDetails)', () => {
  it.each([
    [{ isUserLoggedIn: true, userLoginToken: 'x', wareHouse_id: 'WB-01' }, false],
    [{ isUserLoggedIn: false, wareHouse_id: 'WB-01' }, true],
    ['a string', false],
    [null, false],
  ])('believes a stored session only when it is whole: %j -> %s', (value, expected) => {
    expect(isSessionState(value)).toBe(expected);
  });
});
