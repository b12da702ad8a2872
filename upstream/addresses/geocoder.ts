import type { Coordinates } from '../../domain/location.ts';
import type { RegionCode } from '../../domain/order-rules.ts';

/** The place of a coordinate as an address form needs it (storefront.md §7 setLatitudeLongitude). */
export interface LocatedPlace {
  pin: string;
  /** The city as the pin-code check names it (cityOfPin), so a located address saves like a typed one. */
  city: string;
  state: RegionCode;
  /** The nearest post office's name and how far it is, for the customer to judge the guess. */
  postOffice: string;
  distanceKm: number;
}

/**
 * The geocoding port: a coordinate to a PIN code, city and state, or null when it knows none near enough.
 * The development implementation (nearest-post-office.ts) reads the project's own pin-code data; a
 * deployment may put a real reverse geocoder behind the same interface (UpstreamOptions.geocoder).
 */
export interface Geocoder {
  locate(at: Coordinates): Promise<LocatedPlace | null>;
}
