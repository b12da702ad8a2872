import { createHash } from 'node:crypto';
import type { RouteMatch } from '../src/routing/routes.ts';

/**
 * The Content-Security-Policy's inline parts. The storefront's pages carry a few inline scripts (the
 * islands' loader and hydration directives, the cart count, the offline status line) and inline
 * styles (`build.inlineStylesheets: 'always'`); the policy allows exactly those, by their SHA-256, and
 * nothing else inline. Pre-rendered pages are static files, so a nonce cannot work for them: hashes
 * can, and the same hashes serve the pages rendered on demand.
 *
 * The hashes come from the build: every pre-rendered page, and one page of each kind that is only ever
 * rendered on demand (SAMPLE_PATHS), in every language and store view, are read for their inline
 * scripts and styles (server/snapshot.ts), and the build's manifest keeps the set.
 */
export interface InlineHashes {
  scripts: Set<string>;
  styles: Set<string>;
}

export const emptyHashes = (): InlineHashes => ({ scripts: new Set(), styles: new Set() });

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types the browser runs (data blocks such as JSON-LD are not scripts, and CSP leaves them alone). */
const EXECUTABLE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** Adds the hashes of the inline scripts and styles of one HTML document. */
export function collectInlineHashes(html: string, into: InlineHashes): InlineHashes {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    into.scripts.add(sha256(match[2] ?? ''));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) into.styles.add(sha256(match[1] ?? ''));
  return into;
}

/**
 * One path of each route kind that the snapshot does not write (rendered on demand only), so its inline
 * scripts are hashed too. `null`: the kind is among the pre-rendered pages. A new kind of route does not
 * compile until it is listed here.
 */
export const SAMPLE_PATHS: Record<RouteMatch['kind'], string | null> = {
  home: null,
  offers: null,
  category: null,
  brand: null,
  keyword: '/k/paracetamol',
  product: null,
  content: null,
  blogs: null,
  blog: null,
  'mobile-category': null,
  search: '/search?q=paracetamol',
  offline: null,
  error: '/error',
  account: '/my-account/orders',
  staff: '/my-menu',
  'app-login': '/appLoginToken?token=sample',
  upload: '/t/sample',
  'sms-outbox': '/dev/sms-outbox',
  'engagement-outbox': '/dev/engagement-outbox',
  help: '/help',
  'support-inbox': '/dev/support-inbox',
  'reset-password': '/reset-password',
  'mail-outbox': '/dev/mail-outbox',
  editor: '/editor',
  'customer-savings': '/customer-order-savings?token=sample',
  checkout: '/checkout',
  'checkout-confirmation': '/checkout-confirmation',
  payment: '/payment/sample',
  'payment-status': '/paymentStatus',
  'invalid-url': '/invalid-url',
  careers: '/careers',
  'external-sign-in': '/external-sign-in?provider=caller-id&state=sample&code=sample',
  'dev-sign-in-provider': '/dev/caller-id?state=sample',
  'newsletter-unsubscribe': '/newsletter/unsubscribe?token=sample',
};
/** The 404 page (no route at all). */
export const NOT_FOUND_SAMPLE = '/no/such/page/at/all';

export interface PolicyOptions {
  scripts: readonly string[];
  styles: readonly string[];
  /** Served over TLS: ask the browser to upgrade any plain-HTTP request. */
  tls: boolean;
}

/**
 * The policy's directives (for helmet): everything from the storefront's own origin, the build's
 * inline scripts and styles by hash, images also as data: URLs (the icons) and blob: (a private file
 * shown after it was fetched with the token), no plugins, no framing by anyone (frame-ancestors;
 * X-Frame-Options for older browsers is set beside it), forms only to this origin.
 */
export function cspDirectives({ scripts, styles, tls }: PolicyOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
