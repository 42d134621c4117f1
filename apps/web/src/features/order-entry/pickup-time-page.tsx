import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  addDays,
  CLOSED_NOW_MESSAGE,
  CLOSED_TITLE,
  NO_OPERATIONS,
  pausedMessageOf,
  type ApiRestaurant,
  type DeliveryMethod,
  type LocalDate,
  type PickupTimeType,
} from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { pickupSlotsQuery, restaurantBusinessHoursQuery } from '../../api/queries';
import { paths } from '../../config/paths';
import { orderFlowRedirect, useOrderStore } from '../../stores/order-store';
import {
  BackAndContinue,
  BackButton,
  OrderEntryPage,
  RadioTile,
  TileFieldset,
  StepActions,
  secondaryActionClass,
} from './components/page-parts';
import { Notice } from '../../components/ui/ui';
import { domainText } from '../../lib/domain-text';
import { useNow } from '../../lib/hooks';
import { useFormats } from '../../lib/formats';
import { useChosenRestaurant } from '../../lib/order-context';
import { pickupSchedule, pickupWindowLabel, type PickupSchedule } from '../../lib/pickup-schedule';

/** /pickuptime (ordering-core §2, §4 "Pickup time", §5, §9): ASAP or a scheduled date and time. */
export default function PickupTimePage() {
  const restaurant = useChosenRestaurant();
  const order = useOrderStore();
  const redirect = orderFlowRedirect(order, !!restaurant, 'pickupTime');
  if (redirect || !restaurant || !order.deliveryMethod) {
    return <Navigate to={redirect ?? paths.orderOnline} replace />;
  }
  // A Dine-in order's time is its table's, chosen on /orderahead.
  if (order.deliveryMethod === 'Dine-in') return <Navigate to={paths.orderAhead} replace />;
  return <PickupTime restaurant={restaurant} method={order.deliveryMethod} />;
}

function PickupTime({ restaurant, method }: { restaurant: ApiRestaurant; method: DeliveryMethod }) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const navigate = useNavigate();
  // Every 30 s, so that past slots drop out.
  const now = useNow(30_000);
  const hours = useQuery(restaurantBusinessHoursQuery(restaurant._id));
  const delivery = method === 'Delivery';
  const holidays = hours.data?.holiday_hours;
  // The kitchen's pause, busy mode and full slots, fresh: today's (ASAP) and the chosen date's.
  const pickupDate = useOrderStore((s) => s.pickupDate);
  const today = useQuery(pickupSlotsQuery(restaurant._id, method));
  const chosenDay = useQuery({
    ...pickupSlotsQuery(restaurant._id, method, pickupDate),
    enabled: !!pickupDate && !!today.data && pickupDate !== today.data.date,
  });
  const operations = today.data?.operations;
  const fullSlots = useMemo(
    () => [...(today.data?.fullSlots ?? []), ...(chosenDay.data?.fullSlots ?? [])],
    [today.data, chosenDay.data],
  );
  const schedule = useMemo(
    () =>
      holidays
        ? pickupSchedule({ now, restaurant, holidays, method, operations, fullSlots, clock: formats.clock })
        : null,
    [now, restaurant, holidays, method, operations, fullSlots, formats],
  );
  const pausedMessage = domainText(
    i18n,
    pausedMessageOf(operations ?? restaurant.operations ?? NO_OPERATIONS, method),
  );

  const back = () => void navigate(delivery ? paths.deliveryAddress : paths.orderOnline);

  return (
    <OrderEntryPage
      title={delivery ? t`Delivery Time` : t`Pick Up Time`}
      eyebrow={restaurant.name}
      intro={
        delivery
          ? t`When would you like your order delivered?`
          : t`When would you like to pick up your order?`
      }
      wide
    >
      {hours.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">
            <Trans>Loading pickup times…</Trans>
          </span>
          <div
            aria-hidden="true"
            className="h-20 animate-pulse rounded-xl bg-black/5 motion-reduce:animate-none"
          />
          <div
            aria-hidden="true"
            className="h-20 animate-pulse rounded-xl bg-black/5 motion-reduce:animate-none"
          />
        </div>
      ) : hours.isError ? (
        <div role="alert">
          <Notice tone="danger" title={t`The pickup times could not be loaded`}>
            <p>{hours.error.message}</p>
            <button
              type="button"
              onClick={() => void hours.refetch()}
              className={`${secondaryActionClass} mt-3`}
            >
              <Trans>Try again</Trans>
            </button>
          </Notice>
        </div>
      ) : (
        schedule && (
          <TimeChoice
            restaurant={restaurant}
            method={method}
            schedule={schedule}
            pausedMessage={pausedMessage}
            onContinue={() => void navigate(paths.buildOrder)}
          />
        )
      )}
      {!hours.isSuccess && (
        <StepActions>
          <BackButton onClick={back} />
        </StepActions>
      )}
    </OrderEntryPage>
  );
}

function TimeChoice({
  restaurant,
  method,
  schedule,
  pausedMessage,
  onContinue,
}: {
  restaurant: ApiRestaurant;
  method: DeliveryMethod;
  schedule: PickupSchedule;
  pausedMessage: string;
  onContinue: () => void;
}) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const navigate = useNavigate();
  const pickupTimeType = useOrderStore((s) => s.pickupTimeType);
  const pickupDate = useOrderStore((s) => s.pickupDate);
  const pickupTime = useOrderStore((s) => s.pickupTime);
  const { setPickupTimeType, setPickup } = useOrderStore.getState();
  const { time_format: timeFormat, date_format: dateFormat } = restaurant.settings;
  const delivery = method === 'Delivery';
  const { asapAvailable, availableDates, dates, intervalMinutes, asapMinutes, paused, asapFull } = schedule;

  const chosenDate = dates.find((d) => d.date === pickupDate);
  const slots = useMemo(
    () => (pickupDate && chosenDate && !chosenDate.closed ? schedule.slotsOn(pickupDate) : []),
    [schedule, pickupDate, chosenDate],
  );
  const slot = slots.find((s) => s.value === pickupTime);

  // Keep the stored choice valid as time passes: ASAP only while open (closed guides to pre-order),
  // a date from the list (else the first available one), a time that is still offered.
  useEffect(() => {
    if (!asapAvailable && pickupTimeType !== 'Schedule') setPickupTimeType('Schedule');
  }, [asapAvailable, pickupTimeType, setPickupTimeType]);
  useEffect(() => {
    if (pickupTimeType === 'Schedule' && !chosenDate) setPickup({ pickupDate: availableDates[0] ?? null });
  }, [pickupTimeType, chosenDate, availableDates, setPickup]);
  useEffect(() => {
    if (pickupTime !== null && chosenDate && !slot) setPickup({ pickupTime: null });
  }, [pickupTime, chosenDate, slot, setPickup]);

  const asap = pickupTimeType === 'ASAP' && asapAvailable;
  const canContinue = asap || (pickupTimeType === 'Schedule' && !!pickupDate && !!slot);
  const asapLabel = t`${asapMinutes} minutes after order placed`;
  const dateLabel = (date: LocalDate) => formats.localDate(date, dateFormat);

  const continueOrder = () => {
    if (!canContinue) return;
    if (asap) setPickup({ pickupDate: null, pickupTime: null });
    onContinue();
  };

  let summary: string | null = null;
  if (asap) summary = asapLabel;
  else if (pickupTimeType === 'Schedule' && pickupDate && slot) {
    summary = `${relativeDay(pickupDate, schedule.today, i18n) ?? dateLabel(pickupDate)}, ${pickupWindowLabel(
      slot,
      intervalMinutes,
      timeFormat,
      formats.clock,
    )}`;
  }

  return (
    <div className="space-y-8">
      {paused ? (
        <div role="alert">
          <Notice tone="warning" title={delivery ? t`Delivery Paused` : t`Pickup Paused`}>
            <p>{pausedMessage}</p>
          </Notice>
        </div>
      ) : asapFull ? (
        <div role="alert">
          <Notice tone="warning" title={t`Fully Booked Today`}>
            <p>{t`Sorry, the kitchen is full for the rest of today. Please pre-order for later.`}</p>
          </Notice>
        </div>
      ) : (
        !asapAvailable && (
          <div role="alert">
            <Notice tone="warning" title={domainText(i18n, CLOSED_TITLE)}>
              <p>{domainText(i18n, CLOSED_NOW_MESSAGE)}</p>
            </Notice>
          </div>
        )
      )}

      <TileFieldset
        legend={delivery ? t`Delivery time` : t`Pickup time`}
        legendClassName="text-xl font-bold"
        gridClassName="mt-3 grid gap-3 sm:grid-cols-2"
      >
        <ChoiceTile
          name="pickupTimeType"
          value="ASAP"
          checked={pickupTimeType === 'ASAP' && asapAvailable}
          disabled={!asapAvailable}
          onChange={(value: PickupTimeType) => setPickupTimeType(value)}
          title={t`ASAP`}
          detail={
            asapAvailable
              ? asapLabel
              : paused
                ? t`Not available while paused`
                : asapFull
                  ? t`Fully booked today`
                  : t`Not available while we are closed`
          }
        />
        <ChoiceTile
          name="pickupTimeType"
          value="Schedule"
          checked={pickupTimeType === 'Schedule'}
          onChange={(value: PickupTimeType) => setPickupTimeType(value)}
          title={t`Pre-order For Later`}
          detail={t`Choose a date and time`}
        />
      </TileFieldset>

      {pickupTimeType === 'Schedule' &&
        (dates.length === 0 || availableDates.length === 0 ? (
          <Notice tone="info" title={t`No times are available for pre-order right now.`}>
            <p>
              {restaurant.phone
                ? t`Please check back later or call us at ${restaurant.phone}.`
                : t`Please check back later.`}
            </p>
          </Notice>
        ) : (
          <>
            <TileFieldset
              legend={t`Date`}
              legendClassName="text-xl font-bold"
              gridClassName="mt-3 grid grid-cols-3 gap-2 min-[480px]:grid-cols-4 md:grid-cols-7"
            >
              {dates.map(({ date, closed }) => (
                <RadioTile
                  key={date}
                  name="pickupDate"
                  value={date}
                  checked={pickupDate === date}
                  onSelect={() => setPickup({ pickupDate: date })}
                  tileClassName={`${TILE_CLASS} ${CENTERED} min-h-18 flex-col px-1 py-2 leading-tight ${
                    closed ? 'border-dashed border-ink/40 text-muted' : TILE_ENABLED
                  }`}
                >
                  <span className="text-sm font-semibold">
                    {relativeDay(date, schedule.today, i18n) ?? formats.localDate(date, 'ddd')}
                  </span>
                  <span className="text-base font-bold">{formats.localDate(date, 'MMM D')}</span>
                  {closed && (
                    <span className="text-xs font-medium">
                      <Trans>Closed</Trans>
                    </span>
                  )}
                </RadioTile>
              ))}
            </TileFieldset>

            {chosenDate?.closed ? (
              <div role="alert">
                <Notice tone="warning" title={t`Sorry, we are closed on ${dateLabel(chosenDate.date)}.`}>
                  <p>
                    <Trans>Please choose another date.</Trans>
                  </p>
                </Notice>
              </div>
            ) : (
              pickupDate && (
                <TileFieldset
                  legend={t`Time`}
                  legendClassName="text-xl font-bold"
                  gridClassName="mt-3 grid grid-cols-4 gap-2 min-[768px]:grid-cols-5 min-[992px]:grid-cols-10"
                >
                  {slots.map((s) => (
                    <RadioTile
                      key={s.value}
                      name="pickupTime"
                      value={s.value}
                      checked={pickupTime === s.value}
                      onSelect={() => setPickup({ pickupTime: s.value })}
                      tileClassName={`${TILE_CLASS} ${TILE_ENABLED} ${CENTERED} px-1 py-2.5 text-sm font-semibold tabular-nums`}
                    >
                      {s.label}
                    </RadioTile>
                  ))}
                </TileFieldset>
              )
            )}
          </>
        ))}

      <div role="status" className="min-h-0">
        {summary && (
          <Notice tone="info">
            <p>
              <span className="font-semibold">{delivery ? t`Delivery window:` : t`Pickup window:`}</span>{' '}
              {summary}
            </p>
          </Notice>
        )}
      </div>

      <BackAndContinue
        onBack={() => void navigate(delivery ? paths.deliveryAddress : paths.orderOnline)}
        done={canContinue}
        missing={<Trans>Choose ASAP, or a date and a time, to continue.</Trans>}
        onContinue={continueOrder}
      />
    </div>
  );
}

/** A selectable tile: the radio is visually hidden, the tile shows checked, focus and disabled states. */
const TILE_CLASS =
  'flex min-h-12 w-full rounded-lg border-2 bg-white transition hover:border-ink/60 peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink peer-disabled:cursor-not-allowed peer-disabled:bg-black/5 peer-disabled:hover:border-ink/15';
const TILE_ENABLED = 'border-ink/25 text-ink';
const CENTERED = 'items-center justify-center text-center';

function ChoiceTile<T extends string>({
  onChange,
  title,
  detail,
  ...radio
}: {
  name: string;
  value: T;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: T) => void;
  title: string;
  detail: ReactNode;
}) {
  return (
    <RadioTile
      {...radio}
      onSelect={() => onChange(radio.value)}
      tileClassName={`${TILE_CLASS} min-h-20 flex-col items-start justify-center px-5 py-3 text-left ${
        radio.disabled ? 'border-ink/15 text-muted' : TILE_ENABLED
      }`}
    >
      <span className="text-lg font-bold">{title}</span>
      <span className="mt-0.5 text-sm">{detail}</span>
    </RadioTile>
  );
}

/** 'Today' or 'Tomorrow' in the restaurant's calendar, else null. */
function relativeDay(date: LocalDate, today: LocalDate, i18n: I18n): string | null {
  if (date === today) return i18n._(msg`Today`);
  if (date === addDays(today, 1)) return i18n._(msg`Tomorrow`);
  return null;
}
