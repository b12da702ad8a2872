import { z } from 'zod';
import type { Coordinates } from '../../domain/location.ts';
import { parseResult, type UpstreamFetch } from './http.ts';

const RawLocatedSchema = z.object({ pin: z.string(), city: z.string(), state: z.string(), post_office: z.string(), distance_km: z.number() });

/** "Use my location" (storefront.md §7 setLatitudeLongitude): the upstream's geocoding port. */
export function locationClient(call: UpstreamFetch) {
  return {
    locate: async (token: string, at: Coordinates) => {
      const raw = parseResult(RawLocatedSchema, await call('/api/account/location', { method: 'POST', token, body: at }));
      return { pinCode: raw.pin, city: raw.city, state: raw.state, postOffice: raw.post_office, distanceKm: raw.distance_km };
    },
  };
}
export type LocationClient = ReturnType<typeof locationClient>;
