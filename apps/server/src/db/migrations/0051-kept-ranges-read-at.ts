import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * When a kept range of the customers report (decision 0098) was last read, or built (decision
 * 0102): housekeeping deletes those nobody read for five weeks. Null on the marks of days and
 * months, and on the kept ranges built before it (pruned at the first housekeeping, built again
 * when read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'report_rollup_days', [['read_at', 'text']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_rollup_days').dropColumn('read_at').execute();
}
