import { describe, expect, it } from 'vitest';
import { placeFromPin } from './address.ts';

describe('placeFromPin: the form takes the city and state of a checked pin code', () => {
  it.each([
    [
      'fills an empty city (the state was already right)',
      { city: '', state: 'WB' },
      { city: 'Kolkata', state: 'WB' },
      { city: 'Kolkata', state: 'WB', changed: true },
    ],
    [
      'replaces the state chosen before: 751001 is in Odisha',
      { city: '', state: 'WB' },
      { city: 'Bhubaneswar', state: 'OD' },
      { city: 'Bhubaneswar', state: 'OD', changed: true },
    ],
    [
      'replaces a city typed for another pin',
      { city: 'Kolkata', state: 'WB' },
      { city: 'Bhubaneswar', state: 'OD' },
      { city: 'Bhubaneswar', state: 'OD', changed: true },
    ],
    [
      'changes nothing when the form already agrees',
      { city: ' Patna ', state: 'BR' },
      { city: 'Patna', state: 'BR' },
      { city: 'Patna', state: 'BR', changed: false },
    ],
  ])('%s', (_case, shown, pin, expected) => {
    expect(placeFromPin(shown, pin)).toEqual(expected);
  });

  it.each([
    ['an unknown pin code (no city, no state)', { city: null, state: null }],
    ['a state we do not deliver to', { city: 'New Delhi', state: 'DL' }],
    ['a blank city', { city: ' ', state: 'WB' }],
  ])('leaves the form alone for %s', (_case, pin) => {
    expect(placeFromPin({ city: 'Kolkata', state: 'WB' }, pin)).toBeNull();
  });
});
