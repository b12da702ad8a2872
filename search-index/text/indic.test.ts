import { describe, expect, it } from 'vitest';
import { hasIndic, indicScript, readIndic } from './indic.ts';
import { phoneticKey } from './phonetic.ts';

describe('reading Indian scripts into Latin', () => {
  it.each([
    // Devanagari: candra O, ै as the "a" of "cat", nukta letters, anusvara, final and medial schwas
    ['ऑगमेंटिन', 'ogmentin'],
    ['पैरासिटामोल', 'parasitamol'],
    ['एज़िथ्रोमाइसिन', 'ezithromaisin'],
    ['एजिथ्रोमाइसिन', 'ejithromaisin'],
    ['मेटफॉर्मिन', 'metformin'],
    ['मोंटेलुकास्ट', 'montelukast'],
    ['इंजेक्शन', 'injekshan'],
    ['कैल्शियम', 'kalshiyam'],
    ['कॉम्बिफ्लेम', 'kombiflem'],
    ['सिप्ला', 'sipla'],
    // Bengali: ya-phala silent, অ্যা as "a", ব as b, ভ as v, the inherent vowel as o, medial schwa in মেটফরমিন
    ['অগমেন্টিন', 'agmentin'],
    ['প্যারাসিটামল', 'parasitamol'],
    ['ভিটামিন', 'vitamin'],
    ['অ্যাজিথ্রোমাইসিন', 'ajithromaisin'],
    ['মেটফরমিন', 'metformin'],
    ['ক্যালসিয়াম', 'kalsiyam'],
    ['র‍্যানিটিডিন', 'ranitidin'],
    ['অ্যামব্রোক্সল', 'ambroksol'],
    ['সিপলা', 'sipla'],
    // Odia: the same rules (inherent o: ମେଟଫର୍ମିନ)
    ['ପାରାସିଟାମୋଲ', 'parasitamol'],
    ['ଆଜିଥ୍ରୋମାଇସିନ', 'ajithromaisin'],
    ['ଅଗମେଣ୍ଟିନ', 'agmentin'],
    ['ମେଟଫର୍ମିନ', 'metformin'],
    ['ସିପ୍ଲା', 'sipla'],
  ])('%s reads %s', (word, latin) => {
    expect(readIndic(word)).toBe(latin);
  });

  it.each([
    ['ऑगमेंटिन', 'augmentin'],
    ['অগমেন্টিন', 'augmentin'],
    ['ଅଗମେଣ୍ଟିନ', 'augmentin'],
    ['पैरासिटामोल', 'paracetamol'],
    ['প্যারাসিটামল', 'paracetamol'],
    ['ପାରାସିଟାମୋଲ', 'paracetamol'],
    ['एज़िथ्रोमाइसिन', 'azithromycin'],
    ['ଆଜିଥ୍ରୋମାଇସିନ', 'azithromycin'],
    ['सेटिरिज़िन', 'cetirizine'],
    ['মেটফরমিন', 'metformin'],
    ['ମେଟଫର୍ମିନ', 'metformin'],
    ['अमोक्सिसिलिन', 'amoxycillin'],
    ['इंजेक्शन', 'injection'],
    ['कैल्शियम', 'calcium'],
  ])('%s sounds like %s', (word, latin) => {
    expect(phoneticKey(readIndic(word))).toBe(phoneticKey(latin));
  });

  it('reads a nukta letter whether typed as one code point or two', () => {
    expect(readIndic('\u095b\u093f')).toBe('zi');
    expect(readIndic('\u091c\u093c\u093f')).toBe('zi');
    expect(readIndic('ক্যালসি\u09af\u09bc\u09be\u09ae')).toBe('kalsiyam');
  });

  it('tells the scripts apart', () => {
    expect(indicScript('ऑगमेंटिन')).toBe('devanagari');
    expect(indicScript('অগমেন্টিন')).toBe('bengali');
    expect(indicScript('ଅଗମେଣ୍ଟିନ')).toBe('oriya');
    expect(indicScript('augmentin')).toBeNull();
    expect(hasIndic('augmentin')).toBe(false);
    expect(hasIndic('ऑगमेंटिन')).toBe(true);
  });
});
