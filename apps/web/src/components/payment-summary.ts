import { TEST_PAYMENT_LABEL, type ApiOrder } from '@storefront/domain';

/*
 * Where an order's money is, in words, for the order view, the order history and the staff board
 * (issue 14): an Online order's card is authorised at placement, charged when the restaurant accepts,
 * and voided or refunded when the order is rejected or cancelled. A payment the built-in test
 * provider "took" says no money moved (decision 0073).
 */
const ONLINE: Record<ApiOrder['paymentStatus'], string> = {
  Unpaid: 'Online · Unpaid',
  Authorised: 'Online · Authorised',
  Paid: 'Online · Paid',
  Refunded: 'Online · Refunded',
  Voided: 'Online · Voided',
  Problem: 'Online · Payment problem',
};

export function paymentSummary(
  order: Pick<ApiOrder, 'paymentMethod' | 'paymentStatus' | 'testPayment'>,
): string {
  if (order.paymentMethod === 'Online') {
    const status = ONLINE[order.paymentStatus] ?? 'Online';
    return order.testPayment ? `${status} · ${TEST_PAYMENT_LABEL}` : status;
  }
  return order.paymentStatus === 'Paid' ? 'Paid at the restaurant' : 'Pay at Pickup';
}
