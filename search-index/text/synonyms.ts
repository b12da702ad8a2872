// The groups live in domain/ because the alternatives' rules (domain/alternatives.ts) read salts the same way.
import { SYNONYM_GROUPS } from '../../domain/salt-synonyms.ts';

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
