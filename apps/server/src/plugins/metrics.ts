/*
 * How the running server is doing, for Prometheus (issue 30 item 2): `GET /metrics` in its text
 * format, answered only with `Authorization: Bearer $METRICS_TOKEN` (401 otherwise) and not served
 * at all while METRICS_TOKEN is unset. Counters are kept either way (they cost an addition); the
 * per-request timing and Node's own metrics run only when metrics are served.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from '../http/errors';

/** Work waiting or given up, read from the database when Prometheus scrapes. */
export interface Backlog {
  mail: { waiting: number; failed: number };
  webhooks: { waiting: number; failed: number };
  /** Seconds since the oldest order or booking event not yet delivered was written; 0 when none waits. */
  oldestUndeliveredEventSeconds: number;
}

/** A connection pool's use (PostgreSQL); null for SQLite's single connection. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token Prometheus sends; null serves no metrics. */
  token: string | null;
  backlog(): Promise<Backlog>;
  pool(): PoolUse | null;
}

export interface Metrics {
  readonly registry: Registry;
  /** Counts the order events this process committed (placed, accepted, rejected, cancelled…) by tenant. */
  countOrderEvent(tenant: string, type: string): void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the comparison takes as long whatever the token sent. */
const tokenMatches = (header: string | undefined, token: string) =>
  header !== undefined && timingSafeEqual(sha256(header), sha256(`Bearer ${token}`));

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Metrics {
  const registry = new Registry();
  const orderEvents = new Counter({
    name: 'storefront_order_events_total',
    help: 'Order events committed by this process, by tenant and event (order.placed, order.accepted, …).',
    labelNames: ['tenant', 'event'] as const,
    registers: [registry],
  });
  const paymentFailures = new Counter({
    name: 'storefront_payment_failures_total',
    help: 'Card payments refused: declined, refused by the provider, or the provider unreachable.',
    labelNames: ['tenant', 'code'] as const,
    registers: [registry],
  });
  const metrics: Metrics = {
    registry,
    countOrderEvent: (tenant, type) => orderEvents.inc({ tenant, event: type }),
  };
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.code.startsWith('PAYMENT_'))
      paymentFailures.inc({ tenant: request.tenant?.slug ?? 'none', code: error.code });
  });
  if (options.token === null) return metrics;
  const { token } = options;

  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'HTTP requests by route, method and status, with their duration.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the path itself: ids and unknown paths would grow the series forever.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  // Read once per scrape, before the gauges are collected from it.
  let backlog: Backlog = {
    mail: { waiting: 0, failed: 0 },
    webhooks: { waiting: 0, failed: 0 },
    oldestUndeliveredEventSeconds: 0,
  };
  const queues = [
    ['storefront_mail_waiting', 'Mails not yet sent (SMTP retries) and given up.', 'mail'],
    [
      'storefront_webhook_deliveries',
      'Outbound webhook deliveries waiting to be sent (or retried) and given up.',
      'webhooks',
    ],
  ] as const;
  for (const [name, help, queue] of queues) {
    new Gauge({
      name,
      help,
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'waiting' }, backlog[queue].waiting);
        this.set({ state: 'failed' }, backlog[queue].failed);
      },
    });
  }
  new Gauge({
    name: 'storefront_oldest_undelivered_event_seconds',
    help: 'Age of the oldest order or booking event its subscribers have not all taken yet.',
    registers: [registry],
    collect() {
      this.set(backlog.oldestUndeliveredEventSeconds);
    },
  });
  new Gauge({
    name: 'storefront_db_pool_connections',
    help: "The PostgreSQL pool's connections: in all, idle, and requests waiting for one.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = options.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  app.get('/metrics', async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Metrics need the bearer token METRICS_TOKEN names.', code: 'UNAUTHORIZED' });
    }
    backlog = await options.backlog();
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
  return metrics;
}
