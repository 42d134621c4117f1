import { Trans } from '@lingui/react/macro';
import {
  CAME_FROM_OLD_SITE_COOKIE,
  POPUP_COOKIE_MAX_AGE_SECONDS,
  WELCOME_CLEANUP_DELAY_MS,
  WELCOME_SHOWN_COOKIE,
  searchWithoutCameFrom,
  welcomePopupOf,
} from '@storefront/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deleteCookie, setCookie } from '../../lib/cookies';
import { useTenant } from '../../lib/tenant-context';
import { primaryButton } from '../ui/buttons';
import { useOnBrandText } from '../use-on-brand-text';
import { PopupDialog } from './popup-dialog';

/**
 * The welcome popup on the new brand's site (accounts-and-extras §4, §9): 100 ms after it shows, the
 * came-from cookie is cleared, the came-from query stripped and the welcome-shown cookie set for 30
 * days, so it greets a diner once. Start Ordering Now goes to /menus.
 */
export default function WelcomePopup() {
  const { settings } = useTenant();
  const onBrand = useOnBrandText();
  const popup = welcomePopupOf(settings);
  const [open, setOpen] = useState(popup !== null);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      deleteCookie(CAME_FROM_OLD_SITE_COOKIE);
      setCookie(WELCOME_SHOWN_COOKIE, 'true', POPUP_COOKIE_MAX_AGE_SECONDS);
      const search = searchWithoutCameFrom(window.location.search);
      if (search !== window.location.search)
        navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    }, WELCOME_CLEANUP_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Once, when it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!popup) return null;
  const close = () => setOpen(false);
  return (
    <PopupDialog popup={popup} open={open} onClose={close} centered>
      <button
        type="button"
        className={`${primaryButton(onBrand)} mt-6`}
        onClick={() => {
          close();
          navigate('/menus');
        }}
      >
        <Trans>Start Ordering Now</Trans>
      </button>
    </PopupDialog>
  );
}
