import type { Product } from '../domain/product.ts';

/**
 * The relevance table: what customers type and what must come back in the top 3. Run by
 * relevance.test.ts against the configured engine (embedded, or Meilisearch when MEILI_URL is set) on
 * the seed catalogue, by relevance-scale.test.ts on the embedded engine at 100k products, and by
 * `npm run bench:search` at the sizes it is asked for (100k and 500k).
 *
 * `names`: these products must all be in the top 3. `salts`, `manufacturer`, `nameIncludes`: each of
 * the top 3 must have them (used where many products are equally right, e.g. every paracetamol).
 */
export interface RelevanceCase {
  query: string;
  kind: 'misspelling' | 'synonym' | 'brand' | 'salt' | 'partial' | 'brand and strength' | 'bengali' | 'hindi' | 'odia' | 'health product';
  names?: string[];
  salts?: string[];
  manufacturer?: string;
  nameIncludes?: string;
}

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  { query: 'augmentn', kind: 'misspelling', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'azithromicin', kind: 'misspelling', salts: ['Azithromycin'] },
  { query: 'paracetmol', kind: 'misspelling', salts: ['Paracetamol'] },
  { query: 'amoxicilin', kind: 'misspelling', salts: ['Amoxycillin'] },
  { query: 'alegra', kind: 'misspelling', nameIncludes: 'Allegra' },
  { query: 'asthalen', kind: 'misspelling', nameIncludes: 'Asthalin' },
  { query: 'atorvastatn', kind: 'misspelling', salts: ['Atorvastatin'] },
  { query: 'cetrizine', kind: 'misspelling', salts: ['Cetirizine'] },
  { query: 'montelucast', kind: 'misspelling', salts: ['Montelukast'] },
  { query: 'glimepride', kind: 'misspelling', salts: ['Glimepiride'] },
  { query: 'metformine', kind: 'misspelling', salts: ['Metformin'] },
  { query: 'hydroxizine', kind: 'misspelling', salts: ['Hydroxyzine'] },
  { query: 'alprazolm', kind: 'misspelling', salts: ['Alprazolam'] },
  { query: 'ciplaa', kind: 'misspelling', manufacturer: 'Cipla' },
  { query: 'acetaminophen', kind: 'synonym', salts: ['Paracetamol'] },
  { query: 'amoxicillin', kind: 'synonym', salts: ['Amoxycillin'] },
  { query: 'albuterol', kind: 'synonym', salts: ['Salbutamol'] },
  { query: 'lignocaine', kind: 'synonym', salts: ['Lidocaine'] },
  { query: 'clavulanate', kind: 'synonym', salts: ['Clavulanic'] },
  { query: 'epinephrine', kind: 'synonym', names: ['Adrenaline Tartrate Injection'] },
  { query: 'glaxo', kind: 'brand', manufacturer: 'Glaxo' },
  { query: 'cipla', kind: 'brand', manufacturer: 'Cipla' },
  { query: 'mankind', kind: 'brand', manufacturer: 'Mankind' },
  { query: 'sanofi', kind: 'brand', manufacturer: 'Sanofi' },
  { query: 'pfizer', kind: 'brand', manufacturer: 'Pfizer' },
  { query: 'torrent', kind: 'brand', manufacturer: 'Torrent' },
  { query: 'abbott', kind: 'brand', manufacturer: 'Abbott' },
  { query: 'amoxycillin clavulanic', kind: 'salt', salts: ['Amoxycillin', 'Clavulanic'] },
  { query: 'ambroxol levosalbutamol', kind: 'salt', salts: ['Ambroxol', 'Levosalbutamol'] },
  { query: 'paracetamol aceclofenac', kind: 'salt', salts: ['Paracetamol', 'Aceclofenac'] },
  { query: 'amlodipine atenolol', kind: 'salt', salts: ['Amlodipine', 'Atenolol'] },
  { query: 'fexofenadine montelukast', kind: 'salt', names: ['Allegra-M Tablet'] },
  { query: 'domperidone omeprazole', kind: 'salt', names: ['Aciloc RD 20 Tablet'] },
  { query: 'lorazepam', kind: 'salt', names: ['Ativan 2mg Tablet', 'Ativan 1mg Tablet'] },
  { query: 'azi', kind: 'partial', salts: ['Azithromycin'] },
  { query: 'augm', kind: 'partial', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'asthal', kind: 'partial', nameIncludes: 'Asthalin' },
  { query: 'allegr', kind: 'partial', nameIncludes: 'Allegra' },
  { query: 'montel', kind: 'partial', salts: ['Montelukast'] },
  { query: 'parace', kind: 'partial', salts: ['Paracetamol'] },
  { query: 'amoxycillin clav', kind: 'partial', salts: ['Amoxycillin', 'Clavulanic'] },
  { query: 'augmentin 625', kind: 'brand and strength', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'allegra 180', kind: 'brand and strength', names: ['Allegra 180mg Tablet'] },
  { query: 'azee 500', kind: 'brand and strength', names: ['Azee 500 Tablet'] },
  { query: 'atorva 40', kind: 'brand and strength', names: ['Atorva 40 Tablet'] },
  { query: 'asthalin inhaler', kind: 'brand and strength', names: ['Asthalin 100mcg Inhaler'] },
  { query: 'azithral liquid', kind: 'brand and strength', names: ['Azithral 200 Liquid'] },
  { query: 'অগমেন্টিন', kind: 'bengali', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'অগমেন্টিন ৬২৫', kind: 'bengali', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'প্যারাসিটামল', kind: 'bengali', salts: ['Paracetamol'] },
  { query: 'প্যারাসিটামোল', kind: 'bengali', salts: ['Paracetamol'] },
  { query: 'অ্যাজিথ্রোমাইসিন', kind: 'bengali', salts: ['Azithromycin'] },
  { query: 'অ্যালেগ্রা', kind: 'bengali', nameIncludes: 'Allegra' },
  { query: 'অ্যাসথালিন', kind: 'bengali', nameIncludes: 'Asthalin' },
  { query: 'সিপলা', kind: 'bengali', manufacturer: 'Cipla' },
  { query: 'অ্যামোক্সিসিলিন ক্লাভুলানিক', kind: 'bengali', salts: ['Amoxycillin', 'Clavulanic'] },
  // Names the Bengali dictionary used to hold, now found through the reading and its sound key.
  { query: 'মেটফর্মিন', kind: 'bengali', salts: ['Metformin'] },
  { query: 'সেটিরিজিন', kind: 'bengali', salts: ['Cetirizine'] },
  { query: 'মন্টেলুকাস্ট', kind: 'bengali', salts: ['Montelukast'] },
  { query: 'অ্যামলোডিপিন', kind: 'bengali', salts: ['Amlodipine'] },
  { query: 'গ্লিমেপিরাইড', kind: 'bengali', salts: ['Glimepiride'] },
  { query: 'গ্ল্যাক্সো', kind: 'bengali', manufacturer: 'Glaxo' },
  { query: 'ম্যানকাইন্ড', kind: 'bengali', manufacturer: 'Mankind' },
  { query: 'অ্যাবট', kind: 'bengali', manufacturer: 'Abbott' },
  { query: 'ভিটামিন', kind: 'bengali', salts: ['Vitamin'] },
  { query: 'মন্টে', kind: 'bengali', salts: ['Montelukast'] },
  { query: 'ক্রিম', kind: 'bengali', nameIncludes: 'Cream' },
  // Devanagari, as customers in Bihar and Jharkhand type: brands, salts, slips in the script (a wrong
  // matra, a missing nukta or virama), words being typed, digits in either script.
  { query: 'ऑगमेंटिन', kind: 'hindi', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'ऑगमेंटिन ६२५', kind: 'hindi', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'ऑगमेंटिन 625', kind: 'hindi', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'पैरासिटामोल', kind: 'hindi', salts: ['Paracetamol'] },
  { query: 'पेरासिटामोल', kind: 'hindi', salts: ['Paracetamol'] },
  { query: 'एज़िथ्रोमाइसिन', kind: 'hindi', salts: ['Azithromycin'] },
  { query: 'एजिथ्रोमाइसिन', kind: 'hindi', salts: ['Azithromycin'] },
  { query: 'सेटिरिज़िन', kind: 'hindi', salts: ['Cetirizine'] },
  { query: 'मेटफॉर्मिन', kind: 'hindi', salts: ['Metformin'] },
  { query: 'मेटफार्मिन', kind: 'hindi', salts: ['Metformin'] },
  { query: 'मोंटेलुकास्ट', kind: 'hindi', salts: ['Montelukast'] },
  { query: 'अमोक्सिसिलिन क्लैवुलैनिक', kind: 'hindi', salts: ['Amoxycillin', 'Clavulanic'] },
  { query: 'एलेग्रा १८०', kind: 'hindi', names: ['Allegra 180mg Tablet'] },
  { query: 'एटोर्वा 40', kind: 'hindi', names: ['Atorva 40 Tablet'] },
  { query: 'अस्थालिन इनहेलर', kind: 'hindi', names: ['Asthalin 100mcg Inhaler'] },
  { query: 'सिप्ला', kind: 'hindi', manufacturer: 'Cipla' },
  { query: 'सिपला', kind: 'hindi', manufacturer: 'Cipla' },
  { query: 'ग्लैक्सो', kind: 'hindi', manufacturer: 'Glaxo' },
  { query: 'एबॉट', kind: 'hindi', manufacturer: 'Abbott' },
  { query: 'एसिक्लोफेनाक पैरासिटामोल', kind: 'hindi', salts: ['Aceclofenac', 'Paracetamol'] },
  { query: 'क्रीम', kind: 'hindi', nameIncludes: 'Cream' },
  { query: 'मेटफॉ', kind: 'hindi', salts: ['Metformin'] },
  { query: 'मोंटे', kind: 'hindi', salts: ['Montelukast'] },
  { query: 'ग्लिमे', kind: 'hindi', salts: ['Glimepiride'] },
  { query: 'ऑगमें', kind: 'hindi', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'सेटिरि', kind: 'hindi', salts: ['Cetirizine'] },
  // Odia, as customers in Odisha type.
  { query: 'ଅଗମେଣ୍ଟିନ', kind: 'odia', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'ଅଗମେଣ୍ଟିନ 625', kind: 'odia', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'ଅଗମେଣ୍ଟିନ ୬୨୫', kind: 'odia', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'ପାରାସିଟାମୋଲ', kind: 'odia', salts: ['Paracetamol'] },
  { query: 'ପାରାସିଟାମଲ', kind: 'odia', salts: ['Paracetamol'] },
  { query: 'ଆଜିଥ୍ରୋମାଇସିନ', kind: 'odia', salts: ['Azithromycin'] },
  { query: 'ଏଜିଥ୍ରୋମାଇସିନ', kind: 'odia', salts: ['Azithromycin'] },
  { query: 'ସେଟିରିଜିନ', kind: 'odia', salts: ['Cetirizine'] },
  { query: 'ମେଟଫର୍ମିନ', kind: 'odia', salts: ['Metformin'] },
  { query: 'ମଣ୍ଟେଲୁକାଷ୍ଟ', kind: 'odia', salts: ['Montelukast'] },
  { query: 'ଆମୋକ୍ସିସିଲିନ', kind: 'odia', salts: ['Amoxycillin'] },
  { query: 'ଆମ୍ଲୋଡିପିନ', kind: 'odia', salts: ['Amlodipine'] },
  { query: 'ଆଲେଗ୍ରା ୧୮୦', kind: 'odia', names: ['Allegra 180mg Tablet'] },
  { query: 'ଆଜି ୫୦୦', kind: 'odia', names: ['Azee 500 Tablet'] },
  { query: 'ସିପ୍ଲା', kind: 'odia', manufacturer: 'Cipla' },
  { query: 'ସିପଲା', kind: 'odia', manufacturer: 'Cipla' },
  { query: 'ମଣ୍ଟେ', kind: 'odia', salts: ['Montelukast'] },
  { query: 'ପାରା', kind: 'odia', salts: ['Paracetamol'] },
  { query: 'ଆଟୋର୍ଭା', kind: 'odia', salts: ['Atorvastatin'] },
  { query: 'ଅଗମେ', kind: 'odia', names: ['Augmentin 625 Duo Tablet'] },
  { query: 'ସେଟିରି', kind: 'odia', salts: ['Cetirizine'] },
  { query: 'face wash', kind: 'health product', nameIncludes: 'Face Wash' },
  { query: 'lip balm', kind: 'health product', nameIncludes: 'Lip Balm' },
  { query: 'eye drop', kind: 'health product', nameIncludes: 'Eye Drop' },
];

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Why the top 3 fail the case, or null when they pass. */
export function relevanceFailure(c: RelevanceCase, items: readonly Pick<Product, 'name' | 'saltinfo' | 'manufacturer'>[]): string | null {
  const top = items.slice(0, 3);
  if (top.length === 0) return 'nothing found';
  const missing = (c.names ?? []).filter((name) => !top.some((p) => p.name === name));
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  for (const p of top) {
    const salt = (c.salts ?? []).find((s) => !has(p.saltinfo, s));
    if (salt) return `${p.name} has no ${salt}`;
    if (c.manufacturer && !has(p.manufacturer, c.manufacturer)) return `${p.name} is not by ${c.manufacturer}`;
    if (c.nameIncludes && !has(p.name, c.nameIncludes)) return `${p.name} is not a ${c.nameIncludes}`;
  }
  return null;
}
