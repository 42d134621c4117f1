import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The confirmed-time label by status (accounts-and-extras §2 Order Detail). */
export function confirmedAtLabel(status: string): MessageDescriptor {
  switch (status) {
    case 'Cancelled':
      return msg`Cancelled At`;
    case 'Rejected':
      return msg`Rejected At`;
    case 'Fulfilled':
      return msg`Fulfilled At`;
    default:
      return msg`Accepted At`;
  }
}
