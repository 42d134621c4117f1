import { useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/auth';
import { primaryButton } from '../../components/ui/buttons';
import { Alert } from '../../components/ui/ui';
import { FormField } from '../../components/form-field';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { useCustomer } from '../../lib/customer';
import { useForm, useSubmit } from '../../lib/use-form';
import { AuthCard, linkClass } from './components/layout';
import { MIN_PASSWORD_LENGTH, validateReset, type ResetField } from './validation';

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

  if (customer) return <Navigate to={paths.profile} replace />;
  if (done !== null) {
    return (
      <AuthCard title="Password Reset">
        <p role="status" className="text-center">
          {done}
        </p>
        <div className="mt-6 flex justify-center">
          <Link to={paths.login} className={primaryButton(onBrand)}>
            SIGN IN NOW
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (token === '') {
    return (
      <AuthCard title="Reset Password">
        <Alert tone="danger" title="Oops!">
          This reset link is incomplete. Please use the link from your email, or{' '}
          <Link to={paths.forgotPassword} className="underline underline-offset-2">
            request a new one
          </Link>
          .
        </Alert>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} onDone={setDone} />;
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const onBrand = useOnBrandText();
  const id = useId();
  const form = useForm<ResetField>({ password: '', confirmPassword: '' }, validateReset);
  const { submitting, error, onSubmit } = useSubmit(form, id, async () => {
    const response = await resetPassword(token, form.values.password);
    onDone(response.message);
  });

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          id={`${id}-password`}
          label="New Password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          onBlur={() => form.blur('password')}
          error={form.errors.password}
        />
        <FormField
          id={`${id}-confirmPassword`}
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          value={form.values.confirmPassword}
          onChange={(value) => form.set('confirmPassword', value)}
          onBlur={() => form.blur('confirmPassword')}
          error={form.errors.confirmPassword}
        />
        {error && (
          <Alert tone="danger" title="Oops!">
            {error}{' '}
            <Link to={paths.forgotPassword} className="underline underline-offset-2">
              Request a new link
            </Link>
          </Alert>
        )}
        <button type="submit" className={`${primaryButton(onBrand)} w-full`} disabled={submitting}>
          {submitting ? 'Saving…' : 'Reset Password'}
        </button>
        <p className="text-center text-sm">
          <Link to={paths.login} className={linkClass}>
            Back to login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
