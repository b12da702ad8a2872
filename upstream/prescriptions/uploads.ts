import { randomBytes } from 'node:crypto';
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/order-rules.ts';
import { legacy } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { Refusal } from '../http/refusal.ts';
import { publicId } from '../ids.ts';

export interface UploadRow {
  id: string;
  user_id: number;
  kind: 'prescription' | 'ticket';
  order_id: number | null;
  ticket_id: string | null;
  file_name: string;
  mime_type: string;
  size: number;
  stored_name: string;
  created_at: string;
}

const TYPES = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', ext: 'png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', ext: 'webp', test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { mime: 'application/pdf', ext: 'pdf', test: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
] as const;

/** The file's type from its first bytes (never from its name or the client's content type). */
export function sniffType(bytes: Buffer): { mime: string; ext: string } | null {
  const found = TYPES.find((t) => t.test(bytes));
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

/**
 * Checks and stores an uploaded file: 'Upload failed' when missing or empty, at most 5 MB, JPEG, PNG,
 * WebP or PDF by magic bytes. The file gets a random name under uploadDir; the row keeps the
 * sanitised original name. Call inside the caller's transaction: a failed insert removes the file.
 */
export async function readUploadedFile(file: unknown): Promise<{ bytes: Buffer; name: string; type: { mime: string; ext: string } }> {
  if (!(file instanceof File) || file.size === 0) throw new Refusal(400, ACCOUNT_MESSAGES.uploadFailed);
  if (file.size > MAX_UPLOAD_BYTES) throw new Refusal(400, ACCOUNT_MESSAGES.uploadTooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) throw new Refusal(400, ACCOUNT_MESSAGES.uploadFailed);
  const type = sniffType(bytes);
  if (!type) throw new Refusal(400, ACCOUNT_MESSAGES.uploadType);
  return { bytes, name: file.name, type };
}

export function storeUpload(
  db: Db,
  uploadDir: string,
  file: { bytes: Buffer; name: string; type: { mime: string; ext: string } },
  owner: NewUpload,
  now: Date,
): UploadRow {
  mkdirSync(uploadDir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${file.type.ext}`;
  const path = join(uploadDir, storedName);
  writeFileSync(path, file.bytes, { flag: 'wx', mode: 0o600 });
  try {
    const id = publicId();
    legacy(db)
      .prepare(
        `INSERT INTO uploads (id, user_id, kind, order_id, ticket_id, file_name, mime_type, size, stored_name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        owner.userId,
        owner.kind,
        owner.orderId ?? null,
        owner.ticketId ?? null,
        sanitiseFileName(file.name, file.type.ext),
        file.type.mime,
        file.bytes.length,
        storedName,
        now.toISOString(),
      );
    return findUpload(db, owner.userId, id) as UploadRow;
  } catch (error) {
    unlinkSync(path);
    throw error;
  }
}

export function findUpload(db: Db, userId: number, id: string): UploadRow | undefined {
  return legacy(db).prepare<[string, number], UploadRow>('SELECT * FROM uploads WHERE id = ? AND user_id = ?').get(id, userId);
}

export function listPrescriptions(db: Db, userId: number): UploadRow[] {
  return legacy(db)
    .prepare<[number], UploadRow>("SELECT * FROM uploads WHERE user_id = ? AND kind = 'prescription' ORDER BY created_at DESC, rowid DESC")
    .all(userId);
}

export function uploadsByIds(db: Db, userId: number, ids: readonly string[]): UploadRow[] {
  return ids.map((id) => findUpload(db, userId, id)).filter((u): u is UploadRow => u !== undefined);
}

export function ticketFiles(db: Db, ticketId: string): UploadRow[] {
  return legacy(db).prepare<[string], UploadRow>("SELECT * FROM uploads WHERE ticket_id = ? AND kind = 'ticket' ORDER BY created_at, rowid").all(ticketId);
}
