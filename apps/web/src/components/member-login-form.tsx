import { EMAIL_PATTERN, type ApiCustomer } from '@storefront/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { LOGIN_FAILED_MESSAGE, login } from '../api/auth';
import { useTenant } from '../lib/tenant-context';
import { paths } from '../config/paths';
import { ApiRequestError } from '../lib/api-client';
import { useForm, useSubmit, type FieldErrors } from '../lib/use-form';
import { primaryButton } from './ui/buttons';
import { Alert } from './ui/ui';
import { FormField } from './form-field';
import { useOnBrandText } from './use-on-brand-text';

type Field = 'email' | 'password';

/*
 * The member login form: checkout's Member Login (ordering-core §5 Login form) and the /login screen
 * (accounts-and-extras §5 Login). The two differ only in the empty-email message.
 */
const EMAIL_REQUIRED = { checkout: 'Please enter your email', page: 'Please enter email' } as const;

export const invalidEmailMessage = (value: string) => `${value} is not valid email address`;

export function validateLogin(
  values: Record<Field, string>,
  variant: keyof typeof EMAIL_REQUIRED,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const email = values.email.trim();
  if (email === '') errors.email = EMAIL_REQUIRED[variant];
  else if (!EMAIL_PATTERN.test(email)) errors.email = invalidEmailMessage(values.email);
  if (values.password === '') errors.password = 'Please enter password';
  return errors;
}

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
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const id = useId();
  const form = useForm<Field>({ email: lockedEmail ?? '', password: '' }, (values) =>
    validateLogin(values, variant),
  );
  const email = lockedEmail ?? form.values.email;
  const { submitting, error, onSubmit } = useSubmit(
    form,
    id,
    async () => {
      const response = await login(tenant._id, email, form.values.password);
      onSignedIn?.(response.user);
    },
    loginFailureMessage,
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        maxLength={254}
        required
        value={email}
        readOnly={Boolean(lockedEmail)}
        hint={lockedEmail ? 'The email your coupon was applied with.' : undefined}
        onChange={(value) => form.set('email', value)}
        onBlur={() => form.blur('email')}
        error={form.errors.email}
      />
      <FormField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={200}
        required
        value={form.values.password}
        onChange={(value) => form.set('password', value)}
        onBlur={() => form.blur('password')}
        error={form.errors.password}
      />
      {error && (
        <Alert tone="danger" title="Error!">
          {error}
        </Alert>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <button type="submit" className={primaryButton(onBrand)} disabled={submitting}>
          {submitting ? 'Logging In…' : 'Log In'}
        </button>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link to={paths.forgotPassword} className="font-medium underline underline-offset-2">
            Forgot password?
          </Link>
          <Link to={registerHref} className="font-medium underline underline-offset-2">
            Register
          </Link>
        </div>
      </div>
    </form>
  );
}
