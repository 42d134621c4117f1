import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import {
  NEW_GIFT_CARD_ORDER_EVENT,
  REALTIME_EVENTS,
  STAFF_TOKEN_COOKIE,
  type ApiGiftCardOrder,
  type ApiOrder,
  type GiftCardOrderEvent,
  type OrderEvent,
  RESERVATION_EVENTS,
  type ApiReservation,
  type ReservationEvent,
  ORDER_ROOM_EVENT,
  STAFF_SIGN_IN_MESSAGE,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { tokenOf } from '../http/tokens';

/*
 * Real-time order events for the staff console (ordering-core §4: a 'new order' event with the
 * restaurant id, the order and the time zone). socket.io shares Fastify's HTTP server under
 * /socket.io. A socket must authenticate with a staff token (handshake `auth.token` or the `stoken`
 * cookie) of the Host's tenant; it then joins one room per restaurant the staff member works for.
 * Diners connect to the '/orders' namespace only, naming one order (its id is the order link they
 * hold): that socket joins the order's room and hears its status changes (issue 15). On PostgreSQL, events go through the database (LISTEN/NOTIFY) so every app
 * process reaches its own sockets (docs/decisions/0008-realtime.md).
 */

export interface Realtime {
  /** 'new order' to the restaurant's staff. */
  emitNewOrder(restaurantId: string, order: ApiOrder, timeZone: string): void;
  /** 'order updated' to the restaurant's staff (a status change by staff or a cancellation). */
  emitOrderUpdated(restaurantId: string, order: ApiOrder, timeZone: string): void;
  /** The order as it is now, to the diner's status page of that order. */
  emitToOrderPage(order: ApiOrder): void;
  /** 'new gift card order' to the restaurant's staff (accounts-and-extras §4 Gift checkout). */
  emitNewGiftCardOrder(restaurantId: string, order: ApiGiftCardOrder, timeZone: string): void;
  /** 'new reservation' to the restaurant's staff (the reservations inbox). */
  emitNewReservation(restaurantId: string, reservation: ApiReservation, timeZone: string): void;
  /** 'reservation updated' to the restaurant's staff (a status change, a diner's cancel or move). */
  emitReservationUpdated(restaurantId: string, reservation: ApiReservation, timeZone: string): void;
  /** Disconnects the sockets of a staff session, in every process (logout). */
  disconnectStaffSession(sessionId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

interface ServerToClientEvents {
  [REALTIME_EVENTS.newOrder]: (event: OrderEvent) => void;
  [REALTIME_EVENTS.orderUpdated]: (event: OrderEvent) => void;
  [NEW_GIFT_CARD_ORDER_EVENT]: (event: GiftCardOrderEvent) => void;
  [RESERVATION_EVENTS.newReservation]: (event: ReservationEvent) => void;
  [RESERVATION_EVENTS.reservationUpdated]: (event: ReservationEvent) => void;
  [ORDER_ROOM_EVENT]: (order: ApiOrder) => void;
}

type ClientToServerEvents = Record<string, never>;
type InterServerEvents = Record<string, never>;

interface SocketData {
  tenantId: string;
  sessionId: string;
  staffId: string;
  restaurantIds: string[];
  expiresAt: string;
}

type StaffSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export const restaurantRoom = (restaurantId: string) => `restaurant:${restaurantId}`;
const sessionRoom = (sessionId: string) => `staff-session:${sessionId}`;

// The adapter's table for payloads over NOTIFY's 8000-byte limit (an order with many lines).
const ATTACHMENTS_TABLE = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT NOW(),
  payload bytea
)`;

/** A browser's handshake must come from the page's own origin (no cross-site socket hijacking). */
function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '42P07' || code === '23505';
}

/*
 * The adapter holds one client for LISTEN and, when the database restarts, takes a new one without
 * giving the lost one back: the pool would lose a connection per restart. The lost client is handed
 * back here (with an error, so the pool drops it). Its single statements (each event's NOTIFY) go
 * through `query`: the server's pipelined statements (decision 0111), not a pooled connection and a
 * round trip of their own.
 */
function listenerPool(
  pool: pg.Pool,
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
): pg.Pool {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property !== 'connect') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: unknown[]) => {
        // pool.query connects through this with a callback: that path is the pool's own.
        if (args.length > 0) return (target.connect as (...a: unknown[]) => unknown)(...args);
        const client = await target.connect();
        client.once('end', () => {
          try {
            client.release(new Error('connection lost'));
          } catch {
            // already given back (the adapter closed it)
          }
        });
        return client;
      };
    },
  });
}

/** The staff member a socket's token names in a tenant (the staff module's; app.ts wires it). */
export type AuthenticateStaff = (
  tenantId: string,
  token: string,
) => Promise<{
  sessionId: string;
  expiresAt: string;
  staff: { _id: string; restaurants: { _id: string }[] };
} | null>;

/** Whether an order of the tenant has this id (the order link a diner holds). */
export type OrderExists = (tenantId: string, orderId: string) => Promise<boolean>;

const orderRoom = (orderId: string) => `order:${orderId}`;

export async function registerRealtime(
  app: FastifyInstance,
  options: { databaseUrl?: string; authenticateStaff: AuthenticateStaff; orderExists: OrderExists },
): Promise<void> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      allowRequest: (request, callback) => callback(null, isSameOrigin(request)),
    },
  );

  let ownPool: pg.Pool | null = null;
  if (app.db.engine === 'postgres') {
    const pool = app.db.pgPool ?? (ownPool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 }));
    try {
      await pool.query(ATTACHMENTS_TABLE);
    } catch (error) {
      // Two processes starting at once: the other one created it.
      if (!isAlreadyExists(error)) throw error;
    }
    io.adapter(
      createAdapter(
        listenerPool(pool, (text, values) =>
          app.db.kysely.executeQuery(CompiledQuery.raw(text, values ?? [])),
        ),
        {
          errorHandler: (error) => app.log.warn({ err: error }, 'socket.io postgres adapter error'),
        },
      ),
    );
  }

  io.use((socket: StaffSocket, next) => {
    const authenticate = async (): Promise<SocketData | null> => {
      const { headers, auth } = socket.handshake;
      const tenant = await app.tenants.resolve(headers.host ?? '');
      if (!tenant) return null;
      const fromAuth = typeof auth.token === 'string' && auth.token !== '' ? auth.token : null;
      const token =
        fromAuth ??
        tokenOf(undefined, headers.cookie ? app.parseCookie(headers.cookie) : {}, STAFF_TOKEN_COOKIE);
      if (!token) return null;
      const principal = await options.authenticateStaff(tenant.id, token);
      if (!principal) return null;
      return {
        tenantId: tenant.id,
        sessionId: principal.sessionId,
        staffId: principal.staff._id,
        restaurantIds: principal.staff.restaurants.map((r) => r._id),
        expiresAt: principal.expiresAt,
      };
    };
    authenticate().then(
      (data) => {
        if (!data) return next(new Error(STAFF_SIGN_IN_MESSAGE));
        socket.data = data;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error('Something went wrong on our side.'));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join([sessionRoom(socket.data.sessionId), ...socket.data.restaurantIds.map(restaurantRoom)]);
    // The session ends while the socket is open: the socket ends with it.
    const ttl = Date.parse(socket.data.expiresAt) - app.now().getTime();
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(ttl, 2 ** 31 - 1)));
    expiry.unref();
    socket.on('disconnect', () => clearTimeout(expiry));
  });

  // The diner's status page: one order per socket, named in the handshake's auth.
  const diners = io.of('/orders');
  diners.use((socket, next) => {
    const orderId = socket.handshake.auth.orderId;
    const join = async () => {
      const tenant = await app.tenants.resolve(socket.handshake.headers.host ?? '');
      if (!tenant || typeof orderId !== 'string' || orderId.length > 64) return false;
      return options.orderExists(tenant.id, orderId);
    };
    join().then(
      (ok) => {
        if (!ok) return next(new Error('Order not found.'));
        void socket.join(orderRoom(orderId as string));
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'order socket failed');
        next(new Error('Something went wrong on our side.'));
      },
    );
  });

  const emitToOrder = (order: ApiOrder) => {
    const room = orderRoom(order._id);
    if (app.db.engine === 'sqlite' && !diners.adapter.rooms.has(room)) return;
    diners.to(room).emit(ORDER_ROOM_EVENT, order);
  };

  /** Sends an event to a restaurant's staff room (every process's sockets in it). */
  const emit = <E extends keyof ServerToClientEvents>(
    event: E,
    restaurantId: string,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) => {
    const room = restaurantRoom(restaurantId);
    // On SQLite the server is one process: a room empty here is empty everywhere, and the order
    // need not be encoded for nobody. On PostgreSQL other processes' sockets may be in it.
    if (app.db.engine === 'sqlite' && !io.of('/').adapter.rooms.has(room)) return;
    io.to(room).emit(event, ...payload);
  };

  app.decorate('realtime', {
    emitNewOrder: (restaurantId, order, timeZone) =>
      emit(REALTIME_EVENTS.newOrder, restaurantId, { restaurantId, order, timeZone }),
    emitOrderUpdated: (restaurantId, order, timeZone) =>
      emit(REALTIME_EVENTS.orderUpdated, restaurantId, { restaurantId, order, timeZone }),
    emitToOrderPage: emitToOrder,
    emitNewGiftCardOrder: (restaurantId, order, timeZone) =>
      emit(NEW_GIFT_CARD_ORDER_EVENT, restaurantId, { restaurantId, order, timeZone }),
    emitNewReservation: (restaurantId, reservation, timeZone) =>
      emit(RESERVATION_EVENTS.newReservation, restaurantId, { restaurantId, reservation, timeZone }),
    emitReservationUpdated: (restaurantId, reservation, timeZone) =>
      emit(RESERVATION_EVENTS.reservationUpdated, restaurantId, { restaurantId, reservation, timeZone }),
    disconnectStaffSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
  } satisfies Realtime);

  // Before Fastify closes its HTTP server: open sockets would otherwise keep it from closing.
  // (io.close() would also close the HTTP server, which is Fastify's to close.)
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    diners.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    await diners.adapter.close();
    io.engine.close();
    await ownPool?.end();
  });
}
