import { useLingui } from '@lingui/react/macro';
import { toCents, type ApiCoupon, type CouponStatus } from '@storefront/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useFormats } from '../../lib/formats';
import { useTenant } from '../../lib/tenant-context';
import { LoadMore } from '../../components/ui/load-more';
import { cardClass } from '../../components/ui/ui';
import type { CustomerCookie } from '../../lib/customer';
import { couponsQuery } from './api';
import { EmptyState, Loading, MemberListPage } from './components/layout';
import { ErrorAlert } from '../../components/ui/error-alert';
import { StatusPill } from '../../components/ui/status-pill';

/** The state's badge: only Available reads as usable. */
const STATUS_CLASS: Record<CouponStatus, string> = {
  Available: 'bg-emerald-100 text-emerald-900',
  Redeemed: 'bg-ink/10 text-ink',
  Expired: 'bg-red-100 text-red-900',
};

/**
 * /profile/coupons (accounts-and-extras §2 My Coupons): each coupon in the one state the server
 * gives it (Available, Redeemed with its date, or Expired with its date), never two at once.
 */
export default function CouponsPage() {
  const { t } = useLingui();
  return (
    <MemberListPage title={t`My Coupons`}>{(customer) => <Coupons customer={customer} />}</MemberListPage>
  );
}

function Coupons({ customer }: { customer: CustomerCookie }) {
  const tenant = useTenant();
  const { t } = useLingui();
  const formats = useFormats();
  const query = useInfiniteQuery(couponsQuery(customer._id));
  if (query.isPending) return <Loading>{t`Loading your coupons…`}</Loading>;
  if (query.isError) return <ErrorAlert error={query.error} title="Oops!" />;
  if (query.data.length === 0)
    return <EmptyState title={t`No Coupons Found`}>{t`Coupons you receive will show here.`}</EmptyState>;
  const dateFormat = tenant.restaurants[0]?.settings.date_format ?? 'MMM D, YYYY';
  const date = (iso: string) => formats.instant(Date.parse(iso), tenant.settings.time_zone, dateFormat);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {query.data.map((coupon: ApiCoupon) => (
          <li key={coupon._id} className={`${cardClass} p-5`}>
            <div className="flex items-start justify-between gap-3">
              <p className="font-bold">{coupon.name}</p>
              <StatusPill status={coupon.status} colours={STATUS_CLASS[coupon.status]} />
            </div>
            <p className="mt-2 text-2xl font-bold tabular-nums">{formats.money(toCents(coupon.amount))}</p>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="font-semibold text-muted">{t`Code`}</dt>
                <dd className="font-mono">{coupon.couponCode}</dd>
              </div>
              {coupon.status === 'Redeemed' && coupon.redeemedAt ? (
                <div className="flex gap-2">
                  <dt className="font-semibold text-muted">{t`Redeemed on`}</dt>
                  <dd>{date(coupon.redeemedAt)}</dd>
                </div>
              ) : (
                coupon.validUntil && (
                  <div className="flex gap-2">
                    <dt className="font-semibold text-muted">
                      {coupon.status === 'Expired' ? t`Expired on` : t`Valid until`}
                    </dt>
                    <dd>{date(coupon.validUntil)}</dd>
                  </div>
                )
              )}
            </dl>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}
