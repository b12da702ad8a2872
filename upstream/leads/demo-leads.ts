import { istDay, type LeadSource } from '../../domain/lead.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { HealthCampsTable } from '../db/tables.ts';
import { publicId } from '../ids.ts';
import { shiftDay } from './days.ts';

/**
 * Demo camps and leads of the demo shop "Demo: Salt Lake Pharmacy Point" (issue 17; development only,
 * seeded with the demo staff: upstream/staff/demo-staff.ts), labelled as demo (`demo = 1`, "Demo" in
 * every name), dated from the day they are seeded so that the follow-up, camp and absentee pages show
 * something in every interval: a pre-awareness drive and a health camp that are over, a health camp to
 * come, and 12 leads of every source whose follow-ups fall in each interval (and one without), three of
 * them pre-awareness absentees.
 */
const SHOP = 'FDEMO-SALTLAKE';
const CAMPS: { key: string; name: string; kind: HealthCampsTable['kind']; day: number; slot: HealthCampsTable['slot']; place: string }[] = [
  { key: 'drive', name: 'Demo pre-awareness drive, Baguiati', kind: 'PRE_AWARENESS', day: -10, slot: 'MORNING', place: 'Demo: Baguiati community hall' },
  { key: 'past', name: 'Demo health camp, Baguiati', kind: 'HEALTH_CAMP', day: -3, slot: 'AFTERNOON', place: 'Demo: Baguiati primary school' },
  { key: 'coming', name: 'Demo health camp, Kestopur', kind: 'HEALTH_CAMP', day: 5, slot: 'EVENING', place: 'Demo: Kestopur club room' },
];
/** [source, follow-up in days from the seeding day (null: none), the camp it names, came to the camp]. */
const LEADS: [LeadSource, number | null, string | null, boolean][] = [
  ['HC_VC', 4, 'past', true],
  ['HC_WI', 0, 'past', true],
  ['HC_IC', -2, 'past', true],
  ['PA_HV', 2, null, false],
  ['PA_AIHC', -1, 'past', false],
  ['PA_AIHC', -6, 'past', false],
  ['PA_AIHC', null, 'past', false],
  ['PA_AIHC', 3, 'coming', false],
  ['DOOR_TO_DOOR', -5, null, false],
  ['DOOR_TO_DOOR', -9, null, false],
  ['REFERRAL', 8, null, false],
  ['REFERRAL', -12, null, false],
];

/** Writes the demo camps and leads once (a database that has the first demo camp has them all); false when there was nothing to do. */
export async function seedDemoLeads(db: Db, now: Date = new Date()): Promise<boolean> {
  const shop = await db.selectFrom('franchises').select('id').where('sid', '=', SHOP).executeTakeFirst();
  if (!shop) return false;
  const staff = await db.selectFrom('users').select(['id', 'role']).where('franchise_id', '=', shop.id).where('demo', '=', 1).orderBy('id').execute();
  const owner = staff.find((s) => s.role === 'franchise');
  if (!owner) return false;
  const present = await db.selectFrom('health_camps').select('id').where('franchise_id', '=', shop.id).where('demo', '=', 1).executeTakeFirst();
  if (present) return false;
  const at = now.toISOString();
  const today = istDay(now.getTime());
  await inTransaction(db, async (tx) => {
    const camps = new Map<string, number>();
    for (const camp of CAMPS) {
      const { id } = await tx
        .insertInto('health_camps')
        .values({
          sid: publicId(),
          franchise_id: shop.id,
          name: camp.name,
          kind: camp.kind,
          date: shiftDay(today, camp.day),
          slot: camp.slot,
          place: camp.place,
          pin_code: '700059',
          notes: 'Demo data',
          demo: 1,
          created_by: owner.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      camps.set(camp.key, id);
    }
    for (const [i, [source, followUp, camp, came]] of LEADS.entries()) {
      const n = i + 1;
      const name = `Demo Lead ${n}`;
      await tx
        .insertInto('leads')
        .values({
          sid: publicId(),
          client_id: `demo-lead-salt-lake-${String(n).padStart(2, '0')}`,
          franchise_id: shop.id,
          name,
          name_key: name.toLowerCase(),
          mobile: `60000001${String(n).padStart(2, '0')}`,
          gender: n % 2 ? 'FEMALE' : 'MALE',
          address: 'Demo address, Baguiati, Kolkata',
          is_chronic: n % 3 === 0 ? 1 : 0,
          health_camp_visit: came ? 1 : 0,
          source,
          bp_systolic: 120 + n,
          bp_diastolic: 80,
          follow_up_date: followUp === null ? null : shiftDay(today, followUp),
          follow_up_details: followUp === null ? null : 'Demo: call about the medicines',
          remarks: 'Demo lead',
          health_camp_id: camp === null ? null : (camps.get(camp) ?? null),
          captured_by: staff[n % staff.length]?.id ?? owner.id,
          demo: 1,
          client_updated_at: at,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  return true;
}
