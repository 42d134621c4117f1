import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase, type Db } from './index';

/* The SQLite file's upkeep: one owning process, and checkpoints off the event loop. */
const dirs: string[] = [];
const opened: Db[] = [];
function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-upkeep-'));
  dirs.push(dir);
  return path.join(dir, 'store.db');
}
function open(file: string): Db {
  const db = openDatabase(file);
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite file has one owner', () => {
  it('refuses a second opening while the first is open, naming the file', () => {
    const file = tempFile();
    open(file);
    expect(() => openDatabase(file)).toThrow(DatabaseLockedError);
    expect(() => openDatabase(file)).toThrow(`The database file ${file} is in use by another process`);
  });

  it('can be opened again once the owner has closed it', async () => {
    const file = tempFile();
    const first = openDatabase(file);
    await first.close();
    const second = open(file);
    await expect(sql`select 1 as one`.execute(second.kysely)).resolves.toEqual({ rows: [{ one: 1 }] });
  });
});

describe('checkpoints', () => {
  it('copy the log into the database file in the background, long before the connection would', async () => {
    const file = tempFile();
    const db = open(file);
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    const sizeBefore = fs.statSync(file).size;
    // About 400 pages of writes: far below the connection's own checkpoint threshold.
    for (let i = 0; i < 400; i++) {
      await sql`insert into notes (body) values (${'x'.repeat(4000)})`.execute(db.kysely);
    }
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
    await expect
      .poll(() => fs.statSync(file).size, { timeout: 5000 })
      .toBeGreaterThan(sizeBefore + 1_000_000);
  });
});

/**
 * Another connection (the checkpointer, in the server) tries to take the write lock for 300 ms: the
 * worker answers 'held' when it got it, 'busy' when it could not.
 */
function otherConnectionTakesTheWriteLock(file: string): Promise<string> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const db = new (require(${JSON.stringify(driver)}))(${JSON.stringify(file)}, { timeout: 0 });
     try {
       db.exec('begin immediate');
       parentPort.postMessage('held');
       setTimeout(() => { db.exec('commit'); db.close(); }, 300);
     } catch {
       db.close();
       parentPort.postMessage('busy');
     }`,
    { eval: true },
  );
  return new Promise((resolve) => worker.once('message', resolve));
}

describe('transactions', () => {
  it('hold the write lock from the start, so a write after a read never meets "database is locked"', async () => {
    const file = tempFile();
    const db = open(file);
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    const other = await db.kysely.transaction().execute(async (trx) => {
      await sql`select count(*) as n from notes`.execute(trx);
      const answer = await otherConnectionTakesTheWriteLock(file);
      await sql`insert into notes (body) values ('after the read')`.execute(trx);
      return answer;
    });
    expect(other).toBe('busy');
    const { rows } = await sql<{ body: string }>`select body from notes`.execute(db.kysely);
    expect(rows).toEqual([{ body: 'after the read' }]);
  });
});
