/**
 * The catalogue has no photographs yet: a drawn pack by dosage form, at a fixed size so the layout never
 * shifts (storefront.md §9: thumbnails 200x200, gallery 600x744). Returned as an SVG string.
 */
const LIQUID = new Set(['Syrup', 'Suspension', 'Expectorant', 'Solution', 'Oral Drops', 'Drops', 'Eye Drops', 'Ear Drops']);
const TUBE = new Set(['Gel', 'Cream', 'Ointment', 'Lotion']);

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function drawing(form: string): string {
  if (LIQUID.has(form))
    return '<rect x="70" y="40" width="60" height="20" rx="4" fill="#0b7a5c"/><rect x="60" y="60" width="80" height="100" rx="12" fill="#a7d7c5"/><rect x="70" y="95" width="60" height="30" fill="#fff"/>';
  if (TUBE.has(form))
    return '<rect x="50" y="80" width="110" height="44" rx="10" fill="#a7d7c5"/><rect x="160" y="92" width="16" height="20" rx="3" fill="#0b7a5c"/><rect x="66" y="94" width="60" height="16" fill="#fff"/>';
  const pills = [0, 1, 2].flatMap((col) => [0, 1].map((row) => `<circle cx="${70 + col * 30}" cy="${85 + row * 30}" r="10" fill="#fff"/>`)).join('');
  return `<rect x="40" y="60" width="120" height="80" rx="10" fill="#a7d7c5"/>${pills}`;
}

export function packIcon(form: string, name: string, width: number, className = '', height = width): string {
  return `<svg class="${className}" width="${width}" height="${height}" viewBox="0 0 200 200" role="img" aria-label="${escapeAttribute(`${name} (${form})`)}"><rect width="200" height="200" rx="16" fill="#eef5f2"/>${drawing(form)}</svg>`;
}
