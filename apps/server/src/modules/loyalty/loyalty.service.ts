import { orderLoyaltyPoints, referralLoyaltyPoints } from '@storefront/domain';
import { newId } from '../../db/ids';
import { findCustomerById } from '../customers/customers.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { findTenantById } from '../tenants/tenants.service';
import { creditPoints } from './loyalty.repository';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { OrdersTable } from '../../db/schema';

/**
 * Points for a fulfilled order (docs/decisions/0013-loyalty-on-fulfilment.md): the member who
 * placed it earns per order and per dollar; on a referred member's first fulfilled order, their
 * referrer earns the referral points. Runs inside the transaction that marks the order Fulfilled,
 * and each credit happens at most once however often it is called.
 */
export async function awardFulfilledOrder(
  trx: Executor,
  tenantId: string,
  /** The order's row as its Fulfilled write left it. */
  order: Pick<
    Selectable<OrdersTable>,
    'id' | 'customer_id' | 'status' | 'order_number' | 'subtotal_cents' | 'discount_total_cents'
  >,
  at: string,
): Promise<void> {
  if (!order.customer_id || order.status !== 'Fulfilled') return;
  const tenant = await findTenantById(trx, tenantId);
  if (!tenant) return;
  const settings = tenantSettingsOf(tenant);
  if (!settings.loyalty_reward_program) return;

  const spent = order.subtotal_cents - order.discount_total_cents;
  await creditPoints(trx, {
    id: newId(),
    tenant_id: tenantId,
    customer_id: order.customer_id,
    kind: 'order',
    order_id: order.id,
    referred_customer_id: null,
    points: orderLoyaltyPoints(settings, spent),
    note: `Order #${order.order_number}`,
    created_at: at,
  });

  const member = await findCustomerById(trx, tenantId, order.customer_id);
  if (member?.referrer_id) {
    await creditPoints(trx, {
      id: newId(),
      tenant_id: tenantId,
      customer_id: member.referrer_id,
      kind: 'referral',
      order_id: null,
      referred_customer_id: member.id,
      points: referralLoyaltyPoints(settings),
      note: `Referred ${member.first_name} ${member.last_name}`,
      created_at: at,
    });
  }
}
