/*
 * The outbox's SQL (migration 0029): writing an event in the transaction of its change, claiming due
 * events for a dispatcher, and recording how their delivery went.
 */
import type { OrderLifeEvent } from '@storefront/domain';
import type { Selectable } from 'kysely';
import { newId } from '../db/ids';
import type { Executor } from '../db/executor';
import type { Engine } from '../db';
import type { NewRow, OutboxEventsTable } from '../db/schema';
import type { EventAggregate, EventType, OutboxEvent } from './event';

/** How long the process that wrote an event holds it for its own delivery right after the commit. */
export const WRITER_HOLD_MS = 10_000;
/** How long a dispatcher that claimed events holds them while delivering. */
export const CLAIM_LEASE_MS = 30_000;
/** After this many failed deliveries (about a day of backoff) an event is given up as 'failed'. */
export const MAX_ATTEMPTS = 20;

/** What a change announces: written with the change, in its transaction. */
export interface NewEvent {
  tenantId: string;
  restaurantId: string;
  aggregate: EventAggregate;
  aggregateId: string;
  type: EventType;
  cause: OrderLifeEvent | null;
  data: unknown;
}

const shift = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

/** An event's row, all but its sequence number. */
function rowOf(id: string, event: NewEvent, at: string) {
  return {
    id,
    tenant_id: event.tenantId,
    restaurant_id: event.restaurantId,
    aggregate: event.aggregate,
    aggregate_id: event.aggregateId,
    type: event.type,
    cause: event.cause,
    data: JSON.stringify(event.data),
    created_at: at,
    due_at: shift(at, WRITER_HOLD_MS),
  };
}

function announced(id: string, event: NewEvent, seq: number, at: string): OutboxEvent {
  return {
    id,
    tenantId: event.tenantId,
    restaurantId: event.restaurantId,
    aggregate: event.aggregate,
    aggregateId: event.aggregateId,
    seq,
    type: event.type,
    cause: event.cause,
    data: event.data,
    createdAt: at,
  };
}

/**
 * The first event of a new aggregate (a placement): its number is 1, so its row needs no read and is
 * written by the caller in the statement that writes the aggregate (one round trip less on PostgreSQL).
 */
export function firstEventOf(
  event: NewEvent,
  at: string,
): { row: NewRow<'outbox_events'>; event: OutboxEvent } {
  const id = newId();
  return { row: { ...rowOf(id, event, at), seq: 1 }, event: announced(id, event, 1, at) };
}

/**
 * Writes the event of a change inside the change's transaction. Its number follows the aggregate's
 * last one in the same statement (no second round trip).
 */
export async function writeEvent(trx: Executor, event: NewEvent, at: string): Promise<OutboxEvent> {
  const id = newId();
  const values = rowOf(id, event, at);
  const row = await trx
    .insertInto('outbox_events')
    .columns([...(Object.keys(values) as (keyof typeof values)[]), 'seq'])
    .expression((eb) =>
      eb
        .selectFrom('outbox_events')
        .select((s) => [
          ...Object.entries(values).map(([column, value]) => s.val(value).as(column)),
          s(s.fn.coalesce(s.fn.max('seq'), s.lit(0)), '+', s.lit(1)).as('seq'),
        ])
        .where('aggregate', '=', event.aggregate)
        .where('aggregate_id', '=', event.aggregateId),
    )
    .returning('seq')
    .executeTakeFirstOrThrow();
  return announced(id, event, Number(row.seq), at);
}

export function eventOfRow(row: Selectable<OutboxEventsTable>): OutboxEvent {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    restaurantId: row.restaurant_id,
    aggregate: row.aggregate,
    aggregateId: row.aggregate_id,
    seq: Number(row.seq),
    type: row.type as EventType,
    cause: row.cause as OrderLifeEvent | null,
    data: JSON.parse(row.data) as unknown,
    createdAt: row.created_at,
  };
}

/** An event a dispatcher holds, with its failed deliveries so far. */
export interface ClaimedEvent {
  event: OutboxEvent;
  failures: number;
}

/**
 * Claims up to `limit` due events, each the earliest pending one of its order or booking (so its
 * subscribers hear them in order), and holds them for CLAIM_LEASE_MS. On PostgreSQL, rows another
 * process is claiming are skipped, not waited for.
 */
export async function claimDueEvents(
  db: Executor,
  engine: Engine,
  now: string,
  limit: number,
): Promise<ClaimedEvent[]> {
  const rows = await db
    .updateTable('outbox_events')
    .set({ due_at: shift(now, CLAIM_LEASE_MS) })
    .where('status', '=', 'pending')
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('outbox_events as e')
        .select('e.id')
        .where('e.status', '=', 'pending')
        .where('e.due_at', '<=', now)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbox_events as earlier')
                .select('earlier.id')
                .whereRef('earlier.aggregate_id', '=', 'e.aggregate_id')
                .whereRef('earlier.aggregate', '=', 'e.aggregate')
                .whereRef('earlier.seq', '<', 'e.seq')
                .where('earlier.status', '=', 'pending'),
            ),
          ),
        )
        .orderBy('e.due_at')
        .limit(limit);
      return engine === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
  return rows
    .map((row) => ({ event: eventOfRow(row), failures: Number(row.attempts) }))
    .sort((a, b) => a.event.createdAt.localeCompare(b.event.createdAt) || a.event.seq - b.event.seq);
}

/** Whether an earlier event of the same order or booking is still waiting to be delivered. */
export async function hasEarlierPending(db: Executor, event: OutboxEvent): Promise<boolean> {
  if (event.seq === 1) return false;
  const row = await db
    .selectFrom('outbox_events')
    .select('id')
    .where('aggregate', '=', event.aggregate)
    .where('aggregate_id', '=', event.aggregateId)
    .where('seq', '<', event.seq)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks events delivered (those still pending: a slower twin's answer changes nothing). */
export async function markDelivered(db: Executor, ids: readonly string[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox_events')
    .set({ status: 'delivered', delivered_at: at, last_error: null })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

/** Backoff after the n-th failure: 2^n seconds, at most an hour (20 failures span about a day). */
export const backoffMs = (failures: number) => Math.min(2 ** failures * 1000, 3_600_000);

/** Records a failed delivery: tried again after a backoff, or given up after MAX_ATTEMPTS. */
export async function markFailed(
  db: Executor,
  event: { id: string },
  failures: number,
  error: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('outbox_events')
    .set({
      attempts: failures,
      last_error: error.slice(0, 1000),
      due_at: shift(at, backoffMs(failures)),
      status: failures >= MAX_ATTEMPTS ? 'failed' : 'pending',
    })
    .where('id', '=', event.id)
    .where('status', '=', 'pending')
    .execute();
}

/** SQLite has one server process: at its start, no other holds an event, so every hold ends now. */
export async function releaseHolds(db: Executor, now: string): Promise<void> {
  await db
    .updateTable('outbox_events')
    .set({ due_at: now })
    .where('status', '=', 'pending')
    .where('due_at', '>', now)
    .where('attempts', '=', 0)
    .execute();
}
