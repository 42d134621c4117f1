import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { MemberLoginForm } from '../../components/member-login-form';
import { paths } from '../../config/paths';
import { useCustomer } from '../../lib/customer';
import { safeReturnPath } from '../../lib/return-path';
import { AuthCard } from './components/layout';

/** /login, headed Welcome Back (accounts-and-extras §2): back to the origin after success, else the profile. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const customer = useCustomer();
  const { t } = useLingui();
  const state = location.state as { from?: string } | null;
  const from = safeReturnPath(params.get('from') ?? state?.from, paths.profile);

  // Already signed in (or just signed in): straight on.
  if (customer) return <Navigate to={from} replace />;
  return (
    <AuthCard title={t`Welcome Back`} intro={t`Log in to your account.`}>
      <MemberLoginForm
        variant="page"
        registerHref={`${paths.register}?from=${encodeURIComponent(from)}`}
        onSignedIn={() => void navigate(from, { replace: true })}
      />
    </AuthCard>
  );
}
