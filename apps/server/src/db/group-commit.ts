import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** Work that must commit or roll back as a whole. */
export type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: TransactionWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/*
 * Group commit for SQLite (decision 0021). SQLite has one writer and a commit writes every page the
 * transaction touched to the log; orders touch the same few pages (the ends of the tables and of
 * their time-ordered indexes), so committing twenty orders at once writes little more than one.
 * Works that arrive while a batch runs wait for the next one; each runs inside its own savepoint,
 * so one that fails is rolled back alone and the others go on. Nobody hears back before the batch
 * has committed: a work that succeeded is durable when its promise resolves.
 */
export function groupCommit(kysely: Kysely<Database>): <T>(work: TransactionWork<T>) => Promise<T> {
  let queue: Pending[] = [];
  let scheduled = false;

  async function runBatch(batch: Pending[]): Promise<void> {
    const outcomes: (() => void)[] = [];
    try {
      const trx = await kysely.startTransaction().execute();
      try {
        for (const pending of batch) {
          const inner = await trx.savepoint('work').execute();
          try {
            const value = await pending.work(inner);
            await inner.releaseSavepoint('work').execute();
            outcomes.push(() => pending.resolve(value));
          } catch (error) {
            await inner.rollbackToSavepoint('work').execute();
            await inner.releaseSavepoint('work').execute();
            outcomes.push(() => pending.reject(error));
          }
        }
        await trx.commit().execute();
      } catch (error) {
        await trx.rollback().execute();
        throw error;
      }
    } catch (error) {
      // The batch as a whole failed (the commit, or a savepoint could not be rolled back).
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const settle of outcomes) settle();
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      await runBatch(batch);
    }
    scheduled = false;
  }

  return <T>(work: TransactionWork<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({
        work: work as TransactionWork<unknown>,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      if (!scheduled) {
        scheduled = true;
        // After the I/O callbacks of this turn: the requests that arrived together commit together.
        setImmediate(() => void drain());
      }
    });
}
