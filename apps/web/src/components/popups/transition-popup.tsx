import {
  POPUP_COOKIE_MAX_AGE_SECONDS,
  TRANSITION_DISMISSED_COOKIE,
  transitionPopupOf,
  transitionVisitUrl,
} from '@storefront/domain';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { setCookie } from '../../lib/cookies';
import { useTenant } from '../../lib/tenant-context';
import { cookieValueOf, SELECTED_LOCATION_COOKIE } from '../../stores/location-store';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { Modal } from '../ui/modal';
import { useOnBrandText } from '../use-on-brand-text';

/**
 * The transition popup (accounts-and-extras §4): after the tenant's delay it offers the new brand's
 * site. Close hides it for now; Stay chooses the location that stays, remembers the choice for 30
 * days and reloads; Visit goes to the new site, which then shows its welcome popup.
 */
export default function TransitionPopup() {
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const popup = transitionPopupOf(tenant.settings);
  const [open, setOpen] = useState(popup !== null && popup.delay_ms === 0);
  const titleId = useId();
  const messageId = useId();

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

  const stay = () => {
    if (stayAt) setCookie(SELECTED_LOCATION_COOKIE, cookieValueOf(stayAt));
    setCookie(TRANSITION_DISMISSED_COOKIE, 'true', POPUP_COOKIE_MAX_AGE_SECONDS);
    window.location.reload();
  };
  const visit = () => {
    window.location.assign(transitionVisitUrl(popup.new_site_url, { port: window.location.port }));
  };

  return (
    <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={messageId}>
      <div className="p-6" style={panel} data-testid="transition-popup">
        <h2 id={titleId} className="font-[family-name:var(--font-display)] text-xl font-bold">
          {popup.title}
        </h2>
        <p id={messageId} className="mt-2">
          {popup.message}
        </p>
        {stayAt && (
          <p className="mt-3 text-sm">
            Stay to keep ordering from {stayAt.name}; Visit to go to {popup.new_site_name}.
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
            Close
          </button>
          <button type="button" className={secondaryButton} onClick={stay}>
            Stay
          </button>
          <button type="button" className={primaryButton(onBrand)} style={visitStyle} onClick={visit}>
            Visit
          </button>
        </div>
      </div>
    </Modal>
  );
}
