import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toCents, type StaffGiftCardOrder } from '@storefront/domain';
import { useStaffFormats, type StaffFormats } from '../../staff/staff-i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boardKeys, fetchGiftCardOrders, markGiftCardOrderPaid } from '../api/board-api';
import { TestPaymentNote } from '../../../components/test-payment-note';
import { StaffPanel, useWriteError, type StaffPanelProps } from './staff-panel';
import { StaffButton } from '../../staff/components/staff-button';

const PAYMENT_STATUS = { Paid: msg`Paid`, Unpaid: msg`Unpaid` } as const;
const CARD_TYPE = { Digital: msg`Digital`, Physical: msg`Physical` } as const;
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The restaurant's gift card orders (accounts-and-extras §2 Gift checkout): the buyer pays at the
 * counter or by phone, then Mark paid issues the cards (digital ones are emailed to the buyer,
 * physical ones are handed over with the numbers shown here).
 */
export function GiftCardOrders({ restaurantId, timeZone, onSignedOut }: StaffPanelProps) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const formats = useStaffFormats(timeZone);
  const money = (dollars: number) => formats.money(toCents(dollars));
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
      title={<Trans>Gift card orders</Trans>}
      count={t`${plural(unpaid, { one: '(# unpaid)', other: '(# unpaid)' })}`}
      error={writeError.error}
      loadError={orders.error}
    >
      {orders.isPending && (
        <p role="status">
          <Trans>Loading gift card orders…</Trans>
        </p>
      )}
      {orders.isSuccess && list.length === 0 && (
        <p className="text-sm text-stone-600">
          <Trans>No gift card orders.</Trans>
        </p>
      )}
      <ul className="divide-y divide-stone-200">
        {list.map((order) => {
          const number = order.giftCardOrderNumber;
          return (
            <li
              key={order._id}
              data-gift-card-order-number={order.giftCardOrderNumber}
              className="flex flex-wrap items-start justify-between gap-3 py-3"
            >
              <div className="min-w-0 text-sm">
                <p className="text-base font-bold">
                  <Trans>Gift card order #{number}</Trans>{' '}
                  <span
                    className={`ml-1 rounded px-2 py-0.5 text-xs font-semibold ${
                      order.paymentStatus === 'Paid'
                        ? 'bg-green-100 text-green-900'
                        : 'bg-amber-100 text-amber-950'
                    }`}
                  >
                    {i18n._(PAYMENT_STATUS[order.paymentStatus])}
                  </span>
                </p>
                <TestPaymentNote order={order} />
                <p>
                  <Trans>
                    {order.quantity} × {order.giftCardProductName} ({i18n._(CARD_TYPE[order.giftCardType])}):{' '}
                    {order.giftCardQuantity} × {money(order.giftCardUnitPrice)} cards,{' '}
                    <strong>{money(order.price)}</strong>
                  </Trans>
                </p>
                <p className="text-stone-700">
                  {order.nameOrderedUnder} · {order.phone} · {order.email} ·{' '}
                  {formats.dateTime(order.createdAt)}
                </p>
                <GiftRecipientLine order={order} formats={formats} />
                {order.giftCards.length > 0 && (
                  <ul aria-label={t`Gift cards of order #${number}`} className="mt-1 font-mono">
                    {order.giftCards.map((card) => (
                      <li key={card._id}>
                        {grouped(card.giftCardNumber)} ({i18n._(CARD_TYPE[card.kind])}, {money(card.balance)})
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {order.paymentStatus === 'Unpaid' && (
                <StaffButton
                  tone="go"
                  disabled={pay.isPending && pay.variables === order._id}
                  onClick={() => pay.mutate(order._id)}
                >
                  <Trans>Mark paid</Trans>
                </StaffButton>
              )}
            </li>
          );
        })}
      </ul>
    </StaffPanel>
  );
}

/*
 * A gift for someone else: the cards are mailed to the recipient, not handed to the buyer, so whoever
 * takes the payment at the counter sees to whom, when, and that the mail waits for the payment.
 */
function GiftRecipientLine({ order, formats }: { order: StaffGiftCardOrder; formats: StaffFormats }) {
  const { t } = useLingui();
  const { recipient } = order;
  if (!recipient) return null;
  const sentAt = recipient.sentAt ? formats.dateTime(recipient.sentAt) : '';
  const sendAt = formats.dateTime(recipient.sendAt);
  const sending =
    recipient.status === 'Sent' && sentAt
      ? t`mailed ${sentAt}`
      : order.paymentStatus === 'Paid'
        ? t`mails ${sendAt}`
        : t`mails once paid, not before ${sendAt}`;
  return (
    <p className="text-stone-700">
      <Trans>
        Gift for <strong>{recipient.name}</strong> · {recipient.email} · {sending}
      </Trans>
      {recipient.message && <span className="block italic">“{recipient.message}”</span>}
    </p>
  );
}
