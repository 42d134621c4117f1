import { useLingui } from '@lingui/react';
import { statusLabel } from './status-label';
import { statusStyle } from './status-style';

/** A status in its pill: `colours` where the status has its own (a coupon's, a staff list's), else statusStyle's. */
export function StatusPill({ status, colours = statusStyle(status) }: { status: string; colours?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${colours}`}>
      {statusLabel(i18n, status)}
    </span>
  );
}
