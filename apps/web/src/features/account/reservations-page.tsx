import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiReservation } from '@storefront/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTenant } from '../../lib/tenant-context';
import { primaryButton, secondaryButton } from '../../components/ui/buttons';
import { cardClass } from '../../components/ui/ui';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import type { CustomerCookie } from '../../lib/customer';
import { useBookingFormats } from '../../lib/booking-formats';
import { ReservationChange, type ReservationChangeAction } from '../../components/reservation-change';
import { cancelReservation, moveReservation, reservationsQuery } from './api';
import { DetailItem } from '../../components/ui/detail-item';
import { BackToProfile, ProfileListPage, ProfilePage } from './components/layout';
import { RecordList, useRecordInPlace, type RecordRow } from './components/record-list';
import { RequireMember } from './components/require-member';
import { StatusPill } from '../../components/ui/status-pill';

/**
 * /profile/reservations (accounts-and-extras §2 My Reservations): the member's reservations; one
 * opens in place as Reservation Details, where (issue 15) the member may cancel it or choose another
 * time until the restaurant's cut-off. Make a Reservation goes to the booking form.
 */
export default function ReservationsPage() {
  return <RequireMember>{(customer) => <Reservations customer={customer} />}</RequireMember>;
}

function Reservations({ customer }: { customer: CustomerCookie }) {
  const tenant = useTenant();
  const { t } = useLingui();
  const formats = useBookingFormats();
  const onBrand = useOnBrandText();
  const query = useInfiniteQuery(reservationsQuery(customer._id));
  const inPlace = useRecordInPlace('reservation');
  const openId = inPlace.openId;
  const open = query.data?.find((r) => r._id === openId) ?? null;
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: ReservationChangeAction) =>
      action.kind === 'cancel'
        ? cancelReservation(customer._id, openId!)
        : moveReservation(customer._id, openId!, action.to),
    onSuccess: (updated) =>
      queryClient.setQueryData(reservationsQuery(customer._id).queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((r) => (r._id === updated._id ? updated : r)),
              })),
            }
          : data,
      ),
  });
  const dateFormat = tenant.restaurants[0]?.settings.date_format ?? 'MMM D, YYYY';
  const datetimeFormat = tenant.restaurants[0]?.settings.datetime_format ?? 'MMM D, YYYY h:mm A';
  const day = (date: string) => {
    try {
      return formats.localDate(date, dateFormat);
    } catch {
      return date;
    }
  };
  /** The booked time in its restaurant's format (12-hour where the restaurant uses it). */
  const clock = (reservation: ApiReservation) =>
    formats.clockText(
      reservation.reservedTime,
      tenant.restaurants.find((r) => r._id === reservation.restaurant._id)?.settings.time_format,
    );

  // The booking form is /reservation (ordering-core §2); the spec's /reservations/new is that screen.
  const make = tenant.settings.online_reservation ? (
    <Link to={paths.reservation} className={primaryButton(onBrand)}>
      <Trans>Make a Reservation</Trans>
    </Link>
  ) : undefined;

  if (open) {
    return (
      <ProfilePage title={t`Reservation Details`}>
        <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby="reservation-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="reservation-title" className="text-xl font-bold">
              <Trans>Reservation #{open.reservationNumber}</Trans>
            </h2>
            <StatusPill status={open.status} />
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <DetailItem label={t`Restaurant`}>
              {open.restaurant.name}
              {open.restaurant.address_1 && (
                <span className="block">
                  {[open.restaurant.address_1, open.restaurant.city_town].filter(Boolean).join(', ')}
                </span>
              )}
              {open.restaurant.phone && <span className="block">{open.restaurant.phone}</span>}
            </DetailItem>
            <DetailItem label={t`Date`}>{day(open.reservedDate)}</DetailItem>
            <DetailItem label={t`Time`}>{clock(open)}</DetailItem>
            <DetailItem label={t`Party Size`}>{formats.partySize(open.partySize)}</DetailItem>
            <DetailItem label={t`Name`}>{open.nameReservedUnder}</DetailItem>
            <DetailItem label={t`Email`}>{open.email}</DetailItem>
            <DetailItem label={t`Telephone`}>{open.telephone}</DetailItem>
            {open.note && <DetailItem label={t`Note`}>{open.note}</DetailItem>}
            {open.status === 'Cancelled' && open.cancelReason && (
              <DetailItem label={t`Reason`}>{open.cancelReason}</DetailItem>
            )}
            <DetailItem label={t`Requested`}>
              {formats.instant(Date.parse(open.createdAt), tenant.settings.time_zone, datetimeFormat)}
            </DetailItem>
            <DetailItem label={t`Last Updated`}>
              {formats.instant(Date.parse(open.updatedAt), tenant.settings.time_zone, datetimeFormat)}
            </DetailItem>
          </dl>
          <ReservationChange key={`${open._id}-${open.updatedAt}`} reservation={open} change={change} />
        </section>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              change.reset();
              inPlace.back();
            }}
          >
            <Trans>Back to Reservations</Trans>
          </button>
          <BackToProfile />
        </div>
      </ProfilePage>
    );
  }

  const row = (reservation: ApiReservation): RecordRow => {
    const date = day(reservation.reservedDate);
    const time = clock(reservation);
    const restaurant = reservation.restaurant.name;
    const party = formats.partySize(reservation.partySize);
    return {
      title: t`${date} at ${time}`,
      detail: t`${restaurant} · ${party}`,
      status: reservation.status,
    };
  };
  return (
    <ProfileListPage title={t`My Reservations`} actions={make}>
      <RecordList query={query} what="Reservations" inPlace={inPlace} row={row} />
    </ProfileListPage>
  );
}
