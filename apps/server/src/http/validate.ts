import { z } from 'zod';
import { HttpError } from './errors';

/** Parses request input with a schema; a failure is a 400 naming the field and what is wrong with it. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(schema, input, result.error);
}

/**
 * Text a form requires, trimmed: missing or blank is refused with `required` (the form's own words),
 * longer than `max` characters with `tooLong`.
 */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

/**
 * A 400 for input a schema refused, 'field: what is wrong'. It keeps the schema and the input: zod's
 * own words for a missing or mistyped field are written again in the request's language (errors.ts).
 */
export class ValidationError extends HttpError {
  constructor(
    private readonly schema: z.ZodType,
    private readonly input: unknown,
    error: z.ZodError,
  ) {
    super(400, 'VALIDATION_FAILED', validationMessage(error));
  }

  /** The message with zod's own words from `localeError` (the schema's own messages stay as written). */
  messageWith(localeError: z.core.$ZodErrorMap): string {
    const result = this.schema.safeParse(this.input, { error: localeError });
    return result.success ? this.message : validationMessage(result.error);
  }
}

function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'The request is not valid.'}`;
}
