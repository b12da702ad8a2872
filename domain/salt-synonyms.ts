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
