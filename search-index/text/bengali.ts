/**
 * Customers in West Bengal often type medicine names in Bengali script. A query word in Bengali is
 * looked up in a small dictionary of common medicine, salt and brand names; a word not in it is
 * transliterated letter by letter (a rough reading that fuzzy matching can still place, e.g.
 * "প্যারাসিটামোল" -> "parasitamol" finds paracetamol). Product data stays in Latin script.
 */
const DICTIONARY: Record<string, string> = {
  অগমেন্টিন: 'augmentin',
  অ্যাজিথ্রোমাইসিন: 'azithromycin',
  অ্যাজিথ্রাল: 'azithral',
  অ্যামোক্সিসিলিন: 'amoxycillin',
  অ্যামক্সিসিলিন: 'amoxycillin',
  ক্লাভুলানিক: 'clavulanic',
  প্যারাসিটামল: 'paracetamol',
  অ্যালেগ্রা: 'allegra',
  অ্যাসথালিন: 'asthalin',
  অ্যাস্থালিন: 'asthalin',
  অ্যাসকোরিল: 'ascoril',
  সালবুটামল: 'salbutamol',
  মন্টেলুকাস্ট: 'montelukast',
  সেটিরিজিন: 'cetirizine',
  সেট্রিজিন: 'cetirizine',
  লেভোসেটিরিজিন: 'levocetirizine',
  ফেক্সোফেনাডিন: 'fexofenadine',
  মেটফর্মিন: 'metformin',
  গ্লিমেপিরাইড: 'glimepiride',
  অ্যামলোডিপিন: 'amlodipine',
  অ্যাটেনোলল: 'atenolol',
  অ্যাটোরভাস্ট্যাটিন: 'atorvastatin',
  অ্যালপ্রাজোলাম: 'alprazolam',
  অ্যামব্রোক্সল: 'ambroxol',
  র‍্যানিটিডিন: 'ranitidine',
  ওমিপ্রাজল: 'omeprazole',
  প্যান্টোপ্রাজল: 'pantoprazole',
  ডমপেরিডোন: 'domperidone',
  মেট্রোনিডাজল: 'metronidazole',
  ক্লোপিডোগ্রেল: 'clopidogrel',
  টেলমিসার্টান: 'telmisartan',
  অ্যাসিক্লোফেনাক: 'aceclofenac',
  ডাইক্লোফেনাক: 'diclofenac',
  সিপ্রোফ্লক্সাসিন: 'ciprofloxacin',
  ইনসুলিন: 'insulin',
  ভিটামিন: 'vitamin',
  ক্যালসিয়াম: 'calcium',
  ট্যাবলেট: 'tablet',
  ক্যাপসুল: 'capsule',
  সিরাপ: 'syrup',
  ইনজেকশন: 'injection',
  ইনহেলার: 'inhaler',
  ক্রিম: 'cream',
  গ্ল্যাক্সো: 'glaxo',
  সিপলা: 'cipla',
  ম্যানকাইন্ড: 'mankind',
  অ্যাবট: 'abbott',
};

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  ড়: 'r',
  ঢ়: 'rh',
  য়: 'y',
  ৎ: 't',
};
const VOWELS: Record<string, string> = { অ: 'a', আ: 'a', ই: 'i', ঈ: 'i', উ: 'u', ঊ: 'u', ঋ: 'ri', এ: 'e', ঐ: 'oi', ও: 'o', ঔ: 'ou' };
const VOWEL_SIGNS: Record<string, string> = { 'া': 'a', 'ি': 'i', 'ী': 'i', 'ু': 'u', 'ূ': 'u', 'ৃ': 'ri', 'ে': 'e', 'ৈ': 'oi', 'ো': 'o', 'ৌ': 'ou' };
const SIGNS: Record<string, string> = { 'ং': 'ng', 'ঃ': 'h', 'ঁ': '' };
const VIRAMA = '্';
const BENGALI = /[\u0980-\u09ff]/;

export function hasBengali(word: string): boolean {
  return BENGALI.test(word);
}

/**
 * Letter by letter. Loanwords drop most inherent vowels, so a consonant gets an "o" only before a
 * final consonant ("মল" -> "mol"); "্য" after a letter is silent (প্যারা -> "para", অ্যা -> "a").
 */
export function transliterate(word: string): string {
  const chars = [...word.normalize('NFC').replace(/[অএ]্যা/g, 'আ')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    const next = chars[i + 1];
    if (c in CONSONANTS) {
      out += CONSONANTS[c];
      if (next !== undefined && next in CONSONANTS && i + 1 === chars.length - 1) out += 'o';
    } else if (c === VIRAMA) {
      if (next === 'য') i++;
    } else {
      out += VOWELS[c] ?? VOWEL_SIGNS[c] ?? SIGNS[c] ?? (BENGALI.test(c) ? '' : c);
    }
  }
  return out;
}

/** A Bengali word as Latin text: the dictionary's spelling, or a letter-by-letter reading. */
export function bengaliToLatin(word: string): string {
  const key = word.normalize('NFC').replace(/[\u200c\u200d]/g, '');
  return DICTIONARY[key] ?? transliterate(key);
}
