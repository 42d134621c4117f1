import {
  NEW_GIFT_CARD_ORDER_EVENT,
  REALTIME_EVENTS,
  type GiftCardOrderEvent,
  type OrderEvent,
} from '@storefront/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { isUnauthenticated, staffMeQuery } from '../staff/api/staff-api';
import { useSignedOut } from '../staff/components/staff-session';
import { useLatest, type LiveStatus } from '../staff/live-feed';

/*
 * The staff console's live feed (docs/decisions/0008-realtime.md). The socket authenticates with the
 * httpOnly `stoken` cookie the browser sends on the same-origin handshake, and the server puts it in
 * the rooms of the staff member's restaurants. Events are fire-and-forget, so `onConnect` (the first
 * connection and every reconnection) is where the board reloads from the API.
 */

export interface OrderEventHandlers {
  onConnect(): void;
  onNewOrder(event: OrderEvent): void;
  onOrderUpdated(event: OrderEvent): void;
  onNewGiftCardOrder(event: GiftCardOrderEvent): void;
}

const RETRY_AFTER_REFUSAL_MS = 5000;

export function useOrderEvents(handlers: OrderEventHandlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  const latest = useLatest({ ...handlers, signedOut });

  useEffect(() => {
    const socket = io({ path: '/socket.io', withCredentials: true });
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refused = () => {
      setStatus('offline');
      // The server refused or closed the socket: the session may have ended (logout, expiry).
      void queryClient.fetchQuery(staffMeQuery()).catch((error: unknown) => {
        if (isUnauthenticated(error)) latest.current.signedOut();
      });
      // If the session is still good (a passing server error), try again; if not, the page leaves.
      retry = setTimeout(() => socket.connect(), RETRY_AFTER_REFUSAL_MS);
    };
    socket.on('connect', () => {
      setStatus('live');
      latest.current.onConnect();
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') refused();
      else setStatus('connecting');
    });
    // An inactive socket after an error was refused by the server; an active one retries by itself.
    socket.on('connect_error', () => (socket.active ? setStatus('connecting') : refused()));
    socket.on(REALTIME_EVENTS.newOrder, (event: OrderEvent) => latest.current.onNewOrder(event));
    socket.on(REALTIME_EVENTS.orderUpdated, (event: OrderEvent) => latest.current.onOrderUpdated(event));
    socket.on(NEW_GIFT_CARD_ORDER_EVENT, (event: GiftCardOrderEvent) =>
      latest.current.onNewGiftCardOrder(event),
    );
    return () => {
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [latest, queryClient]);

  return status;
}
