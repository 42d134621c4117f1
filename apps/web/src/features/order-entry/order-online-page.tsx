import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { domainText } from '../../lib/domain-text';
import {
  CLOSED_NOW_MESSAGE,
  NO_OPERATIONS,
  ONLINE_ORDERING_UNAVAILABLE_TITLE,
  isAcceptingOnlineOrdersAt,
  isDeliveryOfferedAt,
  isPausedAt,
  pausedMessageOf,
  safeTimeZone,
  type ApiRestaurant,
  type DeliveryMethod,
  type OrderDescription,
} from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { pickupSlotsQuery, restaurantBusinessHoursQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';
import { LocationChooser, SelectLocationIntro } from '../../components/location-chooser/location-chooser';
import { paths } from '../../config/paths';
import { useLocationStore } from '../../stores/location-store';
import { useOrderStore } from '../../stores/order-store';
import { BackButton, OrderEntryPage, StepActions, secondaryActionClass } from './components/page-parts';
import { Notice } from '../../components/ui/ui';
import { useNow } from '../../lib/hooks';
import { useChosenRestaurant } from '../../lib/order-context';
import { useStepAfterMethod } from './asap-shortcut';
import { ChevronRightIcon, OutlineIcon } from '../../components/ui/icons';

const TITLE = msg`Start Your Order`;

/**
 * /orderonline (ordering-core §2 "Order entry"): confirm the location (several restaurants), then
 * choose Pick Up (-> /pickuptime, or straight to the item a "+ Add" is waiting with when ASAP can be
 * ordered) or Delivery (-> /deliveryaddress). Entering resets the order type.
 */
export default function OrderOnlinePage() {
  const { t, i18n } = useLingui();
  const tenant = useTenant();
  const chosen = useChosenRestaurant();
  const confirmed = useLocationStore((s) => s.confirmed);
  const only = tenant.restaurants.length === 1 ? tenant.restaurants[0] : undefined;

  useEffect(() => {
    useOrderStore.getState().resetOrderType();
  }, []);

  // Exactly one restaurant: it is selected and confirmed without asking.
  useEffect(() => {
    if (only && !(chosen?._id === only._id && confirmed)) {
      useLocationStore.getState().select(only, { confirmed: true });
    }
  }, [only, chosen, confirmed]);

  const restaurant = only ?? (confirmed ? chosen : undefined);
  const back = useBack(!only);

  // One page element for every step, so a step changing in place moves focus to its title.
  let view: 'unavailable' | 'empty' | 'location' | 'type';
  if (!tenant.settings.online_ordering || (restaurant && !restaurant.settings.online_ordering)) {
    view = 'unavailable';
  } else if (tenant.restaurants.length === 0) view = 'empty';
  else if (!restaurant) view = 'location';
  else view = 'type';

  return (
    <OrderEntryPage
      title={view === 'unavailable' ? domainText(i18n, ONLINE_ORDERING_UNAVAILABLE_TITLE) : i18n._(TITLE)}
      eyebrow={restaurant?.name}
      focusKey={view}
    >
      {view === 'unavailable' && <Unavailable restaurant={restaurant} onBack={back} />}
      {view === 'empty' && <Notice tone="info" title={t`No Locations Available`} />}
      {view === 'location' && (
        <LocationChooser
          mode="confirm"
          intro={
            <SelectLocationIntro>
              <Trans>Choose the location you would like to order from.</Trans>
            </SelectLocationIntro>
          }
        />
      )}
      {view === 'type' && restaurant && (
        <ChooseMethod
          restaurant={restaurant}
          onBack={back}
          backLabel={only ? t`Back` : t`Back to Locations`}
        />
      )}
    </OrderEntryPage>
  );
}

/** Back from the order-type step: several locations return to the chooser, one to the home page. */
function useBack(several: boolean): () => void {
  const navigate = useNavigate();
  return () => {
    useOrderStore.getState().resetOrderType();
    if (several) useLocationStore.getState().unconfirm();
    else void navigate(paths.home);
  };
}

function Unavailable({ restaurant, onBack }: { restaurant: ApiRestaurant | undefined; onBack: () => void }) {
  const message = restaurant?.settings.online_ordering_paused_message?.trim();
  return (
    <>
      {message && (
        <Notice tone="warning">
          <p>{message}</p>
        </Notice>
      )}
      <StepActions>
        {restaurant ? <BackButton onClick={onBack} /> : <span />}
        <Link to={paths.menus} className={secondaryActionClass}>
          <Trans>View Menu</Trans>
        </Link>
      </StepActions>
    </>
  );
}

function ChooseMethod({
  restaurant,
  onBack,
  backLabel,
}: {
  restaurant: ApiRestaurant;
  onBack: () => void;
  backLabel: string;
}) {
  const { t, i18n } = useLingui();
  const tenant = useTenant();
  const navigate = useNavigate();
  const now = useNow(60_000);
  const hours = useQuery(restaurantBusinessHoursQuery(restaurant._id));
  // Read fresh: staff pause a method during service.
  const live = useQuery(pickupSlotsQuery(restaurant._id, 'Pickup'));
  const operations = live.data?.operations ?? restaurant.operations ?? NO_OPERATIONS;

  const { settings, delivery_options: options } = restaurant;
  const pickupOffered = options.support_pickup !== false;
  const deliveryOffered = isDeliveryOfferedAt(now, safeTimeZone(settings.time_zone), settings, options);
  // The closed notice waits for the holiday hours, so a holiday never shows the wrong answer.
  const closedNow =
    hours.isSuccess &&
    !isAcceptingOnlineOrdersAt(now, {
      regular_business_hours: restaurant.regular_business_hours,
      holiday_hours: hours.data.holiday_hours,
      settings,
    });

  const afterPickup = useStepAfterMethod(restaurant, 'Pickup');
  const choose = (method: DeliveryMethod) => {
    useOrderStore.getState().chooseMethod(method);
    if (method === 'Pickup') void afterPickup().then((next) => navigate(next));
    else void navigate(paths.deliveryAddress);
  };

  const { pickup_order: pickup, delivery_order: delivery } = tenant.settings.descriptions;
  const offered = { Pickup: pickupOffered, Delivery: deliveryOffered };
  const descriptions = { Pickup: pickup, Delivery: delivery };
  const methods = METHOD_CHOICES.filter(({ method }) => offered[method]);
  const paused = (method: DeliveryMethod) => isPausedAt(operations, method, now);

  return (
    <>
      {closedNow && (
        <div className="mb-6">
          <Notice tone="warning">
            <p className="font-medium">{domainText(i18n, CLOSED_NOW_MESSAGE)}</p>
          </Notice>
        </div>
      )}
      {methods.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`How would you like to get your order?`}>
          {methods.map(({ method, label, icon }) => (
            <li key={method}>
              {paused(method) ? (
                <Notice tone="warning" title={method === 'Delivery' ? t`Delivery Paused` : t`Pickup Paused`}>
                  <p>{domainText(i18n, pausedMessageOf(operations, method))}</p>
                </Notice>
              ) : (
                <MethodChoice
                  label={i18n._(label)}
                  icon={icon}
                  description={descriptions[method]}
                  onChoose={() => choose(method)}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Notice tone="info" title={t`This location is not taking pickup or delivery orders right now.`} />
      )}
      <StepActions>
        <BackButton onClick={onBack} label={backLabel} />
      </StepActions>
    </>
  );
}

const BAG_ICON = 'M6 7h12l1 13H5L6 7zm3 0V6a3 3 0 0 1 6 0v1';
const CAR_ICON =
  'M3 13l2-5.5A2 2 0 0 1 6.9 6h10.2a2 2 0 0 1 1.9 1.5L21 13v4a1 1 0 0 1-1 1h-1a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H4a1 1 0 0 1-1-1v-4zm0 0h18M7 16h.01M17 16h.01';

const METHOD_CHOICES = [
  { method: 'Pickup', label: msg`Pick Up`, icon: BAG_ICON },
  { method: 'Delivery', label: msg`Delivery`, icon: CAR_ICON },
] as const;

function MethodChoice({
  label,
  icon,
  description,
  onChoose,
}: {
  label: string;
  icon: string;
  description: OrderDescription | undefined;
  onChoose: () => void;
}) {
  // The tenant's title repeats the choice's name in most brands; it shows only when it adds something.
  const title = description?.title?.trim();
  const showTitle = !!title && title.toLowerCase() !== label.toLowerCase();
  const subtitles = (description?.subtitles ?? []).filter((s) => s.trim() !== '');
  const hasDescription = showTitle || subtitles.length > 0;

  return (
    // Named by all its text, the words a speech user reads on it (WCAG 2.5.3), not by its label alone.
    <button
      type="button"
      onClick={onChoose}
      className="group flex h-full min-h-40 w-full items-start gap-4 rounded-2xl border-2 border-black/10 bg-white p-5 text-left text-ink shadow-sm transition hover:border-ink hover:shadow-md md:p-6"
    >
      <span
        aria-hidden="true"
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand/25 ring-1 ring-ink/10"
      >
        <OutlineIcon className="h-7 w-7">
          <path d={icon} />
        </OutlineIcon>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-[family-name:var(--font-display)] text-2xl font-bold leading-tight">
          {label}
        </span>
        {hasDescription && (
          <span className="mt-2 block">
            {showTitle && <span className="block font-semibold">{title}</span>}
            {subtitles.map((subtitle) => (
              <span key={subtitle} className="mt-1 block text-muted">
                {subtitle}
              </span>
            ))}
          </span>
        )}
      </span>
      <ChevronRightIcon className="mt-1 h-6 w-6 shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-ink" />
    </button>
  );
}
