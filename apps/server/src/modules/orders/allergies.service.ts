/*
 * "Allergy read" (issue 29 item 3; decision 0085): an order whose diner declared allergies cannot
 * be accepted until someone in the kitchen acknowledged them. The acknowledgement is one conditional
 * write (the first tap wins; a second changes nothing and answers the order as it is), kept with
 * the staff account and the time on the order and in the audit log, in one transaction.
 */
import { ALLERGY_MESSAGES, isDeclared, type ApiOrder } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { changedOneRow, updateTenantRow } from '../../db/tenant-rows';
import { HttpError } from '../../http/errors';
import type { StaffPrincipal } from '../../http/staff-principal';
import { recordAudit } from '../audit/audit.service';
import { getOrder } from './orders.service';
import { getStaffOrder } from './staff-orders.service';

export async function acknowledgeAllergies(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  orderId: string,
  now: Date,
): Promise<{ changed: boolean; order: ApiOrder }> {
  const order = await getStaffOrder(db, principal, orderId);
  if (!order.allergies || !isDeclared(order.allergies)) {
    throw new HttpError(409, 'NO_ALLERGIES', ALLERGY_MESSAGES.none);
  }
  const at = now.toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const acknowledged = await changedOneRow(
      updateTenantRow(trx, 'orders', principal.tenantId, order._id)
        .set({
          allergies_acknowledged_at: at,
          allergies_acknowledged_by: principal.staff._id,
          updated_at: at,
        })
        .where('allergies_acknowledged_at', 'is', null),
    );
    if (acknowledged) {
      await recordAudit(trx, {
        tenantId: principal.tenantId,
        staffAccountId: principal.staff._id,
        restaurantId: order.restaurant._id,
        entity: 'order',
        entityId: order._id,
        action: 'update',
        before: { allergies_acknowledged_at: null },
        after: { allergies_acknowledged_at: at },
        name: `Order #${order.orderNumber}`,
        summary: `Allergy read on order #${order.orderNumber}`,
        at: now,
      });
    }
    return acknowledged;
  });
  return { changed, order: await getOrder(db, principal.tenantId, order._id) };
}
