import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { normalizePhone, type ApiCustomer } from '@storefront/domain';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useMemberContact } from '../../api/member';
import { EMAIL_INPUT } from './email-input';
import { guestSchema, type GuestField, type GuestValues } from './guest-form';
import { fieldsOf, TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

export type GuestForm = UseFormReturn<GuestValues>;

/** The guest form, starting from what is known (saved details, the member); the phone is shaped. */
export function useGuestForm(initial: GuestValues): GuestForm {
  return useSchemaForm(guestSchema, { ...initial, phone: normalizePhone(initial.phone) });
}

/** Signed in at checkout: the guest fields take the member's details, as if typed. */
export function fillFromMember(form: GuestForm, user: ApiCustomer) {
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  form.setValue('firstName', user.local.firstName, options);
  form.setValue('lastName', user.local.lastName, options);
  form.setValue('email', user.local.email, options);
  if (user.local.telephone) form.setValue('phone', normalizePhone(user.local.telephone), options);
}

type ContactField = 'email' | 'phone';

/**
 * Signed in: the email and phone fields left blank take the member's, once their profile has arrived
 * (the readable cookie carries only the name). Once: a field the diner then clears stays cleared.
 */
export function useFillMemberContact(
  customerId: string | null | undefined,
  form: { get(field: ContactField): string; set(field: ContactField, value: string): void },
): void {
  const contact = useMemberContact(customerId);
  const filled = useRef(false);
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    if (!contact || filled.current) return;
    filled.current = true;
    const { get, set } = latest.current;
    if (get('email') === '') set('email', contact.email);
    if (contact.telephone && get('phone') === '') set('phone', normalizePhone(contact.telephone));
  }, [contact]);
}

/** Nothing typed yet and nothing started filled in: the checkout's submit waits. */
export function isGuestPristine(form: GuestForm, initial: GuestValues): boolean {
  return !form.formState.isDirty && Object.values(initial).every((value) => value.trim() === '');
}

const FIELDS: {
  field: GuestField;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
  inputMode?: 'tel' | 'email';
  maxLength: number;
}[] = [
  { field: 'firstName', label: msg`First Name`, type: 'text', autoComplete: 'given-name', maxLength: 60 },
  { field: 'lastName', label: msg`Last Name`, type: 'text', autoComplete: 'family-name', maxLength: 60 },
  { field: 'email', label: msg`Email`, autoComplete: 'email', ...EMAIL_INPUT },
  {
    field: 'phone',
    label: msg`Phone`,
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    maxLength: 12,
  },
];

/** The id of GuestDetails' heading, which names the checkout form it stands in. */
export const guestHeadingId = (idPrefix: string) => `${idPrefix}-guest`;

/** The checkout's details: Guest Checkout (or Your Details for a member) and the four fields. */
export function GuestDetails({ member, ...fields }: { member: boolean } & Parameters<typeof GuestFields>[0]) {
  return (
    <div>
      <h2 id={guestHeadingId(fields.idPrefix)} className="mb-1 text-lg font-bold">
        {member ? <Trans>Your Details</Trans> : <Trans>Guest Checkout</Trans>}
      </h2>
      <p className="mb-4 text-sm text-muted">
        <Trans>
          All fields are required<span aria-hidden="true"> (*)</span>.
        </Trans>
      </p>
      <GuestFields {...fields} />
    </div>
  );
}

/** The four fields, each labelled, required, and described by its message when invalid. */
export function GuestFields({
  form,
  idPrefix,
  onEmailBlur,
  disabled = false,
}: {
  form: GuestForm;
  idPrefix: string;
  onEmailBlur?: (email: string) => void;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ field, label, ...input }) => (
        <TextField
          key={field}
          {...fieldsOf(form, idPrefix)(field)}
          label={i18n._(label)}
          {...input}
          required
          disabled={disabled}
          announceError
          {...(field === 'phone'
            ? { shape: normalizePhone, placeholder: '___-___-____', hint: '10 digits', hintHidden: true }
            : {})}
          {...(field === 'email' && onEmailBlur
            ? { onBlur: (event: { target: { value: string } }) => onEmailBlur(event.target.value) }
            : {})}
        />
      ))}
    </div>
  );
}
