import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { type ApiReservation, type ManagedReservationResponse } from '@storefront/domain';
import { ReservationChange, type ReservationChangeAction } from '../../components/reservation-change';
import { ErrorAlert } from '../../components/ui/error-alert';
import { PageBanner } from '../../components/ui/page-banner';
import { cardClass } from '../../components/ui/ui';
import { apiGet, apiPost } from '../../lib/api-client';
import { useBookingFormats } from '../../lib/booking-formats';
import { useTenant } from '../../lib/tenant-context';
import { DetailItem } from '../../components/ui/detail-item';

/*
 * /reservation/manage?token= (issue 15): the page the reservation mails link to. The signed token
 * names the booking, so the diner sees it, cancels it or moves it without signing in, until the
 * restaurant's cut-off.
 */

const managePath = (tenantId: string, token: string) =>
  `/tenants/${encodeURIComponent(tenantId)}/reservations/manage/${encodeURIComponent(token)}`;

export default function ManageReservationPage() {
  const tenant = useTenant();
  const { t } = useLingui();
  const formats = useBookingFormats();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const key = ['reservation-manage', token];
  const query = useQuery({
    queryKey: key,
    queryFn: () => apiGet<ManagedReservationResponse>(managePath(tenant._id, token)),
    enabled: token !== '',
    retry: false,
  });
  const change = useMutation({
    mutationFn: (action: ReservationChangeAction) =>
      action.kind === 'cancel'
        ? apiPost<ApiReservation>(`${managePath(tenant._id, token)}/cancel`, {})
        : apiPost<ApiReservation>(`${managePath(tenant._id, token)}/move`, action.to),
    onSuccess: (reservation) =>
      queryClient.setQueryData<ManagedReservationResponse>(key, (current) =>
        current ? { ...current, reservation } : current,
      ),
  });

  let body;
  if (token === '') {
    body = (
      <ErrorAlert error={t`This reservation link is not complete. Please use the link from your email.`} />
    );
  } else if (query.isPending) {
    body = <p role="status">{t`Loading your reservation…`}</p>;
  } else if (query.isError) {
    body = <ErrorAlert error={query.error} title="Oops!" />;
  } else {
    const { reservation, restaurantSettings } = query.data;
    const date = formats.localDate(reservation.reservedDate, `ddd, ${restaurantSettings.date_format}`);
    const time = formats.clockText(
      reservation.reservedTime,
      restaurantSettings.time_format === '24' ? '24' : '12',
    );
    body = (
      <section className={`${cardClass} mx-auto max-w-2xl p-6`} aria-labelledby="manage-title">
        <h2 id="manage-title" className="text-xl font-bold">
          <Trans>Reservation #{reservation.reservationNumber}</Trans>
        </h2>
        <p className="mt-1 text-sm">
          <Trans>
            Status: <strong data-testid="reservation-status">{reservation.status}</strong>
          </Trans>
        </p>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          <DetailItem label={t`When`}>{t`${date} at ${time}`}</DetailItem>
          <DetailItem label={t`Party`}>{formats.partySize(reservation.partySize)}</DetailItem>
          <DetailItem label={t`Restaurant`}>
            {reservation.restaurant.name}
            {reservation.restaurant.address_1 && (
              <span className="block">
                {[reservation.restaurant.address_1, reservation.restaurant.city_town]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            )}
            {reservation.restaurant.phone && <span className="block">{reservation.restaurant.phone}</span>}
          </DetailItem>
          <DetailItem label={t`Name`}>{reservation.nameReservedUnder}</DetailItem>
          {reservation.status === 'Cancelled' && reservation.cancelReason && (
            <DetailItem label={t`Reason`} className="sm:col-span-2">
              {reservation.cancelReason}
            </DetailItem>
          )}
        </dl>
        <ReservationChange key={reservation.updatedAt} reservation={reservation} change={change} />
      </section>
    );
  }

  return (
    <>
      <PageBanner title={t`Your Reservation`}>{t`See, change or cancel your booking.`}</PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{body}</div>
    </>
  );
}
