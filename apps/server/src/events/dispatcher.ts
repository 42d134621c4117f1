/*
 * Delivers the outbox's events to their subscribers (issue 26; decision 0063), at least once and in
 * order per order or booking:
 * - the process that made a change delivers its events itself right after the commit (`publish`),
 *   so the board and the diner hear of it within milliseconds;
 * - every process sweeps, each second, the events that are due: those whose writer did not deliver
 *   them within its hold (it crashed, or an earlier event of the same order was still waiting) and
 *   those whose delivery failed, after a backoff.
 * A subscriber hears the events whose audience (the domain's tables) includes its own. An event is
 * delivered once all its subscribers have taken it; when one fails, all are asked again later, so
 * every subscriber is idempotent by event id.
 */
import type { Executor } from '../db/executor';
import type { Engine } from '../db';
import type { BackgroundWork } from '../plugins/background';
import { audienceOf, type EventSubscriber, type OutboxEvent } from './event';
import {
  claimDueEvents,
  hasEarlierPending,
  markDelivered,
  markFailed,
  releaseHolds,
  type ClaimedEvent,
} from './outbox';

export interface EventDispatcher {
  /**
   * Delivers events this process just committed (after anything that must come first, such as the
   * card money call of an accepted order), in the background.
   */
  publish(events: readonly OutboxEvent[]): void;
  /** One pass over the due events (the sweep); answers how many were delivered. */
  sweep(): Promise<number>;
}

const SWEEP_EVERY_MS = 1000;

/** Items by the order or booking their event is about. */
function groupByAggregate<T>(
  items: readonly T[],
  eventOf: (item: T) => OutboxEvent = (item) => item as OutboxEvent,
): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const { aggregate, aggregateId } = eventOf(item);
    const key = `${aggregate}:${aggregateId}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}
const SWEEP_BATCH = 50;

export function createEventDispatcher(deps: {
  db: Executor;
  engine: Engine;
  subscribers: readonly EventSubscriber[];
  now(): Date;
  log: { error(object: unknown, message: string): void };
  background: BackgroundWork;
  /** Told of every event this process commits, once, before its delivery (the metrics count them). */
  committed(events: readonly OutboxEvent[]): void;
}): EventDispatcher & { start(): Promise<void> } {
  const { db, subscribers, log } = deps;

  /** Hands one event to each of its subscribers; the first failure, if any. */
  async function handOut(event: OutboxEvent): Promise<string | null> {
    const told = audienceOf(event);
    const results = await Promise.allSettled(
      subscribers.filter((s) => told.includes(s.audience)).map((s) => s.handle(event)),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (!failed) return null;
    log.error({ err: failed.reason, eventId: event.id, type: event.type }, 'an event subscriber failed');
    return failed.reason instanceof Error ? failed.reason.message : String(failed.reason);
  }

  /**
   * Delivers claimed events: one order's (or booking's) in their order, stopping at a failure (the
   * later ones wait for it); different orders' side by side. Marks the delivered ones in one write.
   */
  async function deliver(claimed: readonly ClaimedEvent[]): Promise<number> {
    const delivered: string[] = [];
    await Promise.all(
      groupByAggregate(claimed, (item) => item.event).map(async (items) => {
        for (const { event, failures } of items.sort((a, b) => a.event.seq - b.event.seq)) {
          const error = await handOut(event);
          if (error !== null) {
            await markFailed(db, event, failures + 1, error, deps.now().toISOString());
            return;
          }
          delivered.push(event.id);
        }
      }),
    );
    await markDelivered(db, delivered, deps.now().toISOString());
    return delivered.length;
  }

  // Events committed together (a burst of orders) are delivered together: one write marks them all.
  let queue: OutboxEvent[] = [];
  // This process's deliveries under way, by order or booking: a later event of the same one (an
  // order accepted right after it was placed) waits for them here, rather than finding the earlier
  // one still pending and being left to the sweep after the writer's hold.
  const underWay = new Map<string, Promise<void>>();
  const keyOf = (event: OutboxEvent) => `${event.aggregate}:${event.aggregateId}`;
  const flush = async () => {
    const groups = groupByAggregate(queue);
    queue = [];
    const earlier = groups.map((events) => underWay.get(keyOf(events[0]!)));
    const delivery = (async () => {
      await Promise.all(earlier);
      const ready: ClaimedEvent[] = [];
      for (const events of groups) {
        // An earlier event of its order still waits (in another process, or after a failure): the
        // sweep delivers them in order.
        const first = events.reduce((a, b) => (a.seq < b.seq ? a : b));
        if (!(await hasEarlierPending(db, first)))
          ready.push(...events.map((event) => ({ event, failures: 0 })));
      }
      await deliver(ready);
    })();
    const settled = delivery.catch(() => undefined);
    for (const events of groups) underWay.set(keyOf(events[0]!), settled);
    try {
      await delivery;
    } finally {
      for (const events of groups)
        if (underWay.get(keyOf(events[0]!)) === settled) underWay.delete(keyOf(events[0]!));
    }
  };

  async function sweepOnce(): Promise<number> {
    let delivered = 0;
    // Until nothing is due: an order's next event becomes due once the one before it is delivered.
    for (;;) {
      const claimed = await claimDueEvents(db, deps.engine, deps.now().toISOString(), SWEEP_BATCH);
      if (claimed.length === 0) return delivered;
      delivered += await deliver(claimed);
    }
  }

  // One sweep at a time in a process: a sweep asked for while one runs starts after it.
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = (): Promise<number> => {
    const next = sweeping.then(sweepOnce, sweepOnce);
    sweeping = next.catch(() => undefined);
    return next;
  };

  return {
    publish(events) {
      if (events.length === 0) return;
      deps.committed(events);
      if (queue.length === 0)
        deps.background.run('event delivery', () => new Promise(setImmediate).then(flush));
      queue.push(...events);
    },
    sweep,
    async start() {
      // One SQLite process: what a process before it held (it stopped mid-delivery) is due at once.
      if (deps.engine === 'sqlite') await releaseHolds(db, deps.now().toISOString());
      deps.background.repeat('the event sweep', SWEEP_EVERY_MS, sweep);
    },
  };
}
