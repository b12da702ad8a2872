/**
 * A sound key for a Latin search term, tuned for how medicine names are spelt and how they come out
 * when read from Indian scripts: "cetirizine" and "setirizin" (सेटिरिज़िन read aloud), "augmentin" and
 * "ogmentin" (ऑगमेंटिन) share a key. The key keeps the consonants as heard and the first letter's
 * vowel-ness, and drops the other vowels, whose spelling a script reading cannot be sure of.
 *
 * The index keeps every term's key (TermIndex.sounds); a word typed in Devanagari, Bengali or Odia is
 * read into Latin and matched on its key as well as on its spelling. Latin queries never use keys.
 */
const RULES: readonly [RegExp, string][] = [
  [/^ps/, 's'], // pseudoephedrine: स्यूडो…
  [/^x/, 'z'], // xylometazoline: ज़ाइलो…
  [/tio(?=n)/g, 'sio'], // injection: इंजेक्शन
  [/ph/g, 'f'],
  [/gh/g, 'g'],
  [/qu/g, 'kv'],
  [/q/g, 'k'],
  [/ck/g, 'k'],
  [/x/g, 'ks'],
  [/ch(?=[lr])/g, 'k'], // chloroquine: क्लोरो…
  [/ch/g, 'C'], // the "ch" of च, kept apart from c while c is read
  [/c(?=[eiy])/g, 's'], // cetirizine, ciprofloxacin
  [/c/g, 'k'],
  [/C/g, 'c'],
  [/g(?=[eiy])/g, 'j'], // gentamicin: जेंटामाइसिन
  [/z/g, 'j'], // ज़ is often written ज
  [/w/g, 'v'],
  [/v/g, 'b'], // Bengali and Odia write v as ভ / ଭ (bh)
  [/m(?=[pb])/g, 'n'], // an anusvara reads as n: कॉम्बिफ्लेम / कॉंबिफ्लेम
  [/(?<=.)h/g, ''], // aspirates and sh: kh, th, bh, sh read as k, t, b, s
  [/(?<=.)[aeiouy]+/g, ''], // vowels after the first letter
  [/^[aeiouy]/, 'a'], // a first vowel is kept as one mark
  [/(.)\1+/g, '$1'], // doubled letters: cillin, ll
];

const WORD = /^[a-z]+$/;
export const PHONETIC_MIN_LENGTH = 3;

/** The sound key of a lower-case Latin term; null for numbers, short words and anything not a-z. */
export function phoneticKey(term: string): string | null {
  if (term.length < PHONETIC_MIN_LENGTH || !WORD.test(term)) return null;
  let key = term;
  for (const [pattern, replacement] of RULES) key = key.replace(pattern, replacement);
  return key.length > 0 ? key : null;
}

const DOUBLES = /(.)\1+/g;

/**
 * How far a reading from an Indian script is from an index term's spelling, for choosing between terms
 * that share a sound key: edits (Levenshtein) after doubled letters are made single, since the scripts
 * do not show English doubles ("অ্যাবট" reads "abot": Abbott is nearer than Avota).
 */
export function spellingDistance(reading: string, term: string): number {
  const a = reading.replace(DOUBLES, '$1');
  const b = term.replace(DOUBLES, '$1');
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(replace, (previous[j] as number) + 1, (row[j - 1] as number) + 1));
    }
    previous = row;
  }
  return previous[b.length] as number;
}
