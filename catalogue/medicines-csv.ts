import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** One row of data/medicines-sample.csv (A-Z medicine dataset of India, CC BY-SA 4.0). */
export const MedicineRowSchema = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string().min(1),
  'price(₹)': z.string().regex(/^\d+(\.\d{1,2})?$/),
  Is_discontinued: z.enum(['TRUE', 'FALSE']),
  manufacturer_name: z.string(),
  type: z.string(),
  pack_size_label: z.string(),
  short_composition1: z.string(),
  short_composition2: z.string(),
});
export type MedicineRow = z.infer<typeof MedicineRowSchema>;

/** Parses the CSV (plain comma-separated, no quoted fields in this file; a quote is refused). */
export function parseMedicinesCsv(text: string): MedicineRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (!header) throw new Error('medicines CSV is empty');
  const columns = header.split(',');
  return rows.map((line, index) => {
    if (line.includes('"')) throw new Error(`medicines CSV line ${index + 2}: quoted fields are not supported`);
    const cells = line.split(',');
    if (cells.length !== columns.length) {
      throw new Error(`medicines CSV line ${index + 2}: ${cells.length} fields, expected ${columns.length}`);
    }
    return MedicineRowSchema.parse(Object.fromEntries(columns.map((c, i) => [c, cells[i]])));
  });
}

export function readMedicinesCsv(path: string): MedicineRow[] {
  return parseMedicinesCsv(readFileSync(path, 'utf8'));
}
