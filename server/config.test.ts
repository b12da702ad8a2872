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
      DIST_DIR: 'dist',
      SERVED_OVER_TLS: '0',
      GRAPHQL_DEV_TOOLS: '0',
      ALLOWED_ORIGINS: [],
      TRUSTED_PROXIES: [],
      PAGE_CACHE_MS: 60_000,
      PAGE_CACHE_MB: 32,
    });
    expect(readStorefrontConfig({}).GATEWAY_SECRET).toBeUndefined();
  });

  it('turns the render cache off with PAGE_CACHE_MS=0', () => {
    expect(readStorefrontConfig({ PAGE_CACHE_MS: '0' }).PAGE_CACHE_MS).toBe(0);
  });

  it('reads the security settings as lists', () => {
    expect(
      readStorefrontConfig({ ALLOWED_ORIGINS: 'https://app.purba.example, http://localhost:5173/', TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' }),
    ).toMatchObject({ ALLOWED_ORIGINS: ['https://app.purba.example', 'http://localhost:5173'], TRUSTED_PROXIES: ['loopback', '10.0.0.0/8'] });
  });

  it.each([
    ['PORT', '99999'],
    ['FORCE_BUILD', 'yes'],
    ['SNAPSHOT_TOP_PRODUCTS', '-1'],
    ['PUBLIC_TOKEN_IN_HEADER', 'true'],
    ['PUBLIC_OFFLINE_ORDERS_AUTO', 'on'],
    ['UPSTREAM_URL', 'not a url'],
    ['SERVED_OVER_TLS', 'yes'],
    ['GRAPHQL_DEV_TOOLS', 'true'],
    ['ALLOWED_ORIGINS', 'evil.example'],
    ['ALLOWED_ORIGINS', 'ftp://files.example'],
    ['TRUSTED_PROXIES', 'my-proxy'],
    ['TRUSTED_PROXIES', '10.0.0.0/99'],
    ['GATEWAY_SECRET', 'short'],
    ['DATABASE_URL', 'mysql://shop@db.example/pharmacy'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['PAGE_CACHE_MS', '-1'],
    ['PAGE_CACHE_MS', 'a minute'],
    ['PAGE_CACHE_MB', '0'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => readStorefrontConfig({ [name]: value })).toThrow(name);
  });
});
