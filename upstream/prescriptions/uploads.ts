import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Selectable } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/order-rules.ts';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import type { UploadsTable } from '../db/tables.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';
import type { Actor } from '../staff/acting.ts';
import { recordAudit } from '../staff/audit.ts';

export type UploadRow = Omit<Selectable<UploadsTable>, 'seq'> & {
  /** The public id (sid) of the order it belongs to, when it does. */
  order_sid: string | null;
};

const TYPES = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', ext: 'png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', ext: 'webp', test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { mime: 'application/pdf', ext: 'pdf', test: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
] as const;

/**
 * The file's type from its first bytes (never from its name or the client's content type), among
 * `allowed` (by default every type a prescription may be: JPEG, PNG, WebP, PDF).
 */
export function sniffType(bytes: Buffer, allowed: readonly string[] = TYPES.map((t) => t.mime)): { mime: string; ext: string } | null {
  const found = TYPES.find((t) => allowed.includes(t.mime) && t.test(bytes));
  return found ? { mime: found.mime, ext: found.ext } : null;
}

/**
 * The client's file name made safe to show and to put in Content-Disposition: the last path segment,
 * letters, digits, spaces, dots, dashes, underscores and brackets only, no leading dots, at most 100
 * characters. It is never used on disk.
 */
export function sanitiseFileName(name: string, ext: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/^[.\s_]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return clean || `upload.${ext}`;
}

export interface NewUpload {
  userId: number;
  kind: UploadRow['kind'];
  orderId?: number | null;
  ticketId?: string | null;
}

/** A file that passed readUploadedFile's checks, with its type read from its bytes and their hex SHA-256. */
export interface CheckedFile {
  bytes: Buffer;
  name: string;
  type: { mime: string; ext: string };
  sha256: string;
}

/** Checks an uploaded file: 'Upload failed' when missing or empty, at most 5 MB, JPEG, PNG, WebP or PDF by magic bytes. */
export async function readUploadedFile(file: unknown): Promise<CheckedFile> {
  if (!(file instanceof File) || file.size === 0) throw new Refusal(400, ACCOUNT_MESSAGES.uploadFailed);
  if (file.size > MAX_UPLOAD_BYTES) throw new Refusal(400, ACCOUNT_MESSAGES.uploadTooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) throw new Refusal(400, ACCOUNT_MESSAGES.uploadFailed);
  const type = sniffType(bytes);
  if (!type) throw new Refusal(400, ACCOUNT_MESSAGES.uploadType);
  return { bytes, name: file.name, type, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Writes `bytes` privately in `folder` under a random name (mode 0600, never overwriting an existing
 * file), then runs `record` with that name; when `record` fails the file is removed. Uploads and job
 * applications' CVs are stored this way.
 */
export async function storePrivateFile<T>(folder: string, bytes: Buffer, ext: string, record: (storedName: string) => Promise<T>): Promise<T> {
  mkdirSync(folder, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
  const path = join(folder, storedName);
  writeFileSync(path, bytes, { flag: 'wx', mode: 0o600 });
  try {
    return await record(storedName);
  } catch (error) {
    unlinkSync(path);
    throw error;
  }
}

/**
 * Stores a checked file under a random name in uploadDir; the row keeps the sanitised original name.
 * Call inside the caller's transaction, after its checks: a failed insert removes the file.
 */
export async function storeUpload(db: Db, uploadDir: string, file: CheckedFile, owner: NewUpload, now: Date): Promise<UploadRow> {
  return storePrivateFile(uploadDir, file.bytes, file.type.ext, async (storedName) => {
    const id = publicId();
    await db
      .insertInto('uploads')
      .values({
        id,
        user_id: owner.userId,
        kind: owner.kind,
        order_id: owner.orderId ?? null,
        ticket_id: owner.ticketId ?? null,
        file_name: sanitiseFileName(file.name, file.type.ext),
        mime_type: file.type.mime,
        size: file.bytes.length,
        stored_name: storedName,
        created_at: now.toISOString(),
        sha256: file.sha256,
      })
      .execute();
    return (await findUpload(db, owner.userId, id)) as UploadRow;
  });
}

/**
 * How long the same bytes from the same customer count as the same prescription sent again: an upload
 * whose answer was lost on a dropping network is sent again within minutes, and storing it twice would
 * show the customer two prescriptions and give the pharmacist two to read.
 */
export const SAME_UPLOAD_SECONDS = 30 * 60;

/**
 * The customer's prescription of exactly these bytes, under the same name, stored in the last
 * SAME_UPLOAD_SECONDS, for no order (`orderId` null) or for the order `orderId`. Two identical uploads at the very same moment can
 * still both be stored (no lock is taken for this); a second send after a lost answer cannot.
 */
export function sameRecentPrescription(db: Db, userId: number, file: CheckedFile, orderId: number | null, now: Date): Promise<UploadRow | undefined> {
  const since = new Date(now.getTime() - SAME_UPLOAD_SECONDS * 1000).toISOString();
  return selectUploads(db)
    .where('uploads.user_id', '=', userId)
    .where('uploads.sha256', '=', file.sha256)
    .where('uploads.file_name', '=', sanitiseFileName(file.name, file.type.ext))
    .where('uploads.kind', '=', 'prescription')
    .where('uploads.created_at', '>', since)
    .where('uploads.order_id', orderId === null ? 'is' : '=', orderId)
    .orderBy('uploads.seq', 'desc')
    .executeTakeFirst();
}

/**
 * A prescription the customer uploads for no order yet (attached at checkout), with `actor`, the staff
 * user uploading it for them (null: the customer), in the audit trail in the same transaction. One for
 * an order goes through storePrescriptionFor (./attach.ts), which records the order's event instead.
 */
export function uploadPrescription(db: Db, uploadDir: string, file: CheckedFile, userId: number, actor: Actor | null, now: Date): Promise<UploadRow> {
  return inTransaction(db, async (tx) => {
    const same = await sameRecentPrescription(tx, userId, file, null, now);
    if (same) return same;
    const row = await storeUpload(tx, uploadDir, file, { userId, kind: 'prescription' }, now);
    await recordAudit(tx, actor, userId, 'prescription.upload', { type: 'upload', id: row.id }, now);
    return row;
  });
}

/** Uploads with the public id of their order. */
const selectUploads = (db: Db) =>
  db
    .selectFrom('uploads')
    .leftJoin('orders', 'orders.id', 'uploads.order_id')
    .select([
      'uploads.id',
      'uploads.user_id',
      'uploads.kind',
      'uploads.order_id',
      'uploads.ticket_id',
      'uploads.file_name',
      'uploads.mime_type',
      'uploads.size',
      'uploads.stored_name',
      'uploads.created_at',
      'uploads.sha256',
      'orders.sid as order_sid',
    ]);

export function findUpload(db: Db, userId: number, id: string): Promise<UploadRow | undefined> {
  return selectUploads(db).where('uploads.id', '=', id).where('uploads.user_id', '=', userId).executeTakeFirst();
}

export function listPrescriptions(db: Db, userId: number): Promise<UploadRow[]> {
  return selectUploads(db)
    .where('uploads.user_id', '=', userId)
    .where('uploads.kind', '=', 'prescription')
    .orderBy('uploads.created_at', 'desc')
    .orderBy('uploads.seq', 'desc')
    .execute();
}

/** The customer's uploads of these ids, in the order given; another's are left out. */
export async function uploadsByIds(db: Db, userId: number, ids: readonly string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectUploads(db).where('uploads.id', 'in', ids).where('uploads.user_id', '=', userId).execute();
  return ids.map((id) => rows.find((u) => u.id === id)).filter((u): u is UploadRow => u !== undefined);
}

export function ticketFiles(db: Db, ticketId: string): Promise<UploadRow[]> {
  return selectUploads(db)
    .where('uploads.ticket_id', '=', ticketId)
    .where('uploads.kind', '=', 'ticket')
    .orderBy('uploads.created_at')
    .orderBy('uploads.seq')
    .execute();
}
