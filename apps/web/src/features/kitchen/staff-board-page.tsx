import { msg, plural, select } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { startOfToday, type ApiOrder, type ApiStaff, type OrderEvent } from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { runKitchenAction, type KitchenAction } from './api/kitchen-api';
import { isUnauthenticated } from '../staff/api/staff-api';
import { boardKeys, fetchBoardOrders } from './api/board-api';
import { printersQuery, reprintOrder } from './api/printers-api';
import { PrinterStatus } from './components/printer-status';
import { STAFF_RESTAURANT_KEY, chosenRestaurantId } from '../staff/components/pending-reservations-badge';
import { StaffIdentity, staffPage, useSignedOut } from '../staff/components/staff-session';
import { arrangeBoard, BOARD_COLUMNS, upsertOrder, withLiveOrders, type BoardColumn } from './board';
import { GiftCardOrders } from './components/gift-card-orders';
import { KitchenControls } from './components/kitchen-controls';
import { HistoryRow, OrderCard } from './components/order-card';
import { SoldOutPanel } from './components/sold-out-panel';
import { StaffPageErrors, StaffShell } from '../staff/components/staff-shell';
import { withoutId, type LiveStatus } from '../staff/live-feed';
import { useNow } from '../../lib/hooks';
import { useOrderEvents } from './use-order-events';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { staffButtonClass } from '../staff/components/staff-button';
import { StaffChoice } from '../staff/components/staff-form';

const LIVE_LABELS: Record<LiveStatus, MessageDescriptor> = {
  connecting: msg`Connecting…`,
  live: msg`Live`,
  offline: msg`Offline: new orders will not appear until reconnected`,
};

const COLUMN_TITLES: Record<BoardColumn, MessageDescriptor> = {
  Received: msg`Received`,
  Accepted: msg`Accepted`,
  Fulfilled: msg`Fulfilled`,
};

/** /staff: the signed-in staff member's live board, or the way to sign in. */
export default staffPage(msg`Orders`, Board, { restaurantOnly: true });

function Board({ staff }: { staff: ApiStaff }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const [restaurantId, setRestaurantId] = useState(() => chosenRestaurantId(staff));
  const restaurant = staff.restaurants.find((r) => r._id === restaurantId) ?? staff.restaurants[0]!;
  // Each minute: late marks appear as due times pass, and at midnight the key changes and the new day loads.
  const now = new Date(useNow());
  const since = startOfToday(now, restaurant.time_zone);
  const ordersKey = [...boardKeys.orders(restaurant._id), since] as const;
  // Every order the live feed brought while the board is open. An event can arrive while a fetch is
  // on its way (the first load, the reload on each connection): the fetch's answer, read before the
  // order existed, would otherwise replace the list and hide the new order until the next reload.
  const liveOrders = useRef(new Map<string, ApiOrder>());
  const orders = useQuery({
    queryKey: ordersKey,
    queryFn: async () =>
      withLiveOrders(await fetchBoardOrders(restaurant._id), liveOrders.current.values(), restaurant._id),
    staleTime: 60_000,
    // A safety net: events are fire-and-forget, and every reconnection reloads anyway.
    refetchInterval: 5 * 60_000,
  });

  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [unseenElsewhere, setUnseenElsewhere] = useState<Record<string, number>>({});
  const [actionError, setActionError] = useState<string | null>(null);

  const putOrder = useCallback(
    (order: ApiOrder) => {
      const seen = liveOrders.current.get(order._id);
      if (!seen || seen.updatedAt <= order.updatedAt) liveOrders.current.set(order._id, order);
      queryClient.setQueriesData<ApiOrder[]>({ queryKey: boardKeys.orders(order.restaurant._id) }, (list) =>
        list ? upsertOrder(list, order) : list,
      );
    },
    [queryClient],
  );

  const signedOut = useSignedOut();

  const live = useOrderEvents({
    onConnect: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] }),
    onNewOrder: ({ restaurantId: at, order }: OrderEvent) => {
      putOrder(order);
      if (at !== restaurant._id) {
        setUnseenElsewhere((counts) => ({ ...counts, [at]: (counts[at] ?? 0) + 1 }));
        return;
      }
      setHighlighted((ids) => new Set(ids).add(order._id));
      const number = order.orderNumber;
      setAnnouncement(t`New order #${number}`);
    },
    onOrderUpdated: ({ order }: OrderEvent) => putOrder(order),
    onNewGiftCardOrder: ({ restaurantId: at, order }) => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.giftCardOrders(at) });
      const number = order.giftCardOrderNumber;
      if (at === restaurant._id) setAnnouncement(t`New gift card order #${number}`);
    },
  });

  const change = useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: KitchenAction }) =>
      runKitchenAction(orderId, action),
    onSuccess: (order) => {
      setActionError(null);
      putOrder(order);
      setHighlighted((ids) => withoutId(ids, order._id));
      const number = order.orderNumber;
      const outcome = order.status === 'Accepted' && order.readyAt ? 'Ready' : order.status;
      setAnnouncement(
        t`Order #${number} ${select(outcome, {
          Ready: 'ready',
          Accepted: 'accepted',
          Fulfilled: 'fulfilled',
          Rejected: 'rejected',
          Cancelled: 'cancelled',
          other: 'received',
        })}`,
      );
    },
    onError: (error) => {
      if (isUnauthenticated(error)) return signedOut();
      setActionError(error.message);
      void queryClient.invalidateQueries({ queryKey: boardKeys.orders(restaurant._id) });
    },
  });

  const printers = useQuery(printersQuery());
  const printsHere = (printers.data?.printers ?? []).some((p) => p.restaurantId === restaurant._id);
  const reprint = useMutation({
    mutationFn: (order: ApiOrder) => reprintOrder(order._id),
    onSuccess: ({ jobs }, order) => {
      setActionError(null);
      const number = order.orderNumber;
      setAnnouncement(
        t`Order #${number}: ${plural(jobs, {
          one: '# ticket sent to print again',
          other: '# tickets sent to print again',
        })}`,
      );
    },
    onError: (error) => (isUnauthenticated(error) ? signedOut() : setActionError(error.message)),
  });

  const chooseRestaurant = (id: string) => {
    localStorage.setItem(STAFF_RESTAURANT_KEY, id);
    setRestaurantId(id);
    setUnseenElsewhere((counts) => ({ ...counts, [id]: 0 }));
  };

  const board = arrangeBoard(orders.data ?? [], since);
  const busyId = change.isPending ? change.variables.orderId : null;
  const isNew = (order: ApiOrder) => highlighted.has(order._id);
  const card = (order: ApiOrder) => (
    <OrderCard
      key={order._id}
      order={order}
      now={now}
      highlighted={isNew(order) && order.status === 'Received'}
      busy={busyId === order._id}
      onAction={(action) => change.mutate({ orderId: order._id, action })}
      onReprint={
        printsHere && (order.status === 'Received' || order.status === 'Accepted')
          ? () => reprint.mutate(order)
          : undefined
      }
    />
  );

  return (
    <StaffShell title={t`Orders`} actions={<StaffIdentity staff={staff} />}>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>

      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold">
            <Trans>Today’s orders</Trans>
          </h1>
          {/* Beside the title: on a phone the orders start a line higher than on a row of its own. */}
          <Link to={paths.staffPhoneOrder} className={staffButtonClass('plain', 'sm')}>
            <Trans>New phone order</Trans>
          </Link>
          {staff.restaurants.length > 1 ? (
            <StaffChoice
              label={<Trans>Restaurant</Trans>}
              className="block text-sm"
              value={restaurant._id}
              onChange={chooseRestaurant}
              options={staff.restaurants.map((r) => {
                const name = r.name;
                const unseen = unseenElsewhere[r._id];
                return {
                  value: r._id,
                  label: unseen ? t`${name} ${plural(unseen, { one: '(# new)', other: '(# new)' })}` : name,
                };
              })}
            />
          ) : (
            <p className="text-stone-700">{restaurant.name}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {/* Overdue orders sit below today's, so a word up here says they are there. */}
          {board.overdue.length > 0 && (
            <a href="#overdue" className="font-semibold text-red-800 underline">
              {t`${plural(board.overdue.length, {
                one: '# overdue order from earlier days',
                other: '# overdue orders from earlier days',
              })}`}
            </a>
          )}
          <p className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-block size-2.5 rounded-full ${
                live === 'live' ? 'bg-green-600' : live === 'connecting' ? 'bg-amber-500' : 'bg-red-600'
              }`}
            />
            {i18n._(LIVE_LABELS[live])}
          </p>
        </div>
      </div>

      <KitchenControls
        restaurantId={restaurant._id}
        timeZone={restaurant.time_zone}
        onSignedOut={signedOut}
      />
      <PrinterStatus restaurantId={restaurant._id} timeZone={restaurant.time_zone} />

      <StaffPageErrors actionError={actionError} loadError={orders.error} />
      {orders.isPending && (
        <p role="status">
          <Trans>Loading orders…</Trans>
        </p>
      )}

      {/* Received is where orders wait for a decision: the widest column, so its cards stay short. */}
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr_2fr]">
        {BOARD_COLUMNS.map((column) => (
          <BoardColumnSection
            key={column}
            id={`column-${column}`}
            title={i18n._(COLUMN_TITLES[column])}
            list={board.columns[column]}
            isNew={isNew}
          >
            {card}
          </BoardColumnSection>
        ))}
      </div>

      {board.overdue.length > 0 && (
        <div className="mt-4">
          <BoardColumnSection
            id="overdue"
            title={t`Overdue from earlier days`}
            list={board.overdue}
            isNew={isNew}
          >
            {card}
          </BoardColumnSection>
        </div>
      )}

      <section aria-labelledby="history" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="history" className="text-lg font-bold">
          <Trans>
            Rejected and cancelled{' '}
            <span className="font-normal text-stone-600">({board.history.length})</span>
          </Trans>
        </h2>
        {board.history.length === 0 ? (
          <p className="text-sm text-stone-600">
            <Trans>None today.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {board.history.map((order) => (
              <HistoryRow key={order._id} order={order} now={now} />
            ))}
          </ul>
        )}
      </section>

      <GiftCardOrders restaurantId={restaurant._id} timeZone={restaurant.time_zone} onSignedOut={signedOut} />

      <SoldOutPanel restaurantId={restaurant._id} timeZone={restaurant.time_zone} onSignedOut={signedOut} />
    </StaffShell>
  );
}

/** Cards a column draws at first, and how many more each Show more adds. */
const COLUMN_WINDOW = 50;

/**
 * One column of the board. Its count is of every order in it; it draws the first cards (the next to
 * handle) and more on demand, so a rush of hundreds of orders keeps the board quick to use. An order
 * that arrived while the board was open is always drawn: staff must see what just came in.
 */
function BoardColumnSection({
  id,
  title,
  list,
  isNew,
  children,
}: {
  id: string;
  title: string;
  list: ApiOrder[];
  isNew: (order: ApiOrder) => boolean;
  children: (order: ApiOrder) => ReactNode;
}) {
  const [shown, setShown] = useState(COLUMN_WINDOW);
  const drawn = list.filter((order, index) => index < shown || isNew(order));
  const hidden = list.length - drawn.length;
  return (
    // On a phone the column's frame would only narrow its cards and push them down.
    <section aria-labelledby={`${id}-heading`} id={id} className="rounded-lg lg:bg-stone-200/60 lg:p-3">
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-bold">
        {title} <span className="font-normal text-stone-600">({list.length})</span>
      </h2>
      <div className="space-y-3">
        {list.length === 0 && (
          <p className="text-sm text-stone-600">
            <Trans>No orders.</Trans>
          </p>
        )}
        {drawn.map(children)}
      </div>
      {hidden > 0 && (
        <button
          type="button"
          onClick={() => setShown((n) => n + COLUMN_WINDOW)}
          className="mt-3 w-full rounded border border-stone-400 bg-white px-3 py-2 text-sm font-semibold hover:bg-stone-100"
        >
          <Trans>
            Show {Math.min(hidden, COLUMN_WINDOW)} more of {hidden}
          </Trans>
        </button>
      )}
    </section>
  );
}
