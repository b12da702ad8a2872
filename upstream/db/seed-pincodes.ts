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

/** One row per pin code of data/pincodes-east.tsv: the city as cityOfPin reads it, the state its two-letter region. */
export function pincodeRows(tsv: string = readFileSync(PINCODES_TSV, 'utf8')) {
  const pins = new Map<string, { region: RegionCode; offices: { place: string; district: string; subDistrict: string }[] }>();
  for (const line of tsv.split('\n').slice(1)) {
    const [, pin, place = '', state, , district, , subDistrict = ''] = line.split('\t');
    const region = REGIONS[state as keyof typeof REGIONS];
    if (!pin || !/^\d{6}$/.test(pin) || !region || !district) continue;
    const entry = pins.get(pin) ?? { region, offices: [] };
    entry.offices.push({ place, district, subDistrict });
    pins.set(pin, entry);
  }
  return [...pins].map(([pin, { region, offices }]) => ({
    pin,
    city: cityOfPin(offices),
    state: region,
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
