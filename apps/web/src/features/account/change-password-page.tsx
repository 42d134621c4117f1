import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { changePassword, LOGIN_FAILED_MESSAGE } from '../../api/auth';
import { primaryButton } from '../../components/ui/buttons';
import { Alert, cardClass } from '../../components/ui/ui';
import { fieldsOf, PasswordField } from '../../components/form/text-field';
import { useLocalizedSchema, useSchemaForm, useSubmitAction } from '../../components/form/use-schema-form';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import type { CustomerCookie } from '../../lib/customer';
import { BackToProfile, MemberPage } from './components/layout';
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from './validation';

/**
 * /profile/change-password (accounts-and-extras §2, §4): success renews the session cookies and
 * goes to /profile; a failure shows the login failure text under Oops! (§8).
 */
export default function ChangePasswordPage() {
  const { t } = useLingui();
  return (
    <MemberPage title={t`Change Password`}>
      {(customer) => <ChangePasswordForm customer={customer} />}
    </MemberPage>
  );
}

const FIELDS: {
  field: 'currentPassword' | 'newPassword' | 'confirmPassword';
  label: MessageDescriptor;
  autoComplete: string;
}[] = [
  { field: 'currentPassword', label: msg`Current Password`, autoComplete: 'current-password' },
  { field: 'newPassword', label: msg`New Password`, autoComplete: 'new-password' },
  { field: 'confirmPassword', label: msg`Confirm New Password`, autoComplete: 'new-password' },
];

function ChangePasswordForm({ customer }: { customer: CustomerCookie }) {
  const id = useId();
  const onBrand = useOnBrandText();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const form = useSchemaForm(useLocalizedSchema(changePasswordSchema), {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { submitting, error, onSubmit } = useSubmitAction(
    form,
    async (values) => {
      await changePassword(customer._id, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      void navigate(paths.profile);
    },
    // A rate limit or a rejected new password says why; anything else is the spec's one message.
    (reason) =>
      reason instanceof ApiRequestError && (reason.status === 429 || reason.status === 400)
        ? reason.message
        : LOGIN_FAILED_MESSAGE,
  );

  return (
    <form noValidate onSubmit={onSubmit} className={`${cardClass} max-w-xl space-y-4 p-5 sm:p-8`}>
      {FIELDS.map(({ field, label, autoComplete }) => (
        <PasswordField
          key={field}
          {...fieldsOf(form, id)(field)}
          label={i18n._(label)}
          autoComplete={autoComplete}
          hint={field === 'newPassword' ? t`At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
        />
      ))}
      {error && (
        <Alert tone="danger" title={t`Oops!`}>
          {error}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <BackToProfile />
        <button type="submit" className={primaryButton(onBrand)} disabled={submitting}>
          {submitting ? t`Saving...` : t`Change Password`}
        </button>
      </div>
    </form>
  );
}
