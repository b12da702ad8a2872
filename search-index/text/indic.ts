import Sanscript from '@indic-transliteration/sanscript';

/**
 * Query words typed in Devanagari (Hindi: Bihar, Jharkhand), Bengali (West Bengal) or Odia (Odisha),
 * read into Latin letters as they sound. Product data stays in Latin script; the reading is matched
 * on its spelling and on its sound key (text/phonetic.ts), so "ऑगमेंटिन" ("ogmentin") finds
 * Augmentin. One design for the three scripts, whose Unicode blocks share one layout:
 *
 * 1. before: script fixes sanscript does not know (nukta letters composed, Devanagari ऑ/ॅ/ै as
 *    English loanwords use them, Bengali ya-phala silent, Bengali/Odia য/ଯ as j at a word start);
 * 2. schwa deletion in the script itself, as a virama on consonants whose "a" is not said (word-final,
 *    and V C _ C V from the right), so "মেটফরমিন" reads "metfarmin", not "metapharamina";
 * 3. @indic-transliteration/sanscript into IAST, then folded to plain a-z with the spellings medicine
 *    names use (ś/ṣ as sh, ph as f, ṭ as t, Bengali ব as b, Bengali/Odia ভ/ଭ as v and the
 *    inherent vowel as o).
 */
export type IndicScript = 'devanagari' | 'bengali' | 'oriya';

const BLOCKS: readonly [IndicScript, number][] = [
  ['devanagari', 0x900],
  ['bengali', 0x980],
  ['oriya', 0xb00],
];
const ANY_INDIC = /[\u0900-\u09ff\u0b00-\u0b7f]/;

export function hasIndic(word: string): boolean {
  return ANY_INDIC.test(word);
}

function scriptOf(codePoint: number): IndicScript | null {
  for (const [script, base] of BLOCKS) if (codePoint >= base && codePoint < base + 0x80) return script;
  return null;
}

/** The script of the word's first Indian letter; null when it has none. */
export function indicScript(word: string): IndicScript | null {
  for (const ch of word) {
    const script = scriptOf(ch.codePointAt(0) as number);
    if (script) return script;
  }
  return null;
}

/**
 * Consonant + nukta as the single code points sanscript reads (NFC takes them apart: they are
 * composition exclusions). A nukta on any other letter is dropped (the plain letter is close enough).
 */
const NUKTA_LETTERS: Record<string, string> = {
  क़: '\u0958',
  ख़: '\u0959',
  ग़: '\u095a',
  ज़: '\u095b',
  ड़: '\u095c',
  ढ़: '\u095c', // sanscript has no single letter for ढ़: read as ड़ (r)
  फ़: '\u095e',
  य़: '\u095f',
  ড়: '\u09dc',
  ঢ়: '\u09dd',
  য়: '\u09df',
  ଡ଼: '\u0b5c',
  ଢ଼: '\u0b5d',
};
const NUKTA = /[\u093c\u09bc\u0b3c]/g;
const JOINERS = /[\u200c\u200d]/g;

/** Before sanscript: what it does not read, or reads as Sanskrit where medicine names mean English. */
const BEFORE: Record<IndicScript, readonly [RegExp, string][]> = {
  devanagari: [
    [/ऑ/g, 'ओ'], // candra O: ऑगमेंटिन, डॉक्टर
    [/ॉ/g, 'ो'],
    [/ऍ/g, 'आ'], // candra E stands for the "a" of "cat": कॅल्शियम
    [/ॅ/g, 'ा'],
    [/ऐ/g, 'आ'], // ऐ/ै in loanwords is that "a" too: पैरासिटामोल, कैल्शियम, टैबलेट, ग्लैक्सो
    [/ै/g, 'ा'],
  ],
  bengali: [
    [/ৎ/g, 'ত্'], // khanda ta is a t without its vowel
    [/^[অএ]্যা/, 'আ'], // অ্যা is the "a" of "cat": অ্যাজিথ্রোমাইসিন
    [/্য/g, ''], // ya-phala after a consonant is silent: প্যারাসিটামল, ক্যালসিয়াম
    [/^য/, 'জ'], // য is said j at a word start
  ],
  oriya: [
    [/ୱ/g, 'ଵ'], // wa, which sanscript does not know, as va
    [/^ଯ/, 'ଜ'], // ଯ is said j at a word start
  ],
};

enum Kind {
  Consonant,
  Sign,
  Virama,
  Vowel,
  Nasal,
  Other,
}

/** A letter's part by its place in the block (the three blocks share the ISCII layout). */
function kindOf(codePoint: number, base: number): Kind {
  const at = codePoint - base;
  if ((at >= 0x15 && at <= 0x39) || (at >= 0x58 && at <= 0x5f) || (base === 0xb00 && at === 0x71)) return Kind.Consonant;
  if ((at >= 0x3e && at <= 0x4c) || (at >= 0x55 && at <= 0x57) || at === 0x62 || at === 0x63) return Kind.Sign;
  if (at === 0x4d) return Kind.Virama;
  if ((at >= 0x04 && at <= 0x14) || at === 0x60 || at === 0x61) return Kind.Vowel;
  if (at >= 0x01 && at <= 0x03) return Kind.Nasal;
  return Kind.Other;
}

interface Syllable {
  consonant: boolean;
  /** 'inherent': a consonant with its own "a"; 'none': one without (a virama, or deleted). */
  vowel: 'inherent' | 'written' | 'none';
  nasal: boolean;
  /** Where a virama goes to silence the inherent vowel. */
  end: number;
}

function syllables(chars: readonly string[], base: number): Syllable[] {
  const found: Syllable[] = [];
  for (let i = 0; i < chars.length; i++) {
    const kind = kindOf(chars[i]?.codePointAt(0) ?? 0, base);
    const last = found[found.length - 1];
    if (kind === Kind.Consonant) found.push({ consonant: true, vowel: 'inherent', nasal: false, end: i + 1 });
    else if (kind === Kind.Vowel) found.push({ consonant: false, vowel: 'written', nasal: false, end: i + 1 });
    else if (last && kind === Kind.Virama) last.vowel = 'none';
    else if (last && kind === Kind.Sign) last.vowel = 'written';
    else if (last && kind === Kind.Nasal) last.nasal = true;
  }
  return found;
}

/** The syllable that ends the cluster starting at `from` (the first one with a vowel). */
function clusterEnd(parts: readonly Syllable[], from: number): number {
  let at = from;
  while (parts[at]?.consonant && parts[at]?.vowel === 'none') at++;
  return at;
}

/**
 * Schwa deletion (Ohala's rule for Hindi, which medicine names follow in all three scripts): from the
 * right, an inherent "a" is not said at the end of a word (after a cluster too: names end in "-st",
 * "मोंटेलुकास्ट"), nor in V C _ C V. Also before a written cluster after a written vowel
 * (V C _ C C V), unlike Hindi's own words: typists leave out the virama in loanwords
 * ("অ্যামব্রোক্সল" for ambroxol). Returns the word with a virama where the "a" is not said.
 */
function deleteSchwas(word: string, script: IndicScript): string {
  const base = BLOCKS.find(([s]) => s === script)?.[1] ?? 0x900;
  const chars = [...word];
  const parts = syllables(chars, base);
  const carriesVowel = (s: Syllable | undefined) => s !== undefined && s.vowel !== 'none';
  for (let i = parts.length - 1; i > 0; i--) {
    const s = parts[i] as Syllable;
    if (!s.consonant || s.vowel !== 'inherent' || s.nasal) continue;
    const next = parts[i + 1];
    const before = parts[i - 1];
    const beforeCluster = before?.vowel === 'written' && carriesVowel(parts[clusterEnd(parts, i + 1)]);
    if (next === undefined || (carriesVowel(before) && next?.consonant && (carriesVowel(next) || beforeCluster))) s.vowel = 'none';
  }
  const virama = String.fromCodePoint(base + 0x4d);
  for (const s of [...parts].reverse()) {
    const silenced = s.consonant && s.vowel === 'none' && kindOf(chars[s.end]?.codePointAt(0) ?? 0, base) !== Kind.Virama;
    if (silenced) chars.splice(s.end, 0, virama);
  }
  return chars.join('');
}

/** IAST as plain letters. */
const FOLD: readonly [RegExp, string][] = [
  [/[śṣ]/g, 'sh'],
  [/ph/g, 'f'], // फ, ফ, ଫ stand for f in loanwords: मेटफॉर्मिन, ফেক্সোফেনাডিন
  [/[ṛṝ]/g, 'ri'], // vocalic r: ऋ, কৃ
  [/[ḷḹ]/g, 'li'],
  [/ṃ(?=[pbm])/g, 'm'],
  [/ṃ/g, 'n'],
  [/[ḥ~]/g, ''],
];
const MARKS = /[\u0300-\u036f]/g;
const NOT_LATIN = /[^a-z]/g;

/**
 * Readings the spelling and sound key cannot bring to the product, by reading (so one entry serves
 * all three scripts), each kept for a relevance case that fails without it (README "Indian scripts"):
 * - "krim" (ক্রিম, क्रीम, କ୍ରିମ): cream. The scripts write "ea" as one vowel sign, and the key "krm"
 *   is shared with brands nearer "krim" by spelling (Karimi at 100k products), which outrank cream.
 */
const KNOWN_READINGS: Record<string, string> = {
  krim: 'cream',
};

function readRun(run: string, script: IndicScript): string {
  let word = run;
  for (const [pattern, replacement] of BEFORE[script]) word = word.replace(pattern, replacement);
  word = deleteSchwas(word, script);
  let latin = Sanscript.t(word, script, 'iast');
  // Bengali and Odia say the inherent vowel as an open o (মল "mol", ଫର୍ "for"); ā is written a.
  if (script !== 'devanagari') latin = latin.replace(/(?<=.)a/g, 'o');
  for (const [pattern, replacement] of FOLD) latin = latin.replace(pattern, replacement);
  latin = latin.normalize('NFD').replace(MARKS, '').toLowerCase();
  // Bengali has one letter for b and v (ব, b); in both scripts ভ/ଭ stands for v in loanwords (ভিটামিন).
  if (script === 'bengali') latin = latin.replace(/v/g, 'b');
  if (script !== 'devanagari') latin = latin.replace(/bh/g, 'v');
  latin = latin.replace(NOT_LATIN, '');
  return KNOWN_READINGS[latin] ?? latin;
}

/**
 * A word in an Indian script as Latin letters ("ऑगमेंटिन" -> "ogmentin", "প্যারাসিটামল" ->
 * "parasitamol", "ପାରାସିଟାମୋଲ" -> "parasitamol"). Letters of another script in the word are kept
 * as they are.
 */
export function readIndic(word: string): string {
  const clean = word.normalize('NFC').replace(JOINERS, '');
  let composed = '';
  for (const ch of clean) {
    const last = composed.slice(-1);
    const joined = NUKTA_LETTERS[last + ch];
    if (joined) composed = composed.slice(0, -1) + joined;
    else composed += ch;
  }
  composed = composed.replace(NUKTA, '');
  let out = '';
  let run = '';
  let runScript: IndicScript | null = null;
  for (const ch of composed) {
    const script = scriptOf(ch.codePointAt(0) as number);
    if (script !== runScript && run) {
      out += runScript ? readRun(run, runScript) : run;
      run = '';
    }
    runScript = script;
    run += ch;
  }
  if (run) out += runScript ? readRun(run, runScript) : run;
  return out;
}
