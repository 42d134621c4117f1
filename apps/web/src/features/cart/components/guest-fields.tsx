import { emailSchema, MESSAGES, normalizePhone, phoneSchema, type CustomerInput } from '@storefront/domain';
import { useId, useState, type FocusEvent } from 'react';
import { inputClass } from '../../../components/ui/ui';

/* The Guest Checkout fields (ordering-core §5 Guest form) with the spec's exact messages. */

export type GuestField = 'firstName' | 'lastName' | 'email' | 'phone';
export type GuestValues = Record<GuestField, string>;

export const GUEST_FIELDS: readonly GuestField[] = ['firstName', 'lastName', 'email', 'phone'];

const REQUIRED: Record<GuestField, string> = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email address',
  phone: 'Please enter your phone number',
};

/** The field's message, or null when it is valid. */
export function validateGuestField(field: GuestField, value: string): string | null {
  if (value.trim() === '') return REQUIRED[field];
  if (field === 'email') return emailSchema.safeParse(value).success ? null : MESSAGES.invalidEmail;
  if (field === 'phone') return phoneSchema.safeParse(value).success ? null : MESSAGES.invalidPhone;
  return null;
}

export function validateGuest(values: GuestValues): Partial<Record<GuestField, string>> {
  const errors: Partial<Record<GuestField, string>> = {};
  for (const field of GUEST_FIELDS) {
    const message = validateGuestField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The customer the order is placed for: trimmed names, lower-case email, phone as ___-___-____. */
export function customerOf(values: GuestValues, userId: string | null): CustomerInput {
  return {
    userId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    phone: normalizePhone(values.phone),
  };
}

export interface GuestFormState {
  values: GuestValues;
  errors: Partial<Record<GuestField, string>>;
  /** No field has been changed and none started filled in. */
  pristine: boolean;
  set(field: GuestField, value: string): void;
  blur(field: GuestField): void;
  /** Shows every field's message; returns the first invalid field, or null when all are valid. */
  validateAll(): GuestField | null;
}

export function useGuestForm(initial: GuestValues): GuestFormState {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<GuestField, boolean>>>({});
  const [changed, setChanged] = useState(false);
  const allErrors = validateGuest(values);
  const errors: Partial<Record<GuestField, string>> = {};
  for (const field of GUEST_FIELDS) if (touched[field] && allErrors[field]) errors[field] = allErrors[field];
  const startedFilled = GUEST_FIELDS.some((field) => initial[field].trim() !== '');

  return {
    values,
    errors,
    pristine: !changed && !startedFilled,
    set(field, value) {
      // The phone is shaped as it is typed.
      setValues((v) => ({ ...v, [field]: field === 'phone' ? normalizePhone(value) : value }));
      setChanged(true);
    },
    blur(field) {
      setTouched((t) => ({ ...t, [field]: true }));
    },
    validateAll() {
      setTouched({ firstName: true, lastName: true, email: true, phone: true });
      return GUEST_FIELDS.find((field) => allErrors[field]) ?? null;
    },
  };
}

const LABELS: Record<GuestField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
};

const INPUT_PROPS: Record<
  GuestField,
  { type: string; autoComplete: string; inputMode?: 'tel' | 'email'; maxLength: number }
> = {
  firstName: { type: 'text', autoComplete: 'given-name', maxLength: 60 },
  lastName: { type: 'text', autoComplete: 'family-name', maxLength: 60 },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 12 },
};

/** The four fields, each labelled, required, and described by its message when invalid. */
export function GuestFields({
  form,
  idPrefix,
  onEmailBlur,
  disabled = false,
}: {
  form: GuestFormState;
  idPrefix: string;
  onEmailBlur?: (email: string) => void;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {GUEST_FIELDS.map((field) => {
        const id = `${idPrefix}-${field}`;
        const error = form.errors[field];
        const onBlur = (event: FocusEvent<HTMLInputElement>) => {
          form.blur(field);
          if (field === 'email') onEmailBlur?.(event.target.value);
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="text-sm font-semibold">
              {LABELS[field]}
              <span aria-hidden="true" className="text-red-800">
                {' '}
                *
              </span>
            </label>
            <input
              id={id}
              name={field}
              {...INPUT_PROPS[field]}
              required
              disabled={disabled}
              value={form.values[field]}
              onChange={(event) => form.set(field, event.target.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [error ? `${id}-error` : '', field === 'phone' ? hintId : ''].filter(Boolean).join(' ') ||
                undefined
              }
              placeholder={field === 'phone' ? '___-___-____' : undefined}
              className={inputClass}
            />
            {field === 'phone' && (
              <p id={hintId} className="sr-only">
                10 digits
              </p>
            )}
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
