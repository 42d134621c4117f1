import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EXPO_STATION,
  isExpoComplete,
  latenessOf,
  timerText,
  type ApiStaff,
  type KitchenTicket,
  type Lateness,
} from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useNow } from '../../lib/hooks';
import { isUnauthenticated } from '../staff/api/staff-api';
import { STAFF_RESTAURANT_KEY, chosenRestaurantId } from '../staff/components/pending-reservations-badge';
import { RequireStaff, useSignedOut } from '../staff/components/staff-session';
import type { LiveStatus } from '../staff/live-feed';
import {
  fetchKitchenTickets,
  kitchenDisplayKeys,
  runDisplayAction,
  type DisplayAction,
} from './api/kitchen-display-api';
import { AllergyBanner } from './components/allergy-banner';
import { ORDER_METHOD_NAMES } from '../../lib/domain-text';
import { useOrderEvents } from './use-order-events';

/*
 * /staff/kitchen (issue 29 item 6; decision 0085): a wall tablet's full screen for one station.
 * Tickets in the order they came, each with a timer coloured by how late it is against the time
 * promised; a tap strikes an item, Bump says the station is done; the expo sees every station's
 * bump and marks the order Ready (the diner is told). Dark, large, touch, no page scroll (tickets
 * scroll sideways). Live over the board's socket: every order event re-reads the station, and so
 * does every (re)connection, so a reload or a dropped connection recovers by itself.
 */

const STATION_KEY = 'kitchen.station';

export default function StaffKitchenDisplayPage() {
  const { t } = useLingui();
  return (
    <RequireStaff title={t`Kitchen display`}>
      {(staff) =>
        staff.restaurants.length === 0 ? (
          <p className="p-8">
            <Trans>This account is not linked to any restaurant.</Trans>
          </p>
        ) : (
          <KitchenDisplay staff={staff} />
        )
      }
    </RequireStaff>
  );
}

const LIVE_WORDS: Record<LiveStatus, MessageDescriptor> = {
  connecting: msg`Reconnecting…`,
  live: msg`Live`,
  offline: msg`Offline: reconnecting`,
};

function KitchenDisplay({ staff }: { staff: ApiStaff }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const signedOut = useSignedOut();
  const [params, setParams] = useSearchParams();
  const station = params.get('station') || localStorage.getItem(STATION_KEY) || 'kitchen';
  const [restaurantId, setRestaurantId] = useState(() => chosenRestaurantId(staff));
  const restaurant = staff.restaurants.find((r) => r._id === restaurantId) ?? staff.restaurants[0]!;
  const now = useNow(1000);
  const [error, setError] = useState<string | null>(null);

  // The station is kept in the address (a bookmark per tablet) and in this tablet's storage.
  useEffect(() => {
    localStorage.setItem(STATION_KEY, station);
    if (params.get('station') !== station) setParams({ station }, { replace: true });
  }, [station, params, setParams]);

  const tickets = useQuery({
    queryKey: kitchenDisplayKeys.station(restaurant._id, station),
    queryFn: () => fetchKitchenTickets(restaurant._id, station),
    // A safety net: every order event and every reconnection reads again anyway.
    refetchInterval: 60_000,
  });
  const reread = () => void queryClient.invalidateQueries({ queryKey: kitchenDisplayKeys.all });
  const live = useOrderEvents({
    onConnect: reread,
    onNewOrder: reread,
    onOrderUpdated: reread,
    onNewGiftCardOrder: () => undefined,
  });

  const act = useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: DisplayAction }) =>
      runDisplayAction(orderId, action),
    onSuccess: () => {
      setError(null);
      reread();
    },
    onError: (e) => {
      if (isUnauthenticated(e)) return signedOut();
      setError(e.message);
      reread();
    },
  });

  const stations = tickets.data?.stations ?? [station];
  const shown = tickets.data?.tickets ?? [];
  const busyId = act.isPending ? act.variables.orderId : null;

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-stone-950 text-stone-50">
      <header className="flex flex-wrap items-center gap-3 border-b border-stone-700 px-4 py-2">
        <h1 className="text-2xl font-bold">
          {station === EXPO_STATION ? t`Expo` : t`Station: ${station}`}
          <span className="sr-only">
            {' '}
            · <Trans>Kitchen display</Trans>
          </span>
        </h1>
        <nav aria-label={t`Stations`} className="flex flex-wrap gap-2">
          {[...new Set([...stations, station])].map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === station}
              onClick={() => setParams({ station: name })}
              className={`min-h-12 min-w-12 rounded-lg px-4 text-lg font-semibold capitalize ${
                name === station ? 'bg-amber-400 text-stone-950' : 'bg-stone-800 text-stone-100'
              }`}
            >
              {name}
            </button>
          ))}
        </nav>
        {staff.restaurants.length > 1 && (
          <select
            aria-label={t`Restaurant`}
            className="min-h-12 rounded-lg bg-stone-800 px-3 text-lg"
            value={restaurant._id}
            onChange={(e) => {
              localStorage.setItem(STAFF_RESTAURANT_KEY, e.target.value);
              setRestaurantId(e.target.value);
            }}
          >
            {staff.restaurants.map((r) => (
              <option key={r._id} value={r._id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
        <p className="ml-auto flex items-center gap-3 text-lg" role="status" data-testid="live-status">
          <span className={live === 'live' ? 'text-green-400' : 'text-amber-300'}>
            {i18n._(LIVE_WORDS[live])}
          </span>
          <Link to={paths.staff} className="flex min-h-12 items-center px-2 underline">
            <Trans>Board</Trans>
          </Link>
        </p>
      </header>

      {error && (
        <p role="alert" className="bg-red-800 px-4 py-2 text-lg font-semibold text-white">
          {error}
        </p>
      )}
      {tickets.isError && (
        <p role="alert" className="bg-red-800 px-4 py-2 text-lg text-white">
          {tickets.error.message}
        </p>
      )}

      <main className="flex min-h-0 flex-1 gap-3 overflow-x-auto overflow-y-hidden p-3">
        {tickets.isPending ? (
          <p className="m-auto text-2xl" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : shown.length === 0 ? (
          <p className="m-auto text-2xl text-stone-400">
            <Trans>No tickets. All caught up.</Trans>
          </p>
        ) : (
          shown.map((ticket) => (
            <Ticket
              key={ticket.order._id}
              ticket={ticket}
              station={station}
              now={now}
              busy={busyId === ticket.order._id}
              onAction={(action) => act.mutate({ orderId: ticket.order._id, action })}
            />
          ))
        )}
        {tickets.data?.nextCursor && (
          <p className="w-48 shrink-0 self-center text-lg text-stone-400">
            <Trans>More tickets wait behind these.</Trans>
          </p>
        )}
      </main>
    </div>
  );
}

const TIMER_TONES: Record<Lateness, string> = {
  'on-time': 'bg-green-700 text-white',
  'due-soon': 'bg-amber-400 text-stone-950',
  late: 'bg-red-700 text-white',
};
const LATENESS_WORDS: Record<Lateness, MessageDescriptor> = {
  'on-time': msg`On time`,
  'due-soon': msg`Due soon`,
  late: msg`Late`,
};

function Ticket({
  ticket,
  station,
  now,
  busy,
  onAction,
}: {
  ticket: KitchenTicket;
  station: string;
  now: number;
  busy: boolean;
  onAction: (action: DisplayAction) => void;
}) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const { order } = ticket;
  const number = order.orderNumber;
  const promised = Date.parse(ticket.promisedAt);
  const lateness = latenessOf(promised, now);
  const bumped = ticket.bumps.map((b) => b.station);
  const expo = station === EXPO_STATION;
  const done = bumped.includes(station);
  const allBumped = isExpoComplete(ticket.items, bumped);

  return (
    <article
      aria-labelledby={headingId}
      data-testid="kitchen-ticket"
      data-order-number={order.orderNumber}
      className={`flex w-80 shrink-0 flex-col rounded-xl border-2 bg-stone-900 ${
        done ? 'border-dashed border-stone-500' : lateness === 'late' ? 'border-red-500' : 'border-stone-600'
      }`}
    >
      <header className="flex items-start justify-between gap-2 border-b border-stone-700 p-3">
        <div>
          <h2 id={headingId} className="text-3xl font-bold">
            #{order.orderNumber}
          </h2>
          <p className="text-lg">
            {order.nameOrderedUnder} · {i18n._(ORDER_METHOD_NAMES[order.deliveryMethod])}
          </p>
          {order.status === 'Received' && (
            <p className="text-lg font-semibold text-amber-300">
              <Trans>Not accepted yet</Trans>
            </p>
          )}
        </div>
        <p
          className={`rounded-lg px-2 py-1 text-center text-2xl font-bold tabular-nums ${TIMER_TONES[lateness]}`}
        >
          {timerText(promised, now)}
          <span className="block text-sm font-semibold">{i18n._(LATENESS_WORDS[lateness])}</span>
        </p>
      </header>

      <div className="px-3">
        <AllergyBanner order={order} busy={busy} onRead={() => onAction({ kind: 'allergy read' })} dark />
      </div>

      <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto p-3">
        {ticket.items.length === 0 && (
          <li className="text-lg text-stone-400">
            <Trans>Nothing for this station.</Trans>
          </li>
        )}
        {ticket.items.map((item) => (
          <li key={item._id}>
            <button
              type="button"
              aria-pressed={item.struck}
              disabled={busy}
              onClick={() => onAction({ kind: 'strike', lineId: item._id, undo: item.struck })}
              className={`min-h-12 w-full rounded-lg px-2 py-1 text-left text-xl ${
                item.struck ? 'text-stone-400 line-through' : 'bg-stone-800'
              }`}
            >
              <span className="font-bold">{item.quantity} ×</span> {item.name}
              {item.size ? ` (${item.size})` : ''}
              {expo && <span className="ml-2 text-base text-stone-400">[{item.station}]</span>}
              {item.options.map((option, i) => (
                <span key={i} className="block pl-6 text-lg">
                  {option.name}: {option.value}
                </span>
              ))}
              {item.specialInstructions && (
                <span className="block pl-6 text-lg italic text-amber-200">“{item.specialInstructions}”</span>
              )}
            </button>
          </li>
        ))}
        {order.specialRequests && (
          <li className="pt-1 text-lg text-amber-200">
            <Trans>Note: {order.specialRequests}</Trans>
          </li>
        )}
      </ul>

      <footer className="border-t border-stone-700 p-3">
        {expo ? (
          <>
            <ul className="mb-2 flex flex-wrap gap-2" aria-label={t`Stations`}>
              {ticket.stations.map((name) => (
                <li
                  key={name}
                  className={`rounded px-2 py-1 text-lg capitalize ${
                    bumped.includes(name) ? 'bg-green-800 text-white' : 'bg-stone-700 text-stone-200'
                  }`}
                >
                  {bumped.includes(name) ? '✓ ' : '… '}
                  {name}
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={busy || !allBumped || order.status !== 'Accepted'}
              onClick={() => onAction({ kind: 'ready' })}
              className="min-h-14 w-full rounded-lg bg-green-700 text-2xl font-bold text-white disabled:bg-stone-700 disabled:text-stone-400"
            >
              <Trans>
                Ready <span className="sr-only">order #{number}</span>
              </Trans>
            </button>
          </>
        ) : done ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAction({ kind: 'bump', station, undo: true })}
            className="min-h-14 w-full rounded-lg border-2 border-stone-500 text-xl font-semibold"
          >
            <Trans>
              Bumped · Recall <span className="sr-only">order #{number}</span>
            </Trans>
          </button>
        ) : (
          <button
            type="button"
            disabled={busy || ticket.items.length === 0}
            onClick={() => onAction({ kind: 'bump', station, undo: false })}
            className="min-h-14 w-full rounded-lg bg-amber-400 text-2xl font-bold text-stone-950 disabled:bg-stone-700 disabled:text-stone-400"
          >
            <Trans>
              Bump <span className="sr-only">order #{number}</span>
            </Trans>
          </button>
        )}
      </footer>
    </article>
  );
}
