import { useState, type FormEvent } from 'react';

/*
 * A small form state for the account screens: values, a validator that returns the spec's message
 * per field, messages shown once a field was left (or on submit), and whether anything changed.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface FormState<K extends string> {
  values: Record<K, string>;
  /** The messages to show now: only for fields that were left or submitted. */
  errors: FieldErrors<K>;
  /** Nothing differs from the initial values. */
  pristine: boolean;
  set(field: K, value: string): void;
  /** Replaces several values at once, as if typed (e.g. filling from a signed-in member). */
  fill(values: Partial<Record<K, string>>): void;
  blur(field: K): void;
  /** Shows every message; returns the first invalid field (in `order`), or null when all are valid. */
  validateAll(): K | null;
  /** Starts again from these values (after a save they are the new baseline). */
  reset(values: Record<K, string>): void;
}

export function useForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
  /** Shapes a value as it is typed (e.g. the phone's ___-___-____). */
  shape: Partial<Record<K, (value: string) => string>> = {},
): FormState<K> {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const fields = Object.keys(initial) as K[];
  const all = validate(values);
  const errors: FieldErrors<K> = {};
  for (const field of fields) if (touched[field] && all[field]) errors[field] = all[field];

  return {
    values,
    errors,
    pristine: fields.every((field) => values[field] === baseline[field]),
    set(field, value) {
      const format = shape[field];
      setValues((v) => ({ ...v, [field]: format ? format(value) : value }));
    },
    fill(next) {
      setValues((v) => {
        const merged = { ...v };
        for (const field of Object.keys(next) as K[]) {
          const format = shape[field];
          const value = next[field] ?? '';
          merged[field] = format ? format(value) : value;
        }
        return merged;
      });
    },
    blur(field) {
      setTouched((t) => ({ ...t, [field]: true }));
    },
    validateAll() {
      setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<K, boolean>>);
      return fields.find((field) => all[field]) ?? null;
    },
    reset(next) {
      setBaseline(next);
      setValues(next);
      setTouched({});
    },
  };
}

/**
 * A form's submit: shows every message and focuses the first invalid field (ids are
 * `{idPrefix}-{field}`), else runs `action` once at a time. On failure `error` holds what to show
 * (`describe` turns the thrown value into words); on success the form stays submitting, since the
 * action moves on (navigates or shows a result) and a second click must not send it again.
 */
export function useSubmit<K extends string>(
  form: FormState<K>,
  idPrefix: string,
  action: () => Promise<void>,
  describe: (reason: unknown) => string = (reason) =>
    reason instanceof Error ? reason.message : 'Something went wrong. Please try again.',
) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = form.validateAll();
    if (invalid) {
      document.getElementById(`${idPrefix}-${invalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await action();
    } catch (reason) {
      setError(describe(reason));
      setSubmitting(false);
    }
  };
  return { submitting, error, onSubmit: (event: FormEvent) => void onSubmit(event) };
}
