import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The status words a diner reads (orders, bookings, gift cards sent, coupons), by the API's English
 * value: the order page, the order's progress and the account pages show them alike.
 */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  Received: msg({ message: 'Received', context: 'status' }),
  Accepted: msg({ message: 'Accepted', context: 'status' }),
  Ready: msg({ message: 'Ready', context: 'status' }),
  Fulfilled: msg({ message: 'Fulfilled', context: 'status' }),
  Rejected: msg({ message: 'Rejected', context: 'status' }),
  Cancelled: msg({ message: 'Cancelled', context: 'status' }),
  Pending: msg({ message: 'Pending', context: 'status' }),
  Confirmed: msg({ message: 'Confirmed', context: 'status' }),
  Completed: msg({ message: 'Completed', context: 'status' }),
  'No-show': msg({ message: 'No-show', context: 'status' }),
  Scheduled: msg({ message: 'Scheduled', context: 'status' }),
  Sent: msg({ message: 'Sent', context: 'status' }),
  Available: msg({ message: 'Available', context: 'status' }),
  Redeemed: msg({ message: 'Redeemed', context: 'status' }),
  Expired: msg({ message: 'Expired', context: 'status' }),
};

/** A status in the page's language; a value this does not know (a label already said) as it is. */
export function statusLabel(i18n: I18n, status: string): string {
  const descriptor = Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : undefined;
  return descriptor ? i18n._(descriptor) : status;
}
