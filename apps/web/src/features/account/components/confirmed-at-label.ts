/** The confirmed-time label by status (accounts-and-extras §2 Order Detail). */
export function confirmedAtLabel(status: string): string {
  switch (status) {
    case 'Cancelled':
      return 'Cancelled At';
    case 'Rejected':
      return 'Rejected At';
    case 'Fulfilled':
      return 'Fulfilled At';
    default:
      return 'Accepted At';
  }
}
