/*
 * `npm run doctor` (decision 0073): every production check of this configuration (the environment
 * as the server would read it) against the database's restaurants, each with what to do; exits 1
 * when one fails, as the server would then refuse to start in production. With SQLite, run it while
 * the server is stopped: the server owns the file.
 */
import { formatCheck } from '@storefront/domain';
import { createPaymentProviders } from './adapters/payments/payment-providers';
import { loadConfig } from './config';
import { runCli, withMigratedDatabase } from './db/cli';
import { checkProduction } from './production';

async function main(): Promise<number> {
  const config = loadConfig();
  return withMigratedDatabase(config.databaseUrl, async (db) => {
    const providers = createPaymentProviders(config.payments, { db: db.kysely, now: () => new Date() });
    const checks = await checkProduction(config, providers, db.kysely);
    console.log(
      config.production
        ? 'Production checks (NODE_ENV=production):'
        : 'Production checks (NODE_ENV is not production: the demo defaults are allowed; set NODE_ENV=production to apply them):',
    );
    for (const check of checks) console.log(`  ${formatCheck(check)}`);
    const failing = checks.filter((check) => check.level === 'fail').length;
    if (failing > 0) console.log(`${failing} failing: the server would refuse to start in production.`);
    return failing > 0 ? 1 : 0;
  });
}

runCli(main, 1);
