/**
 * Prescription-required rule, decided from the salts (shared/data/README.md asks for it in code).
 *
 * The safe default for a pharmacy: a product needs a prescription unless EVERY salt in it is on
 * the over-the-counter list below. The list holds salts sold without prescription in India
 * (analgesics, antacids, common cold and cough ingredients, vitamins and minerals, topical
 * antiseptics, lubricating eye drops). Anything unknown therefore needs a prescription.
 */
const OTC_SALTS: readonly string[] = [
  'paracetamol',
  'acetaminophen',
  'aluminium hydroxide',
  'magnesium hydroxide',
  'milk of magnesia',
  'calcium carbonate',
  'simethicone',
  'dimethicone',
  'sodium bicarbonate',
  'disodium hydrogen citrate',
  'potassium citrate',
  'magnesium citrate',
  'chlorpheniramine maleate',
  'phenylephrine',
  'guaifenesin',
  'ambroxol',
  'bromhexine',
  'dextromethorphan hydrobromide',
  'menthol',
  'camphor',
  'cetrimide',
  'chlorhexidine',
  'povidone iodine',
  'benzoyl peroxide',
  'zinc pyrithione',
  'carboxymethylcellulose',
  'sodium chloride',
  'sodium hyaluronate',
  'methylcobalamin',
  'magnesium',
  'zinc',
  'folic acid',
  'ascorbic acid',
  'cholecalciferol',
  'biotin',
  'iron',
  'oral rehydration salts',
];

/** Salts whose name starts with one of these are also OTC (every vitamin, for instance). */
const OTC_PREFIXES: readonly string[] = ['vitamin '];

export function normaliseSaltName(salt: string): string {
  return salt
    .replace(/\(.*?\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function isOtcSalt(salt: string): boolean {
  const name = normaliseSaltName(salt);
  if (name === '') return false;
  return OTC_SALTS.includes(name) || OTC_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** True when the product needs a prescription. A product with no known salt needs one too. */
export function requiresPrescription(salts: readonly string[]): boolean {
  if (salts.length === 0) return true;
  return !salts.every(isOtcSalt);
}
