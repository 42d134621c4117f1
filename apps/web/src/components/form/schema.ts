import { emailSchema, invalidEmailMessage } from '@storefront/domain';
import { z } from 'zod';

/*
 * Building blocks for the forms' zod schemas. The rules themselves come from the domain (emailSchema,
 * phoneSchema, the contract's request schemas); a form only adds its own "Please enter …" wording.
 */

/** A text the user must fill in: blank (after trimming) reads as the form's own message. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/** A required field that must then pass one of the domain's rules (e.g. emailSchema, phoneSchema). */
export const requiredThen = (message: string, rule: z.ZodType<unknown, string>) =>
  requiredText(message).pipe(rule);

/** A password as the server takes it: never trimmed (a space is a character like any other). */
export const requiredPassword = (message: string) => z.string().min(1, message);

/**
 * An email the user must give, where a wrong one is quoted back as typed (the login and forgot
 * password forms: "{value} is not valid email address").
 */
export const quotedEmail = (required: string) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: required });
    else if (!emailSchema.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: invalidEmailMessage(value) });
  });

export type FieldMessages<K extends string> = Partial<Record<K, string>>;

/** Each field's first message (what the form shows), or {} when the values are valid. */
export function messagesOf<K extends string>(schema: z.ZodType, values: Record<K, string>): FieldMessages<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: FieldMessages<K> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K | undefined;
    if (field !== undefined && messages[field] === undefined) messages[field] = issue.message;
  }
  return messages;
}
