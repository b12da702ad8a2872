import { normaliseSaltName } from './prescription-rule.ts';

export interface Category {
  id: number;
  parentId: number;
  level: number;
  name: string;
  urlKey: string;
  urlPath: string;
  position: number;
  /** Shown on the home page's popular categories (storefront.md §9). */
  discountLine: string | null;
}

export const ROOT_CATEGORY_ID = 2;
export const MEDICINES_CATEGORY_ID = 10;

interface TherapeuticCategory {
  id: number;
  name: string;
  urlKey: string;
  /** Salt names (normalised) that place a medicine here. The first listed category that matches wins. */
  salts: readonly string[];
}

/** Medicines are placed by their first salt that matches; the order of this table is the priority. */
const THERAPEUTIC: readonly TherapeuticCategory[] = [
  {
    id: 11,
    name: 'Antibiotics & Anti-infectives',
    urlKey: 'antibiotics',
    salts: [
      'amoxycillin',
      'azithromycin',
      'clavulanic acid',
      'clindamycin',
      'erythromycin',
      'ampicillin',
      'cloxacillin',
      'dicloxacillin',
      'moxifloxacin',
      'ciprofloxacin',
      'ofloxacin',
      'levofloxacin',
      'cefuroxime',
      'amikacin',
      'streptomycin',
      'isoniazid',
      'rifampicin',
      'metronidazole',
      'ornidazole',
      'acyclovir',
      'fluconazole',
      'ketoconazole',
      'itraconazole',
      'albendazole',
      'ivermectin',
      'oseltamivir phosphate',
      'dapsone',
      'diloxanide',
      'amorolfine',
      'lindane',
    ],
  },
  {
    id: 12,
    name: 'Diabetes Care',
    urlKey: 'diabetes',
    salts: ['metformin', 'glimepiride', 'sitagliptin', 'human insulin', 'insulin glulisine', 'empagliflozin', 'linagliptin', 'teneligliptin', 'epalrestat'],
  },
  {
    id: 13,
    name: 'Heart & Blood Pressure',
    urlKey: 'heart-care',
    salts: [
      'amlodipine',
      's-amlodipine',
      'atenolol',
      'atorvastatin',
      'telmisartan',
      'metoprolol succinate',
      'clopidogrel',
      'losartan',
      'hydrochlorothiazide',
      'spironolactone',
      'sacubitril',
      'valsartan',
      'nitroglycerin',
      'propranolol',
      'fenofibrate',
      'choline fenofibrate',
      'ticagrelor',
      'apixaban',
      'acenocoumarol',
      'cilnidipine',
      'furosemide',
      'nifedipine',
      'clonidine',
      'amiloride',
      'aspirin',
      'azilsartan medoxomil',
      'dihydralazine',
      'adenosine',
      'alteplase',
      'diosmin',
      'hesperidin',
    ],
  },
  {
    id: 14,
    name: 'Respiratory & Allergy',
    urlKey: 'respiratory-allergy',
    salts: [
      'levosalbutamol',
      'salbutamol',
      'acebrophylline',
      'beclometasone',
      'fluticasone propionate',
      'fluticasone furoate',
      'formoterol',
      'montelukast',
      'terbutaline',
      'orciprenaline',
      'levocetirizine',
      'cetirizine',
      'fexofenadine',
      'loratadine',
      'bilastine',
      'hydroxyzine',
      'azelastine',
      'cyproheptadine',
      'promethazine',
      'pheniramine',
    ],
  },
  {
    id: 15,
    name: 'Cough & Cold',
    urlKey: 'cough-cold',
    salts: [
      'ambroxol',
      'guaifenesin',
      'bromhexine',
      'dextromethorphan hydrobromide',
      'acetylcysteine',
      'levocloperastine',
      'codeine',
      'phenylephrine',
      'chlorpheniramine maleate',
      'pseudoephedrine',
    ],
  },
  {
    id: 16,
    name: 'Pain & Fever',
    urlKey: 'pain-fever',
    salts: [
      'aceclofenac',
      'diclofenac',
      'ketorolac',
      'mefenamic acid',
      'nimesulide',
      'tramadol',
      'thiocolchicoside',
      'drotaverine',
      'camylofin',
      'paracetamol',
      'paracetamol/acetaminophen',
      'choline salicylate',
      'buprenorphine',
      'lidocaine',
      'bupivacaine',
    ],
  },
  {
    id: 17,
    name: 'Stomach & Digestion',
    urlKey: 'digestive-care',
    salts: [
      'rabeprazole',
      'pantoprazole',
      'omeprazole',
      'ranitidine',
      'domperidone',
      'acotiamide',
      'aluminium hydroxide',
      'milk of magnesia',
      'loperamide',
      'ursodeoxycholic acid',
      'tricholine citrate',
      'prochlorperazine',
      'aprepitant',
      'glycopyrrolate',
      'disodium hydrogen citrate',
      'potassium citrate',
      'magnesium citrate',
      'metadoxine',
    ],
  },
  {
    id: 18,
    name: 'Brain & Mental Health',
    urlKey: 'mental-health',
    salts: [
      'amitriptyline',
      'alprazolam',
      'chlordiazepoxide',
      'aripiprazole',
      'lorazepam',
      'donepezil',
      'memantine',
      'pregabalin',
      'sertraline',
      'etizolam',
      'nortriptyline',
      'flupenthixol',
      'methylphenidate',
      'amantadine',
      'acamprosate',
      'melatonin',
      'edaravone',
    ],
  },
  {
    id: 19,
    name: 'Skin Care Medicines',
    urlKey: 'skin-medicines',
    salts: [
      'adapalene',
      'azelaic acid',
      'benzoyl peroxide',
      'tretinoin',
      'isotretinoin',
      'desonide',
      'hydrocortisone',
      'cetrimide',
      'acitretin',
      'zinc pyrithione',
      'apremilast',
    ],
  },
  {
    id: 26,
    name: 'Eye Care',
    urlKey: 'eye-care',
    salts: [
      'carboxymethylcellulose',
      'brimonidine',
      'brinzolamide',
      'olopatadine',
      'loteprednol etabonate',
      'sodium hyaluronate',
      'stabilized oxychloro complex',
      'ranibizumab',
    ],
  },
  {
    id: 27,
    name: 'Vitamins & Minerals',
    urlKey: 'vitamins',
    salts: ['methylcobalamin', 'vitamin d3', 'vitamin a', 'calcium carbonate', 'magnesium', 'alfacalcidol', 'alpha ketoanalogue'],
  },
];

/** Medicines that match no table above. */
const GENERAL_MEDICINES = { id: 28, name: 'General Medicines', urlKey: 'general-medicines' } as const;

/** The six static popular categories of storefront.md §9, stocked with generated OTC products. */
export const POPULAR_CATEGORIES = [
  { id: 20, name: 'Personal Care', urlKey: 'personal-care', discountLine: 'Upto 20% discount' },
  { id: 21, name: 'Family Healthcare', urlKey: 'family-healthcare', discountLine: 'Upto 20% discount' },
  { id: 22, name: 'Fitness & supplements', urlKey: 'fitness-supplements', discountLine: 'Upto 20% discount' },
  { id: 23, name: 'Medical Devices', urlKey: 'medical-devices', discountLine: 'Upto 25% discount' },
  { id: 24, name: 'Hair Care', urlKey: 'hair-care', discountLine: 'Upto 25% discount' },
  { id: 25, name: 'Body Care', urlKey: 'body-care', discountLine: 'Upto 25% discount' },
] as const;

export type PopularCategoryId = (typeof POPULAR_CATEGORIES)[number]['id'];

export function buildCategoryTree(): Category[] {
  const categories: Category[] = [
    { id: ROOT_CATEGORY_ID, parentId: 1, level: 1, name: 'Default Category', urlKey: 'root', urlPath: '', position: 0, discountLine: null },
    {
      id: MEDICINES_CATEGORY_ID,
      parentId: ROOT_CATEGORY_ID,
      level: 2,
      name: 'Medicines',
      urlKey: 'medicines',
      urlPath: 'medicines',
      position: 0,
      discountLine: null,
    },
  ];
  [...THERAPEUTIC, GENERAL_MEDICINES].forEach((c, i) => {
    categories.push({
      id: c.id,
      parentId: MEDICINES_CATEGORY_ID,
      level: 3,
      name: c.name,
      urlKey: c.urlKey,
      urlPath: `medicines/${c.urlKey}`,
      position: i + 1,
      discountLine: null,
    });
  });
  POPULAR_CATEGORIES.forEach((c, i) => {
    categories.push({ ...c, parentId: ROOT_CATEGORY_ID, level: 2, urlPath: c.urlKey, position: i + 1 });
  });
  return categories;
}

/** The therapeutic category of a medicine from its salts (first salt with a match wins). */
export function categoryForSalts(salts: readonly string[]): number {
  for (const salt of salts) {
    const name = normaliseSaltName(salt);
    const match = THERAPEUTIC.find((c) => c.salts.includes(name));
    if (match) return match.id;
  }
  return GENERAL_MEDICINES.id;
}
