import { ORDER_ROOM_EVENT, type ApiOrder } from '@storefront/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { orderQuery } from '../../api/orders';

/*
 * The status page follows its order live (issue 15): a socket in the '/orders' namespace names the
 * order (the link's id is what admits it) and every status change arrives within a second. While the
 * socket is down the page polls instead; every (re)connection reloads once, so nothing is missed.
 */
export function useLiveOrder(tenantId: string, orderId: string, follow: boolean): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!follow || orderId === '') return;
    const { queryKey } = orderQuery(tenantId, orderId);
    const socket = io('/orders', {
      path: '/socket.io',
      withCredentials: true,
      auth: { orderId },
    });
    socket.on('connect', () => {
      setLive(true);
      void queryClient.invalidateQueries({ queryKey });
    });
    socket.on('disconnect', () => setLive(false));
    socket.on('connect_error', () => setLive(false));
    socket.on(ORDER_ROOM_EVENT, (order: ApiOrder) => queryClient.setQueryData(queryKey, order));
    return () => {
      socket.disconnect();
      setLive(false);
    };
  }, [tenantId, orderId, follow, queryClient]);
  return live;
}

/** How often the page polls while the socket is down. */
export const ORDER_POLL_MS = 10_000;
