import type { LocateAddressQuery } from '../gql/graphql.ts';
import { LOCATE_ADDRESS_QUERY } from '../graphql/location.ts';
import { mapOutcome, type Outcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/**
 * "Use my location" on the address form (storefront.md §7 setLatitudeLongitude, issue 20): the browser's
 * geolocation, then the gateway's locateAddress (the nearest post office's PIN code, city and state).
 */
export type LocatedAddress = LocateAddressQuery['locateAddress'];

/** Why the browser gave no position: each has its own message under `location.<reason>`. */
export type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** One try of at most 15 s; a position up to 5 minutes old will do (a pin code does not move). */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 };

/** The browser's position, or why there is none (permission refused, no fix, too slow, no geolocation at all). */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<GeolocationCoordinates | PositionProblem> {
  if (!geolocation) return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable'),
      OPTIONS,
    );
  });
}

/** The nearest post office's PIN code, city and state for a position, as the signed-in customer (or staff acting for one). */
export const locateAddress = async ({ latitude, longitude }: { latitude: number; longitude: number }): Promise<Outcome<LocatedAddress>> =>
  mapOutcome(await runAuthed(LOCATE_ADDRESS_QUERY, { latitude, longitude }), (d) => d.locateAddress);
