import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { engineOf } from '../database.ts';

/**
 * Leads, health camps and follow-ups (issue 17; staff-tools.md §3 Lead, §7 Leads and camps):
 *
 * - `health_camps`: a shop's camps (a health camp or a pre-awareness drive), their IST day and slot
 *   (domain/lead.ts CAMP_SLOTS), place and pin code, who made them.
 * - `leads`: one per person met, of one shop. `client_id` is the id the phone made when the lead was
 *   first saved (offline): unique, so a create sent twice is one lead. `client_updated_at` is when the
 *   phone made the change the row holds: a change applies only when newer (domain/lead-sync.ts). Every
 *   field of the contract's Lead is a column (the vital records too); `name_key` is the name in lower
 *   case for the shop's search (byte order on both engines: PostgreSQL's column is COLLATE "C", so a
 *   prefix is one range of the index); one lead per mobile number in a shop. `status` OPEN, CONVERTED
 *   (then `customer_id`, `converted_at`) or INACTIVE (`inactive_reason`).
 * - `lead_activities`: calls, visits, notes and follow-ups done, by a staff user.
 * - `lead_prescriptions`: the lead's prescription photo, a private file in UPLOAD_DIR under a random
 *   name, like a customer's upload (upstream/prescriptions/uploads.ts), readable by the shop's staff.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  const serial = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const bytewise = postgres ? sql`text COLLATE "C"` : sql`text`;

  await db.schema
    .createTable('health_camps')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('franchise_id', 'integer', (c) => c.notNull().references('franchises.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('pin_code', 'text')
    .addColumn('notes', 'text')
    .addColumn('demo', 'integer', flag)
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A shop's camps by day: the list (latest first), the latest camps (a window of days), absentees (days over).
  await db.schema.createIndex('health_camps_shop_date').on('health_camps').columns(['franchise_id', 'date', 'id']).execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('franchise_id', 'integer', (c) => c.notNull().references('franchises.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', bytewise, (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('address', 'text')
    .addColumn('is_chronic', 'integer', flag)
    .addColumn('health_camp_visit', 'integer', flag)
    .addColumn('home_visit_interested', 'integer', flag)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('bp_systolic', 'integer')
    .addColumn('bp_diastolic', 'integer')
    .addColumn('blood_sugar', 'double precision')
    .addColumn('weight_kg', 'double precision')
    .addColumn('height_cm', 'double precision')
    .addColumn('pulse', 'integer')
    .addColumn('spo2', 'double precision')
    .addColumn('follow_up_date', 'text')
    .addColumn('follow_up_details', 'text')
    .addColumn('remarks', 'text')
    .addColumn('no_order_reason', 'text')
    .addColumn('patient_type', 'text')
    .addColumn('panel', 'text')
    .addColumn('health_camp_id', 'integer', (c) => c.references('health_camps.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('inactive_reason', 'text')
    .addColumn('captured_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('customer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('converted_at', 'text')
    .addColumn('demo', 'integer', flag)
    .addColumn('client_updated_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('leads_shop_mobile', ['franchise_id', 'mobile'])
    .execute();
  // The shop's search by name prefix (leads_shop_mobile serves the mobile's) and its newest leads.
  await db.schema.createIndex('leads_shop_name').on('leads').columns(['franchise_id', 'name_key']).execute();
  await db.schema.createIndex('leads_shop_created').on('leads').columns(['franchise_id', 'created_at', 'id']).execute();
  // Follow-up lists and summaries: a shop's open leads by follow-up date.
  await db.schema.createIndex('leads_follow_up').on('leads').columns(['franchise_id', 'status', 'follow_up_date', 'id']).execute();
  // Leads of a camp (and the pre-awareness absentees of a camp).
  await db.schema.createIndex('leads_camp').on('leads').columns(['health_camp_id', 'id']).execute();

  await db.schema
    .createTable('lead_activities')
    .addColumn('id', 'integer', serial)
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema.createIndex('lead_activities_lead').on('lead_activities').columns(['lead_id', 'id']).execute();

  await db.schema
    .createTable('lead_prescriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
    .addColumn('franchise_id', 'integer', (c) => c.notNull().references('franchises.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_prescriptions_lead').on('lead_prescriptions').columns(['lead_id']).execute();
}
