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

/** An order's row by its id: the columns the API does not show (numbers, cents, idempotency key). */
export const orderRowOf = (db: Db, orderId: string) =>
  db.kysely.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

/** The mails of one kind (`order-accepted`, `staff-invitation`…) the outbox holds for one address. */
export const mailsTo = (db: Db, kind: string, to: string) =>
  db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) => eb.and({ kind, to_address: to }))
    .execute();

/** The event of one type an aggregate (an order, a booking) wrote to the outbox. */
export const outboxEventOf = (db: Db, aggregateId: string, type: string) =>
  db.kysely
    .selectFrom('outbox_events')
    .selectAll()
    .where('aggregate_id', '=', aggregateId)
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
