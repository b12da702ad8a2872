import { describe, expect, it } from 'vitest';
import { readUpstreamConfig } from '../upstream/config.ts';
import { devToolsOn, readDevToolsConfig } from './dev-tools.ts';

describe('developer tools', () => {
  it.each([
    [{}, true],
    [{ DEV_TOOLS: '1' }, true],
    [{ DEV_TOOLS: '0' }, false],
    [{ SMS_SENDER: 'outbox' }, true],
    [{ SMS_SENDER: 'outbox', DEV_TOOLS: '0' }, false],
  ])('are on for %j as %s, in the storefront exactly as in the upstream', (env, on) => {
    expect(devToolsOn(readDevToolsConfig(env))).toBe(on);
    expect(devToolsOn(readUpstreamConfig(env))).toBe(on);
  });

  it('refuses a value it does not know, with the variable named', () => {
    expect(() => readDevToolsConfig({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS/);
  });
});
