import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // *.postgres.test.ts cover what only PostgreSQL has (several app processes on one database);
    // they run in the PostgreSQL pass (TEST_DATABASE_URL set), every other file runs on both engines.
    include: process.env.TEST_DATABASE_URL ? ['src/**/*.test.ts'] : ['src/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL
      ? ['node_modules/**']
      : ['node_modules/**', 'src/**/*.postgres.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file has its own database; files run in parallel on the two cores.
    pool: 'forks',
  },
});
