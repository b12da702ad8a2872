/**
 * Single-word spellings of the same salt (British/Indian and American, INN and older names). Every word of a group
 * finds the others. Shared by both engines: the embedded engine expands query terms with them, and the
 * Meilisearch settings carry them as mutual synonyms.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['paracetamol', 'acetaminophen'],
  ['amoxycillin', 'amoxicillin'],
  ['clavulanic', 'clavulanate'],
  ['salbutamol', 'albuterol'],
  ['levosalbutamol', 'levalbuterol'],
  ['adrenaline', 'epinephrine'],
  ['lignocaine', 'lidocaine'],
  ['frusemide', 'furosemide'],
  ['cephalexin', 'cefalexin'],
  ['aciclovir', 'acyclovir'],
  ['beclomethasone', 'beclometasone'],
  ['chlorpheniramine', 'chlorphenamine'],
  ['glibenclamide', 'glyburide'],
  ['rifampicin', 'rifampin'],
  ['mefenamic', 'mephenamic'],
  ['sulphate', 'sulfate'],
];

const BY_WORD = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group)
    BY_WORD.set(
      word,
      group.filter((other) => other !== word),
    );
}

/** The other spellings of a single-word term ("acetaminophen" -> ["paracetamol"]). */
export function synonymsOf(term: string): readonly string[] {
  return BY_WORD.get(term) ?? [];
}

/** Meilisearch's synonyms setting: every word of a group maps to the others. */
export function meilisearchSynonyms(): Record<string, string[]> {
  return Object.fromEntries(BY_WORD);
}
