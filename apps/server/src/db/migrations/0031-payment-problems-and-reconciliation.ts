import type { Kysely } from 'kysely';
import { addColumns, createIndex, dropColumns, required, tenantTable } from './builders';

/*
 * Money that always adds up (issue 27 items 1 and 2; decision 0065).
 * - orders.payment_problem: why an Online order's money is not what its status says (a capture that
 *   took another amount than the total, an authorisation that is gone); the staff board shows it.
 * - reconciliation_findings: the mismatches the last reconciliation of a tenant found, one row each
 *   (what, which, expected and found), replaced by each run.
 * - reconciliation_runs: when a tenant was last reconciled and how much was checked; id = tenant id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [['payment_problem', 'text']]);
  await tenantTable(db, 'reconciliation_findings')
    .$call(required('text', 'checked_at', 'subject', 'subject_id', 'label', 'problem'))
    .addColumn('expected_cents', 'integer')
    .addColumn('found_cents', 'integer')
    .execute();
  await createIndex(db, 'reconciliation_findings_tenant', 'reconciliation_findings', [
    'tenant_id',
    'subject',
  ]);
  await tenantTable(db, 'reconciliation_runs')
    .$call(required('text', 'checked_at'))
    .$call(required('integer', 'checked', 'mismatches'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reconciliation_runs').execute();
  await db.schema.dropTable('reconciliation_findings').execute();
  await dropColumns(db, 'orders', ['payment_problem']);
}
