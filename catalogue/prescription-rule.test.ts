import { describe, expect, it } from 'vitest';
import { normaliseSaltName, requiresPrescription } from './prescription-rule.ts';

describe('requiresPrescription', () => {
  it.each([
    ['antibiotic combination (Augmentin)', ['Amoxycillin (500mg)', 'Clavulanic Acid (125mg)'], true],
    ['macrolide antibiotic', ['Azithromycin (500mg)'], true],
    ['benzodiazepine', ['Alprazolam (0.25mg)'], true],
    ['opioid with an OTC analgesic', ['Paracetamol (325mg)', 'Tramadol (37.5mg)'], true],
    ['insulin', ['Human insulin (40IU/ml)'], true],
    ['plain paracetamol', ['Paracetamol (650mg)'], false],
    ['cold combination of OTC salts', ['Paracetamol (500mg)', 'Phenylephrine (10mg)'], false],
    ['vitamin', ['Vitamin D3 (60000IU)'], false],
    ['antacid', ['Aluminium Hydroxide (250mg)', 'Milk Of Magnesia (250mg)'], false],
    ['lubricating eye drops', ['Carboxymethylcellulose (0.5% w/v)'], false],
    ['unknown salt', ['Something New (1mg)'], true],
    ['no salt at all', [], true],
  ])('%s', (_label, salts, expected) => {
    expect(requiresPrescription(salts)).toBe(expected);
  });

  it('ignores strength, case and stray spaces', () => {
    expect(normaliseSaltName('  Paracetamol   (500mg) ')).toBe('paracetamol');
    expect(requiresPrescription([' PARACETAMOL (1g)'])).toBe(false);
  });
});
