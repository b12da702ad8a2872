/**
 * One way to turn text into search terms, shared by indexing and querying and by both engines:
 * lower case, Latin accents removed, Devanagari, Bengali and Odia digits as ASCII, split on anything that is not a letter,
 * mark or digit, and split again where letters meet digits ("500mg" -> "500", "mg"), so "Allegra 180"
 * finds "Allegra 180mg Tablet".
 */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** Devanagari ०-९, Bengali ০-৯ and Odia ୦-୯: each block of 128 has its zero at 0x66. */
const INDIC_DIGIT = /[\u0966-\u096f\u09e6-\u09ef\u0b66-\u0b6f]/g;
const JOINERS = /[\u200c\u200d]/g;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;
const LETTERS_AND_DIGITS = /\p{N}+|[\p{L}\p{M}]+/gu;

const NON_ASCII = /[\u0080-\uffff]/;

export function normaliseText(text: string): string {
  // Most catalogue text is plain ASCII: lower case is all it needs (a third of the index build time).
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .replace(JOINERS, '')
    .replace(INDIC_DIGIT, (d) => String((d.charCodeAt(0) & 0x7f) - 0x66))
    .toLowerCase();
}

/** Words as typed, before the letter/digit split (the query step reads Indian-script words first). */
export function splitWords(text: string): string[] {
  return normaliseText(text)
    .split(SEPARATORS)
    .filter((w) => w.length > 0);
}

export function splitLettersAndDigits(word: string): string[] {
  return word.match(LETTERS_AND_DIGITS) ?? [];
}

export function tokenize(text: string): string[] {
  return splitWords(text).flatMap(splitLettersAndDigits);
}

export function isNumeric(term: string): boolean {
  return /^\p{N}+$/u.test(term);
}

/** Text as the engines index it: the terms joined by spaces (what Meilisearch receives, too). */
export function searchText(text: string): string {
  return tokenize(text).join(' ');
}
