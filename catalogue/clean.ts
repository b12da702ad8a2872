/** Cleaning helpers for the medicine rows: compositions, dosage forms, slugs. */

/** "Amoxycillin  (500mg) " -> "Amoxycillin (500mg)"; empty input gives "". */
export function cleanComposition(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)\s*/g, ')')
    .trim();
}

export function cleanName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** Words in a name or pack label that decide the dosage form, most specific first. */
const FORMS: readonly [RegExp, string][] = [
  [/\b(rotacaps?|inhaler|mdi|respules?|inhalation)\b/i, 'Inhaler'],
  [/\beye\s*(drops?|ointment)|ophthalmic\b/i, 'Eye Drops'],
  [/\bear\s*drops?\b/i, 'Ear Drops'],
  [/\bnasal\s*spray\b/i, 'Nasal Spray'],
  [/\boral\s*drops?\b/i, 'Oral Drops'],
  [/\b(injection|infusion|vial|prefilled|penfill|cartridge)\b/i, 'Injection'],
  [/\b(suspension|dry syrup)\b/i, 'Suspension'],
  [/\bexpectorant\b/i, 'Expectorant'],
  [/\bsyrup\b/i, 'Syrup'],
  [/\b(oral solution|solution|liquid|emulsion)\b/i, 'Solution'],
  [/\bcapsules?\b/i, 'Capsule'],
  [/\btablets?\b/i, 'Tablet'],
  [/\blozenges?\b/i, 'Lozenge'],
  [/\bgel\b/i, 'Gel'],
  [/\bcream\b/i, 'Cream'],
  [/\bointment\b/i, 'Ointment'],
  [/\blotion\b/i, 'Lotion'],
  [/\bshampoo\b/i, 'Shampoo'],
  [/\b(powder|sachet|granules)\b/i, 'Powder'],
  [/\bspray\b/i, 'Spray'],
  [/\bsoap\b/i, 'Soap'],
  [/\bdrops?\b/i, 'Drops'],
];

/** Dosage form from the product name first, then the pack label; "Other" when neither says. */
export function dosageForm(name: string, packLabel: string): string {
  for (const text of [name, packLabel]) {
    for (const [pattern, form] of FORMS) {
      if (pattern.test(text)) return form;
    }
  }
  return 'Other';
}

/** "Augmentin 625 Duo Tablet" -> "augmentin-625-duo-tablet" */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The brand word(s) customers type: the name up to the first strength or form word. */
export function brandKey(name: string): string {
  const words = name.toLowerCase().split(/\s+/);
  const stop = words.findIndex((w, i) => i > 0 && (/\d/.test(w) || FORMS.some(([p]) => p.test(w))));
  return (stop === -1 ? words : words.slice(0, stop)).join(' ');
}
