import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { normalizePhone, type ApiCustomer } from '@storefront/domain';
import { useId, useMemo } from 'react';
import { register } from '../../../api/auth';
import { useTenant } from '../../../lib/tenant-context';
import { primaryButton } from '../../../components/ui/buttons';
import { fieldsOf, TextField } from '../../../components/form/text-field';
import { useSchemaForm, useSubmitAction } from '../../../components/form/use-schema-form';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { MIN_PASSWORD_LENGTH, registerSchema } from '../validation';
import { ErrorAlert } from '../../../components/ui/error-alert';

interface RegisterFormProps {
  /** The referral form: phone optional, REGISTER label, submit disabled while pristine, sends referrerId. */
  referrerId?: string;
  onRegistered: (user: ApiCustomer) => void;
}

const FIELDS: {
  field: 'firstName' | 'lastName' | 'email' | 'telephone' | 'password';
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
}[] = [
  { field: 'firstName', label: msg`First Name`, type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: msg`Last Name`, type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: msg`Email`, type: 'email', autoComplete: 'email' },
  { field: 'telephone', label: msg`Telephone`, type: 'tel', autoComplete: 'tel-national' },
  { field: 'password', label: msg`Password`, type: 'password', autoComplete: 'new-password' },
];

/** Registration (accounts-and-extras §2 Register, Referral register; §5 rules; §8 errors under Error!). */
export function RegisterForm({ referrerId, onRegistered }: RegisterFormProps) {
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const id = useId();
  const { t, i18n } = useLingui();
  const referral = referrerId !== undefined;
  const schema = useMemo(() => registerSchema(i18n, !referral), [i18n, referral]);
  const form = useSchemaForm(schema, {
    firstName: '',
    lastName: '',
    email: '',
    telephone: '',
    password: '',
  });
  const { submitting, error, onSubmit } = useSubmitAction(form, async (v) => {
    const response = await register({
      tenantId: tenant._id,
      email: v.email.trim().toLowerCase(),
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      password: v.password,
      telephone: v.telephone ? normalizePhone(v.telephone) : null,
      ...(referral ? { referrerId } : {}),
    });
    onRegistered(response.user);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-muted">
        <Trans>
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">as required</span> are required.
        </Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, type, autoComplete }) => (
          <div key={field} className={field === 'email' || field === 'password' ? 'sm:col-span-2' : ''}>
            <TextField
              {...fieldsOf(form, id)(field)}
              label={i18n._(label)}
              type={type}
              autoComplete={autoComplete}
              inputMode={field === 'telephone' ? 'tel' : field === 'email' ? 'email' : undefined}
              // The telephone has room for a pasted '(306) 555-0177' before it is reshaped.
              maxLength={
                field === 'telephone' ? 20 : field === 'email' ? 254 : field === 'password' ? 200 : 60
              }
              placeholder={field === 'telephone' ? '___-___-____' : undefined}
              hint={field === 'password' ? t`At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
              required={field !== 'telephone' || !referral}
              shape={field === 'telephone' ? normalizePhone : undefined}
            />
          </div>
        ))}
      </div>
      <ErrorAlert error={error} />
      <button
        type="submit"
        className={`${primaryButton(onBrand)} w-full`}
        disabled={submitting || (referral && !form.formState.isDirty)}
      >
        {submitting ? t`Registering…` : referral ? t`REGISTER` : t`Register`}
      </button>
    </form>
  );
}
