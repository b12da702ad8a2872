import type { Insertable, Updateable } from 'kysely';
import { z } from 'zod';
import { ClientIdSchema, ClientUpdatedAtSchema, istDay, type LeadFields, leadFieldsSchema } from '../../domain/lead.ts';
import { LEAD_MESSAGES as L } from '../../domain/lead-messages.ts';
import { judgeChange } from '../../domain/lead-sync.ts';
import { inTransaction, isUniqueViolation } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { LeadsTable } from '../db/tables.ts';
import { parsedOrRefused } from '../http/json-body.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import { findCamp, leadByMobile, leadExists, leadNotFound } from './repository.ts';

/**
 * Saving a lead a phone sends (domain/lead-sync.ts; gateway/schema/leads.graphql addLead, updateLead):
 * exactly once, and never an older change over a newer one, decided by the database itself so that it
 * holds under concurrency on PostgreSQL as on SQLite:
 *
 * - a create is one INSERT … ON CONFLICT DO NOTHING: the first with a client id makes the lead; any
 *   other (a retry, a second tab, 20 at once) finds it and is read as an update of it;
 * - an update is one conditional UPDATE … WHERE client_updated_at < the change's: it applies only a
 *   newer change; when it does not, the lead held says whether the change was the same one again
 *   (repeated, answered as applied) or an older one (not applied: the sender gets the newer lead).
 */

/** A phone's clock may be wrong, but not by more than this ahead of the server's. */
const CLOCK_AHEAD_MS = 86_400_000;

const ChangeMetaSchema = z.object({ clientId: ClientIdSchema, clientUpdatedAt: ClientUpdatedAtSchema });

export interface LeadChange {
  clientId: string;
  /** UTC ISO with milliseconds (the form stored, so that the database compares instants as text). */
  clientUpdatedAt: string;
  fields: LeadFields;
  campId: number | null;
}

export interface SaveOutcome {
  id: number;
  applied: boolean;
  repeated: boolean;
}

/**
 * A lead's change as sent, checked: the client id and time, then the fields for the IST day the change
 * was made on (not later than today: a lead captured offline on Monday with a follow-up on Tuesday
 * is still good when it arrives on Wednesday), and the camp it names, of this shop.
 */
export async function parseLeadChange(db: Db, shopId: number, body: unknown, now: Date): Promise<LeadChange> {
  const meta = parsedOrRefused(ChangeMetaSchema, body);
  const at = Date.parse(meta.clientUpdatedAt);
  if (at > now.getTime() + CLOCK_AHEAD_MS) throw new Refusal(400, L.invalidClientTime, { field: 'clientUpdatedAt' });
  const fields = parsedOrRefused(leadFieldsSchema(istDay(Math.min(at, now.getTime()))), body);
  const camp = fields.healthCampSid === null ? null : await findCamp(db, shopId, fields.healthCampSid);
  return { clientId: meta.clientId, clientUpdatedAt: new Date(at).toISOString(), fields, campId: camp?.id ?? null };
}

const flag = (value: boolean) => (value ? 1 : 0);

/** The columns a change writes. */
function columnsOf({ fields, campId, clientUpdatedAt }: LeadChange, now: Date) {
  const v = fields.vitalRecords;
  return {
    name: fields.name,
    name_key: fields.name.toLowerCase(),
    mobile: fields.mobile,
    gender: fields.gender,
    address: fields.address,
    is_chronic: flag(fields.isChronic),
    health_camp_visit: flag(fields.healthCampVisit),
    home_visit_interested: flag(fields.homeVisitInterested),
    source: fields.source,
    bp_systolic: v.bpSystolic,
    bp_diastolic: v.bpDiastolic,
    blood_sugar: v.bloodSugar,
    weight_kg: v.weightKg,
    height_cm: v.heightCm,
    pulse: v.pulse,
    spo2: v.spo2,
    follow_up_date: fields.followUpDate,
    follow_up_details: fields.followUpDetails,
    remarks: fields.remarks,
    no_order_reason: fields.reasonForNotPlacingOrder,
    patient_type: fields.patientType,
    panel: fields.panel,
    health_camp_id: campId,
    client_updated_at: clientUpdatedAt,
    updated_at: now.toISOString(),
  } satisfies Updateable<LeadsTable>;
}

/** Applies `change` to the lead `id` of the shop if it is newer than the change the lead holds (one statement). */
async function applyChange(tx: Db, shopId: number, id: number, change: LeadChange, now: Date): Promise<SaveOutcome> {
  const result = await tx
    .updateTable('leads')
    .set(columnsOf(change, now))
    .where('id', '=', id)
    .where('franchise_id', '=', shopId)
    .where('client_updated_at', '<', change.clientUpdatedAt)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { id, applied: true, repeated: false };
  const held = await tx.selectFrom('leads').select('client_updated_at').where('id', '=', id).executeTakeFirstOrThrow();
  const verdict = judgeChange({ clientUpdatedAt: held.client_updated_at }, change);
  // 'apply' cannot be: the lead held a change at least as new when the UPDATE ran, and changes only grow newer.
  if (verdict === 'apply') throw new Error(`lead ${id}: a newer change was not applied`);
  return { id, applied: verdict === 'same', repeated: verdict === 'same' };
}

/** A unique mobile refused a write: the lead that has it (after the transaction ended). */
async function mobileTaken<T>(db: Db, shopId: number, mobile: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw leadExists((await leadByMobile(db, shopId, mobile))?.sid);
  }
}

/** addLead: creates the lead, or (its client id again) applies the change to it as an update. */
export function createLead(db: Db, staff: { id: number; shopId: number }, change: LeadChange, now: Date): Promise<SaveOutcome> {
  const at = now.toISOString();
  const row: Insertable<LeadsTable> = {
    ...columnsOf(change, now),
    sid: publicId(),
    client_id: change.clientId,
    franchise_id: staff.shopId,
    captured_by: staff.id,
    created_at: at,
  };
  return mobileTaken(db, staff.shopId, change.fields.mobile, () =>
    inTransaction(db, async (tx) => {
      const inserted = await tx
        .insertInto('leads')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, applied: true, repeated: false };
      const held = await tx.selectFrom('leads').select(['id', 'franchise_id']).where('client_id', '=', change.clientId).executeTakeFirst();
      // Not the client id: the shop's other lead has the mobile.
      if (!held) throw leadExists((await leadByMobile(tx, staff.shopId, change.fields.mobile))?.sid);
      // Another shop's lead is not this shop's to change, nor to know of.
      if (held.franchise_id !== staff.shopId) throw leadNotFound();
      return applyChange(tx, staff.shopId, held.id, change, now);
    }),
  );
}

/** updateLead: the newer change wins. */
export function updateLead(db: Db, shopId: number, id: number, change: LeadChange, now: Date): Promise<SaveOutcome> {
  return mobileTaken(db, shopId, change.fields.mobile, () => inTransaction(db, (tx) => applyChange(tx, shopId, id, change, now)));
}
