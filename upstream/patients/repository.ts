import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import type { PatientFields } from '../../domain/patient.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';

export interface PatientRow {
  id: string;
  user_id: number;
  name: string;
  age: number;
}

export function listPatients(db: Db, userId: number): PatientRow[] {
  return legacy(db).prepare<[number], PatientRow>('SELECT id, user_id, name, age FROM patients WHERE user_id = ? ORDER BY created_at, id').all(userId);
}

export function findPatient(db: Db, userId: number, id: string): PatientRow | undefined {
  return legacy(db).prepare<[string, number], PatientRow>('SELECT id, user_id, name, age FROM patients WHERE id = ? AND user_id = ?').get(id, userId);
}

export function addPatient(db: Db, userId: number, p: PatientFields, now: Date): PatientRow {
  const id = publicId();
  const at = now.toISOString();
  legacy(db).prepare('INSERT INTO patients (id, user_id, name, age, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, userId, p.name, p.age, at, at);
  return { id, user_id: userId, name: p.name, age: p.age };
}

export function updatePatient(db: Db, userId: number, id: string, p: PatientFields, now: Date): PatientRow {
  const changed = legacy(db)
    .prepare('UPDATE patients SET name = ?, age = ?, updated_at = ? WHERE id = ? AND user_id = ?')
    .run(p.name, p.age, now.toISOString(), id, userId).changes;
  if (changed === 0) throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
  return { id, user_id: userId, name: p.name, age: p.age };
}

export function deletePatient(db: Db, userId: number, id: string): void {
  if (legacy(db).prepare('DELETE FROM patients WHERE id = ? AND user_id = ?').run(id, userId).changes === 0) {
    throw new Refusal(404, ACCOUNT_MESSAGES.patientNotFound);
  }
}
