import type { Db } from '../db';

/*
 * One seeded row read by its natural key, for the tests that check an id or a column the API does
 * not show (who acknowledged, which tenant, the content version).
 */

/** A tenant's row by its slug. */
export const tenantRowOf = (db: Db, slug: string) =>
  db.kysely.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

/** A staff account's row by its email: Golden Maple's demo staff member unless said. */
export const staffRowOf = (db: Db, email = 'staff@goldenmaple.example.ca') =>
  db.kysely.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

/** The event of one type an aggregate (an order, a booking) wrote to the outbox. */
export const outboxEventOf = (db: Db, aggregateId: string, type: string) =>
  db.kysely
    .selectFrom('outbox_events')
    .selectAll()
    .where('aggregate_id', '=', aggregateId)
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
