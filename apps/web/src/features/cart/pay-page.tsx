import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentLinkView } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { apiGet } from '../../lib/api-client';
import { useTenant } from '../../lib/tenant-context';
import { ErrorAlert } from '../../components/ui/error-alert';
import { cardClass } from '../../components/ui/ui';
import { PageShell } from './components/page-shell';

// The card form (and, on Stripe, Stripe.js) loads only here.
const CardPayment = lazy(() => import('../../components/card-payment/card-payment'));

/**
 * /pay?payment={id} (decision 0087): the link a phone order's caller is sent to pay by card. The
 * payment the staff placed, in the storefront's card form; once the card is authorised the order is
 * written (and reaches the board), and the caller follows it on its status page.
 */
export default function PayPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get('payment') ?? '';
  const navigate = useNavigate();
  const tenant = useTenant();
  const view = useQuery({
    queryKey: ['payments', paymentId],
    queryFn: () => apiGet<PaymentLinkView>(`/payments/${encodeURIComponent(paymentId)}`),
    enabled: paymentId !== '',
    retry: false,
  });
  const restaurant = tenant.restaurants.find((r) => r._id === view.data?.restaurantId);
  const followOrder = (orderId: string) => void navigate(paths.order(orderId), { replace: true });

  return (
    <PageShell title={t`Pay for Your Order`} eyebrow={restaurant?.name}>
      {paymentId === '' || view.isError ? (
        <ErrorAlert
          error={view.error ?? t`This payment link is not complete. Please use the link you were sent.`}
        />
      ) : !view.data ? (
        <p role="status">
          <Trans>Loading your order…</Trans>
        </p>
      ) : view.data.orderId ? (
        <div className={`${cardClass} space-y-3 p-5`}>
          <p className="font-bold">
            <Trans>This order is paid. Thank you!</Trans>
          </p>
          <Link className="underline" to={paths.order(view.data.orderId)}>
            <Trans>Follow your order</Trans>
          </Link>
        </div>
      ) : (
        <Suspense fallback={<p className="text-sm text-muted">{t`Loading the card form…`}</p>}>
          <CardPayment
            payment={view.data.payment}
            holderName=""
            onAuthorised={async () => {
              const paid = await view.refetch();
              const orderId = paid.data?.orderId;
              if (!orderId)
                throw new Error(t`Your card was accepted; your order is on its way to the restaurant.`);
              followOrder(orderId);
            }}
            onBack={() => void navigate(paths.home)}
          />
        </Suspense>
      )}
    </PageShell>
  );
}
