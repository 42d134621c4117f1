import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { forgotPassword } from '../../api/auth';
import { useTenant } from '../../app/tenant-context';
import { primaryButton } from '../../components/buttons';
import { Alert } from '../../components/cart/ui';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm, useSubmitAction } from '../../components/form/use-schema-form';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { useCustomer } from '../../lib/customer';
import { AuthCard, linkClass } from './components/layout';
import { forgotSchema } from './validation';

/**
 * /forgot-password (accounts-and-extras §2, §4): request a reset link; success shows Check Your Email
 * with the server's message (the same whether or not the email has an account). A signed-in member
 * goes to /.
 */
export default function ForgotPasswordPage() {
  const customer = useCustomer();
  const [message, setMessage] = useState<string | null>(null);
  if (customer) return <Navigate to={paths.root} replace />;
  if (message !== null) {
    return (
      <AuthCard title="Check Your Email">
        <p role="status" className="text-center">
          {message}
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.login} className={linkClass}>
            Back to login
          </Link>
        </p>
      </AuthCard>
    );
  }
  return <ForgotPasswordForm onSent={setMessage} />;
}

function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const id = useId();
  const form = useSchemaForm(forgotSchema, { email: '' });
  const { submitting, error, onSubmit } = useSubmitAction(form, async (values) => {
    const response = await forgotPassword(tenant._id, values.email);
    onSent(response.message);
  });

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter your email and we will send you a link to reset your password."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          control={form.control}
          name="email"
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
        />
        {error && (
          <Alert tone="danger" title="Error!">
            {error}
          </Alert>
        )}
        <button type="submit" className={`${primaryButton(onBrand)} w-full`} disabled={submitting}>
          {submitting ? 'Sending…' : 'Send Reset Link'}
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
