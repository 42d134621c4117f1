import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import {
  minutesSinceMidnightOf,
  reservationDates,
  reservationSlotsOn,
  reservationTimeOf,
  safeTimeZone,
  type ApiReservation,
  type ApiRestaurant,
  type ReservationMoveRequest,
} from '@storefront/domain';
import { tenantBusinessHoursQuery } from '../api/queries';
import { useTenant } from '../lib/tenant-context';
import { ConfirmDialog } from './ui/confirm-dialog';
import { ErrorAlert } from './ui/error-alert';
import { SelectField } from './ui/select-field';
import { dangerButton, primaryButton, secondaryButton } from './ui/ui';
import { useOnBrandText } from './use-on-brand-text';
import { useRenderedAt } from '../lib/hooks';
import { useFormats } from '../lib/formats';

/**
 * The dates and times the booking form offers at a restaurant now (ordering-core §5): the same
 * rules the server applies to a booking or a move, written in the page's language.
 */
export function useBookableTimes(restaurant: ApiRestaurant | undefined, date: string, now: number) {
  const tenant = useTenant();
  const formats = useFormats();
  const hours = useQuery(tenantBusinessHoursQuery(tenant._id));
  return useMemo(() => {
    if (!restaurant) return { dates: [], times: [] };
    const r = {
      ...restaurant,
      holiday_hours: hours.data?.find((h) => h.restaurant === restaurant._id)?.holiday_hours ?? [],
    };
    const tz = safeTimeZone(restaurant.settings.time_zone);
    const timeFormat = restaurant.settings.time_format === '24' ? '24' : '12';
    return {
      dates: reservationDates(r, now).map((value) => ({
        value,
        label: formats.localDate(value, `ddd, ${restaurant.settings.date_format}`),
      })),
      times: date
        ? reservationSlotsOn(date, r, now).map((slot) => ({
            value: reservationTimeOf(slot, tz),
            label: formats.clock(minutesSinceMidnightOf(slot, tz), timeFormat),
          }))
        : [],
    };
  }, [restaurant, hours.data, date, now, formats]);
}

/** What the diner asks of a booking: cancel it, or move it. */
export type ReservationChangeAction = { kind: 'cancel' } | { kind: 'move'; to: ReservationMoveRequest };

interface ReservationChangeProps {
  reservation: ApiReservation;
  /** The page's mutation that sends the action (to the member or the manage-link API). */
  change: { mutate(action: ReservationChangeAction): void; isPending: boolean; error: Error | null };
}

/**
 * The diner's own changes to a booking (issue 15): cancel it, or move it to another free time,
 * until the restaurant's cut-off. Used by My Reservations and by the mail's manage link.
 */
export function ReservationChange({ reservation, change }: ReservationChangeProps) {
  const { isPending: pending, error } = change;
  const { t } = useLingui();
  const formats = useFormats();
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const formId = useId();
  const now = useRenderedAt();
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const restaurant = tenant.restaurants.find((r) => r._id === reservation.restaurant._id);
  const { dates, times } = useBookableTimes(moving ? restaurant : undefined, date, now);

  if (reservation.changeableUntil === null) {
    if (reservation.status !== 'Pending' && reservation.status !== 'Confirmed') return null;
    const { name, phone } = reservation.restaurant;
    return (
      <p className="mt-4 text-sm text-muted">
        {phone ? (
          <Trans>
            This reservation can no longer be changed online. Please call {name} at {phone} to change or
            cancel it.
          </Trans>
        ) : (
          <Trans>
            This reservation can no longer be changed online. Please call {name} to change or cancel it.
          </Trans>
        )}
      </p>
    );
  }
  const { partySize } = reservation;
  const restaurantName = reservation.restaurant.name;
  const until = formats.instant(
    Date.parse(reservation.changeableUntil),
    restaurant?.settings.time_zone ?? tenant.settings.time_zone,
    restaurant?.settings.datetime_format ?? 'MMM D, YYYY h:mm A',
  );

  return (
    <section aria-labelledby={`${formId}-title`} className="mt-6">
      <h3 id={`${formId}-title`} className="text-lg font-bold">
        <Trans>Change or Cancel</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>You can change or cancel this reservation online until {until}.</Trans>
      </p>
      {error && (
        <div className="mt-3">
          <ErrorAlert error={error} />
        </div>
      )}
      {moving ? (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (date && time) change.mutate({ kind: 'move', to: { reservedDate: date, reservedTime: time } });
          }}
        >
          <SelectField
            label={t`New Date`}
            placeholder={t`Select a date`}
            options={dates}
            value={date}
            onChange={(value) => {
              setDate(value);
              setTime('');
            }}
          />
          <SelectField
            label={t`New Time`}
            placeholder={t`Select a time`}
            options={times}
            value={time}
            onChange={setTime}
            disabled={!date}
          />
          <div className="flex gap-2">
            <button type="submit" className={primaryButton(onBrand)} disabled={!date || !time || pending}>
              {pending ? t`Saving…` : t`Save New Time`}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setMoving(false)}>
              <Trans>Keep Time</Trans>
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => setMoving(true)}
            disabled={pending}
          >
            <Trans>Change Time</Trans>
          </button>
          <button type="button" className={dangerButton} onClick={() => setAsking(true)} disabled={pending}>
            <Trans>Cancel Reservation</Trans>
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t`Cancel this reservation?`}
        message={t`Your table for ${plural(partySize, { one: '#', other: '#' })} at ${restaurantName} will be released.`}
        confirmLabel={t`Yes, Cancel It`}
        onConfirm={() => {
          setAsking(false);
          change.mutate({ kind: 'cancel' });
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
