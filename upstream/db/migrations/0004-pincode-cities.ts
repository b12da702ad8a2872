import type { Kysely } from 'kysely';
import { pincodeRows } from '../seed-pincodes.ts';

/**
 * Pin codes seeded before cityOfPin (upstream/db/seed-pincodes.ts) kept the district as the city:
 * 751001 read 'Khorda', not 'Bhubaneswar'. The cities are read again from the data file, and only a
 * city that differs is written; states and delivery statuses are left as they are (an operator may
 * have changed a status). A fresh database has no pin codes yet here: its seed comes after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const stored = new Map(
    ((await db.selectFrom('pincodes').select(['pin', 'city']).execute()) as { pin: string; city: string }[]).map((row) => [row.pin, row.city]),
  );
  if (stored.size === 0) return;
  for (const { pin, city } of pincodeRows()) {
    if (stored.has(pin) && stored.get(pin) !== city) await db.updateTable('pincodes').set({ city }).where('pin', '=', pin).execute();
  }
}
