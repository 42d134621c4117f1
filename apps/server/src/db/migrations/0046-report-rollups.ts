import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createIndex, required, tenantColumn } from './builders';

/*
 * The owner's reports' rollups (issue 32 item 5, decision 0093): per location and local day, the
 * sums the reports add up, built for finished days by the reports service and read instead of the
 * day's orders. A day is built when `report_rollup_days` holds it (with the zone its local midnights
 * were cut in and their instants); its rows are `report_rollup_rows`, a kind and up to three keys
 * with up to nine sums.
 *
 * Any write of an order (insert, update, delete) forgets the built days its old and new received and
 * promised instants fall in, rows and mark, in the order's own statement: an order placed now is in
 * no built day, so a placement's cost is an index probe that finds nothing, and no row is shared
 * between orders. On PostgreSQL a shared advisory lock per location makes a change wait for a build
 * of that location under way (which holds it exclusively), so the build reads the change or the
 * change forgets the build; SQLite writes one transaction at a time.
 *
 * The ledgers the gift cards and points report sums get indexes that hold what it reads.
 */

/** The advisory lock's first key (PostgreSQL): 'RPRT' in ASCII; the second is the location's hash. */
export const ROLLUP_LOCK = 0x52505254;

const INSTANTS = (row: 'NEW' | 'OLD', sqlite: boolean) => {
  const r = sqlite ? row.toLowerCase() : row;
  return [`${r}.received_at`, `coalesce(${r}.adjusted_pickup_time, ${r}.pickup_time)`].map((at) => ({
    restaurant: `${r}.restaurant_id`,
    at,
  }));
};

const LEDGER_INDEXES: [string, string[]][] = [
  ['gift_cards', ['tenant_id', 'created_at', 'initial_balance_cents']],
  ['gift_card_redemptions', ['tenant_id', 'status', 'created_at', 'amount_cents']],
  ['gift_card_refunds', ['tenant_id', 'created_at', 'amount_cents']],
  ['loyalty_points_ledger', ['tenant_id', 'created_at', 'points']],
];

const forget = ({ restaurant, at }: { restaurant: string; at: string }) => `
    delete from report_rollup_rows where restaurant_id = ${restaurant} and day in
      (select d.day from report_rollup_days d where d.restaurant_id = ${restaurant}
        and d.starts_at <= ${at} and d.ends_at > ${at});
    delete from report_rollup_days where restaurant_id = ${restaurant}
      and starts_at <= ${at} and ends_at > ${at};`;

/**
 * PostgreSQL: the trigger that forgets, one function run on every write of an order with `each` of
 * its new row and of its old. 0049 gives it another `each`: it drops the trigger but not the
 * function, so it `replace`s the function this migration creates.
 */
export async function createForgetTrigger(
  db: Kysely<unknown>,
  each: (row: 'NEW' | 'OLD') => string,
  { replace }: { replace: boolean },
): Promise<void> {
  // PostgreSQL keeps a function's body as written (pg_proc.prosrc): its white space stays as shipped.
  await sql
    .raw(
      `create ${replace ? 'or replace ' : ''}function report_rollups_forget() returns trigger language plpgsql as $$
        begin
          if tg_op in ('INSERT', 'UPDATE') then ${each('NEW')} end if;
          if tg_op in ('UPDATE', 'DELETE') then ${each('OLD')} end if;
          return null;
        end $$`,
    )
    .execute(db);
  await sql`create trigger orders_report_rollups after insert or update or delete on orders
      for each row execute function report_rollups_forget()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_rollup_days')
    .$call(tenantColumn)
    .$call(required('text', 'restaurant_id', 'day', 'time_zone', 'starts_at', 'ends_at', 'build'))
    .addPrimaryKeyConstraint('report_rollup_days_pk', ['restaurant_id', 'day'])
    .execute();
  await createIndex(db, 'report_rollup_days_instant_idx', 'report_rollup_days', [
    'restaurant_id',
    'starts_at',
  ]);
  await createIndex(db, 'report_rollup_days_tenant_idx', 'report_rollup_days', [
    'tenant_id',
    'restaurant_id',
    'day',
  ]);
  let table = db.schema
    .createTable('report_rollup_rows')
    .$call(tenantColumn)
    .$call(required('text', 'restaurant_id', 'day', 'kind'))
    .addColumn('k1', 'text')
    .addColumn('k2', 'text')
    .addColumn('k3', 'text');
  for (let i = 1; i <= 9; i += 1) table = table.addColumn(`n${i}`, 'bigint', (c) => c.notNull().defaultTo(0));
  await table.execute();
  // The reads take a kind over the locations' days; the trigger and the build take a location's day.
  await createIndex(db, 'report_rollup_rows_read_idx', 'report_rollup_rows', [
    'tenant_id',
    'kind',
    'restaurant_id',
    'day',
  ]);
  await createIndex(db, 'report_rollup_rows_day_idx', 'report_rollup_rows', ['restaurant_id', 'day']);

  // The gift cards and points report sums the brand's ledgers up to the range's end: each read is
  // then a pass over a narrow index rather than over the ledgers' rows.
  for (const [table, columns] of LEDGER_INDEXES) await createIndex(db, `${table}_report_idx`, table, columns);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const each = (row: 'NEW' | 'OLD') => `
      perform pg_advisory_xact_lock_shared(${ROLLUP_LOCK}, hashtext(${row}.restaurant_id));
      ${INSTANTS(row, false).map(forget).join('\n')}`;
    await createForgetTrigger(db, each, { replace: false });
    return;
  }
  const body = (rows: ('NEW' | 'OLD')[]) => rows.flatMap((row) => INSTANTS(row, true).map(forget)).join('\n');
  await sql
    .raw(`create trigger orders_report_rollups_insert after insert on orders begin ${body(['NEW'])} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger orders_report_rollups_update after update on orders begin ${body(['NEW', 'OLD'])} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger orders_report_rollups_delete after delete on orders begin ${body(['OLD'])} end`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger orders_report_rollups on orders`.execute(db);
    await sql`drop function report_rollups_forget()`.execute(db);
  } else {
    for (const op of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger orders_report_rollups_${op}`).execute(db);
  }
  for (const [table] of LEDGER_INDEXES) await db.schema.dropIndex(`${table}_report_idx`).execute();
  await db.schema.dropTable('report_rollup_rows').execute();
  await db.schema.dropTable('report_rollup_days').execute();
}
