import { Trans, useLingui } from '@lingui/react/macro';
import { allergyWords, type ApiOrder } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { useTenant } from '../../lib/tenant-context';
import { deliveryAddressLabel } from '../../components/cart/order-details';
import { Alert, cardClass } from '../../components/ui/ui';
import { paths } from '../../config/paths';
import { orderQuery } from '../../api/orders';
import { statusStyle } from '../../components/ui/status-style';
import { statusLabel } from '../../components/ui/status-label';
import { useFormats } from '../../lib/formats';
import { ALLERGEN_NAMES, ORDER_METHOD_NAMES, ORDER_TIME_HEADING } from '../../lib/domain-text';
import { PlacedOrderItems } from '../../components/cart/placed-order';
import { useCancelPlacedOrder } from '../../components/cart/cancel-placed-order';
import { ErrorAlert } from '../../components/ui/error-alert';
import { paymentSummary } from '../../components/payment-summary';
import { TestPaymentNote } from '../../components/test-payment-note';
import { OrderProgress } from './order-progress';
import { ORDER_POLL_MS, useLiveOrder } from './use-live-order';
import { DetailItem } from '../../components/ui/detail-item';

/** /order?id= (ordering-core §2, §7 orderLink): one order's status and details; Cancel while Received. */
export default function OrderPage() {
  const { t } = useLingui();
  const tenant = useTenant();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const live = useLiveOrder(tenant._id, id, id !== '');
  const query = useQuery({
    ...orderQuery(tenant._id, id),
    enabled: id !== '',
    // Polling only while the socket is down, and only until the order has come to its end.
    refetchInterval: (q) => (live || isFinished(q.state.data) ? false : ORDER_POLL_MS),
  });

  let body;
  if (id === '') {
    body = (
      <Alert tone="danger" title={t`Oops!`}>
        <Trans>No order was given. Please use the link from your order confirmation.</Trans>
      </Alert>
    );
  } else if (query.isPending) {
    body = (
      <div role="status" className={`${cardClass} p-8 text-center text-muted`}>
        <Trans>Loading your order…</Trans>
      </div>
    );
  } else if (query.isError) {
    body = <ErrorAlert error={query.error} title="Oops!" />;
  } else {
    body = <OrderDetails order={query.data} tenantId={tenant._id} live={live} />;
  }

  return (
    <div className="mx-auto max-w-4xl px-4 pb-12 pt-6 md:pt-8">
      <Breadcrumbs
        links={[{ label: t`Home`, to: paths.home }]}
        current={query.data ? t`Order: ${query.data.orderNumber}` : t`Order`}
        linkClass="underline underline-offset-2 hover:text-ink"
      />
      {query.isSuccess ? (
        body
      ) : (
        <>
          <h1 className="mb-4 font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl">
            <Trans>Order</Trans>
          </h1>
          {body}
        </>
      )}
    </div>
  );
}

const isFinished = (order: ApiOrder | undefined) =>
  !!order && (order.status === 'Fulfilled' || order.status === 'Rejected' || order.status === 'Cancelled');

function OrderDetails({ order, tenantId, live }: { order: ApiOrder; tenantId: string; live: boolean }) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const cancel = useCancelPlacedOrder(tenantId, order._id);
  const { time_zone: timeZone, datetime_format: datetimeFormat } = order.restaurant.settings;
  const at = (iso: string) => formats.instant(Date.parse(iso), timeZone, datetimeFormat);
  const delivery = order.deliveryMethod === 'Delivery';
  const restaurantAddress = [
    order.restaurant.address_1,
    order.restaurant.city_town,
    order.restaurant.state_province,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl">
          <Trans>Order #{order.orderNumber}</Trans>
        </h1>
        <p className="flex items-center gap-2">
          <span className="text-sm font-semibold text-muted">
            <Trans>Status</Trans>
          </span>
          <span className={`rounded-full px-3 py-1 text-sm font-bold ${statusStyle(order.status)}`}>
            {statusLabel(i18n, order.status)}
          </span>
        </p>
      </div>

      {cancel.outcome}

      <OrderProgress order={order} live={live} />

      <section aria-labelledby="order-details" className={`${cardClass} p-5 sm:p-6`}>
        <h2 id="order-details" className="text-lg font-bold">
          <Trans>Details</Trans>
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem label={t`Name`}>{order.nameOrderedUnder}</DetailItem>
          <DetailItem label={t`Placed`}>{at(order.receivedAt)}</DetailItem>
          <DetailItem label={i18n._(ORDER_TIME_HEADING[order.deliveryMethod])}>
            {order.pickupTimeType === 'ASAP' && <span>{t`ASAP · `}</span>}
            {at(order.adjustedPickupTime ?? order.pickupTime)}
          </DetailItem>
          <DetailItem label={t`Method`}>
            {i18n._(ORDER_METHOD_NAMES[order.deliveryMethod])} · {paymentSummary(i18n, order)}
            <TestPaymentNote order={order} />
          </DetailItem>
          {order.table && (
            <DetailItem label={t`Table`}>
              <Trans>
                Reservation #{order.table.reservationNumber} for {order.table.partySize}
              </Trans>{' '}
              · {statusLabel(i18n, order.table.status)}
            </DetailItem>
          )}
          <DetailItem label={t`Restaurant`}>
            {order.restaurant.name}
            {restaurantAddress && <span className="block">{restaurantAddress}</span>}
            {order.restaurant.phone && <span className="block">{order.restaurant.phone}</span>}
          </DetailItem>
          {delivery && order.deliveryAddress && (
            <DetailItem label={t`Deliver To`}>{deliveryAddressLabel(order.deliveryAddress)}</DetailItem>
          )}
          {order.specialRequests && (
            <DetailItem label={t`Special Requests`} className="sm:col-span-2">
              {order.specialRequests}
            </DetailItem>
          )}
          {order.allergies && (
            <DetailItem label={t`Allergies`} className="sm:col-span-2">
              {allergyWords(order.allergies, (allergen) => i18n._(ALLERGEN_NAMES[allergen]))}
              <span className="block text-sm text-muted">
                {order.allergies.acknowledgedAt
                  ? t`Read by the kitchen`
                  : t`The kitchen reads this before accepting`}
              </span>
            </DetailItem>
          )}
        </dl>
      </section>

      <PlacedOrderItems order={order} headingId="order-items" headingLevel={2} />

      {order.status === 'Received' && <div className="flex justify-end">{cancel.button(t`Cancel`)}</div>}
      {cancel.dialog}
    </div>
  );
}
