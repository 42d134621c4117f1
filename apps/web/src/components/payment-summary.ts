import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiOrder } from '@storefront/domain';

/*
 * Where an order's money is, in words, for the order view, the order history and the staff board
 * (issue 14): an Online order's card is authorised at placement, charged when the restaurant accepts,
 * and voided or refunded when the order is rejected or cancelled.
 */
const ONLINE: Record<ApiOrder['paymentStatus'], MessageDescriptor> = {
  Unpaid: msg`Online · Unpaid`,
  Authorised: msg`Online · Authorised`,
  Paid: msg`Online · Paid`,
  Refunded: msg`Online · Refunded`,
  Voided: msg`Online · Voided`,
  Problem: msg`Online · Payment problem`,
};

/** The order's payment in the page's language. */
export function paymentSummary(i18n: I18n, order: Pick<ApiOrder, 'paymentMethod' | 'paymentStatus'>): string {
  if (order.paymentMethod === 'Online') return i18n._(ONLINE[order.paymentStatus] ?? msg`Online`);
  return i18n._(order.paymentStatus === 'Paid' ? msg`Paid at the restaurant` : msg`Pay at Pickup`);
}
