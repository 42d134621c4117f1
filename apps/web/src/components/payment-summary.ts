import type { ApiOrder } from '@storefront/domain';

/*
 * Where an order's money is, in words, for the order view, the order history and the staff board
 * (issue 14): an Online order's card is authorised at placement, charged when the restaurant accepts,
 * and voided or refunded when the order is rejected or cancelled.
 */
const ONLINE: Record<ApiOrder['paymentStatus'], string> = {
  Unpaid: 'Online · Unpaid',
  Authorised: 'Online · Authorised',
  Paid: 'Online · Paid',
  Refunded: 'Online · Refunded',
  Voided: 'Online · Voided',
  Problem: 'Online · Payment problem',
};

export function paymentSummary(order: Pick<ApiOrder, 'paymentMethod' | 'paymentStatus'>): string {
  if (order.paymentMethod === 'Online') return ONLINE[order.paymentStatus] ?? 'Online';
  return order.paymentStatus === 'Paid' ? 'Paid at the restaurant' : 'Pay at Pickup';
}
