import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/*
 * react-hook-form with the zod resolver, as every validated form uses it (decision 0027): a field's
 * message shows once it was left (then follows the typing), all show on submit, and the first invalid
 * field takes the focus. The action gets the values as typed; the server parses them with its schema.
 */
export type FormValues = Record<string, string>;

export function useSchemaForm<V extends FormValues>(
  schema: z.ZodType<unknown, V>,
  defaultValues: V,
  /** When messages show, for a form that only checks on submit (a one-field form). */
  timing: Pick<UseFormProps<V>, 'mode' | 'reValidateMode'> = { mode: 'onTouched' },
): UseFormReturn<V> {
  return useForm<V>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    ...timing,
    defaultValues: defaultValues as DefaultValues<V>,
  });
}

/** A schema whose messages are in the page's language (`schemaOf(i18n)`), made again when it changes. */
export function useLocalizedSchema<S>(schemaOf: (i18n: I18n) => S): S {
  const { i18n } = useLingui();
  return useMemo(() => schemaOf(i18n), [i18n, schemaOf]);
}

const somethingWentWrong = msg`Something went wrong. Please try again.`;

/**
 * A form's submit: validates, then runs `action` once at a time. On failure `error` holds what to
 * show (`describe` turns the thrown value into words); on success the form stays submitting, since
 * the action moves on (navigates or shows a result) and a second click must not send it again.
 */
export function useSubmitAction<V extends FormValues>(
  form: UseFormReturn<V>,
  action: (values: V) => Promise<void>,
  describe?: (reason: unknown) => string,
) {
  const { i18n } = useLingui();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const submit = form.handleSubmit(async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    try {
      await action(form.getValues());
    } catch (reason) {
      setError(
        describe ? describe(reason) : reason instanceof Error ? reason.message : i18n._(somethingWentWrong),
      );
      setSubmitting(false);
      busy.current = false;
    }
  });
  /** Lets the form be sent again after an action that moved on and came back (a card form's Back). */
  const reset = () => {
    busy.current = false;
    setSubmitting(false);
  };
  return { submitting, error, onSubmit: (event: FormEvent) => void submit(event), reset };
}
