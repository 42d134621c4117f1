import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Navigate, useNavigate } from 'react-router';
import { requiredPassword, requiredText } from '../../components/form/schema';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { paths } from '../../config/paths';
import { staffLogin, staffKeys, staffMeQuery } from './api/staff-api';
import { StaffSubmit } from './components/staff-form';
import { StaffErrorAlert, StaffShell } from './components/staff-shell';

/** Staff sign-in says only what is missing; a wrong address or password is the server's one message. */
const staffLoginSchema = z.object({
  email: requiredText('Please enter your email'),
  password: requiredPassword('Please enter password'),
});

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

const input =
  'mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 focus:border-stone-900 focus:outline-none';

/** /staff/login: email and password; the session cookie is set by the server. */
export default function StaffLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(staffMeQuery());
  const form = useSchemaForm(staffLoginSchema, { email: '', password: '' });
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
    <StaffShell title="Staff sign in">
      <div className="mx-auto max-w-sm rounded-lg bg-white p-6 shadow">
        <h1 className="text-2xl font-bold">Staff sign in</h1>
        <p className="mt-1 text-sm text-stone-600">Receive and manage your restaurant’s orders.</p>
        <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          {(missing || login.error) && <StaffErrorAlert message={missing ?? login.error?.message ?? ''} />}
          {FIELDS.map(({ name, label, type, autoComplete }) => (
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
          <StaffSubmit busy={login.isPending}>{login.isPending ? 'Signing in…' : 'Sign in'}</StaffSubmit>
        </form>
      </div>
    </StaffShell>
  );
}
