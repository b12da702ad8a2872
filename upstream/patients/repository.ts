import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { PatientFields } from '../../domain/patient.ts';
import { inTransaction } from '../db/database.ts';
import { lockCustomer } from '../db/lock-customer.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';

export interface PatientRow {
  id: string;
  user_id: number;
  name: string;
  age: number;
}

export function listPatients(db: Db, userId: number): Promise<PatientRow[]> {
  return db.selectFrom('patients').select(['id', 'user_id', 'name', 'age']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export function findPatient(db: Db, userId: number, id: string): Promise<PatientRow | undefined> {
  return db.selectFrom('patients').select(['id', 'user_id', 'name', 'age']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/*
 * Each write below takes `actor`, the staff user writing for the customer (null: the customer), and
 * records it in the audit trail in the write's own transaction.
 */

export function addPatient(db: Db, userId: number, actor: Actor | null, p: PatientFields, now: Date): Promise<PatientRow> {
  return inTransaction(db, async (tx) => {
    // The same patient saved again (Save pressed again after its answer was lost): the one saved.
    await lockCustomer(tx, userId);
    const same = await tx
      .selectFrom('patients')
      .select(['id', 'user_id', 'name', 'age'])
      .where('user_id', '=', userId)
      .where('name', '=', p.name)
      .where('age', '=', p.age)
      .executeTakeFirst();
    if (same) return same;
    const id = publicId();
    const at = now.toISOString();
    await tx.insertInto('patients').values({ id, user_id: userId, name: p.name, age: p.age, created_at: at, updated_at: at }).execute();
    await recordAudit(tx, actor, userId, 'patient.create', { type: 'patient', id }, now);
    return { id, user_id: userId, name: p.name, age: p.age };
  });
}

export function updatePatient(db: Db, userId: number, actor: Actor | null, id: string, p: PatientFields, now: Date): Promise<PatientRow> {
  return inTransaction(db, async (tx) => {
    const { numUpdatedRows } = await tx
      .updateTable('patients')
      .set({ name: p.name, age: p.age, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
    await recordAudit(tx, actor, userId, 'patient.update', { type: 'patient', id }, now);
    return { id, user_id: userId, name: p.name, age: p.age };
  });
}

export function deletePatient(db: Db, userId: number, actor: Actor | null, id: string, now: Date): Promise<void> {
  return inTransaction(db, async (tx) => {
    const { numDeletedRows } = await tx.deleteFrom('patients').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (numDeletedRows === 0n) throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
    await recordAudit(tx, actor, userId, 'patient.delete', { type: 'patient', id }, now);
  });
}
