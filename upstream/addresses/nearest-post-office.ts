import { type Coordinates, distanceKm, insideIndia, MAX_POST_OFFICE_KM } from '../../domain/location.ts';
import { pinCodesOf, postOffices } from '../db/seed-pincodes.ts';
import type { Geocoder, LocatedPlace } from './geocoder.ts';

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
export function nearestPostOfficeGeocoder(tsv?: string): Geocoder {
  const offices = postOffices(tsv);
  const pins = pinCodesOf(offices);
  const grid = new Map<string, Office[]>();
  for (const { pin, place, latitude, longitude } of offices) {
    if (latitude === null || longitude === null) continue;
    const cell = cellOf(latitude, longitude);
    const inCell = grid.get(cell) ?? [];
    inCell.push({ pin, place, latitude, longitude });
    grid.set(cell, inCell);
  }

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
      const found = pins.get(pin);
      if (!found) return null;
      return { pin, city: found.city, state: found.state, postOffice: place, distanceKm: Math.round(best.km * 10) / 10 };
    },
  };
}

let shared: Geocoder | undefined;
/** One development geocoder per process, built on first use (about 30 ms for the file). */
export function developmentGeocoder(): Geocoder {
  shared ??= nearestPostOfficeGeocoder();
  return shared;
}
