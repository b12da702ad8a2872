import { z } from 'zod';

/**
 * "Use my location" on the address form (storefront.md §7 setLatitudeLongitude): the rules every layer
 * shares. The English is the project's own (the spec words none of it); keys under `location.messages.`.
 */
export const LOCATION_MESSAGES = {
  noPinNearby: 'We could not find a PIN code near your location; please type it',
  badCoordinates: 'Your location could not be read; please type your PIN code',
} as const;

export const LOCATION_MESSAGE_KEYS = {
  noPinNearby: 'location.messages.noPinNearby',
  badCoordinates: 'location.messages.badCoordinates',
} as const satisfies Record<keyof typeof LOCATION_MESSAGES, string>;

/** The farthest a post office may be from the customer for its PIN code to be offered. */
export const MAX_POST_OFFICE_KM = 50;

/** India's mainland and islands as a box (Survey of India extremes, rounded outwards). */
export const INDIA_BOUNDS = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

export const insideIndia = (latitude: number, longitude: number) =>
  latitude >= INDIA_BOUNDS.south && latitude <= INDIA_BOUNDS.north && longitude >= INDIA_BOUNDS.west && longitude <= INDIA_BOUNDS.east;

/** A finite number in range: NaN, Infinity, strings, null and out-of-range values are refused. */
const degrees = (limit: number) =>
  z
    .number({ error: LOCATION_MESSAGES.badCoordinates })
    .finite(LOCATION_MESSAGES.badCoordinates)
    .min(-limit, LOCATION_MESSAGES.badCoordinates)
    .max(limit, LOCATION_MESSAGES.badCoordinates);

/** The coordinates the browser's geolocation gives (WGS 84 degrees). */
export const CoordinatesSchema = z.object({ latitude: degrees(90), longitude: degrees(180) });
export type Coordinates = z.infer<typeof CoordinatesSchema>;

/** Great-circle distance in kilometres (haversine, mean Earth radius 6,371 km). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
