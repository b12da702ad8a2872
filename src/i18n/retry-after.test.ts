import { describe, expect, it } from 'vitest';
import type { Locale } from '../routing/site.ts';
import { accountStrings } from './island-strings.ts';
import { retryAfterText } from './retry-after.ts';

const text = (locale: Locale, seconds: number) => retryAfterText(seconds, accountStrings(locale));

describe('retryAfterText', () => {
  it.each([
    [1, 'Try again in 1 s.'],
    [30, 'Try again in 30 s.'],
    [59.2, 'Try again in 60 s.'],
    [60, 'Try again in 1 min.'],
    [61, 'Try again in 2 min.'],
    [240, 'Try again in 4 min.'],
    [3440, 'Try again in 58 min.'],
    [3599, 'Try again in 1 h.'],
    [3600, 'Try again in 1 h.'],
    [3601, 'Try again in 1 h 1 min.'],
    [5400, 'Try again in 1 h 30 min.'],
    [86_400, 'Try again in 24 h.'],
  ])('says %s s as "%s", rounded up', (seconds, english) => {
    expect(text('en-US', seconds)).toBe(english);
  });

  it.each([
    ['bn-IN', 45, '45 সেকেন্ড পরে আবার চেষ্টা করুন।'],
    ['bn-IN', 240, '4 মিনিট পরে আবার চেষ্টা করুন।'],
    ['bn-IN', 5400, '1 ঘণ্টা 30 মিনিট পরে আবার চেষ্টা করুন।'],
    ['hi-IN', 45, '45 सेकंड बाद फिर कोशिश करें।'],
    ['hi-IN', 240, '4 मिनट बाद फिर कोशिश करें।'],
    ['hi-IN', 3600, '1 घंटे बाद फिर कोशिश करें।'],
    ['hi-IN', 5400, '1 घंटे 30 मिनट बाद फिर कोशिश करें।'],
    ['or-IN', 45, '45 ସେକେଣ୍ଡ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।'],
    ['or-IN', 240, '4 ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।'],
    ['or-IN', 5400, '1 ଘଣ୍ଟା 30 ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।'],
  ] as const)('says it in %s: %s s is "%s"', (locale, seconds, translated) => {
    expect(text(locale, seconds)).toBe(translated);
  });

  it.each([0, -5, Number.NaN])('says nothing for a wait of %s', (seconds) => {
    expect(text('en-US', seconds)).toBe('');
  });
});
