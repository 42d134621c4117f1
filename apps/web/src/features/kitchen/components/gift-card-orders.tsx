import { formatInstant, formatMoney, toCents, type StaffGiftCardOrder } from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boardKeys, fetchGiftCardOrders, markGiftCardOrderPaid } from '../api/board-api';
import { TestPaymentNote } from '../../../components/test-payment-note';
import { StaffPanel, useWriteError, type StaffPanelProps } from './staff-panel';

const money = (dollars: number) => formatMoney(toCents(dollars));
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The restaurant's gift card orders (accounts-and-extras §2 Gift checkout): the buyer pays at the
 * counter or by phone, then Mark paid issues the cards (digital ones are emailed to the buyer,
 * physical ones are handed over with the numbers shown here).
 */
export function GiftCardOrders({ restaurantId, timeZone, onSignedOut }: StaffPanelProps) {
  const queryClient = useQueryClient();
  const key = boardKeys.giftCardOrders(restaurantId);
  const orders = useQuery({
    queryKey: key,
    queryFn: () => fetchGiftCardOrders(restaurantId),
    staleTime: 60_000,
  });
  const writeError = useWriteError(onSignedOut);
  const pay = useMutation({
    mutationFn: markGiftCardOrderPaid,
    onSuccess: (paid) => {
      writeError.clear();
      queryClient.setQueryData<StaffGiftCardOrder[]>(key, (list) =>
        list?.map((order) => (order._id === paid._id ? paid : order)),
      );
    },
    onError: (reason) => {
      writeError.failed(reason);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const list = orders.data ?? [];
  const unpaid = list.filter((order) => order.paymentStatus === 'Unpaid').length;

  return (
    <StaffPanel
      id="gift-card-orders"
      title={
        <>
          Gift card orders <span className="font-normal text-stone-600">({unpaid} unpaid)</span>
        </>
      }
      className="mt-6"
      error={writeError.error}
      loadError={orders.error}
    >
      {orders.isPending && <p role="status">Loading gift card orders…</p>}
      {orders.isSuccess && list.length === 0 && (
        <p className="text-sm text-stone-600">No gift card orders.</p>
      )}
      <ul className="divide-y divide-stone-200">
        {list.map((order) => (
          <li
            key={order._id}
            data-gift-card-order-number={order.giftCardOrderNumber}
            className="flex flex-wrap items-start justify-between gap-3 py-3"
          >
            <div className="min-w-0 text-sm">
              <p className="text-base font-bold">
                Gift card order #{order.giftCardOrderNumber}{' '}
                <span
                  className={`ml-1 rounded px-2 py-0.5 text-xs font-semibold ${
                    order.paymentStatus === 'Paid'
                      ? 'bg-green-100 text-green-900'
                      : 'bg-amber-100 text-amber-950'
                  }`}
                >
                  {order.paymentStatus}
                </span>
              </p>
              <TestPaymentNote order={order} />
              <p>
                {order.quantity} × {order.giftCardProductName} ({order.giftCardType}):{' '}
                {order.giftCardQuantity} × {money(order.giftCardUnitPrice)} cards,{' '}
                <strong>{money(order.price)}</strong>
              </p>
              <p className="text-stone-700">
                {order.nameOrderedUnder} · {order.phone} · {order.email} ·{' '}
                {formatInstant(Date.parse(order.createdAt), timeZone, 'MMM D, h:mm A')}
              </p>
              <GiftRecipientLine order={order} timeZone={timeZone} />
              {order.giftCards.length > 0 && (
                <ul
                  aria-label={`Gift cards of order #${order.giftCardOrderNumber}`}
                  className="mt-1 font-mono"
                >
                  {order.giftCards.map((card) => (
                    <li key={card._id}>
                      {grouped(card.giftCardNumber)} ({card.kind}, {money(card.balance)})
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {order.paymentStatus === 'Unpaid' && (
              <button
                type="button"
                disabled={pay.isPending && pay.variables === order._id}
                onClick={() => pay.mutate(order._id)}
                className="rounded bg-green-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
              >
                Mark paid
              </button>
            )}
          </li>
        ))}
      </ul>
    </StaffPanel>
  );
}

/*
 * A gift for someone else: the cards are mailed to the recipient, not handed to the buyer, so whoever
 * takes the payment at the counter sees to whom, when, and that the mail waits for the payment.
 */
function GiftRecipientLine({ order, timeZone }: { order: StaffGiftCardOrder; timeZone: string }) {
  const { recipient } = order;
  if (!recipient) return null;
  const when = (iso: string) => formatInstant(Date.parse(iso), timeZone, 'MMM D, h:mm A');
  const sending =
    recipient.status === 'Sent' && recipient.sentAt
      ? `mailed ${when(recipient.sentAt)}`
      : order.paymentStatus === 'Paid'
        ? `mails ${when(recipient.sendAt)}`
        : `mails once paid, not before ${when(recipient.sendAt)}`;
  return (
    <p className="text-stone-700">
      Gift for <strong>{recipient.name}</strong> · {recipient.email} · {sending}
      {recipient.message && <span className="block italic">“{recipient.message}”</span>}
    </p>
  );
}
