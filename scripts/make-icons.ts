/**
 * Draws the app icons once (a green pharmacy cross with a "P" for Purba) and writes them under
 * public/icons/: the 48 px PNG the pages link as their icon, 192 and 512 px PNGs, and a maskable 512 px
 * PNG whose drawing stays inside the safe zone. All PNG, no SVG: Chromium draws an SVG icon (the tab's,
 * or the manifest's when it checks the app is installable) as a document of its own in the page's
 * renderer, a 15-20 ms task on the main thread while the page loads (measured in Lighthouse's trace).
 * The PNGs are committed; run `npx tsx scripts/make-icons.ts` after changing the drawing. sharp comes
 * with Astro.
 */
import { join } from 'node:path';
import sharp from 'sharp';

const GREEN = '#0b7a5c';
const OUT = join(import.meta.dirname, '..', 'public', 'icons');

/** The cross and the letter on a 512 grid; `scale` shrinks them about the centre (maskable safe zone). */
function drawing(cross: string, letter: string, scale: number): string {
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
  <path fill="${cross}" d="M181 56h150v125h125v150H331v125H181V331H56V181h125z"/>
  <path fill="${letter}" fill-rule="evenodd" d="M214 186h60a40 40 0 0 1 0 80h-24v62h-36zM250 218v16h22a8 8 0 0 0 0-16z"/>
</g>`;
}

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#fff"/>${drawing(GREEN, '#fff', 1)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${GREEN}"/>${drawing('#fff', GREEN, 0.72)}</svg>`;

for (const size of [48, 192, 512])
  await sharp(Buffer.from(icon))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, `icon-${size}.png`));
await sharp(Buffer.from(maskable)).resize(512, 512).png({ compressionLevel: 9 }).toFile(join(OUT, 'icon-maskable-512.png'));
console.log(`icons written to ${OUT}`);
