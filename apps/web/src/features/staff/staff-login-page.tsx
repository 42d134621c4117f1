import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { staffLogin, staffKeys, staffMeQuery } from './api/staff-api';
import { ErrorAlert, StaffShell } from './components/staff-shell';

const input =
  'mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 focus:border-stone-900 focus:outline-none';

/** /staff/login: email and password; the session cookie is set by the server. */
export default function StaffLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(staffMeQuery());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: staffLogin,
    onSuccess: ({ staff }) => {
      queryClient.setQueryData(staffKeys.me, staff);
      void navigate(paths.staff, { replace: true });
    },
  });

  if (me.isSuccess) return <Navigate to={paths.staff} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setMissing('Please enter your email');
    if (!password) return setMissing('Please enter password');
    setMissing(null);
    login.mutate({ email: email.trim(), password });
  };

  return (
    <StaffShell title="Staff sign in">
      <div className="mx-auto max-w-sm rounded-lg bg-white p-6 shadow">
        <h1 className="text-2xl font-bold">Staff sign in</h1>
        <p className="mt-1 text-sm text-stone-600">Receive and manage your restaurant’s orders.</p>
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          {(missing || login.error) && <ErrorAlert message={missing ?? login.error?.message ?? ''} />}
          <label className="block">
            <span className="font-medium">Email</span>
            <input
              className={input}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          </label>
          <label className="block">
            <span className="font-medium">Password</span>
            <input
              className={input}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </label>
          <button
            type="submit"
            disabled={login.isPending}
            className="w-full rounded bg-stone-900 px-4 py-2 font-semibold text-white hover:bg-stone-700 disabled:opacity-60"
          >
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </StaffShell>
  );
}
