/*
 * Production mode at start and in `npm run doctor` (decision 0073): the facts the domain's checks
 * read, gathered from the configuration and the database.
 */
import {
  formatCheck,
  productionChecks,
  type ProductionCheck,
  type ProductionFacts,
} from '@storefront/domain';
import type { PaymentProviders } from './adapters/payments/payment-providers';
import type { Config } from './config';
import type { Executor } from './db/executor';
import { testPaymentsRequested } from './adapters/payments/test-provider';
import { fromJson } from './http/json';
import { tenantOriginOf, type LinkOrigins } from './http/origin';

/** Every location of every tenant that takes payment online, by a name that says its brand. */
export async function onlinePaymentLocations(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('restaurants')
    .innerJoin('tenants', 'tenants.id', 'restaurants.tenant_id')
    .select(['tenants.name as brand', 'restaurants.name as location', 'restaurants.online_payment_settings'])
    .orderBy('tenants.name')
    .orderBy('restaurants.name')
    .execute();
  return (
    rows
      .filter(
        (row) =>
          fromJson<{ accept_online_payment?: boolean }>(row.online_payment_settings, {})
            .accept_online_payment === true,
      )
      // A location named after its brand ("Golden Maple Bistro Riversdale") says both already.
      .map((row) => (row.location.startsWith(row.brand) ? row.location : `${row.brand}: ${row.location}`))
  );
}

/** Every Star CloudPRNT printer whose URL (from its tenant's configured origin) is plain http. */
export async function httpCloudPrntPrinters(db: Executor, links: LinkOrigins): Promise<string[]> {
  const rows = await db
    .selectFrom('printers')
    .innerJoin('tenants', 'tenants.id', 'printers.tenant_id')
    .innerJoin('restaurants', 'restaurants.id', 'printers.restaurant_id')
    .select(['restaurants.name as location', 'printers.name as printer'])
    // What tenantOriginOf reads, and the brand the line names.
    .select(['tenants.slug', 'tenants.website_url', 'tenants.name as brand'])
    .where('printers.kind', '=', 'cloudprnt')
    .orderBy('tenants.name')
    .orderBy('printers.name')
    .execute();
  return rows
    .filter((row) => tenantOriginOf(row, links).startsWith('http:'))
    .map((row) => `${row.brand}: ${row.printer} at ${row.location}`);
}

/** The running Node.js as the runtime check reads it; tests pin it. */
export type Runtime = Pick<NodeJS.ProcessVersions, 'node'> & { tz?: string };

export async function productionFactsOf(
  config: Config,
  providers: Pick<PaymentProviders, 'active'>,
  db: Executor,
  env: NodeJS.ProcessEnv = process.env,
  runtime: Runtime = process.versions,
): Promise<ProductionFacts> {
  return {
    production: config.production,
    testPaymentsRequested: testPaymentsRequested(env),
    realPaymentProvider: providers.active !== null && !providers.active.isTest,
    onlinePaymentLocations: await onlinePaymentLocations(db),
    geoProvider: config.geo.provider,
    smtp: config.mail.smtpUrl !== null,
    smsProvider: config.sms.provider,
    // The links' default (http://<slug>.localhost) fills tenantBaseUrl: whether it was set is the env's.
    linkOrigin: config.links.publicUrl !== null || Boolean(env.TENANT_BASE_DOMAIN?.trim()),
    httpCloudPrntPrinters: await httpCloudPrntPrinters(db, config.links),
    node: { major: Number(runtime.node.split('.')[0]), timeZoneData: runtime.tz ?? 'unknown' },
  };
}

/** Every check of the running configuration against the database's restaurants (facts: productionFactsOf's). */
export async function checkProduction(
  ...facts: Parameters<typeof productionFactsOf>
): Promise<ProductionCheck[]> {
  return productionChecks(await productionFactsOf(...facts));
}

/**
 * What the server says at start: each warning on a line of its own, and, when a check fails, why
 * it will not start (null: it starts).
 */
export function startVerdict(checks: readonly ProductionCheck[]): {
  warnings: string[];
  refusal: string | null;
} {
  const failing = checks.filter((check) => check.level === 'fail');
  return {
    warnings: checks.filter((check) => check.level === 'warn').map(formatCheck),
    refusal:
      failing.length === 0
        ? null
        : [
            'The server will not start in production (NODE_ENV=production):',
            ...failing.map(formatCheck),
          ].join('\n'),
  };
}
