import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';

/**
 * Writes `data` to `file` through a temporary name in the same folder and a rename (atomic on one file
 * system): a reader, in this process or another, sees the old file or the new one whole, never half.
 */
export async function writeFileAtomic(file: string, data: Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
