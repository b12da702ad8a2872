import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../catalogue/random.ts';
import { pincodeRows } from '../db/seed-pincodes.ts';
import { developmentGeocoder, scanningPostOfficeGeocoder } from './nearest-post-office.ts';

const geocoder = developmentGeocoder();

describe('the development geocoder: the nearest post office of data/pincodes-east.tsv', () => {
  it.each([
    { where: 'Kolkata, B.B.D. Bag', latitude: 22.5726, longitude: 88.3639, pin: /^700\d{3}$/, city: 'Kolkata', state: 'WB' },
    // The data's city of Bhubaneswar's nearest office (751030) is its district, Khorda, as the pin-code check says.
    { where: 'Bhubaneswar, Master Canteen', latitude: 20.2961, longitude: 85.8245, pin: /^751\d{3}$/, city: 'Khorda', state: 'OD' },
    { where: 'Patna, Gandhi Maidan', latitude: 25.6199, longitude: 85.1425, pin: /^800\d{3}$/, city: 'Patna', state: 'BR' },
  ])('$where -> a $state pin code of $city', async ({ latitude, longitude, pin, city, state }) => {
    const place = await geocoder.locate({ latitude, longitude });
    expect(place).toMatchObject({ pin: expect.stringMatching(pin), city, state });
    expect(place?.distanceKm).toBeLessThan(10);
  });

  it('names the city and state as the pin-code check does (the pincodes table), so a located address saves like a typed one', async () => {
    const rows = new Map(pincodeRows().map((row) => [row.pin, row]));
    for (const [latitude, longitude] of [
      [22.5726, 88.3639],
      [20.2961, 85.8245],
      [25.6199, 85.1425],
      [23.3441, 85.3096],
      [21.4942, 86.9317],
    ] as const) {
      const place = await geocoder.locate({ latitude, longitude });
      expect(place).not.toBeNull();
      expect(rows.get(place?.pin ?? '')).toMatchObject({ city: place?.city, state: place?.state });
    }
  });

  it('answers the pin code of the office at an exact office coordinate (700001 at 22.5553, 88.3558)', async () => {
    expect(await geocoder.locate({ latitude: 22.5553, longitude: 88.3558 })).toMatchObject({ pin: '700001', city: 'Kolkata', state: 'WB', distanceKm: 0 });
  });

  it.each([
    { where: 'the Bay of Bengal, 200 km off the coast', latitude: 18.5, longitude: 88.5 },
    { where: 'London (outside India)', latitude: 51.5072, longitude: -0.1276 },
    { where: 'New Delhi (India, but no office of the data within 50 km)', latitude: 28.6139, longitude: 77.209 },
    { where: 'Dhaka (outside India, inside its box, 100+ km from the data)', latitude: 23.8103, longitude: 90.4125 },
  ])('refuses $where', async ({ latitude, longitude }) => {
    expect(await geocoder.locate({ latitude, longitude })).toBeNull();
  });

  it('answers as measuring every office does, at 600 points of the four states, a third of them at a cell’s edge', async () => {
    const scanning = scanningPostOfficeGeocoder();
    const random = seededRandom(20);
    const points = Array.from({ length: 600 }, (_, i) => {
      const latitude = 19 + random() * 8;
      const longitude = 83 + random() * 6;
      // Within 0.01° of a grid line: the nearest office may sit in the next cell.
      return i % 3 === 0 ? { latitude: Math.round(latitude) - 0.005, longitude: Math.round(longitude) + 0.005 } : { latitude, longitude };
    });
    const answers = { grid: [] as unknown[], scan: [] as unknown[] };
    for (const at of points) {
      answers.grid.push(await geocoder.locate(at));
      answers.scan.push(await scanning.locate(at));
    }
    expect(answers.grid).toEqual(answers.scan);
    // Not a test of nothing: most points are on land near an office, some (the sea, other states) are not.
    expect(answers.scan.filter((answer) => answer !== null).length).toBeGreaterThan(400);
    expect(answers.scan.filter((answer) => answer === null).length).toBeGreaterThan(10);
  });
});
