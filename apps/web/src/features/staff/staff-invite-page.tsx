import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@storefront/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { acceptInvitation, fetchInvitation, staffKeys } from './api/staff-api';
import { StaffField, StaffSubmit } from './components/staff-form';
import { StaffCard, StaffErrorAlert } from './components/staff-shell';

/** /staff/invite?token=: an invited staff member chooses their password (rules as for members). */
export default function StaffInvitePage() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  const token = params.get('token')?.trim() ?? '';
  const invitation = useQuery({
    queryKey: staffKeys.invitation(token),
    queryFn: () => fetchInvitation(token),
    enabled: token !== '',
    retry: false,
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useMutation({ mutationFn: (value: string) => acceptInvitation(token, value) });

  let body;
  if (accept.isSuccess) {
    body = (
      <>
        <p role="status">{accept.data.message}</p>
        <Link
          to={paths.staffLogin}
          className="mt-4 inline-block rounded bg-stone-900 px-4 py-2 font-semibold text-white"
        >
          <Trans>Sign in</Trans>
        </Link>
      </>
    );
  } else if (token === '' || invitation.isError) {
    body = (
      <StaffErrorAlert message={invitation.error?.message ?? t`This invitation link is not complete.`} />
    );
  } else if (invitation.isPending) {
    body = (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  } else {
    body = (
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password === '') return setProblem(t`Please enter a password`);
          if (password.length < MIN_PASSWORD_LENGTH) return setProblem(PASSWORD_TOO_SHORT_MESSAGE);
          if (password !== confirm) return setProblem(t`Passwords must match`);
          setProblem(null);
          accept.mutate(password);
        }}
      >
        <p>
          <Trans>
            Welcome, {invitation.data.name}. You will sign in with <strong>{invitation.data.email}</strong>.
          </Trans>
        </p>
        {(problem ?? accept.error) && <StaffErrorAlert message={problem ?? accept.error?.message ?? ''} />}
        {(
          [
            [t`Password`, password, setPassword],
            [t`Confirm password`, confirm, setConfirm],
          ] as const
        ).map(([label, value, set]) => (
          <StaffField
            key={label}
            label={label}
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        ))}
        <StaffSubmit busy={accept.isPending}>
          <Trans>Set password</Trans>
        </StaffSubmit>
      </form>
    );
  }
  return (
    <StaffCard title={t`Set your password`}>
      <div className="mt-4">{body}</div>
    </StaffCard>
  );
}
