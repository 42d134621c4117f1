/* Status colours for orders and reservations (accounts-and-extras §4); any other value gets the default look. */

const STYLES: Record<string, string> = {
  Received: 'bg-sky-100 text-sky-900',
  Pending: 'bg-sky-100 text-sky-900',
  Accepted: 'bg-amber-100 text-amber-950',
  Confirmed: 'bg-amber-100 text-amber-950',
  Fulfilled: 'bg-emerald-100 text-emerald-900',
  Completed: 'bg-emerald-100 text-emerald-900',
  Rejected: 'bg-red-100 text-red-900',
  Cancelled: 'bg-ink/10 text-ink',
  // Gift cards sent to someone else.
  Scheduled: 'bg-sky-100 text-sky-900',
  Sent: 'bg-emerald-100 text-emerald-900',
};
const DEFAULT_STYLE = 'bg-white text-ink ring-1 ring-ink/30';

/** The background and text classes of a status pill. */
export const statusStyle = (status: string): string => STYLES[status] ?? DEFAULT_STYLE;
