/*
 * What the command-line tools (`npm run doctor`, `reconcile`, `tenant`) share: the database
 * DATABASE_URL names, migrated and closed again, and an exit code for how the run ended.
 */
import { migrate, openDatabase, type Db } from './index';

/** Runs `run` on the database at `databaseUrl`, migrated first; closes it however `run` ends. */
export async function withMigratedDatabase<T>(databaseUrl: string, run: (db: Db) => Promise<T>): Promise<T> {
  // A SQLite file the server holds is refused with its own message (runCli prints it).
  const db = openDatabase(databaseUrl);
  try {
    await migrate(db);
    return await run(db);
  } finally {
    await db.close();
  }
}

/**
 * Runs a tool's `main` and exits with the code it returns; on an error, prints its message (a
 * person reads it, not a stack) and exits with `failureCode`.
 */
export function runCli(main: () => Promise<number>, failureCode: number): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(failureCode);
    },
  );
}
