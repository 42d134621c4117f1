import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import { forgotPassword } from '../../api/auth';
import { useTenant } from '../../lib/tenant-context';
import { EmailField, fieldsOf } from '../../components/form/text-field';
import { useLocalizedSchema, useSchemaForm, useSubmitAction } from '../../components/form/use-schema-form';
import { paths } from '../../config/paths';
import { useCustomer } from '../../lib/customer';
import { AuthCard, AuthMessage, AuthSubmit, BackToLogin } from './components/layout';
import { forgotSchema } from './validation';
import { ErrorAlert } from '../../components/ui/error-alert';

/**
 * /forgot-password (accounts-and-extras §2, §4): request a reset link; success shows Check Your Email
 * with the server's message (the same whether or not the email has an account). A signed-in member
 * goes to /.
 */
export default function ForgotPasswordPage() {
  const customer = useCustomer();
  const [message, setMessage] = useState<string | null>(null);
  const { t } = useLingui();
  if (customer) return <Navigate to={paths.root} replace />;
  if (message !== null) {
    return (
      <AuthMessage title={t`Check Your Email`} message={message}>
        <BackToLogin />
      </AuthMessage>
    );
  }
  return <ForgotPasswordForm onSent={setMessage} />;
}

function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const tenant = useTenant();
  const id = useId();
  const { t } = useLingui();
  const form = useSchemaForm(useLocalizedSchema(forgotSchema), { email: '' });
  const field = fieldsOf(form, id);
  const { submitting, error, onSubmit } = useSubmitAction(form, async (values) => {
    const response = await forgotPassword(tenant._id, values.email);
    onSent(response.message);
  });

  return (
    <AuthCard
      title={t`Forgot Password`}
      intro={t`Enter your email and we will send you a link to reset your password.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField {...field('email')} label={t`Email`} autoComplete="email" />
        <ErrorAlert error={error} />
        <AuthSubmit submitting={submitting} label={t`Send Reset Link`} busyLabel={t`Sending…`} />
      </form>
    </AuthCard>
  );
}
