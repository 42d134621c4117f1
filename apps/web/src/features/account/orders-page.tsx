import { Trans, useLingui } from '@lingui/react/macro';
import { orderTypeLabel, toCents, type ApiOrder } from '@storefront/domain';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTenant } from '../../lib/tenant-context';
import { secondaryButton } from '../../components/ui/buttons';
import { PlacedOrderItems } from '../../components/cart/placed-order';
import { useCancelPlacedOrder } from '../../components/cart/cancel-placed-order';
import { cardClass } from '../../components/ui/ui';
import { ErrorAlert } from '../../components/ui/error-alert';
import type { CustomerCookie } from '../../lib/customer';
import { useFormats, type PageFormats } from '../../lib/formats';
import { orderQuery } from '../../api/orders';
import { customerKeys, memberOrdersQuery } from './api';
import { DetailItem } from '../../components/ui/detail-item';
import { BackToProfile, Loading, ProfileListPage, ProfilePage } from './components/layout';
import { RecordList, useRecordInPlace, type RecordRow } from './components/record-list';
import { RequireMember } from './components/require-member';
import { confirmedAtLabel } from './components/confirmed-at-label';
import { paymentSummary } from '../../components/payment-summary';
import { TestPaymentNote } from '../../components/test-payment-note';
import { StatusPill } from '../../components/ui/status-pill';
import { statusLabel } from '../../components/ui/status-label';
import { ORDER_METHOD_NAMES, ORDER_TIME_HEADING } from '../../lib/domain-text';

const timeIn = (formats: PageFormats, order: Pick<ApiOrder, 'restaurant'>) => (iso: string) =>
  formats.instant(
    Date.parse(iso),
    order.restaurant.settings.time_zone,
    order.restaurant.settings.datetime_format,
  );

/** An order's row in the history: its number, when, where, how and how paid; its status and total. */
function useOrderRow(): (order: ApiOrder) => RecordRow {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  return (order) => {
    const number = order.orderNumber;
    const when = timeIn(formats, order)(order.receivedAt);
    const method = i18n._(ORDER_METHOD_NAMES[order.deliveryMethod]);
    const payment = paymentSummary(i18n, order);
    const restaurant = order.restaurant.name;
    return {
      title: t`Order #${number}`,
      detail: t`${when} · ${restaurant} · ${method} · ${payment}`,
      status: order.status,
      aside: <span className="font-semibold tabular-nums">{formats.money(toCents(order.total))}</span>,
    };
  };
}

/**
 * /profile/orders (accounts-and-extras §2 Order History, Order Detail): the member's orders; one
 * opens in place, with Back to Orders and Back to Profile.
 */
export default function OrdersPage() {
  return <RequireMember>{(customer) => <Orders customer={customer} />}</RequireMember>;
}

function Orders({ customer }: { customer: CustomerCookie }) {
  const query = useInfiniteQuery(memberOrdersQuery(customer._id));
  const inPlace = useRecordInPlace('order');
  const orderRow = useOrderRow();
  const { t } = useLingui();

  if (inPlace.openId) {
    return (
      <ProfilePage title={t`Order Detail`}>
        <OrderDetail orderId={inPlace.openId} customerId={customer._id} onBack={inPlace.back} />
      </ProfilePage>
    );
  }

  return (
    <ProfileListPage title={t`Order History`}>
      <RecordList query={query} what="Orders" inPlace={inPlace} row={orderRow} />
    </ProfileListPage>
  );
}

function OrderDetail({
  orderId,
  customerId,
  onBack,
}: {
  orderId: string;
  customerId: string;
  onBack: () => void;
}) {
  const tenant = useTenant();
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const query = useQuery(orderQuery(tenant._id, orderId));
  const heading = useRef<HTMLHeadingElement>(null);
  const cancel = useCancelPlacedOrder(tenant._id, orderId, () => {
    void queryClient.invalidateQueries({ queryKey: customerKeys.list(customerId, 'orders') });
  });
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={secondaryButton} onClick={onBack}>
        <Trans>Back to Orders</Trans>
      </button>
      <BackToProfile />
    </div>
  );

  if (query.isPending)
    return (
      <div className="space-y-6">
        <Loading>{t`Loading order details...`}</Loading>
        {back}
      </div>
    );
  if (query.isError)
    return (
      <div className="space-y-6">
        <ErrorAlert error={query.error} title="Oops!" />
        {back}
      </div>
    );

  const order = query.data;
  const at = timeIn(formats, order);
  const delivery = order.deliveryMethod === 'Delivery';
  const r = order.restaurant;
  const restaurantAddress = [r.address_1, r.address_2, r.city_town, r.state_province]
    .filter(Boolean)
    .join(', ');
  const address = order.deliveryAddress;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          <Trans>Order #{order.orderNumber}</Trans>
        </h2>
        <StatusPill status={order.status} />
      </div>
      {cancel.outcome}

      <section aria-label={t`Details`} className={`${cardClass} p-5 sm:p-6`}>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem label={t`Order Number`}>#{order.orderNumber}</DetailItem>
          <DetailItem label={t`Status`}>{statusLabel(i18n, order.status)}</DetailItem>
          <DetailItem label={t`Payment`}>
            {paymentSummary(i18n, order)}
            <TestPaymentNote order={order} />
          </DetailItem>
          <DetailItem label={t`Order Type`}>
            {order.orderType === 'ToGo' ? t`To Go` : orderTypeLabel(order.orderType)}
          </DetailItem>
          <DetailItem label={t`Delivery Method`}>
            {i18n._(ORDER_METHOD_NAMES[order.deliveryMethod])}
          </DetailItem>
          <DetailItem label={i18n._(ORDER_TIME_HEADING[order.deliveryMethod])}>
            {order.pickupTimeType === 'ASAP' ? t`ASAP · ` : ''}
            {at(order.pickupTime)}
          </DetailItem>
          {order.table && (
            <DetailItem label={t`Table`}>
              <Trans>
                Reservation #{order.table.reservationNumber} for {order.table.partySize}
              </Trans>
            </DetailItem>
          )}
          {order.adjustedPickupTime && (
            <DetailItem label={t`Adjusted Pickup Time`}>{at(order.adjustedPickupTime)}</DetailItem>
          )}
          <DetailItem label={t`Received At`}>{at(order.receivedAt)}</DetailItem>
          {order.confirmedAt && (
            <DetailItem label={i18n._(confirmedAtLabel(order.status))}>{at(order.confirmedAt)}</DetailItem>
          )}
          <DetailItem label={t`Restaurant`}>
            {r.name}
            {restaurantAddress && <span className="block">{restaurantAddress}</span>}
            {r.phone && <span className="block">{r.phone}</span>}
          </DetailItem>
          {delivery && address && (
            <DetailItem label={t`Delivery Address`}>
              {address.suiteApartmentNumber ? `${address.suiteApartmentNumber} - ` : ''}
              {address.address}
              {address.postalCode && <span className="block">{address.postalCode}</span>}
              {address.businessName && <span className="block">{address.businessName}</span>}
              {address.otherPublicVenueName && <span className="block">{address.otherPublicVenueName}</span>}
            </DetailItem>
          )}
          {order.specialRequests && (
            <DetailItem label={t`Special Requests`}>{order.specialRequests}</DetailItem>
          )}
        </dl>
      </section>

      <PlacedOrderItems order={order} headingId="member-order-items" headingLevel={3} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {back}
        {order.status === 'Received' && cancel.button(t`Cancel Order`)}
      </div>
      {cancel.dialog}
    </div>
  );
}
