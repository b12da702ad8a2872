import { randomBytes } from 'node:crypto';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { Role } from './tokens.ts';

export interface UserRow {
  id: number;
  cus_sid: string;
  mobile: string;
  name: string | null;
  email: string | null;
  role: Role;
  blocked: number;
  shop_blocked: number;
  wallet_enabled: number;
  default_lang: string;
  warehouse_id: string;
  password_hash: string | null;
  created_at: string;
  updated_at: string;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A customer's public id: 'C' and 12 random base32 characters (60 bits), not guessable from the row id. */
export function newCusSid(): string {
  const bytes = randomBytes(12);
  return `C${Array.from(bytes, (b) => BASE32[b & 31]).join('')}`;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return legacy(db).prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

export function findUserByMobile(db: Db, mobile: string): UserRow | undefined {
  return legacy(db).prepare<[string], UserRow>('SELECT * FROM users WHERE mobile = ?').get(mobile);
}

/** The user of this number, created as a customer on the first sign-in. */
export function findOrCreateCustomer(db: Db, mobile: string, at: string): UserRow {
  return legacy(db).transaction(() => {
    const existing = findUserByMobile(db, mobile);
    if (existing) return existing;
    return legacy(db)
      .prepare<[string, string, string, string], UserRow>(
        "INSERT INTO users (cus_sid, mobile, role, created_at, updated_at) VALUES (?, ?, 'customer', ?, ?) RETURNING *",
      )
      .get(newCusSid(), mobile, at, at) as UserRow;
  })();
}

export function updateProfile(db: Db, id: number, profile: { name: string; email: string | null }, at: string): UserRow {
  return legacy(db)
    .prepare<[string, string | null, string, number], UserRow>('UPDATE users SET name = ?, email = ?, updated_at = ? WHERE id = ? RETURNING *')
    .get(profile.name, profile.email, at, id) as UserRow;
}

export function setPasswordHash(db: Db, id: number, hash: string, at: string): void {
  legacy(db).prepare<[string, string, number]>('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, at, id);
}
