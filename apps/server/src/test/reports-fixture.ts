import type { Db } from '../db';
import { newId } from '../db/ids';
import type { Row } from '../db/schema';

/*
 * Rows the reports tests write beside the seed's, with the money and the dates a report must add
 * up: orders copied from a seeded one, and members invited by another.
 */

/** One of the tenant's seeded orders and its first item line: what a test's orders are copies of. */
export async function seededOrderOf(
  db: Db,
  tenantId: string,
): Promise<{ base: Row<'orders'>; line: Row<'order_lines'> }> {
  const base = await db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const line = await db.kysely
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', base.id)
    .where('kind', '=', 'item')
    .executeTakeFirstOrThrow();
  return { base, line };
}

/** One of the tenant's customers: someone to have invited a member. */
export const someCustomerIdOf = async (db: Db, tenantId: string): Promise<string> =>
  (
    await db.kysely
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow()
  ).id;

/** Writes a member of the tenant who joined at `joinedAt`, invited by `referrerId` unless null; its id. */
export async function insertMember(
  db: Db,
  member: {
    tenantId: string;
    email: string;
    firstName: string;
    lastName: string;
    referrerId: string | null;
    joinedAt: string;
  },
): Promise<string> {
  const id = newId();
  await db.kysely
    .insertInto('customers')
    .values({
      id,
      tenant_id: member.tenantId,
      email: member.email,
      first_name: member.firstName,
      last_name: member.lastName,
      referral_token: newId(),
      referrer_id: member.referrerId,
      created_at: member.joinedAt,
      updated_at: member.joinedAt,
    })
    .execute();
  return id;
}
