import { randomBytes } from 'node:crypto';
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inTransaction } from '../db/database.ts';
import type { Db } from '../db/open.ts';
import { publicId } from '../ids.ts';
import { type CheckedFile, sanitiseFileName } from '../prescriptions/uploads.ts';
import type { LeadRow } from './wire.ts';

/**
 * A lead's prescription photo (uploadLeadPrescription): checked as a customer's upload is
 * (upstream/prescriptions/uploads.ts readUploadedFile: at most 5 MB, the type by its first bytes),
 * stored under a random name in UPLOAD_DIR, readable by the lead's shop's staff only
 * (/api/staff/lead-files/{id}). A new photo replaces the lead's earlier one (its file removed once the
 * replacement is committed).
 */
export async function storeLeadPrescription(db: Db, uploadDir: string, file: CheckedFile, lead: LeadRow, staffId: number, now: Date): Promise<void> {
  mkdirSync(uploadDir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${file.type.ext}`;
  const path = join(uploadDir, storedName);
  writeFileSync(path, file.bytes, { flag: 'wx', mode: 0o600 });
  let replaced: { stored_name: string }[];
  try {
    replaced = await inTransaction(db, async (tx) => {
      const earlier = await tx.deleteFrom('lead_prescriptions').where('lead_id', '=', lead.id).returning('stored_name').execute();
      await tx
        .insertInto('lead_prescriptions')
        .values({
          id: publicId(),
          lead_id: lead.id,
          franchise_id: lead.franchise_id,
          file_name: sanitiseFileName(file.name, file.type.ext),
          mime_type: file.type.mime,
          size: file.bytes.length,
          stored_name: storedName,
          uploaded_by: staffId,
          created_at: now.toISOString(),
        })
        .execute();
      await tx.updateTable('leads').set({ updated_at: now.toISOString() }).where('id', '=', lead.id).execute();
      return earlier;
    });
  } catch (error) {
    unlinkSync(path);
    throw error;
  }
  removeFiles(uploadDir, replaced);
}

/** Removes stored files whose rows are gone (a missing file is already removed). */
export function removeFiles(uploadDir: string, rows: readonly { stored_name: string }[]): void {
  for (const row of rows) {
    try {
      unlinkSync(join(uploadDir, row.stored_name));
    } catch {
      // Already gone: nothing to remove.
    }
  }
}

/** A lead prescription file of the shop, or undefined (another shop's is none). */
export function findLeadFile(db: Db, shopId: number, id: string) {
  return db.selectFrom('lead_prescriptions').selectAll().where('id', '=', id).where('franchise_id', '=', shopId).executeTakeFirst();
}
