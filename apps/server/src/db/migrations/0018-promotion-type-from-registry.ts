import { sql, type Kysely } from 'kysely';

/*
 * promotions.type loses the CHECK that listed the six type names: the names are the domain's promotion
 * registry (packages/domain/src/promotions/registry.ts), so a new type is one file there, not a file
 * and a table rebuild. The owner console validates a type against the registry before it writes one.
 * SQLite cannot drop a CHECK, so the column is replaced (a column's own CHECK goes with it); the same
 * steps run on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promotions')
    .addColumn('promotion_type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update promotions set promotion_type = type`.execute(db);
  await db.schema.alterTable('promotions').dropColumn('type').execute();
  await db.schema.alterTable('promotions').renameColumn('promotion_type', 'type').execute();
}

export async function down(): Promise<void> {
  // The CHECK is not put back: a type added since would make the old constraint refuse its rows.
}
