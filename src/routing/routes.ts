import { identifierRefusal } from '../../domain/cms.ts';
import { type Site, splitSite } from './site.ts';

/**
 * The content pages the footer links to (storefront.md §2 static pages and about-us). Since issue 18 any
 * URL key an editor publishes is a content page (/{identifier}, asked of the gateway); these are the
 * seed's, whose names the footer carries in every language.
 */
export const CONTENT_PAGES = [
  'legal',
  'privacy',
  'refund',
  'sale',
  'order-tracking',
  'size-guide',
  'delivery',
  'returns',
  'order-from-catalog',
  'about-us',
] as const;
export type ContentPageId = (typeof CONTENT_PAGES)[number];

/** The account area of storefront.md §2 (login required); '' is the account home. */
export const ACCOUNT_SECTIONS = [
  '',
  'profile',
  'shipping-details',
  'orders',
  'manage-patients',
  'my-prescriptions',
  'notifications',
  'notify-me',
  'activity',
  'tickets',
  'wallet',
  'buy-again',
  'change-password',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/**
 * The staff pages under /my-menu (staff-tools.md §2; issue 15): the menu itself, the selected customer's
 * orders, repeat order and quick order, the audit trail and the no-result searches (the project's own,
 * for admins). More join as they are built. Order metrics and the estimation screens (issue 16: All
 * Estimates, one estimation's savings, one product's alternatives) are staff pages at paths of their
 * own (§2: /order-metrics, /order-estimation/, /order-savings/, /order-suggestion/), not under /my-menu.
 */
export const STAFF_SECTIONS = [
  '',
  'orders',
  'repeat-order',
  'quick-order',
  'audit',
  'search-misses',
  // The job applications (issue 20; admins): /my-menu/job-applications.
  'job-applications',
  'order-metrics',
  'order-estimation',
  'order-savings',
  'order-suggestion',
  // Prescription decoding and approval (issue 16): /my-menu/add-product-using-prescription (also at
  // /add-product-using-prescription), the admin's /add-product-using-prescription-for-admin, the admin's
  // link /dpfc/{cusSid_adminId}, and the orders waiting for a prescription.
  'add-product-using-prescription',
  'add-product-using-prescription-for-admin',
  'dpfc',
  'prescription-approvals',
  // Leads, camps and follow-ups (issue 17; §2): /add-lead, /pre-add-lead (a lead from a camp), /lms, the
  // follow-up list /lead-follow-up and one follow-up /lead-follow-up/{followUpSid} (the lead's sid), and
  // /pre-awareness-absentees. Top-level paths, as §2 names them.
  'add-lead',
  'pre-add-lead',
  'lms',
  'lead-follow-up',
  'pre-awareness-absentees',
  // Migration and retention calls (issue 17): /customer-migration, and one customer's at /customer-migration/{customerSid}.
  'customer-migration',
] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];
const TOP_LEVEL_STAFF_SECTIONS: readonly StaffSection[] = [
  'order-metrics',
  'order-estimation',
  'order-savings',
  'order-suggestion',
  'add-product-using-prescription-for-admin',
  'add-lead',
  'pre-add-lead',
  'lms',
  'lead-follow-up',
  'pre-awareness-absentees',
  'customer-migration',
];
/** Staff pages at /my-menu/{section} and also at /{section} (staff-tools.md §2 names both paths). */
const BOTH_PATHS_STAFF_SECTIONS: readonly StaffSection[] = ['add-product-using-prescription'];

/**
 * A staff page's path: /my-menu, /my-menu/{section}, or a top-level one's own (/order-metrics); /dpfc
 * takes its reference (cusSid_adminId), /lead-follow-up one follow-up's (the lead's sid), /customer-migration
 * one customer's (their cusSid) when given.
 */
export const staffPath = (section: StaffSection, ref?: string) =>
  section === 'dpfc' || ((section === 'lead-follow-up' || section === 'customer-migration') && ref)
    ? `/${section}/${encodeURIComponent(ref ?? '')}`
    : TOP_LEVEL_STAFF_SECTIONS.includes(section)
      ? `/${section}`
      : section
        ? `/my-menu/${section}`
        : '/my-menu';

/**
 * The editor's desk (issue 18): /editor (the lists), /editor/entry/{id} and /editor/entry/new (a page or
 * blog post; the new one's kind and language in the query), /editor/block/{id} and /editor/block/new (a
 * banner or popular-category tile).
 */
export type EditorSection = 'home' | 'entry' | 'block';

/** Upload routes: /t/{order_sid} and /uprx/{token} for an order's prescription, /uta/{ticketid} for a ticket. */
export type UploadMode = 't' | 'uprx' | 'uta';

export type RouteMatch =
  | { kind: 'home' }
  | { kind: 'offers' }
  | { kind: 'category'; key: string }
  | { kind: 'brand'; brand: string }
  | { kind: 'keyword'; keyword: string }
  /** slug is null when the URL was cut after the SKU (/p/{sku}): the page answers 301 to the product's own URL. */
  | { kind: 'product'; parentSku: string; slug: string | null; childSku: string | null }
  /** A content page by URL key (domain/cms.ts IDENTIFIER): the gateway says whether it exists (404 otherwise). */
  | { kind: 'content'; identifier: string }
  | { kind: 'blogs'; blogType: string }
  | { kind: 'blog'; identifier: string }
  | { kind: 'mobile-category' }
  /** The careers page (issue 20): the openings of the page's language and the application form. */
  | { kind: 'careers' }
  | { kind: 'search' }
  | { kind: 'offline' }
  | { kind: 'error' }
  | { kind: 'account'; section: AccountSection; id: string | null }
  | { kind: 'app-login' }
  /** Caller-id and social sign-in's return from the provider (issue 20): ?provider=…&state=…&code=…. */
  | { kind: 'external-sign-in' }
  /** The development caller-id app and Google consent page (issue 20; DEV_TOOLS only). */
  | { kind: 'dev-sign-in-provider'; provider: 'caller-id' | 'social' }
  | { kind: 'upload'; mode: UploadMode; ref: string }
  | { kind: 'sms-outbox' }
  /** The development engagement service's messages (DEV_TOOLS only, as the SMS outbox). */
  | { kind: 'engagement-outbox' }
  /** Help and support (issue 20): hours and the call-back form. */
  | { kind: 'help' }
  /** The development support desk's call-back requests (DEV_TOOLS only, as the SMS outbox). */
  | { kind: 'support-inbox' }
  /** Password reset (issue 20): the request form, or the new password's form with the link's token. */
  | { kind: 'reset-password' }
  /** The development mail outbox (DEV_TOOLS only, as the SMS outbox): newsletter coupons, reset links. */
  | { kind: 'mail-outbox' }
  /** The newsletter's unsubscribe link (issue 20): /newsletter/unsubscribe?token=…, a button, then the outcome. */
  | { kind: 'newsletter-unsubscribe' }
  /** ref: the entry's or block's id, or 'new'. */
  | { kind: 'editor'; section: EditorSection; ref?: string }
  /** ref: /dpfc's cusSid_adminId, /customer-migration/{customerSid}'s customer. */
  | { kind: 'staff'; section: StaffSection; ref?: string }
  /** The customer's savings page from the SMS link (/customer-order-savings?token=…), without sign-in. */
  | { kind: 'customer-savings' }
  | { kind: 'checkout'; quick: boolean }
  | { kind: 'checkout-confirmation' }
  | { kind: 'payment'; orderId: string }
  | { kind: 'payment-status' }
  | { kind: 'invalid-url' };

export type Resolved = { site: Site; route: RouteMatch; path: string } | null;

/**
 * A path segment: letters, digits and . _ ~ - (public ids are base64url, so they may start with _ or -);
 * anything else is not a route.
 */
const SEGMENT = /^[\p{L}\p{N}_-][\p{L}\p{N}._~-]{0,199}$/u;

/**
 * The route table of storefront.md §2 after the store-view and locale prefix. Returns null for anything
 * unknown (the 404 page). Segments are decoded; a segment of unexpected characters is unknown.
 */
export function resolvePath(pathname: string): Resolved {
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const split = splitSite(segments);
  if (!split) return null;
  const { site, rest } = split;
  const route = matchRest(rest);
  if (!route) return null;
  return { site, route, path: rest.length === 0 ? '/' : `/${rest.map(encodeURIComponent).join('/')}` };
}

function matchRest(rest: readonly string[]): RouteMatch | null {
  if (rest.some((s) => !SEGMENT.test(s))) return rest.length === 0 ? { kind: 'home' } : null;
  const [a, b, c, d] = rest;
  switch (rest.length) {
    case 0:
      return { kind: 'home' };
    case 1:
      if (a === 'offers') return { kind: 'offers' };
      if (a === 'mobile-category') return { kind: 'mobile-category' };
      if (a === 'search') return { kind: 'search' };
      if (a === 'pwa.html') return { kind: 'home' };
      if (a === 'offline.html') return { kind: 'offline' };
      if (a === 'error') return { kind: 'error' };
      if (a === 'my-account') return { kind: 'account', section: '', id: null };
      if (a === 'my-menu') return { kind: 'staff', section: '' };
      if (a && (TOP_LEVEL_STAFF_SECTIONS.includes(a as StaffSection) || BOTH_PATHS_STAFF_SECTIONS.includes(a as StaffSection)))
        return { kind: 'staff', section: a as StaffSection };
      if (a === 'customer-order-savings') return { kind: 'customer-savings' };
      if (a === 'appLoginToken') return { kind: 'app-login' };
      if (a === 'external-sign-in') return { kind: 'external-sign-in' };
      if (a === 'checkout' || a === 'checkout-quick') return { kind: 'checkout', quick: a === 'checkout-quick' };
      if (a === 'checkout-confirmation') return { kind: 'checkout-confirmation' };
      if (a === 'paymentStatus') return { kind: 'payment-status' };
      if (a === 'invalid-url') return { kind: 'invalid-url' };
      if (a === 'editor') return { kind: 'editor', section: 'home' };
      if (a === 'help') return { kind: 'help' };
      if (a === 'careers') return { kind: 'careers' };
      if (a === 'reset-password') return { kind: 'reset-password' };
      if (a && identifierRefusal('PAGE', a) === null) return { kind: 'content', identifier: a };
      return null;
    case 2:
      if (a === 'c' && b) return { kind: 'category', key: b };
      if (a === 'b' && b) return { kind: 'brand', brand: b };
      if (a === 'k' && b) return { kind: 'keyword', keyword: b };
      if (a === 'blogs' && b) return { kind: 'blogs', blogType: b };
      if (a === 'blog' && b) return { kind: 'blog', identifier: b };
      if (a === 'my-account' && b && b !== '' && ACCOUNT_SECTIONS.includes(b as AccountSection))
        return { kind: 'account', section: b as AccountSection, id: null };
      if ((a === 't' || a === 'uprx' || a === 'uta') && b) return { kind: 'upload', mode: a, ref: b };
      if (a === 'dev' && b === 'sms-outbox') return { kind: 'sms-outbox' };
      if (a === 'dev' && (b === 'caller-id' || b === 'social-sign-in'))
        return { kind: 'dev-sign-in-provider', provider: b === 'caller-id' ? 'caller-id' : 'social' };
      if (a === 'dev' && b === 'engagement-outbox') return { kind: 'engagement-outbox' };
      if (a === 'dev' && b === 'support-inbox') return { kind: 'support-inbox' };
      if (a === 'dev' && b === 'mail-outbox') return { kind: 'mail-outbox' };
      if (a === 'newsletter' && b === 'unsubscribe') return { kind: 'newsletter-unsubscribe' };
      if (a === 'customer-migration' && b) return { kind: 'staff', section: 'customer-migration', ref: b };
      if (a === 'my-menu' && b && b !== 'dpfc' && STAFF_SECTIONS.includes(b as StaffSection) && !TOP_LEVEL_STAFF_SECTIONS.includes(b as StaffSection))
        return { kind: 'staff', section: b as StaffSection };
      if (a === 'dpfc' && b) return { kind: 'staff', section: 'dpfc', ref: b };
      if (a === 'lead-follow-up' && b) return { kind: 'staff', section: 'lead-follow-up', ref: b };
      if (a === 'payment' && b) return { kind: 'payment', orderId: b };
      if (a === 'p' && b) return { kind: 'product', parentSku: b, slug: null, childSku: null };
      return null;
    case 3:
      if (a === 'p' && b && c) return { kind: 'product', parentSku: b, slug: c, childSku: null };
      if (a === 'editor' && (b === 'entry' || b === 'block') && c) return { kind: 'editor', section: b, ref: c };
      if (a === 'my-account' && b === 'orders' && c) return { kind: 'account', section: 'orders', id: c };
      return null;
    case 4:
      if (a === 'p' && b && c && d) return { kind: 'product', parentSku: b, slug: c, childSku: d };
      return null;
    default:
      return null;
  }
}
