import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { resolvePath } from '../src/routing/routes.ts';
import { cspDirectives } from './csp.ts';

/** HSTS for a site served over TLS: a year, subdomains included (not preloaded: that is the owner's call). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** Powerful features no page uses. */
const DENIED_FEATURES = [
  'microphone',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'browsing-topics',
];

/**
 * Pages where a prescription photo is taken: the upload links (/t, /uprx), the checkout, and the
 * account's prescriptions and orders (an order's prescription upload). Everywhere else the camera is off.
 */
export function takesPrescriptionPhoto(pathname: string): boolean {
  const route = resolvePath(pathname)?.route;
  if (!route) return false;
  if (route.kind === 'upload') return route.mode !== 'uta';
  if (route.kind === 'checkout') return true;
  return route.kind === 'account' && (route.section === 'my-prescriptions' || route.section === 'orders');
}

/**
 * Pages with the address form, whose "Use my location" asks for the position (issue 20): the checkout and
 * the account's addresses. Everywhere else geolocation is off.
 */
export function fillsAddressFromLocation(pathname: string): boolean {
  const route = resolvePath(pathname)?.route;
  if (!route) return false;
  return route.kind === 'checkout' || (route.kind === 'account' && route.section === 'shipping-details');
}

export function permissionsPolicy(pathname: string): string {
  const camera = takesPrescriptionPhoto(pathname) ? 'camera=(self)' : 'camera=()';
  const geolocation = fillsAddressFromLocation(pathname) ? 'geolocation=(self)' : 'geolocation=()';
  // The order the header has always had (camera, microphone, geolocation, …): tests and proxies read it so.
  const [microphone, ...rest] = DENIED_FEATURES.map((feature) => `${feature}=()`);
  return [camera, microphone, geolocation, ...rest].join(', ');
}

export interface SecurityHeaderOptions {
  /** The build's inline script and style hashes (server/csp.ts). */
  csp: { scripts: readonly string[]; styles: readonly string[] };
  /** SERVED_OVER_TLS: HSTS and upgrade-insecure-requests. */
  tls: boolean;
}

/**
 * The headers every answer carries, pages, files and /graphql alike (helmet): the Content-Security-
 * Policy, nosniff, strict-origin-when-cross-origin referrers, no framing (X-Frame-Options DENY beside
 * frame-ancestors), same-origin opener and resource policies, HSTS over TLS, and the Permissions-Policy.
 */
export function securityHeaders({ csp, tls }: SecurityHeaderOptions) {
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ scripts: csp.scripts, styles: csp.styles, tls }) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: tls ? HSTS : false,
    xFrameOptions: { action: 'deny' },
  });
  return (req: IncomingMessage, res: ServerResponse): void => {
    apply(req, res, () => undefined);
    res.setHeader('permissions-policy', permissionsPolicy(new URL(req.url ?? '/', 'http://storefront.local').pathname));
  };
}
