import { describe, expect, it } from 'vitest';
import { phoneticKey, spellingDistance } from './phonetic.ts';

describe('sound keys', () => {
  // Left: how a name comes out of a script (text/indic.ts); right: the catalogue's spelling.
  it.each([
    ['ogmentin', 'augmentin'],
    ['parasitamol', 'paracetamol'],
    ['ajithromaisin', 'azithromycin'],
    ['ezithromaisin', 'azithromycin'],
    ['setirijin', 'cetirizine'],
    ['levosetirijin', 'levocetirizine'],
    ['amoksisilin', 'amoxycillin'],
    ['klavulanik', 'clavulanic'],
    ['montelukast', 'montelukast'],
    ['metfarmin', 'metformin'],
    ['glimepiraid', 'glimepiride'],
    ['feksofenadin', 'fexofenadine'],
    ['siprofloksasin', 'ciprofloxacin'],
    ['alprajolam', 'alprazolam'],
    ['injekshan', 'injection'],
    ['kalshiyam', 'calcium'],
    ['kapsul', 'capsule'],
    ['bhitamin', 'vitamin'],
    ['sipla', 'cipla'],
    ['glakso', 'glaxo'],
    ['abot', 'abbott'],
  ])('%s sounds like %s', (reading, spelling) => {
    expect(phoneticKey(reading)).toBe(phoneticKey(spelling));
  });

  it.each([
    ['amlodipine', 'atenolol'],
    ['cetirizine', 'levocetirizine'],
    ['azithral', 'azithromycin'],
    ['salbutamol', 'levosalbutamol'],
  ])('%s and %s do not', (a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });

  it('has no key for numbers, short words or other letters', () => {
    expect(phoneticKey('625')).toBeNull();
    expect(phoneticKey('ls')).toBeNull();
    expect(phoneticKey('ऑगमेंटिन')).toBeNull();
  });
});

describe('spelling distance between terms of one key', () => {
  it('does not count doubled letters, which the scripts do not show', () => {
    expect(spellingDistance('abot', 'abbott')).toBe(0);
    expect(spellingDistance('abot', 'avota')).toBe(2);
    expect(spellingDistance('lyupin', 'lupin')).toBeLessThan(spellingDistance('lyupin', 'lupen'));
  });

  it('is the edit distance otherwise', () => {
    expect(spellingDistance('parasitamol', 'paracetamol')).toBe(2);
    expect(spellingDistance('', 'abc')).toBe(3);
    expect(spellingDistance('abc', 'abc')).toBe(0);
  });
});
