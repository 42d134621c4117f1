import { useLingui } from '@lingui/react/macro';
import type { ApiStaff } from '@storefront/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { fetchReservations, reservationKeys } from '../api/reservations-api';
import { playChime, useReservationEvents } from '../use-reservation-events';

/** The location the console shows (the board's and the inbox's choice, kept in the browser). */
export const STAFF_RESTAURANT_KEY = 'staff.restaurantId';

export function chosenRestaurantId(staff: ApiStaff): string {
  const saved = localStorage.getItem(STAFF_RESTAURANT_KEY);
  return staff.restaurants.find((r) => r._id === saved)?._id ?? staff.restaurants[0]?._id ?? '';
}

/**
 * The count of pending bookings beside the nav's Reservations link, on every console page. Off the
 * inbox (which has its own feed) it listens for bookings itself, so a new one rings and counts at
 * once while staff work the order board.
 */
export function PendingReservationsBadge({ staff }: { staff: ApiStaff }) {
  const onInbox = useLocation().pathname === paths.staffReservations;
  return onInbox ? <Count staff={staff} /> : <LiveCount staff={staff} />;
}

function usePending(staff: ApiStaff) {
  const restaurantId = chosenRestaurantId(staff);
  return useQuery({
    queryKey: [...reservationKeys.all, 'badge', restaurantId],
    queryFn: async () => (await fetchReservations(restaurantId, 'Pending', 1)).pending,
    enabled: restaurantId !== '',
    refetchInterval: 5 * 60_000,
  });
}

function Badge({ count }: { count: number | undefined }) {
  const { t } = useLingui();
  if (!count) return null;
  return (
    <span
      aria-label={t`, ${count} pending`}
      className="ml-1.5 rounded-full bg-amber-800 px-2 py-0.5 text-xs text-white"
    >
      {count}
    </span>
  );
}

function Count({ staff }: { staff: ApiStaff }) {
  return <Badge count={usePending(staff).data} />;
}

function LiveCount({ staff }: { staff: ApiStaff }) {
  const queryClient = useQueryClient();
  const pending = usePending(staff);
  useReservationEvents({
    onConnect: () => void pending.refetch(),
    onNewReservation: ({ restaurantId }) => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      if (restaurantId === chosenRestaurantId(staff)) playChime();
    },
    onReservationUpdated: () => void queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
  return <Badge count={pending.data} />;
}
