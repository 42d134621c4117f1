import { buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseLockedError, migrate, openDatabase } from './db';
import { seedIfEmpty } from './db/seed-runner';
import { checkProduction, startVerdict } from './production';

async function main(): Promise<void> {
  const config = loadConfig();
  let db;
  try {
    db = openDatabase(config.databaseUrl);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const applied = await migrate(db);
  const fixed = config.fixedNow;
  const now = fixed ? () => new Date(fixed) : () => new Date();
  const app = await buildApp({ config, db, logger: { level: config.logLevel }, now });
  if (fixed) app.log.warn(`FIXED_NOW: the server's clock is pinned to ${fixed.toISOString()}`);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  app.log.info({ geoProvider: app.geo.name }, `geo: ${app.geo.description}`);
  app.log.info(`payments: ${app.paymentProviders.description}`);
  if (config.seedDemo) {
    const seeded = await seedIfEmpty(db.kysely, now());
    if (seeded.length > 0) app.log.info({ tenants: seeded }, 'demo data seeded (empty database)');
  }
  // Production refuses the demo's defaults where they would take real orders wrongly (decision 0073):
  // after the seed, as the demo's restaurants take payment online.
  if (config.production) {
    const verdict = startVerdict(await checkProduction(config, app.paymentProviders, db.kysely));
    for (const warning of verdict.warnings) app.log.warn(warning);
    if (verdict.refusal) {
      console.error(`${verdict.refusal}\nRun npm run doctor to see every check.`);
      await app.close();
      await db.close();
      process.exit(1);
    }
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    // Readiness says so first: the proxy's health check takes this process out before it closes.
    app.shutdown.draining = true;
    if (config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: `${db.engine} ${db.location}`, defaultTenant: config.defaultTenant },
    `storefront ready: http://localhost:${config.port} (default tenant), http://<slug>.localhost:${config.port} (any tenant)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
