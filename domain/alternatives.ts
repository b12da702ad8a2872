/**
 * Cheaper alternatives for a medicine (issue 16): products with the same salts at the same strengths in
 * the same dosage form, ranked by what they save per unit. Pure: no database, no Node APIs, so the
 * storefront can run it in the browser.
 *
 * Decisions, in the order the rules apply:
 * - Salts: case, spacing and order do not matter; spellings in SYNONYM_GROUPS are one salt (each word is
 *   replaced by the first spelling of its group, so "Amoxicillin" and "Amoxycillin" meet). Salt forms are
 *   NOT merged ("Metoprolol Succinate" and "Metoprolol Tartrate" are different medicines).
 * - Strengths: mg is the base unit (g x 1000, mcg/µg / 1000); IU and % stay as they are (w/v, w/w and a bare
 *   % are kept apart); per-volume strengths become per ml ("125mg/5ml" and "25mg/ml" are the same liquid).
 *   Numbers are rounded to 12 significant digits after converting, so float noise never splits a group.
 *   A strength the source does not give ("NA") or that cannot be read makes the whole composition
 *   unusable: equal "unknown" strengths say nothing about equal doses.
 * - Form: the pack label's form word wins over the name's, since it comes from a fixed vocabulary while
 *   names are marketing ("Atarax Drops" is sold as "bottle of 15 ml Syrup"). Rare labels are folded
 *   together only where the product is the same thing: "Dry Syrup" and "Suspension" are an oral
 *   suspension once made up; "Expectorant" is a syrup; penfills, cartridges, pens, infusions and
 *   "Solution for Injection" are injections, but "Powder for Injection" is not (it is made up first);
 *   "Ophthalmic Solution" is an eye drop; "Respules" and "Solution for inhalation" are nebuliser
 *   solutions; a plain "Solution" (scalp, emulsion) is kept apart from an "Oral Solution"; "soft gelatin
 *   capsules" are capsules.
 * - Release type (tablets and capsules only): SR, XR, ER, CR, MR, DR, PR, XL, TR, and the dispersible (DT)
 *   and mouth-dissolving (MD) kinds are each their own form, none merged with another or with plain.
 *   IR (immediate release) is the plain form. The type is read from a word next to the form word in the
 *   name ("Tablet SR", "ER Tablet"), else from the pack label ("strip of 10 tablet sr"), else from a
 *   release word elsewhere in the name ("Algesia CR 200mg/20mg Capsule"), except MR there: a detached
 *   "-MR" in Indian brand names marks a muscle-relaxant combination ("Aceclo-MR Tablet" is a plain tablet).
 *   Release words on liquids are brand words ("Azithral XL 200 Liquid") and are ignored.
 * - Per-unit price: the pack label's count and unit (tablet, capsule, lozenge, ml, g, dose for metered
 *   sprays, injection for "vial of 1 Injection" or "packet of 6 injections", kit). Prices of different
 *   units are never compared: such a candidate is left out with a reason.
 * - Listing: only alternatives at or below the target's per-unit price are listed (cheaper first); dearer
 *   ones are not alternatives a shopper looks for. Out-of-stock ones are listed and marked, but when any
 *   in-stock alternative is listed the best in-stock one is moved to the first place.
 * - Discontinued or disabled products are the caller's to filter out: this module sees only what it is given.
 */
import { SYNONYM_GROUPS } from './salt-synonyms.ts';

/** The spec's "Estimation alternate items total". */
export const MAX_ALTERNATIVES = 12;

export interface AlternativeInput {
  sku: string;
  name: string;
  /** "Amoxycillin (500mg) + Clavulanic Acid (125mg)" */
  saltinfo: string;
  /** "strip of 10 tablets" */
  packSizeLabel: string;
  pricePaise: number;
  inStock: boolean;
  /** Lower sorts first. */
  priority: number;
}

export interface Salt {
  salt: string;
  strength: string;
}

export interface Composition {
  salts: Salt[];
  /** "amoxycillin 500mg + clavulanic acid 125mg": equal keys are the same salts at the same strengths. */
  key: string;
}

export type CompositionResult = { ok: true; composition: Composition } | { ok: false; reason: 'no-composition' | 'unknown-strength' };

export type PackUnit = 'tablet' | 'capsule' | 'lozenge' | 'ml' | 'g' | 'dose' | 'injection' | 'kit';

export interface Pack {
  count: number;
  unit: PackUnit;
}

export interface Alternative {
  sku: string;
  /** Fractional paise are kept; round only for display. */
  perUnitPaise: number;
  savingPerUnitPaise: number;
  savingPercent: number;
  pack: Pack;
  inStock: boolean;
}

export type AlternativesRefusal = 'no-composition' | 'unknown-strength' | 'no-form' | 'no-pack-size';

/** A candidate with the target's salts and form that still cannot be compared per unit. */
export interface SkippedCandidate {
  sku: string;
  reason: 'no-pack-size' | 'different-unit';
}

export type AlternativesResult = { ok: true; items: Alternative[]; skipped: SkippedCandidate[] } | { ok: false; reason: AlternativesRefusal };

const CANONICAL_WORD = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const [first] = group;
  if (first) for (const word of group) CANONICAL_WORD.set(word, first);
}

function canonicalSaltName(raw: string): string {
  return raw
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => CANONICAL_WORD.get(word) ?? word)
    .join(' ');
}

/** Rounds away float noise after a unit conversion (0.1 * 3 is 0.30000000000000004). */
function formatNumber(value: number): string {
  return String(Number(value.toPrecision(12)));
}

const MASS_TO_MG: Record<string, number> = { mg: 1, g: 1000, gm: 1000, mcg: 0.001, µg: 0.001, μg: 0.001, ug: 0.001 };

/** "0.5g" -> "500mg", "125mg/5ml" -> "25mg/ml", "1% w/v" -> "1%w/v", "40IU" -> "40iu"; null when unreadable. */
export function normaliseStrength(raw: string): string | null {
  const text = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  const percent = /^(\d+(?:\.\d+)?) ?% ?(w\/w|w\/v|v\/v)?$/.exec(text);
  if (percent) return `${formatNumber(Number(percent[1]))}%${percent[2] ?? ''}`;
  const amount = /^(\d+(?:\.\d+)?) ?(mg|gm|g|mcg|µg|μg|ug|iu)(?: ?\/ ?(\d+(?:\.\d+)?)? ?ml)?$/.exec(text);
  if (!amount) return null;
  const [, number, unit = '', perVolume] = amount;
  const isPerVolume = text.includes('/');
  const volume = perVolume === undefined ? 1 : Number(perVolume);
  if (volume <= 0) return null;
  const factor = MASS_TO_MG[unit];
  const value = (Number(number) * (factor ?? 1)) / (isPerVolume ? volume : 1);
  return `${formatNumber(value)}${factor === undefined ? 'iu' : 'mg'}${isPerVolume ? '/ml' : ''}`;
}

/**
 * "Amoxycillin (500mg) + Clavulanic Acid (125mg)" -> salts and a key equal for every spelling, order and
 * strength form of the same composition. The strength is the last bracket ("Progesterone (Natural
 * Micronized) (25mg)" keeps the first bracket in the salt's name).
 */
export function normaliseComposition(saltinfo: string): CompositionResult {
  const parts = saltinfo
    .split('+')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, reason: 'no-composition' };
  const salts: Salt[] = [];
  for (const part of parts) {
    const match = /^(.*)\(([^()]*)\)\s*$/.exec(part);
    const strength = match ? normaliseStrength(match[2] ?? '') : null;
    if (!match || strength === null) return { ok: false, reason: 'unknown-strength' };
    salts.push({ salt: canonicalSaltName(match[1] ?? ''), strength });
  }
  salts.sort((a, b) => compareText(a.salt, b.salt) || compareText(a.strength, b.strength));
  return { ok: true, composition: { salts, key: salts.map((s) => `${s.salt} ${s.strength}`).join(' + ') } };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Form words, most specific first (a "Solution for Injection" is an injection, not a solution). */
const BASE_FORMS: readonly [RegExp, string][] = [
  [/\bpowder for injection\b/, 'powder for injection'],
  [/\b(injections?|infusion|penfill|flexpen|pre-filled pen|cartridge)\b/, 'injection'],
  [/\b(respules?|solution for inhalation|respirator solution)\b/, 'nebuliser solution'],
  [/\brotacaps?\b/, 'rotacap'],
  [/\b(mdi )?inhaler\b/, 'inhaler'],
  [/\bnasal spray\b/, 'nasal spray'],
  [/\beye ointment\b/, 'eye ointment'],
  [/\b(eye drops?|ophthalmic solution)\b/, 'eye drop'],
  [/\bear drops?\b/, 'ear drop'],
  [/\boral drops?\b/, 'oral drops'],
  [/\b(oral suspension|dry syrup|suspension)\b/, 'oral suspension'],
  [/\b(syrup|expectorant)\b/, 'syrup'],
  [/\boral solution\b/, 'oral solution'],
  [/\bnail lacquer\b/, 'nail lacquer'],
  [/\brectal cream\b/, 'rectal cream'],
  [/\bdental gel\b/, 'dental gel'],
  [/\bcream\b/, 'cream'],
  [/\bgel\b/, 'gel'],
  [/\bointment\b/, 'ointment'],
  [/\blotion\b/, 'lotion'],
  [/\bsolution\b/, 'solution'],
  [/\bkit\b/, 'kit'],
  [/\blozenges?\b/, 'lozenge'],
  [/\bcapsules?\b/, 'capsule'],
  [/\btablets?\b/, 'tablet'],
];

const RELEASE = 'sr|xr|er|cr|mr|dr|pr|xl|tr|dt|md|ir';
const SOLID = 'tablets?|capsules?';

function baseFormOf(text: string): string | null {
  for (const [pattern, form] of BASE_FORMS) if (pattern.test(text)) return form;
  return null;
}

function releaseTypeOf(name: string, packLabel: string): string | null {
  const nextToForm = new RegExp(`\\b(?:${SOLID})\\s+(${RELEASE})\\b`).exec(name)?.[1] ?? new RegExp(`(?:^|\\s)(${RELEASE})\\s+(?:${SOLID})\\b`).exec(name)?.[1];
  const inPack = new RegExp(`\\b(?:${SOLID})\\s+(${RELEASE})\\b`).exec(packLabel)?.[1];
  const elsewhere = new RegExp(`\\b(${RELEASE.replace('mr|', '')})\\b`).exec(name)?.[1];
  const release = nextToForm ?? inPack ?? elsewhere ?? null;
  return release === 'ir' ? null : release;
}

/**
 * The dosage form with its release type: 'tablet', 'tablet sr', 'capsule', 'syrup', 'oral suspension',
 * 'injection', 'gel', 'eye drop', ...; null when neither the pack label nor the name names a form.
 */
export function dosageFormOf(name: string, packSizeLabel: string): string | null {
  const cleanName = name.toLowerCase().replace(/\s+/g, ' ');
  const cleanLabel = packSizeLabel.toLowerCase().replace(/\s+/g, ' ');
  const base = baseFormOf(cleanLabel) ?? baseFormOf(cleanName);
  if (base !== 'tablet' && base !== 'capsule') return base;
  const release = releaseTypeOf(cleanName, cleanLabel);
  return release === null ? base : `${base} ${release}`;
}

/** What follows the count in a pack label, and the unit it counts. */
const PACK_UNITS: readonly [RegExp, PackUnit][] = [
  [/^ml\b/, 'ml'],
  [/^(gm|g|grams?)\b/, 'g'],
  [/^mdi\b/, 'dose'],
  [/^(soft gelatin )?capsules?\b/, 'capsule'],
  [/^rotacaps?\b/, 'capsule'],
  [/^tablets?\b/, 'tablet'],
  [/^lozenges?\b/, 'lozenge'],
  [/^((powder|solution) for )?(injections?|infusion)\b/, 'injection'],
  [/^kit\b/, 'kit'],
];

/** "strip of 10 tablets" -> 10 tablet, "bottle of 100 ml Syrup" -> 100 ml, "tube of 15 gm Gel" -> 15 g; null when unreadable. */
export function packUnits(packSizeLabel: string): Pack | null {
  const match = /^\s*[a-z-]+(?: [a-z-]+)* of (\d+(?:\.\d+)?)\s*(.*)$/.exec(packSizeLabel.toLowerCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const count = Number(match[1]);
  const rest = match[2] ?? '';
  if (!(count > 0)) return null;
  for (const [pattern, unit] of PACK_UNITS) if (pattern.test(rest)) return { count, unit };
  return null;
}

/** Composition and form: products with the same key are interchangeable; null when either is unknown. */
export function alternativeKey(product: Pick<AlternativeInput, 'name' | 'saltinfo' | 'packSizeLabel'>): string | null {
  const composition = normaliseComposition(product.saltinfo);
  const form = dosageFormOf(product.name, product.packSizeLabel);
  if (!composition.ok || form === null) return null;
  return `${composition.composition.key} | ${form}`;
}

/** A product with its pack read. */
export interface Priced {
  product: AlternativeInput;
  pack: Pack;
}

/** Orders two packs of the same unit by price per unit, exactly (cross-multiplied, no division). */
function comparePerUnit(a: Priced, b: Priced): number {
  return a.product.pricePaise * b.pack.count - b.product.pricePaise * a.pack.count;
}

/** A candidate whose pack is already read (null when its label cannot be): what rankCandidates compares. */
export interface PricedCandidate {
  product: AlternativeInput;
  pack: Pack | null;
}

/**
 * The target's alternatives, cheapest per unit first; then in stock before out of stock, lower priority,
 * sku. At most `max`. A refusal says why there can be none (no composition, no form, no readable pack),
 * so "none cheaper" (an empty list) is never confused with "cannot tell".
 */
export function rankAlternatives(target: AlternativeInput, candidates: readonly AlternativeInput[], max = MAX_ALTERNATIVES): AlternativesResult {
  const composition = normaliseComposition(target.saltinfo);
  if (!composition.ok) return { ok: false, reason: composition.reason };
  const key = alternativeKey(target);
  if (key === null) return { ok: false, reason: 'no-form' };
  const targetPack = packUnits(target.packSizeLabel);
  if (targetPack === null) return { ok: false, reason: 'no-pack-size' };
  const same = candidates.filter((candidate) => alternativeKey(candidate) === key).map((product) => ({ product, pack: packUnits(product.packSizeLabel) }));
  return { ok: true, ...rankCandidates({ product: target, pack: targetPack }, same, max) };
}

/**
 * rankAlternatives' ranking for candidates already known to share the target's composition and form
 * (an index grouped by alternativeKey reads each pack once, when it is fed): the same rules, no keys.
 */
export function rankCandidates(
  target: Priced,
  candidates: readonly PricedCandidate[],
  max = MAX_ALTERNATIVES,
): { items: Alternative[]; skipped: SkippedCandidate[] } {
  const skipped: SkippedCandidate[] = [];
  const comparable: Priced[] = [];
  for (const { product: candidate, pack } of candidates) {
    if (candidate.sku === target.product.sku) continue;
    if (pack === null) skipped.push({ sku: candidate.sku, reason: 'no-pack-size' });
    else if (pack.unit !== target.pack.unit) skipped.push({ sku: candidate.sku, reason: 'different-unit' });
    else if (comparePerUnit({ product: candidate, pack }, target) <= 0) comparable.push({ product: candidate, pack });
  }

  comparable.sort(
    (a, b) =>
      comparePerUnit(a, b) ||
      Number(b.product.inStock) - Number(a.product.inStock) ||
      a.product.priority - b.product.priority ||
      compareText(a.product.sku, b.product.sku),
  );
  const firstInStock = comparable.findIndex((c) => c.product.inStock);
  if (firstInStock > 0) comparable.unshift(...comparable.splice(firstInStock, 1));

  const targetPerUnit = target.product.pricePaise / target.pack.count;
  const items = comparable.slice(0, Math.max(0, max)).map(({ product, pack }): Alternative => {
    const perUnitPaise = product.pricePaise / pack.count;
    const savingPerUnitPaise = targetPerUnit - perUnitPaise;
    return {
      sku: product.sku,
      perUnitPaise,
      savingPerUnitPaise,
      savingPercent: targetPerUnit > 0 ? (savingPerUnitPaise / targetPerUnit) * 100 : 0,
      pack,
      inStock: product.inStock,
    };
  });
  return { items, skipped };
}
