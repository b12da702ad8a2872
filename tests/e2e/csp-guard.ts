import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

/**
 * Every browser test runs under the storefront's Content-Security-Policy (issue 11): a violation that
 * Chromium reports in any page's console fails the test during which it happened.
 */
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});
