import { CoordinatesSchema, LOCATION_MESSAGE_KEYS, LOCATION_MESSAGES } from '../../domain/location.ts';
import { ok } from '../http/envelope.ts';
import { Refusal } from '../http/refusal.ts';
import { signedInRouter } from '../http/router.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * "Use my location" (storefront.md §7 setLatitudeLongitude): POST { latitude, longitude } answers the
 * PIN code, city and state of the nearest post office through the geocoding port. For the signed-in
 * customer (or staff acting for one with a delegated token), as the address book is; nothing is stored.
 * Coordinates that are not two numbers in range are 400; no PIN code near them is 404, both in words
 * that ask the customer to type the PIN code.
 */
export function locateRoutes(geocoder: () => Geocoder) {
  const app = signedInRouter();
  app.post('/', async (c) => {
    const parsed = CoordinatesSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new Refusal(400, LOCATION_MESSAGES.badCoordinates, { messageKey: LOCATION_MESSAGE_KEYS.badCoordinates });
    const place = await geocoder().locate(parsed.data);
    if (!place) throw new Refusal(404, LOCATION_MESSAGES.noPinNearby, { messageKey: LOCATION_MESSAGE_KEYS.noPinNearby });
    return ok(c, { pin: place.pin, city: place.city, state: place.state, post_office: place.postOffice, distance_km: place.distanceKm });
  });
  return app;
}
