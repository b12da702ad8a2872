import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Coordinates, distanceKm, insideIndia, MAX_POST_OFFICE_KM } from '../../domain/location.ts';
import { REGIONS, type RegionCode } from '../../domain/order-rules.ts';
import { cityOfPin } from '../db/seed-pincodes.ts';
import type { Geocoder, LocatedPlace } from './geocoder.ts';

const PINCODES_TSV = fileURLToPath(new URL('../../data/pincodes-east.tsv', import.meta.url));

interface Office extends Coordinates {
  pin: string;
  place: string;
}

/** Grid cells of one degree: a 50 km circle never reaches past the 3 × 3 cells around its centre (1° ≥ 98 km here). */
const cellOf = (latitude: number, longitude: number) => `${Math.floor(latitude)}:${Math.floor(longitude)}`;

/**
 * The development geocoder: the nearest post office of data/pincodes-east.tsv (GeoNames, CC BY 4.0) by
 * great-circle distance, never an outside service. The file's ~29,000 offices are put in a grid of
 * one-degree cells once, so a lookup measures only the offices of nine cells. Outside India, or with no
 * office within 50 km (the sea, another state of India the data does not cover), it answers null.
 */
export function nearestPostOfficeGeocoder(tsv: string = readFileSync(PINCODES_TSV, 'utf8')): Geocoder {
  const grid = new Map<string, Office[]>();
  const pins = new Map<string, { state: RegionCode; offices: { place: string; district: string; subDistrict: string }[] }>();
  for (const line of tsv.split('\n').slice(1)) {
    const [, pin, place = '', state, , district = '', , subDistrict = '', , lat, lng] = line.split('\t');
    const region = REGIONS[state as keyof typeof REGIONS];
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (!pin || !/^\d{6}$/.test(pin) || !region || !district || !lat || !lng || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const entry = pins.get(pin) ?? { state: region, offices: [] };
    entry.offices.push({ place, district, subDistrict });
    pins.set(pin, entry);
    const cell = cellOf(latitude, longitude);
    const offices = grid.get(cell) ?? [];
    offices.push({ pin, place, latitude, longitude });
    grid.set(cell, offices);
  }
  const cities = new Map([...pins].map(([pin, { offices }]) => [pin, cityOfPin(offices)]));

  return {
    async locate(at: Coordinates): Promise<LocatedPlace | null> {
      if (!insideIndia(at.latitude, at.longitude)) return null;
      let best: { office: Office; km: number } | null = null;
      const row = Math.floor(at.latitude);
      const column = Math.floor(at.longitude);
      for (let dLat = -1; dLat <= 1; dLat++)
        for (let dLng = -1; dLng <= 1; dLng++)
          for (const office of grid.get(`${row + dLat}:${column + dLng}`) ?? []) {
            const km = distanceKm(at, office);
            if (!best || km < best.km) best = { office, km };
          }
      if (!best || best.km > MAX_POST_OFFICE_KM) return null;
      const { pin, place } = best.office;
      const state = pins.get(pin)?.state;
      if (!state) return null;
      return { pin, city: cities.get(pin) ?? '', state, postOffice: place, distanceKm: Math.round(best.km * 10) / 10 };
    },
  };
}

let shared: Geocoder | undefined;
/** One development geocoder per process, built on first use (about 30 ms for the file). */
export function developmentGeocoder(): Geocoder {
  shared ??= nearestPostOfficeGeocoder();
  return shared;
}
