import sanitizeHtml from 'sanitize-html';
import { CMS_IMAGE_PATH, CMS_IMAGE_SIZES, MAX_BODY_BYTES } from '../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../domain/cms-messages.ts';
import { Refusal } from '../http/refusal.ts';
import { type CmsImageRow, imageWire } from './images.ts';

/**
 * The stored HTML of a page (issue 18 Safety): an allow-list with sanitize-html, so that nothing an
 * editor pastes runs in a customer's browser. Kept: h2-h4 (an h1 becomes h2: the page's title is its
 * h1), paragraphs, line breaks, bold, italic, underline, strike, quotes, rules, lists, links, images,
 * tables, figures, code. Nothing else, and no attribute but:
 * - a[href, title]: https, http, mailto and tel addresses and site-relative paths ("/refund"); any
 *   other scheme (javascript:, data:, vbscript:…) loses the href. An absolute http(s) link gets
 *   rel="noopener noreferrer".
 * - th/td[colspan, rowspan]: whole numbers 1-20.
 * - img[src, alt]: only an image of the shop's own (`/media/cms/{id}-{w}.webp` of an image in
 *   cms_images); any other img is dropped. A kept image's srcset, sizes, width, height, loading and
 *   decoding are written here from the image's row, never taken from the input.
 * No style, class, id or on* attribute (the CSP is by hash: an inline style would break the page), no
 * iframe, svg, math, form or script (their text goes with them).
 */
export const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'blockquote',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'code',
  'pre',
] as const;

const SITE_RELATIVE = /^\/(?!\/)/;
const ALLOWED_SCHEME = /^(?:https?:|mailto:|tel:)/i;
const SPAN = /^(?:[1-9]|1\d|20)$/;

/** The image sids a body refers to (`/media/cms/{sid}-{w}.webp`), to read their rows before sanitising. */
export function referencedImageIds(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\/media\/cms\/([A-Za-z0-9_-]{16,40})-\d{2,4}\.webp/g)) if (match[1]) ids.add(match[1]);
  return [...ids];
}

/** An href a customer may follow: site-relative or https/http/mailto/tel (after the entities are decoded, by the parser). */
function safeHref(href: string): string | null {
  const value = href.trim();
  if (SITE_RELATIVE.test(value)) return value;
  // The scheme as a browser reads it: control characters and whitespace inside it are ignored.
  const scheme = [...value].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
  if (!ALLOWED_SCHEME.test(scheme)) return null;
  try {
    const url = new URL(value);
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * `html` as it may be stored; `images` are the cms_images rows of the images it names (others are
 * dropped). Refuses (bodyTooLarge) when the result is over MAX_BODY_BYTES.
 */
export function sanitizeCmsHtml(html: string, images: readonly CmsImageRow[]): string {
  const bySid = new Map(images.map((image) => [image.sid, image]));
  const clean = sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      img: ['src', 'alt', 'srcset', 'sizes', 'width', 'height', 'loading', 'decoding'],
    },
    // Schemes are checked by safeHref below (sanitize-html's own check runs too, on what it keeps).
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template', 'object', 'embed'],
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags: {
      h1: 'h2',
      a: (_tag, attribs) => {
        const href = attribs['href'] === undefined ? null : safeHref(attribs['href']);
        const kept: Record<string, string> = {};
        if (href !== null) kept['href'] = href;
        if (attribs['title'] !== undefined) kept['title'] = attribs['title'];
        if (href !== null && /^https?:/i.test(href)) kept['rel'] = 'noopener noreferrer';
        return { tagName: 'a', attribs: kept };
      },
      th: (tag, attribs) => ({ tagName: tag, attribs: spans(attribs) }),
      td: (tag, attribs) => ({ tagName: tag, attribs: spans(attribs) }),
      img: (_tag, attribs) => {
        const match = CMS_IMAGE_PATH.exec((attribs['src'] ?? '').trim());
        const image = match?.[1] ? bySid.get(match[1]) : undefined;
        // An image that is not one of the shop's: dropped by exclusiveFilter below (no src).
        if (!image) return { tagName: 'img', attribs: {} };
        const wire = imageWire(image);
        return {
          tagName: 'img',
          attribs: {
            src: wire.src,
            alt: attribs['alt'] ?? wire.alt,
            srcset: wire.srcset,
            sizes: CMS_IMAGE_SIZES,
            width: String(wire.width),
            height: String(wire.height),
            loading: 'lazy',
            decoding: 'async',
          },
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
  });
  if (Buffer.byteLength(clean, 'utf8') > MAX_BODY_BYTES) throw new Refusal(400, M.bodyTooLarge, { field: 'bodyHtml' });
  return clean;
}

function spans(attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name]?.trim();
    if (value !== undefined && SPAN.test(value)) kept[name] = value;
  }
  return kept;
}
