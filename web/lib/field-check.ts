import type { z } from 'zod';

/** The first message of a field schema, or undefined when the value passes. */
export function check(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
