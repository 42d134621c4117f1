import { statusStyle } from '../../../components/ui/status-style';

/* The status pill of the member's orders and reservations. */

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${statusStyle(status)}`}>
      {status}
    </span>
  );
}

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
