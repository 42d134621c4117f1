import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { referrerQuery } from './api';
import { AuthCard, Loading } from './components/layout';
import { RegisterForm } from './components/register-form';
import { ErrorAlert } from '../../components/ui/error-alert';

/**
 * /referral/{token} (accounts-and-extras §2 Referral register): Referred By the member who invited,
 * then registration with their id; success returns to the previous page, or / when there is none.
 */
export default function ReferralPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const referrer = useQuery(referrerQuery(token));

  let body;
  if (referrer.isPending) body = <Loading>{t`Loading your invitation…`}</Loading>;
  else if (referrer.isError) body = <ErrorAlert error={referrer.error} />;
  else
    body = (
      <>
        <p className="mb-6 rounded-xl bg-brand/15 px-4 py-3 text-center">
          <span className="block text-sm font-semibold uppercase tracking-wide text-muted">
            <Trans>Referred By</Trans>
          </span>
          <span className="text-lg font-bold">
            {referrer.data.local.firstName} {referrer.data.local.lastName}
          </span>
        </p>
        <RegisterForm
          referrerId={referrer.data._id}
          onRegistered={() => {
            // The page before the invite link on this site, else the home page.
            const hasHistory = (window.history.state as { idx?: number } | null)?.idx;
            if (hasHistory) void navigate(-1);
            else void navigate(paths.root, { replace: true });
          }}
        />
      </>
    );

  return (
    <AuthCard title={t`Join Us`} intro={t`Register to get $5 off your first order.`} wide>
      {body}
    </AuthCard>
  );
}
