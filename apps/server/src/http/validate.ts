import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses request input with a schema; a failure is a 400 naming the field and what is wrong with it. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${where}${issue?.message ?? 'The request is not valid.'}`, 'VALIDATION_FAILED');
}
