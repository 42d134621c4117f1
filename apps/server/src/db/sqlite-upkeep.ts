import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

export class DatabaseLockedError extends Error {}

/*
 * One process owns the SQLite file (decision 0005). The owner holds an exclusive lock on a small
 * sidecar database, `<file>-owner`, for as long as it runs: the operating system drops the lock when
 * the process ends, however it ends, so a crash never leaves a stale claim behind. The data file
 * itself stays in normal locking mode, so that the checkpointer below can open it too.
 */
export function claimOwnership(file: string): { release(): void } {
  const absolute = path.resolve(file);
  const owner = new SqliteDatabase(`${absolute}-owner`, { timeout: 0 });
  try {
    owner.pragma('locking_mode = EXCLUSIVE');
    owner.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS owner (pid INTEGER); COMMIT;');
  } catch (error) {
    owner.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseLockedError(
        `The database file ${absolute} is in use by another process (is the storefront already running?). ` +
          'Stop that process, or set DATABASE_URL to another file.',
      );
    }
    throw error;
  }
  return { release: () => owner.close() };
}

// Runs in the worker: its own connection to the same file. Passive checkpoints never block the
// server's writes. Under steady writes they never catch up with the log's end either, so the log would
// only grow: once it is long and a passive pass has copied nearly all of it, a RESTART pass copies the
// rest and has the next write start the log over. That one makes a write wait, for a few milliseconds.
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 1000 });
const checkpoint = () => {
  try {
    const [passive] = db.pragma('wal_checkpoint(PASSIVE)');
    if (passive && passive.log >= workerData.restartPages && passive.log - passive.checkpointed < 1000) {
      db.pragma('wal_checkpoint(RESTART)');
    }
  } catch (error) {
    // Busy or interrupted: the next tick tries again.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } finally {
    db.close();
    parentPort.close();
  }
});
`;

/** The log's length (in pages, 4 KiB each) at which the checkpointer starts it over. */
const RESTART_AFTER_PAGES = 1_000;

/** A connection that would checkpoint only when the write-ahead log grows past this (in pages). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 4_000;

/*
 * A checkpoint copies the write-ahead log back into the database file and syncs it to disk: tens of
 * milliseconds. Left to SQLite, the commit that crosses the threshold runs it, on the event loop, and
 * every request in flight waits. A worker thread runs passive checkpoints (they never block writers)
 * on a timer instead; the main connection keeps a far threshold in case the worker falls behind.
 */
export function startCheckpointer(file: string, intervalMs = 250): { stop(): Promise<void> } {
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: {
      file: path.resolve(file),
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs,
      restartPages: RESTART_AFTER_PAGES,
    },
  });
  // The server's lifetime is not tied to it, and its errors are not the request path's.
  worker.unref();
  let exited = false;
  const done = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  worker.on('error', (error) => console.error('The SQLite checkpointer stopped:', error));
  return {
    stop: () => {
      if (!exited) {
        // Keep the process alive until the last checkpoint is done.
        worker.ref();
        worker.postMessage('stop');
      }
      return done;
    },
  };
}
