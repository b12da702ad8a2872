import type { Selectable } from 'kysely';
import { CAMP_SLOTS, followUpInterval } from '../../domain/lead.ts';
import type { Db } from '../db/open.ts';
import type { HealthCampsTable, LeadsTable, Role } from '../db/tables.ts';

/**
 * Leads and camps as the lead services send them (snake_case, like every upstream reply). A lead comes
 * whole: its camp, who captured it, its activity (newest first), its prescription photo, the customer
 * it became, and the follow-up interval its date is in today (domain/lead.ts, on the upstream's clock).
 */
export type LeadRow = Selectable<LeadsTable>;
export type CampRow = Selectable<HealthCampsTable>;

export interface StaffWire {
  id: string;
  name: string;
  role: Role;
}

export interface CampWire {
  sid: string;
  name: string;
  kind: CampRow['kind'];
  date: string;
  slot: CampRow['slot'];
  starts_at: string;
  ends_at: string;
  place: string;
  pin_code: string | null;
  notes: string | null;
  lead_count: number;
  created_by: StaffWire;
  created_at: string;
}

const staffWire = (id: number, name: string | null, role: Role): StaffWire => ({ id: String(id), name: name ?? '', role });

/** The camps of these ids, each with the number of leads that name it, in the order given. */
export async function campsWire(db: Db, ids: readonly number[]): Promise<CampWire[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('health_camps')
    .innerJoin('users', 'users.id', 'health_camps.created_by')
    .selectAll('health_camps')
    .select(['users.name as by_name', 'users.role as by_role'])
    .select((eb) =>
      eb
        .selectFrom('leads')
        .select((qb) => qb.fn.countAll<number>().as('n'))
        .whereRef('leads.health_camp_id', '=', 'health_camps.id')
        .as('lead_count'),
    )
    .where('health_camps.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        sid: r.sid,
        name: r.name,
        kind: r.kind,
        date: r.date,
        slot: r.slot,
        starts_at: CAMP_SLOTS[r.slot].from,
        ends_at: CAMP_SLOTS[r.slot].to,
        place: r.place,
        pin_code: r.pin_code,
        notes: r.notes,
        lead_count: Number(r.lead_count ?? 0),
        created_by: staffWire(r.created_by, r.by_name, r.by_role),
        created_at: r.created_at,
      },
    ];
  });
}

/** The leads of these ids, whole (four reads for a page), in the order given; `today` is the IST day the intervals are counted on. */
export async function leadsWire(db: Db, ids: readonly number[], today: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('leads')
    .innerJoin('users as captured', 'captured.id', 'leads.captured_by')
    .leftJoin('users as customer', 'customer.id', 'leads.customer_id')
    .selectAll('leads')
    .select(['captured.name as captured_name', 'captured.role as captured_role'])
    .select(['customer.cus_sid as customer_sid', 'customer.name as customer_name', 'customer.mobile as customer_mobile'])
    .where('leads.id', 'in', ids)
    .execute();
  const activities = await db
    .selectFrom('lead_activities')
    .innerJoin('users', 'users.id', 'lead_activities.by_user_id')
    .select(['lead_activities.lead_id', 'lead_activities.sid', 'lead_activities.kind', 'lead_activities.notes', 'lead_activities.at'])
    .select(['users.id as by_id', 'users.name as by_name', 'users.role as by_role'])
    .where('lead_activities.lead_id', 'in', ids)
    .orderBy('lead_activities.id', 'desc')
    .execute();
  const files = await db
    .selectFrom('lead_prescriptions')
    .select(['lead_id', 'id', 'mime_type', 'created_at'])
    .where('lead_id', 'in', ids)
    .orderBy('created_at', 'desc')
    .execute();
  const campIds = [...new Set(rows.flatMap((r) => (r.health_camp_id === null ? [] : [r.health_camp_id])))];
  const camps = new Map((await campsWire(db, campIds)).map((camp, i) => [campIds[i], camp]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const file = files.find((f) => f.lead_id === id);
    return [
      {
        sid: r.sid,
        client_id: r.client_id,
        name: r.name,
        mobile: r.mobile,
        gender: r.gender,
        address: r.address,
        prescription: file ? { id: file.id, content_type: file.mime_type, uploaded_at: file.created_at } : null,
        is_chronic: r.is_chronic === 1,
        health_camp_visit: r.health_camp_visit === 1,
        home_visit_interested: r.home_visit_interested === 1,
        source: r.source,
        vital_records: {
          bp_systolic: r.bp_systolic,
          bp_diastolic: r.bp_diastolic,
          blood_sugar: r.blood_sugar,
          weight_kg: r.weight_kg,
          height_cm: r.height_cm,
          pulse: r.pulse,
          spo2: r.spo2,
        },
        follow_up_date: r.follow_up_date,
        follow_up_details: r.follow_up_details,
        follow_up_interval: followUpInterval(r.follow_up_date, today),
        remarks: r.remarks,
        reason_for_not_placing_order: r.no_order_reason,
        patient_type: r.patient_type,
        panel: r.panel,
        health_camp: r.health_camp_id === null ? null : (camps.get(r.health_camp_id) ?? null),
        status: r.status,
        inactive_reason: r.inactive_reason,
        captured_by: staffWire(r.captured_by, r.captured_name, r.captured_role),
        activity: activities
          .filter((a) => a.lead_id === id)
          .map((a) => ({ id: a.sid, kind: a.kind, notes: a.notes, at: a.at, by: staffWire(a.by_id, a.by_name, a.by_role) })),
        customer: r.customer_sid && r.customer_mobile ? { cus_sid: r.customer_sid, name: r.customer_name, mobile: r.customer_mobile } : null,
        client_updated_at: r.client_updated_at,
        created_at: r.created_at,
        updated_at: r.updated_at,
      },
    ];
  });
}
export type LeadWire = Awaited<ReturnType<typeof leadsWire>>[number];
