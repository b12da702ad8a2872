import { z } from 'zod';

/**
 * Money on the upstream's wire: rupees as a decimal string with at most 2 decimals ("187.67", "-20",
 * never a float that drifts). The gateway's adapters parse replies with it and turn it into paise
 * (money.ts). Apart from money.ts so that the catalogue pages, which format money, do not ship zod.
 */
export const DecimalSchema = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
