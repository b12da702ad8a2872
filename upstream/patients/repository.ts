import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { PatientFields } from '../../domain/patient.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';

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

export async function addPatient(db: Db, userId: number, p: PatientFields, now: Date): Promise<PatientRow> {
  const id = publicId();
  const at = now.toISOString();
  await db.insertInto('patients').values({ id, user_id: userId, name: p.name, age: p.age, created_at: at, updated_at: at }).execute();
  return { id, user_id: userId, name: p.name, age: p.age };
}

export async function updatePatient(db: Db, userId: number, id: string, p: PatientFields, now: Date): Promise<PatientRow> {
  const { numUpdatedRows } = await db
    .updateTable('patients')
    .set({ name: p.name, age: p.age, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
  return { id, user_id: userId, name: p.name, age: p.age };
}

export async function deletePatient(db: Db, userId: number, id: string): Promise<void> {
  const { numDeletedRows } = await db.deleteFrom('patients').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (numDeletedRows === 0n) throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
}
