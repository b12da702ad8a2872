import { describe, expect, it } from 'vitest';
import { devToolsOn } from './config.ts';

describe('devToolsOn', () => {
  it.each([
    [undefined, 'outbox', true],
    ['1', 'outbox', true],
    ['0', 'outbox', false],
  ] as const)('DEV_TOOLS=%s SMS_SENDER=%s -> %s', (DEV_TOOLS, SMS_SENDER, on) => {
    expect(devToolsOn({ DEV_TOOLS, SMS_SENDER })).toBe(on);
  });
});
