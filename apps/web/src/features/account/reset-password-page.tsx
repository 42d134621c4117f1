import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/auth';
import { primaryButton } from '../../components/ui/buttons';
import { Alert } from '../../components/ui/ui';
import { PasswordField, fieldsOf } from '../../components/form/text-field';
import { useLocalizedSchema, useSchemaForm, useSubmitAction } from '../../components/form/use-schema-form';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { useCustomer } from '../../lib/customer';
import { AuthCard, AuthMessage, AuthSubmit } from './components/layout';
import { MIN_PASSWORD_LENGTH, resetSchema } from './validation';

/**
 * /reset-password?token= (accounts-and-extras §2): a new password and its confirmation; success
 * shows Password Reset with SIGN IN NOW. A signed-in member goes to /profile.
 */
export default function ResetPasswordPage() {
  const customer = useCustomer();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState<string | null>(null);
  const onBrand = useOnBrandText();
  const { t } = useLingui();

  if (customer) return <Navigate to={paths.profile} replace />;
  if (done !== null) {
    return (
      <AuthMessage title={t`Password Reset`} message={done}>
        <Link to={paths.login} className={primaryButton(onBrand)}>
          <Trans>SIGN IN NOW</Trans>
        </Link>
      </AuthMessage>
    );
  }
  if (token === '') {
    return (
      <AuthCard title={t`Reset Password`}>
        <Alert tone="danger" title={t`Oops!`}>
          <Trans>
            This reset link is incomplete. Please use the link from your email, or{' '}
            <Link to={paths.forgotPassword} className="underline underline-offset-2">
              request a new one
            </Link>
            .
          </Trans>
        </Alert>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} onDone={setDone} />;
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const id = useId();
  const { t } = useLingui();
  const form = useSchemaForm(useLocalizedSchema(resetSchema), { password: '', confirmPassword: '' });
  const field = fieldsOf(form, id);
  const { submitting, error, onSubmit } = useSubmitAction(form, async (values) => {
    const response = await resetPassword(token, values.password);
    onDone(response.message);
  });

  return (
    <AuthCard title={t`Reset Password`} intro={t`Choose a new password for your account.`}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          {...field('password')}
          label={t`New Password`}
          autoComplete="new-password"
          hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <PasswordField
          {...field('confirmPassword')}
          label={t`Confirm New Password`}
          autoComplete="new-password"
        />
        {error && (
          <Alert tone="danger" title={t`Oops!`}>
            {error}{' '}
            <Link to={paths.forgotPassword} className="underline underline-offset-2">
              <Trans>Request a new link</Trans>
            </Link>
          </Alert>
        )}
        <AuthSubmit submitting={submitting} label={t`Reset Password`} busyLabel={t`Saving…`} />
      </form>
    </AuthCard>
  );
}
