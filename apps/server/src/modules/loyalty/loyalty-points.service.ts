/*
 * Spending loyalty points on an order (issue 18 item 6, decision 0048): the order's transaction
 * takes the points off the member's balance by one conditional write, and a cancel or reject gives
 * them back in the transaction of its status change (decision 0032). Every move is a ledger line;
 * the ledger's unique (order, kind) key makes each happen once per order.
 */
import { POINTS_MESSAGES } from '@storefront/domain';
import { newId } from '../../db/ids';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../http/errors';
import { findCustomerById } from '../customers/customers.service';
import { creditPoints, debitPoints, findOrderRedemption } from './loyalty.repository';

/** The member's points for pricing: null for no one signed in, or a customer who is not a member. */
export async function memberPointBalance(
  db: Executor,
  tenantId: string,
  customerId: string | null,
): Promise<number | null> {
  if (!customerId) return null;
  const row = await findCustomerById(db, tenantId, customerId);
  return row && row.password_hash !== null ? row.point_balance : null;
}

/** Why points could not be taken: the balance is short of them now (another order spent them). */
export async function notEnoughPoints(
  db: Executor,
  tenantId: string,
  customerId: string,
): Promise<HttpError> {
  const balance = (await findCustomerById(db, tenantId, customerId))?.point_balance ?? 0;
  return new HttpError(409, 'NOT_ENOUGH_POINTS', POINTS_MESSAGES.notEnough(balance));
}

/**
 * In the transaction that places an order: spends the points its price took off, or throws (409)
 * when the balance no longer has them, so the whole order rolls back.
 */
export async function spendOrderPoints(
  trx: Executor,
  spend: {
    tenantId: string;
    customerId: string;
    orderId: string;
    orderNumber: number;
    points: number;
    at: string;
  },
): Promise<void> {
  const outcome = await debitPoints(
    trx,
    {
      id: newId(),
      tenant_id: spend.tenantId,
      customer_id: spend.customerId,
      kind: 'redemption',
      order_id: spend.orderId,
      referred_customer_id: null,
      points: 0,
      note: `Order #${spend.orderNumber}`,
      created_at: spend.at,
    },
    spend.points,
  );
  if (outcome !== 'spent') throw await notEnoughPoints(trx, spend.tenantId, spend.customerId);
}

/**
 * In the transaction that cancelled or rejected an order: the points it spent go back to the member,
 * once (a second call finds the line already written). Answers the points given back.
 */
export async function returnOrderPoints(
  trx: Executor,
  tenantId: string,
  orderId: string,
  reason: 'Cancelled' | 'Rejected',
  at: string,
): Promise<number> {
  const spent = await findOrderRedemption(trx, tenantId, orderId);
  if (!spent || spent.points >= 0) return 0;
  const returned = await creditPoints(trx, {
    id: newId(),
    tenant_id: tenantId,
    customer_id: spent.customer_id,
    kind: 'adjustment',
    order_id: orderId,
    referred_customer_id: null,
    points: -spent.points,
    note: `${spent.note ?? 'Order'} ${reason.toLowerCase()}: points given back`,
    created_at: at,
  });
  return returned ? -spent.points : 0;
}
