/* The loyalty ledger (points for fulfilled orders and for referrals) and the balances it adds up to. */
import { newId } from '../../ids';
import type { NewRow } from '../../schema';
import type { MemberRow } from './accounts';
import type { OrderRow } from './orders';
import type { MemberSeed } from './types';

/** The ledger; sets each customer's point_balance to their sum. */
export function loyaltyLedger(
  { plan, tenantId }: MemberSeed,
  demoId: string,
  orders: readonly OrderRow[],
  referred: MemberRow | null,
  customers: NewRow<'customers'>[],
): NewRow<'loyalty_points_ledger'>[] {
  const ledger: NewRow<'loyalty_points_ledger'>[] = [];
  if (plan.loyalty) {
    for (const order of orders) {
      if (order.customer_id !== demoId || order.status !== 'Fulfilled') continue;
      const spent = (order.subtotal_cents ?? 0) - (order.discount_total_cents ?? 0);
      const points = plan.loyalty.perOrder + plan.loyalty.perDollar * Math.floor(spent / 100);
      ledger.push({
        id: newId(),
        tenant_id: tenantId,
        customer_id: demoId,
        kind: 'order',
        order_id: order.id,
        referred_customer_id: null,
        points,
        note: `Order #${order.order_number}`,
        created_at: order.updated_at ?? order.received_at,
      });
    }
    if (referred) {
      ledger.push({
        id: newId(),
        tenant_id: tenantId,
        customer_id: demoId,
        kind: 'referral',
        order_id: null,
        referred_customer_id: referred.id,
        points: plan.loyalty.perReferral,
        note: `Referred ${referred.first_name} ${referred.last_name}`,
        created_at: referred.created_at,
      });
    }
  }
  for (const customer of customers) {
    customer.point_balance = ledger
      .filter((row) => row.customer_id === customer.id)
      .reduce((sum, row) => sum + row.points, 0);
  }
  return ledger;
}
