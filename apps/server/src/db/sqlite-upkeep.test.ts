import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
