import type { WebhookPayload } from '@storefront/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { newId } from '../../db/ids';
import { doublingDelayMs, workLeasedBatches } from '../../db/leased-batches';
import type { NewRow } from '../../db/schema';
import type { EventSubscriber, OutboxEvent } from '../../events/event';
import { sendWebhook } from './webhook-sender';
import {
  claimDueDeliveries,
  endpointsByIds,
  insertDeliveries,
  listEnabledEndpoints,
  recordAttempt,
  releaseDeliveryLeases,
} from './webhooks.repository';

/*
 * Delivering outbound webhooks (issue 26 item 4; decision 0064). The subscriber turns an outbox
 * event into one delivery row per enabled endpoint of its tenant that asked for its type (unique by
 * endpoint and event id: an event handed over twice is delivered once), then wakes the worker so
 * it goes out within milliseconds. The worker runs in every server process: it claims due
 * deliveries with one conditional write (a lease), POSTs each, and records the answer; a failure is
 * tried again with exponential backoff until RETRY_HOURS after the event, then marked failed.
 */

export const RETRY_HOURS = 24;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;
/** How long a claimed delivery is this process's: longer than a send may take. */
const LEASE_MS = 60_000;
const BATCH = 20;
const SWEEP_EVERY_MS = 10_000;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min… doubling, at most 6 hours. */
export const retryDelayMs = (attempts: number): number =>
  doublingDelayMs(attempts, FIRST_RETRY_MS, LONGEST_RETRY_MS);

export interface WebhookDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** WEBHOOK_ALLOW_PRIVATE: endpoints may be on private, loopback and link-local addresses. */
  allowPrivate: boolean;
  /** Wakes the worker now (after deliveries were written). */
  kick: () => void;
  timeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outbound webhooks: the worker's run (tests call it) and its wake-up. */
    webhooks: WebhookDeps & { deliverDue: () => Promise<number> };
  }
}

export const hoursLater = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

/** The body of a delivery: the event as integrators see it (`created` in Unix seconds, as Stripe's). */
export function payloadOf(event: { id: string; type: string; createdAt: string; data: unknown }): string {
  const payload: WebhookPayload = {
    id: event.id,
    type: event.type,
    created: Math.floor(new Date(event.createdAt).getTime() / 1000),
    data: event.data,
  };
  return JSON.stringify(payload);
}

/** A new pending delivery of `event` to `endpoint`, due at once. */
export function deliveryRow(
  tenantId: string,
  endpointId: string,
  event: { id: string; type: string; createdAt: string; data: unknown },
  now: Date,
): NewRow<'webhook_deliveries'> {
  const at = now.toISOString();
  return {
    id: newId(),
    tenant_id: tenantId,
    endpoint_id: endpointId,
    event_id: event.id,
    event_type: event.type,
    payload: payloadOf(event),
    status: 'pending',
    next_attempt_at: at,
    retry_until: hoursLater(now, RETRY_HOURS).toISOString(),
    created_at: at,
    updated_at: at,
  };
}

/** Writes the deliveries of one event (none twice); the number written. */
export async function enqueueEvent(deps: WebhookDeps, event: OutboxEvent): Promise<number> {
  const endpoints = (await listEnabledEndpoints(deps.db.kysely, event.tenantId)).filter((e) =>
    (JSON.parse(e.event_types) as string[]).includes(event.type),
  );
  const now = deps.now();
  const written = await insertDeliveries(
    deps.db.kysely,
    endpoints.map((endpoint) => deliveryRow(event.tenantId, endpoint.id, event, now)),
  );
  if (written > 0) deps.kick();
  return written;
}

/** The outbox's subscriber for outbound webhooks: the integrations of the domain's tables. */
export function webhookSubscriber(deps: WebhookDeps): EventSubscriber {
  return {
    name: 'webhooks',
    audience: 'integrations',
    handle: async (event) => {
      await enqueueEvent(deps, event);
    },
  };
}

/** Sends what is due at the app's now, batch after batch; the number of attempts made. */
export function deliverDueWebhooks(deps: WebhookDeps): Promise<number> {
  return workLeasedBatches(
    deps,
    { leaseMs: LEASE_MS, batch: BATCH },
    claimDueDeliveries,
    async (claimed, leaseUntil) => {
      const endpoints = await endpointsByIds(deps.db.kysely, [...new Set(claimed.map((d) => d.endpoint_id))]);
      await Promise.all(
        claimed.map(async (delivery) => {
          const endpoint = endpoints.get(delivery.endpoint_id);
          if (!endpoint) return;
          const outcome = await sendWebhook({
            url: endpoint.url,
            secret: endpoint.secret,
            eventId: delivery.event_id,
            body: delivery.payload,
            timestamp: Math.floor(deps.now().getTime() / 1000),
            allowPrivate: deps.allowPrivate,
            timeoutMs: deps.timeoutMs,
          });
          const at = deps.now();
          const retryAt = new Date(at.getTime() + retryDelayMs(delivery.attempts));
          const givesUp = !outcome.ok && retryAt.toISOString() > delivery.retry_until;
          if (!outcome.ok) {
            deps.log.warn(
              { deliveryId: delivery.id, eventId: delivery.event_id, error: outcome.error },
              givesUp ? 'a webhook delivery failed for good' : 'a webhook delivery failed: retried later',
            );
          }
          await recordAttempt(
            deps.db.kysely,
            { id: delivery.id, leaseUntil },
            {
              status: outcome.ok ? 'delivered' : givesUp ? 'failed' : 'pending',
              next_attempt_at: outcome.ok || givesUp ? null : retryAt.toISOString(),
              last_status_code: outcome.statusCode,
              last_error: outcome.error,
              delivered_at: outcome.ok ? at.toISOString() : null,
              updated_at: at.toISOString(),
            },
          );
        }),
      );
      return claimed.length;
    },
  );
}

/**
 * Outbound webhooks in this process: `app.webhooks` (the worker's deps and its run), the sweep
 * every few seconds (retries come due; deliveries another process wrote), and a wake-up right
 * after deliveries are written.
 */
export function startWebhookDeliveries(app: FastifyInstance, options: { allowPrivate: boolean }): void {
  const deps: WebhookDeps = {
    db: app.db,
    now: () => app.now(),
    log: app.log,
    allowPrivate: options.allowPrivate,
    kick: () => app.background.run('webhook deliveries', () => deliverDueWebhooks(deps)),
  };
  app.decorate('webhooks', Object.assign(deps, { deliverDue: () => deliverDueWebhooks(deps) }));
  // One SQLite process: what a process before it was sending when it stopped is due at once.
  if (app.db.engine === 'sqlite') {
    app.background.run('releasing webhook leases', () => releaseDeliveryLeases(app.db.kysely));
  }
  app.background.repeat('the webhook deliveries', SWEEP_EVERY_MS, () => deliverDueWebhooks(deps));
}
