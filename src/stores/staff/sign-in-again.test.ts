import { describe, expect, it } from 'vitest';
import { STAFF_HOME } from '../session/state.ts';
import { signInAgainAt } from './sign-in.ts';

describe('signInAgainAt: where a lost staff session signs in again', () => {
  it.each([
    ['/editor', '/editor'],
    ['/editor/entry/abc', '/editor'],
    ['/jh/bn/editor/block/new', '/jh/bn/editor'],
  ])('%s → the editor’s desk %s', (path, expected) => {
    expect(signInAgainAt(path)).toBe(expected);
  });

  it.each(['/my-menu/orders', '/lms', '/editorial-policy', '/'])('%s → the staff menu', (path) => {
    expect(signInAgainAt(path)).toBe(STAFF_HOME);
  });
});
