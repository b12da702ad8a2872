import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fillsAddressFromLocation, permissionsPolicy, securityHeaders, takesPrescriptionPhoto } from './security-headers.ts';

/** The headers `securityHeaders` sets for a request to `url`. */
function headersFor(url: string, tls: boolean): Record<string, string> {
  const set: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete set[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  securityHeaders({ csp: { scripts: ["'sha256-abc='"], styles: ["'sha256-def='"] }, tls })({ url, headers: {} } as IncomingMessage, res);
  return set;
}

describe('security headers', () => {
  it('sets the policy with the build’s hashes and the protections a browser expects', () => {
    const headers = headersFor('/c/antibiotics', false);
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=';style-src 'self' 'sha256-def=';img-src 'self' data: blob:;font-src 'self';connect-src 'self';manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when the site is served over TLS', () => {
    const headers = headersFor('/', true);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});

describe('the Permissions-Policy', () => {
  it.each([
    ['/t/abc123', true],
    ['/uprx/token-1', true],
    ['/bn/checkout', true],
    ['/jh/checkout-quick', true],
    ['/my-account/my-prescriptions', true],
    ['/my-account/orders/Ab_12-x', true],
    ['/uta/ticket1', false],
    ['/my-account/profile', false],
    ['/', false],
    ['/p/MED000001/augmentin-625-duo-tablet', false],
    ['/_astro/island.js', false],
    ['/graphql', false],
  ])('%s may use the camera: %s', (path, camera) => {
    expect(takesPrescriptionPhoto(path)).toBe(camera);
    expect(permissionsPolicy(path)).toMatch(camera ? /^camera=\(self\), / : /^camera=\(\), /);
  });

  it('turns off the other powerful features everywhere', () => {
    expect(permissionsPolicy('/checkout')).toContain('microphone=(), geolocation=(self), payment=()');
    expect(permissionsPolicy('/c/antibiotics')).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
  });

  it.each([
    ['/checkout', true],
    ['/my-account/shipping-details', true],
    ['/bn/my-account/shipping-details', true],
    ['/my-account/profile', false],
    ['/', false],
    ['/p/MED000001/augmentin-625-duo-tablet', false],
    ['/graphql', false],
  ])("%s may ask for the position (the address form's use my location): %s", (path, location) => {
    expect(fillsAddressFromLocation(path)).toBe(location);
    expect(permissionsPolicy(path)).toContain(location ? 'geolocation=(self)' : 'geolocation=()');
  });
});
