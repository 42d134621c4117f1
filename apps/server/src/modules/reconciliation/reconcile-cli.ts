/*
 * `npm run reconcile` (decision 0065): reconciles every tenant's books on the database DATABASE_URL
 * names, as the server does every hour, keeps the findings for the owners and prints them. Exits 1
 * when the books do not balance. With SQLite, stop the server first (it owns the file).
 *   npm run reconcile                   every order and gift card order
 *   npm run reconcile -- --days 14      only those placed in the last 14 days (as the server's hourly run)
 *   npm run reconcile -- --json         the findings as JSON (for scripts: the proof reads it)
 */
import { parseArgs } from 'node:util';
import { createPaymentProviders } from '../../adapters/payments/payment-providers';
import { loadConfig } from '../../config';
import { runCli, withMigratedDatabase } from '../../db/cli';
import { reconcileAll } from './reconciliation.service';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { days: { type: 'string' }, json: { type: 'boolean' } } });
  const days = values.days === undefined ? null : Number(values.days);
  if (days !== null && !(days > 0)) throw new Error('--days takes a number of days above 0.');
  const config = loadConfig();
  return withMigratedDatabase(config.databaseUrl, async (db) => {
    const now = new Date();
    const since = days === null ? null : new Date(now.getTime() - days * 86_400_000).toISOString();
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const results = await reconcileAll(
      {
        db: db.kysely,
        providers: createPaymentProviders(config.payments, { db: db.kysely, now: () => new Date() }),
        log: quiet,
      },
      now,
      since,
    );
    const checked = results.reduce((n, r) => n + r.checked, 0);
    const findings = results.flatMap((r) => r.findings.map((f) => ({ tenantId: r.tenantId, ...f })));
    if (values.json) {
      console.log(
        JSON.stringify({ tenants: results.length, checked, mismatches: findings.length, findings }),
      );
    } else {
      console.log(
        `Reconciled ${results.length} tenants: ${checked} compared (orders, gift card orders, gift cards, single-use coupons, members).`,
      );
      const slugs = new Map(
        (await db.kysely.selectFrom('tenants').select(['id', 'slug']).execute()).map((t) => [t.id, t.slug]),
      );
      for (const f of findings)
        console.log(`  ${slugs.get(f.tenantId) ?? f.tenantId} · ${f.label}: ${f.problem}`);
      const n = findings.length;
      console.log(n === 0 ? 'The books balance.' : `${n} mismatch${n === 1 ? '' : 'es'}.`);
    }
    return findings.length === 0 ? 0 : 1;
  });
}

runCli(main, 2);
