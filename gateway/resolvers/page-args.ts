import { z } from 'zod';

/** A list's page arguments: start from 0 (default 0), size 1 to `max` (default 20). */
export const pageShape = (max: number) => ({
  start: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? 0),
  size: z
    .number()
    .int()
    .min(1)
    .max(max)
    .nullish()
    .transform((v) => v ?? 20),
});

export const pageArgs = (max: number) => z.object(pageShape(max));
