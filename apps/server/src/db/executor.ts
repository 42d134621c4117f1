import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * What a repository or service runs its SQL on: the connection, or a transaction that the caller
 * opened. `Db` (./index.ts) is something else: the connection together with its engine and lifecycle.
 */
export type Executor = Kysely<Database> | Transaction<Database>;
