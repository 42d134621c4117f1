import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { logout } from '../../api/auth';
import { primaryButton, secondaryButton } from '../../components/ui/buttons';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { AuthCard } from './components/layout';

/** /logout (accounts-and-extras §2): signs out on entry, then confirms it. */
export default function LogoutPage() {
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    logout()
      .catch((reason: unknown) => console.warn('Logout request failed; signed out here anyway', reason))
      .finally(() => {
        // Nothing of the member's stays cached for the next person at this browser.
        queryClient.removeQueries({ queryKey: ['customers'] });
        setDone(true);
      });
  }, [queryClient]);

  return (
    <AuthCard title={done ? t`You Are Logged Out` : t`Logging Out…`}>
      <p role="status" className="text-center">
        {done ? t`You have been logged out successfully. See you again soon!` : t`Signing you out…`}
      </p>
      {done && (
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className={primaryButton(onBrand)}>
            <Trans>Back to Home</Trans>
          </Link>
          <Link to={paths.login} className={secondaryButton}>
            <Trans>Log In Again</Trans>
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
