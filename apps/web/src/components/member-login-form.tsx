import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiCustomer } from '@storefront/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { LOGIN_FAILED_MESSAGE, login } from '../api/auth';
import { useTenant } from '../lib/tenant-context';
import { paths } from '../config/paths';
import { ApiRequestError } from '../lib/api-client';
import { primaryButton } from './ui/buttons';
import { cardClass } from './ui/ui';
import { quotedEmail, requiredPassword } from './form/schema';
import { EmailField, PasswordField, fieldsOf } from './form/text-field';
import { useSchemaForm, useSubmitAction } from './form/use-schema-form';
import { useOnBrandText } from './use-on-brand-text';
import { ErrorAlert } from './ui/error-alert';

/*
 * The member login form: checkout's Member Login (ordering-core §5 Login form) and the /login screen
 * (accounts-and-extras §5 Login). The two differ only in the empty-email message.
 */
const EMAIL_REQUIRED = { checkout: 'Please enter your email', page: 'Please enter email' } as const;

export const loginSchema = (variant: keyof typeof EMAIL_REQUIRED) =>
  z.object({
    email: quotedEmail(EMAIL_REQUIRED[variant]),
    password: requiredPassword('Please enter password'),
  });

/** Login failures read as the spec's one message, except a rate limit, whose own message says when to retry. */
export function loginFailureMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 429 ? error.message : LOGIN_FAILED_MESSAGE;
}

interface MemberLoginFormProps {
  variant: 'checkout' | 'page';
  /** Where Register returns to (the spec's /register?from={current path}&step=2 from checkout). */
  registerHref: string;
  /** The cart's coupon email: the login must use it, so the field is locked to it. */
  lockedEmail?: string | null;
  onSignedIn?: (user: ApiCustomer) => void;
}

export function MemberLoginForm({ variant, registerHref, lockedEmail, onSignedIn }: MemberLoginFormProps) {
  const { t } = useLingui();
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const id = useId();
  const form = useSchemaForm(loginSchema(variant), { email: lockedEmail ?? '', password: '' });
  const field = fieldsOf(form, id);
  const { submitting, error, onSubmit } = useSubmitAction(
    form,
    async (values) => {
      const response = await login(tenant._id, lockedEmail ?? values.email, values.password);
      onSignedIn?.(response.user);
    },
    loginFailureMessage,
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField
        {...field('email')}
        label={t`Email`}
        autoComplete="username"
        readOnly={Boolean(lockedEmail)}
        hint={lockedEmail ? t`The email your coupon was applied with.` : undefined}
      />
      <PasswordField {...field('password')} label={t`Password`} autoComplete="current-password" />
      <ErrorAlert error={error} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <button type="submit" className={primaryButton(onBrand)} disabled={submitting}>
          {submitting ? t`Logging In…` : t`Log In`}
        </button>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link to={paths.forgotPassword} className="font-medium underline underline-offset-2">
            <Trans>Forgot password?</Trans>
          </Link>
          <Link to={registerHref} className="font-medium underline underline-offset-2">
            <Trans>Register</Trans>
          </Link>
        </div>
      </div>
    </form>
  );
}

/** A checkout's Member Login card (ordering-core §2 /checkout, accounts-and-extras §2 Gift checkout). */
export function MemberLoginCard(props: Omit<MemberLoginFormProps, 'variant'>) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-member`} className={`${cardClass} p-5 sm:p-6`}>
      <h2 id={`${id}-member`} className="text-lg font-bold">
        <Trans>Member Login</Trans>
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted">
        <Trans>Log in to check out faster with your saved details.</Trans>
      </p>
      <MemberLoginForm variant="checkout" {...props} />
    </section>
  );
}
