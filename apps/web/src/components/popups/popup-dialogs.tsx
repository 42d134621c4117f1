import { Trans, useLingui } from '@lingui/react/macro';
import {
  CAME_FROM_OLD_SITE_COOKIE,
  POPUP_COOKIE_MAX_AGE_SECONDS,
  TRANSITION_DISMISSED_COOKIE,
  WELCOME_CLEANUP_DELAY_MS,
  WELCOME_SHOWN_COOKIE,
  searchWithoutCameFrom,
  transitionPopupOf,
  transitionVisitUrl,
  welcomePopupOf,
} from '@storefront/domain';
import { useEffect, useState, type CSSProperties } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deleteCookie, setCookie } from '../../lib/cookies';
import { domainText } from '../../lib/domain-text';
import { useTenant } from '../../lib/tenant-context';
import { cookieValueOf, SELECTED_LOCATION_COOKIE } from '../../stores/location-store';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { DialogActions, MessageDialog, type MessageDialogProps } from '../ui/message-dialog';
import { useOnBrandText } from '../use-on-brand-text';

/* The tenant's popups (accounts-and-extras §4), one chunk that SitePopups loads when one shows. */

/**
 * The transition popup (accounts-and-extras §4): after the tenant's delay it offers the new brand's
 * site. Close hides it for now; Stay chooses the location that stays, remembers the choice for 30
 * days and reloads; Visit goes to the new site, which then shows its welcome popup.
 */
export function TransitionPopup() {
  const { i18n } = useLingui();
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const popup = transitionPopupOf(tenant.settings);
  const [open, setOpen] = useState(popup !== null && popup.delay_ms === 0);

  useEffect(() => {
    if (!popup || popup.delay_ms === 0) return undefined;
    const timer = window.setTimeout(() => setOpen(true), popup.delay_ms);
    return () => window.clearTimeout(timer);
    // Once per page load: the delay counts from the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!popup) return null;
  const stayAt = tenant.restaurants.find((r) => r._id === popup.stay_restaurant_id) ?? null;
  const colors = popup.colors;
  const panel: CSSProperties | undefined = colors
    ? { backgroundColor: colors.background, color: colors.text }
    : undefined;
  const visitStyle: CSSProperties | undefined = colors
    ? { backgroundColor: colors.button, color: colors.button_text }
    : undefined;

  const newSite = domainText(i18n, popup.new_site_name);
  const close = () => setOpen(false);
  const stay = () => {
    if (stayAt) setCookie(SELECTED_LOCATION_COOKIE, cookieValueOf(stayAt));
    setCookie(TRANSITION_DISMISSED_COOKIE, 'true', POPUP_COOKIE_MAX_AGE_SECONDS);
    window.location.reload();
  };
  const visit = () => {
    window.location.assign(transitionVisitUrl(popup.new_site_url, { port: window.location.port }));
  };

  return (
    <PopupDialog popup={popup} open={open} onClose={close} style={panel}>
      {stayAt && (
        <p className="mt-3 text-sm">
          <Trans>
            Stay to keep ordering from {stayAt.name}; Visit to go to {newSite}.
          </Trans>
        </p>
      )}
      <DialogActions>
        <button type="button" className={secondaryButton} onClick={close}>
          <Trans>Close</Trans>
        </button>
        <button type="button" className={secondaryButton} onClick={stay}>
          <Trans>Stay</Trans>
        </button>
        <button type="button" className={primaryButton(onBrand)} style={visitStyle} onClick={visit}>
          <Trans>Visit</Trans>
        </button>
      </DialogActions>
    </PopupDialog>
  );
}

/**
 * The welcome popup on the new brand's site (accounts-and-extras §4, §9): 100 ms after it shows, the
 * came-from cookie is cleared, the came-from query stripped and the welcome-shown cookie set for 30
 * days, so it greets a diner once. Start Ordering Now goes to /menus.
 */
export function WelcomePopup() {
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

/** A popup the tenant writes: its title in the diner's language, its message as the tenant wrote it. */
function PopupDialog({
  popup,
  ...dialog
}: Omit<MessageDialogProps, 'title' | 'message'> & { popup: { title: string; message: string } }) {
  const { i18n } = useLingui();
  return <MessageDialog {...dialog} title={domainText(i18n, popup.title)} message={popup.message} />;
}
