import { describe, expect, it } from 'vitest';
import { readStorefrontConfig } from './config.ts';

describe('the storefront configuration (README "Configuration")', () => {
  it('has safe defaults for local use', () => {
    expect(readStorefrontConfig({})).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 4321,
      FORCE_BUILD: '0',
      PUBLIC_TOKEN_IN_HEADER: '1',
      PUBLIC_OFFLINE_ORDERS_AUTO: '1',
    });
  });

  it.each([
    ['PORT', '99999'],
    ['FORCE_BUILD', 'yes'],
    ['SNAPSHOT_TOP_PRODUCTS', '-1'],
    ['PUBLIC_TOKEN_IN_HEADER', 'true'],
    ['PUBLIC_OFFLINE_ORDERS_AUTO', 'on'],
    ['UPSTREAM_URL', 'not a url'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => readStorefrontConfig({ [name]: value })).toThrow(name);
  });
});
