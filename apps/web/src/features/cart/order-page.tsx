import {
  allergyWords,
  formatInstant,
  orderMethodLabel,
  orderTimeHeading,
  type ApiOrder,
} from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { useTenant } from '../../lib/tenant-context';
import { deliveryAddressLabel } from '../../components/cart/order-details';
import { Alert, cardClass } from '../../components/ui/ui';
import { paths } from '../../config/paths';
import { orderQuery } from '../../api/orders';
import { statusStyle } from '../../components/ui/status-style';
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
      <Alert tone="danger" title="Oops!">
        No order was given. Please use the link from your order confirmation.
      </Alert>
    );
  } else if (query.isPending) {
    body = (
      <div role="status" className={`${cardClass} p-8 text-center text-muted`}>
        Loading your order…
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
        links={[{ label: 'Home', to: paths.home }]}
        current={query.data ? `Order: ${query.data.orderNumber}` : 'Order'}
        linkClass="underline underline-offset-2 hover:text-ink"
      />
      {query.isSuccess ? (
        body
      ) : (
        <>
          <h1 className="mb-4 font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl">
            Order
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
  const cancel = useCancelPlacedOrder(tenantId, order._id);
  const { time_zone: timeZone, datetime_format: datetimeFormat } = order.restaurant.settings;
  const at = (iso: string) => formatInstant(Date.parse(iso), timeZone, datetimeFormat);
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
          Order #{order.orderNumber}
        </h1>
        <p className="flex items-center gap-2">
          <span className="text-sm font-semibold text-muted">Status</span>
          <span className={`rounded-full px-3 py-1 text-sm font-bold ${statusStyle(order.status)}`}>
            {order.status}
          </span>
        </p>
      </div>

      {cancel.outcome}

      <OrderProgress order={order} live={live} />

      <section aria-labelledby="order-details" className={`${cardClass} p-5 sm:p-6`}>
        <h2 id="order-details" className="text-lg font-bold">
          Details
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem label="Name">{order.nameOrderedUnder}</DetailItem>
          <DetailItem label="Placed">{at(order.receivedAt)}</DetailItem>
          <DetailItem label={orderTimeHeading(order.deliveryMethod)}>
            {order.pickupTimeType === 'ASAP' && <span>ASAP · </span>}
            {at(order.adjustedPickupTime ?? order.pickupTime)}
          </DetailItem>
          <DetailItem label="Method">
            {orderMethodLabel(order.deliveryMethod)} · {paymentSummary(order)}
            <TestPaymentNote order={order} />
          </DetailItem>
          {order.table && (
            <DetailItem label="Table">
              Reservation #{order.table.reservationNumber} for {order.table.partySize} · {order.table.status}
            </DetailItem>
          )}
          <DetailItem label="Restaurant">
            {order.restaurant.name}
            {restaurantAddress && <span className="block">{restaurantAddress}</span>}
            {order.restaurant.phone && <span className="block">{order.restaurant.phone}</span>}
          </DetailItem>
          {delivery && order.deliveryAddress && (
            <DetailItem label="Deliver To">{deliveryAddressLabel(order.deliveryAddress)}</DetailItem>
          )}
          {order.specialRequests && (
            <DetailItem label="Special Requests" className="sm:col-span-2">
              {order.specialRequests}
            </DetailItem>
          )}
          {order.allergies && (
            <DetailItem label="Allergies" className="sm:col-span-2">
              {allergyWords(order.allergies)}
              <span className="block text-sm text-muted">
                {order.allergies.acknowledgedAt
                  ? 'Read by the kitchen'
                  : 'The kitchen reads this before accepting'}
              </span>
            </DetailItem>
          )}
        </dl>
      </section>

      <PlacedOrderItems order={order} headingId="order-items" headingLevel={2} />

      {order.status === 'Received' && <div className="flex justify-end">{cancel.button('Cancel')}</div>}
      {cancel.dialog}
    </div>
  );
}
