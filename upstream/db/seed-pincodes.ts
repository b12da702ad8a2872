import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REGIONS, type RegionCode } from '../../domain/order-rules.ts';
import type { Db } from './database.ts';

const PINCODES_TSV = fileURLToPath(new URL('../../data/pincodes-east.tsv', import.meta.url));

export type PinStatus = 'serviceable' | 'suspended' | 'stopped' | 'down';

/**
 * DEMO DATA: a few real pin codes marked as not delivered to, so that the storefront's refusals can be
 * seen and tested. Nothing in the data says these areas are not served; every other pin code of the
 * file is serviceable.
 */
export const DEMO_PIN_STATUS: Readonly<Record<string, Exclude<PinStatus, 'serviceable'>>> = {
  '734101': 'suspended', // Darjiling, WB: 'Delivery temporarily Suspended'
  '845438': 'suspended', // West Champaran, BR
  '828111': 'stopped', // Dhanbad, JH: 'Deliveries have been stopped temporarily in this area'
  '765001': 'stopped', // Rayagada, OD
  '735101': 'down', // Jalpaiguri, WB: 'Delivery service is down in your PIN code, try again later'
};

/**
 * The city of a pin code from its post offices (the file's rows for it: place name, district, and
 * sub-district): the sub-district when a post office of the pin is named after it (751001, 'Bhubaneswar
 * G.P.O.' in Khorda district: Bhubaneswar; 768017, 'Medical College Burla': Burla), else the district
 * (800001's sub-district Phulwari names none of its offices: Patna). The district alone would put the
 * capital of Odisha in 'Khorda'.
 */
export function cityOfPin(offices: readonly { place: string; district: string; subDistrict: string }[]): string {
  const words = new Set(offices.flatMap((office) => office.place.toLowerCase().split(/[^a-z]+/)));
  const town = offices.find((office) => office.subDistrict && words.has(office.subDistrict.toLowerCase()))?.subDistrict;
  return town ?? offices[0]?.district ?? '';
}

/** A post office of data/pincodes-east.tsv (one line): its pin code, name, region, district, sub-district and, where given, position. */
export interface PostOffice {
  pin: string;
  place: string;
  region: RegionCode;
  district: string;
  subDistrict: string;
  latitude: number | null;
  longitude: number | null;
}

const coordinate = (text: string | undefined) => (text && Number.isFinite(Number(text)) ? Number(text) : null);

/** The file's post offices with a six-digit pin code, a known state and a district. */
export function postOffices(tsv: string = readFileSync(PINCODES_TSV, 'utf8')): PostOffice[] {
  const offices: PostOffice[] = [];
  for (const line of tsv.split('\n').slice(1)) {
    const [, pin, place = '', state, , district, , subDistrict = '', , lat, lng] = line.split('\t');
    const region = REGIONS[state as keyof typeof REGIONS];
    if (!pin || !/^\d{6}$/.test(pin) || !region || !district) continue;
    offices.push({ pin, place, region, district, subDistrict, latitude: coordinate(lat), longitude: coordinate(lng) });
  }
  return offices;
}

/** Each pin code's city (cityOfPin over all its post offices) and state (its first office's region). */
export function pinCodesOf(offices: readonly PostOffice[]): Map<string, { city: string; state: RegionCode }> {
  const pins = new Map<string, PostOffice[]>();
  for (const office of offices) {
    const same = pins.get(office.pin);
    if (same) same.push(office);
    else pins.set(office.pin, [office]);
  }
  return new Map([...pins].map(([pin, of]) => [pin, { city: cityOfPin(of), state: (of[0] as PostOffice).region }]));
}

/** One row per pin code of data/pincodes-east.tsv: the city as cityOfPin reads it, the state its two-letter region. */
export function pincodeRows(tsv?: string) {
  return [...pinCodesOf(postOffices(tsv))].map(([pin, { city, state }]) => ({
    pin,
    city,
    state,
    status: DEMO_PIN_STATUS[pin] ?? ('serviceable' as const),
  }));
}

/**
 * Fills the pincodes table from data/pincodes-east.tsv (GeoNames, CC BY 4.0) when it is empty: one row
 * per pin code (the file has one per post office). About 3,300 rows in one transaction, a few milliseconds.
 */
export async function seedPincodes(db: Db, tsv?: string): Promise<number> {
  if (await db.selectFrom('pincodes').select('pin').limit(1).executeTakeFirst()) return 0;
  const rows = pincodeRows(tsv);
  let count = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const result = await db
      .insertInto('pincodes')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.column('pin').doNothing())
      .executeTakeFirst();
    count += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return count;
}
