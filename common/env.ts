import type { z } from 'zod';

/** Parses environment variables once at start; a bad value stops the program with a clear message. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv, component: string): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid ${component} configuration:\n${problems}`);
  }
  return parsed.data;
}
