import { type Coordinates, distanceKm, insideIndia, MAX_POST_OFFICE_KM } from '../../domain/location.ts';
import { pinCodesOf, postOffices } from '../db/seed-pincodes.ts';
import type { Geocoder, LocatedPlace } from './geocoder.ts';

interface Office extends Coordinates {
  pin: string;
  place: string;
}

/** Grid cells of one degree: a 50 km circle never reaches past the 3 × 3 cells around its centre (1° ≥ 98 km here). */
const cellOf = (latitude: number, longitude: number) => `${Math.floor(latitude)}:${Math.floor(longitude)}`;

/** The located place of the nearest of `candidates`, or null when none is within 50 km. */
function nearestOf(at: Coordinates, candidates: Iterable<Office>, pins: ReturnType<typeof pinCodesOf>): LocatedPlace | null {
  let best: { office: Office; km: number } | null = null;
  for (const office of candidates) {
    const km = distanceKm(at, office);
    if (!best || km < best.km) best = { office, km };
  }
  if (!best || best.km > MAX_POST_OFFICE_KM) return null;
  const { pin, place } = best.office;
  const found = pins.get(pin);
  if (!found) return null;
  return { pin, city: found.city, state: found.state, postOffice: place, distanceKm: Math.round(best.km * 10) / 10 };
}

/** The file's offices that have coordinates. */
function locatedOffices(tsv?: string): { offices: Office[]; pins: ReturnType<typeof pinCodesOf> } {
  const all = postOffices(tsv);
  const offices: Office[] = [];
  for (const { pin, place, latitude, longitude } of all) if (latitude !== null && longitude !== null) offices.push({ pin, place, latitude, longitude });
  return { offices, pins: pinCodesOf(all) };
}

/**
 * The development geocoder: the nearest post office of data/pincodes-east.tsv (GeoNames, CC BY 4.0) by
 * great-circle distance, never an outside service. The file's ~29,000 offices are put in a grid of
 * one-degree cells once, so a lookup measures only the offices of nine cells. Outside India, or with no
 * office within 50 km (the sea, another state of India the data does not cover), it answers null.
 */
export function nearestPostOfficeGeocoder(tsv?: string): Geocoder {
  const { offices, pins } = locatedOffices(tsv);
  const grid = new Map<string, Office[]>();
  for (const office of offices) {
    const cell = cellOf(office.latitude, office.longitude);
    const inCell = grid.get(cell) ?? [];
    inCell.push(office);
    grid.set(cell, inCell);
  }
  function* around(at: Coordinates): Generator<Office> {
    const row = Math.floor(at.latitude);
    const column = Math.floor(at.longitude);
    for (let dLat = -1; dLat <= 1; dLat++) for (let dLng = -1; dLng <= 1; dLng++) yield* grid.get(`${row + dLat}:${column + dLng}`) ?? [];
  }
  return {
    async locate(at: Coordinates): Promise<LocatedPlace | null> {
      return insideIndia(at.latitude, at.longitude) ? nearestOf(at, around(at), pins) : null;
    },
  };
}

/**
 * The same answers by measuring every office: the reference the grid is tested against
 * (./nearest-post-office.test.ts) and the baseline of `npm run bench:geocode`.
 */
export function scanningPostOfficeGeocoder(tsv?: string): Geocoder {
  const { offices, pins } = locatedOffices(tsv);
  return {
    async locate(at: Coordinates): Promise<LocatedPlace | null> {
      return insideIndia(at.latitude, at.longitude) ? nearestOf(at, offices, pins) : null;
    },
  };
}

let shared: Geocoder | undefined;
/** One development geocoder per process, built on first use (about 30 ms for the file). */
export function developmentGeocoder(): Geocoder {
  shared ??= nearestPostOfficeGeocoder();
  return shared;
}
