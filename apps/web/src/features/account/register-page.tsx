import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { safeReturnPath, withStep } from '../../lib/return-path';
import { AuthCard, linkClass } from './components/layout';
import { RegisterForm } from './components/register-form';

/**
 * /register (accounts-and-extras §2): after success, back to the origin (the `from` query or the
 * return state; default /), keeping ?step so checkout reopens its second step.
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { from?: string } | null;
  const from = safeReturnPath(params.get('from') ?? state?.from, paths.root);
  const back = withStep(from, params.get('step'));
  const loginHref = `${paths.login}?from=${encodeURIComponent(back)}`;

  return (
    <AuthCard
      title={t`Create Your Account`}
      intro={
        <Trans>
          Already a member?{' '}
          <Link to={loginHref} className={linkClass}>
            Log in
          </Link>
        </Trans>
      }
      wide
    >
      <RegisterForm onRegistered={() => void navigate(back, { replace: true })} />
    </AuthCard>
  );
}
