import { msg, plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RestaurantSelect } from '../staff/components/restaurant-select';
import {
  toCents,
  type ApiReservation,
  type ApiStaff,
  type StaffReservationChangeRequest,
} from '@storefront/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  INBOX_PAGE_SIZE,
  changeReservationStatus,
  fetchReservationSettings,
  fetchReservations,
  reservationKeys,
  saveReservationSettings,
} from '../staff/api/reservations-api';
import { isUnauthenticated } from '../staff/api/staff-api';
import { STAFF_RESTAURANT_KEY, chosenRestaurantId } from '../staff/components/pending-reservations-badge';
import { StaffIdentity, staffPage, useSignedOut } from '../staff/components/staff-session';
import { Pager } from '../staff/components/pager';
import { ConfirmOrKeep, StaffButton } from '../staff/components/staff-button';
import { StaffChoice, StaffSubmit } from '../staff/components/staff-form';
import { StaffErrorAlert, StaffPageErrors, StaffShell } from '../staff/components/staff-shell';
import { playChime, useReservationEvents } from '../staff/use-reservation-events';
import { withoutId } from '../staff/live-feed';
import { StatusPill } from '../../components/ui/status-pill';
import { useStaffFormats, type StaffFormats } from '../staff/staff-i18n';
import { statusLabel } from '../../components/ui/status-label';

/** A booking's 'HH:mm' as minutes since midnight. */
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

// The inbox's filter: '' shows every status.
const STATUS_FILTERS = ['', 'Pending', 'Confirmed', 'Completed', 'No-show', 'Cancelled'] as const;

const STATUS_STYLES: Record<string, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Confirmed: 'bg-green-100 text-green-900',
  Completed: 'bg-stone-200 text-stone-800',
  'No-show': 'bg-red-100 text-red-900',
  Cancelled: 'bg-red-100 text-red-900',
};

/** /staff/reservations: the reservations inbox of the staff member's restaurant(s). */
export default staffPage(msg`Reservations`, Inbox);

function Inbox({ staff }: { staff: ApiStaff }) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  const [restaurantId, setRestaurantId] = useState(() => chosenRestaurantId(staff));
  const restaurant = staff.restaurants.find((r) => r._id === restaurantId);
  const { t, i18n } = useLingui();
  const formats = useStaffFormats(restaurant?.time_zone ?? 'UTC');
  const [status, setStatus] = useState<(typeof STATUS_FILTERS)[number]>('');
  const [page, setPage] = useState(1);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  const list = useQuery({
    queryKey: reservationKeys.list(restaurantId, status, page),
    queryFn: () => fetchReservations(restaurantId, status, page),
    enabled: restaurantId !== '',
    placeholderData: keepPreviousData,
    refetchInterval: 5 * 60_000,
  });

  const reload = () => void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
  const live = useReservationEvents({
    onConnect: reload,
    onNewReservation: ({ restaurantId: at, reservation }) => {
      reload();
      if (at !== restaurantId) return;
      playChime();
      setFresh((ids) => new Set(ids).add(reservation._id));
      const number = reservation.reservationNumber;
      const party = reservation.partySize;
      const day = formats.day(reservation.reservedDate);
      const time = formats.clock(minutesOf(reservation.reservedTime));
      setAnnouncement(t`New reservation #${number} for ${party}, ${day} ${time}`);
    },
    onReservationUpdated: reload,
  });

  const change = useMutation({
    mutationFn: ({ id, request }: { id: string; request: StaffReservationChangeRequest }) =>
      changeReservationStatus(id, request),
    onSuccess: (reservation) => {
      setActionError(null);
      setFresh((ids) => withoutId(ids, reservation._id));
      const number = reservation.reservationNumber;
      // An ICU choice's keys are words: No-show is noShow.
      const status = reservation.status === 'No-show' ? 'noShow' : reservation.status;
      setAnnouncement(
        t`Reservation #${number} ${select(status, {
          Pending: 'pending',
          Confirmed: 'confirmed',
          Completed: 'completed',
          noShow: 'no-show',
          other: 'cancelled',
        })}`,
      );
      reload();
    },
    onError: (error) => {
      if (isUnauthenticated(error)) return signedOut();
      setActionError(error.message);
      reload();
    },
  });

  const pending = list.data?.pending ?? 0;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / INBOX_PAGE_SIZE));
  const byDate = new Map<string, ApiReservation[]>();
  for (const r of list.data?.reservations ?? [])
    byDate.set(r.reservedDate, [...(byDate.get(r.reservedDate) ?? []), r]);

  return (
    <StaffShell
      title={pending > 0 ? t`(${pending}) Reservations` : t`Reservations`}
      actions={<StaffIdentity staff={staff} />}
    >
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Trans>Reservations</Trans>
            <span
              aria-label={t`${pending} pending`}
              data-testid="pending-badge"
              className={`rounded-full px-2.5 py-0.5 text-sm ${pending > 0 ? 'bg-amber-800 text-white' : 'bg-stone-200 text-stone-700'}`}
            >
              {pending}
            </span>
          </h1>
          {staff.restaurants.length > 1 ? (
            <RestaurantSelect
              staff={staff}
              value={restaurantId}
              onChange={(id) => {
                localStorage.setItem(STAFF_RESTAURANT_KEY, id);
                setRestaurantId(id);
                setPage(1);
              }}
            />
          ) : (
            <p className="text-stone-700">{restaurant?.name}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <StaffChoice
            label={<Trans>Show</Trans>}
            value={status}
            onChange={(filter) => {
              setStatus(filter);
              setPage(1);
            }}
            options={STATUS_FILTERS.map((filter) => ({
              value: filter,
              label: filter ? statusLabel(i18n, filter) : t`All`,
            }))}
          />
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-block size-2.5 rounded-full ${live === 'live' ? 'bg-green-600' : live === 'connecting' ? 'bg-amber-500' : 'bg-red-600'}`}
            />
            {live === 'live'
              ? t`Live`
              : live === 'connecting'
                ? t`Connecting…`
                : t`Offline: new bookings will not appear until reconnected`}
          </span>
        </div>
      </div>

      <StaffPageErrors actionError={actionError} loadError={list.error} />
      {list.isPending && (
        <p role="status">
          <Trans>Loading reservations…</Trans>
        </p>
      )}
      {list.data && list.data.reservations.length === 0 && (
        <p className="rounded-lg bg-white p-6 text-stone-600 shadow-sm">
          <Trans>No reservations from today on.</Trans>
        </p>
      )}

      <div className="space-y-6">
        {[...byDate].map(([date, reservations]) => (
          <section key={date} aria-labelledby={`day-${date}`} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id={`day-${date}`} className="mb-2 text-lg font-bold">
              {formats.day(date)}
            </h2>
            <ul className="divide-y divide-stone-200">
              {reservations.map((reservation) => (
                <ReservationRow
                  key={reservation._id}
                  reservation={reservation}
                  fresh={fresh.has(reservation._id)}
                  formats={formats}
                  busy={change.isPending && change.variables.id === reservation._id}
                  onChange={(request) =>
                    change.mutate({
                      id: reservation._id,
                      request: { ...request, expectedStatus: reservation.status },
                    })
                  }
                />
              ))}
            </ul>
          </section>
        ))}
      </div>

      <Pager label={t`Reservation pages`} className="mt-4" page={page} pages={pages} onPage={setPage} />

      {restaurant && staff.role === 'owner' && <CutoffSetting restaurantId={restaurant._id} />}
    </StaffShell>
  );
}

function ReservationRow({
  reservation,
  fresh,
  formats,
  busy,
  onChange,
}: {
  reservation: ApiReservation;
  fresh: boolean;
  formats: StaffFormats;
  busy: boolean;
  onChange(request: StaffReservationChangeRequest): void;
}) {
  const { t, i18n } = useLingui();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const active = reservation.status === 'Pending' || reservation.status === 'Confirmed';
  return (
    <li
      data-testid={`reservation-${reservation.reservationNumber}`}
      className={`grid gap-2 py-3 sm:grid-cols-[6rem_1fr_auto] sm:items-start ${fresh ? 'rounded bg-amber-50 px-2 ring-2 ring-amber-400' : ''}`}
    >
      <p className="text-lg font-bold">{formats.clock(minutesOf(reservation.reservedTime))}</p>
      <div>
        <p className="font-semibold">
          <Trans>
            {reservation.nameReservedUnder} · party of {reservation.partySize}
          </Trans>{' '}
          <span className="font-normal text-stone-500">#{reservation.reservationNumber}</span>
          {fresh && (
            <span className="ml-2 rounded bg-amber-800 px-1.5 py-0.5 text-xs text-white">
              <Trans>New</Trans>
            </span>
          )}
        </p>
        <p className="text-sm">
          <a className="underline" href={`tel:${reservation.telephone.replace(/[^\d+]/g, '')}`}>
            {reservation.telephone}
          </a>{' '}
          · {reservation.email}
        </p>
        {reservation.note && <p className="mt-1 text-sm italic">“{reservation.note}”</p>}
        {reservation.preOrder && (
          <p className="mt-1 text-sm" data-testid="pre-order">
            <span className="font-semibold">
              <Trans>Dine-in pre-order #{reservation.preOrder.orderNumber}</Trans>
            </span>{' '}
            · {t`${plural(reservation.preOrder.itemCount, { one: '# item', other: '# items' })}`} ·{' '}
            {formats.money(toCents(reservation.preOrder.total))} ·{' '}
            {statusLabel(i18n, reservation.preOrder.status)}
          </p>
        )}
        {reservation.status === 'Cancelled' && reservation.cancelReason && (
          <p className="mt-1 text-sm text-red-800">
            <Trans>Reason: {reservation.cancelReason}</Trans>
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <StatusPill
          status={statusLabel(i18n, reservation.status)}
          colours={STATUS_STYLES[reservation.status] ?? ''}
        />
        {active && !cancelling && (
          <div className="flex flex-wrap gap-2">
            {reservation.status === 'Pending' && (
              <StaffButton tone="go" disabled={busy} onClick={() => onChange({ status: 'Confirmed' })}>
                <Trans>Confirm</Trans>
              </StaffButton>
            )}
            {(
              [
                ['Completed', t`Complete`],
                ['No-show', t`No-show`],
              ] as const
            ).map(([status, label]) => (
              <StaffButton key={status} tone="plain" disabled={busy} onClick={() => onChange({ status })}>
                {label}
              </StaffButton>
            ))}
            <StaffButton tone="stop" disabled={busy} onClick={() => setCancelling(true)}>
              <Trans>Cancel…</Trans>
            </StaffButton>
          </div>
        )}
        {active && cancelling && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) onChange({ status: 'Cancelled', reason: reason.trim() });
            }}
          >
            <label className="text-sm">
              <span className="block font-medium">
                <Trans>Reason for the guest</Trans>
              </span>
              <input
                className="rounded border border-stone-400 px-2 py-1"
                value={reason}
                maxLength={255}
                required
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <ConfirmOrKeep
              confirm={t`Cancel reservation`}
              disabled={busy || !reason.trim()}
              onKeep={() => setCancelling(false)}
            />
          </form>
        )}
      </div>
    </li>
  );
}

/** The restaurant's cut-off for the diner's own changes, in hours before the booking (owner only). */
function CutoffSetting({ restaurantId }: { restaurantId: string }) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: reservationKeys.settings(restaurantId),
    queryFn: () => fetchReservationSettings(restaurantId),
  });
  const [hours, setHours] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (minutes: number) =>
      saveReservationSettings({ restaurantId, reservation_change_cutoff_minutes: minutes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reservationKeys.settings(restaurantId), saved);
      setHours(null);
    },
  });
  if (!settings.data) return null;
  const value = hours ?? String(settings.data.reservation_change_cutoff_minutes / 60);
  return (
    <section aria-labelledby="cutoff" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="cutoff" className="text-lg font-bold">
        <Trans>Guest changes</Trans>
      </h2>
      <form
        className="mt-2 flex flex-wrap items-end gap-2 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          const n = Number(value);
          if (Number.isFinite(n) && n >= 0) save.mutate(Math.round(n * 60));
        }}
      >
        <label>
          <span className="block font-medium">
            <Trans>Guests may cancel or change a booking online until (hours before)</Trans>
          </span>
          <input
            type="number"
            min={0}
            max={168}
            step={0.5}
            className="mt-1 w-28 rounded border border-stone-400 px-2 py-1"
            value={value}
            onChange={(e) => setHours(e.target.value)}
          />
        </label>
        <StaffSubmit inline busy={save.isPending}>
          <Trans>Save</Trans>
        </StaffSubmit>
        {save.isSuccess && (
          <span role="status">
            <Trans>Saved.</Trans>
          </span>
        )}
      </form>
      {save.error && <StaffErrorAlert message={save.error.message} />}
    </section>
  );
}
