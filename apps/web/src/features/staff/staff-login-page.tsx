import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { Navigate, useNavigate } from 'react-router';
import { requiredPassword, requiredText } from '../../components/form/schema';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { paths } from '../../config/paths';
import { staffLogin, staffKeys, staffMeQuery } from './api/staff-api';
import { StaffSubmit } from './components/staff-form';
import { StaffCard, StaffErrorAlert } from './components/staff-shell';

const input =
  'mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 focus:border-stone-900 focus:outline-none';

/** /staff/login: email and password; the session cookie is set by the server. */
export default function StaffLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(staffMeQuery());
  const { t } = useLingui();
  // Staff sign-in says only what is missing; a wrong address or password is the server's one message.
  const schema = useMemo(
    () =>
      z.object({
        email: requiredText(t`Please enter your email`),
        password: requiredPassword(t`Please enter password`),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { email: '', password: '' });
  const fields = [
    { name: 'email', label: t`Email`, type: 'email', autoComplete: 'username' },
    { name: 'password', label: t`Password`, type: 'password', autoComplete: 'current-password' },
  ] as const;
  const login = useMutation({
    mutationFn: staffLogin,
    onSuccess: ({ staff }) => {
      queryClient.setQueryData(staffKeys.me, staff);
      void navigate(paths.staff, { replace: true });
    },
  });

  if (me.isSuccess) return <Navigate to={paths.staff} replace />;

  const submit = form.handleSubmit(({ email, password }) => login.mutate({ email: email.trim(), password }));
  // One alert for the whole form: the first thing missing, once Sign in was pressed.
  const { errors, isSubmitted } = form.formState;
  const missing = isSubmitted ? (errors.email ?? errors.password)?.message : undefined;

  return (
    <StaffCard title={t`Staff sign in`}>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>Receive and manage your restaurant’s orders.</Trans>
      </p>
      <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        {(missing || login.error) && <StaffErrorAlert message={missing ?? login.error?.message ?? ''} />}
        {fields.map(({ name, label, type, autoComplete }) => (
          <label key={name} className="block">
            <span className="font-medium">{label}</span>
            <input
              className={input}
              type={type}
              autoComplete={autoComplete}
              {...form.register(name)}
              required
            />
          </label>
        ))}
        <StaffSubmit busy={login.isPending}>{login.isPending ? t`Signing in…` : t`Sign in`}</StaffSubmit>
      </form>
    </StaffCard>
  );
}
