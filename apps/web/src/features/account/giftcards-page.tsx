import { Trans, useLingui } from '@lingui/react/macro';
import { toCents, type ApiGiftCard, type ApiGiftCardOrder } from '@storefront/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '../../components/ui/load-more';
import { cardClass } from '../../components/ui/ui';
import type { CustomerCookie } from '../../lib/customer';
import { useFormats } from '../../lib/formats';
import { giftCardsQuery, sentGiftCardsQuery } from './api';
import { Loading, MemberListPage } from './components/layout';
import { ErrorAlert } from '../../components/ui/error-alert';
import { StatusPill } from '../../components/ui/status-pill';

/**
 * /profile/giftcards (accounts-and-extras §2, §4): Valid (balance above 0) and Redeemed sections, and
 * the cards the member sent to someone else (issue 18).
 */
export default function GiftCardsPage() {
  const { t } = useLingui();
  return (
    <MemberListPage title={t`Gift Cards`}>{(customer) => <GiftCards customer={customer} />}</MemberListPage>
  );
}

function GiftCards({ customer }: { customer: CustomerCookie }) {
  const query = useInfiniteQuery(giftCardsQuery(customer._id));
  const { t } = useLingui();
  if (query.isPending) return <Loading>{t`Loading your gift cards…`}</Loading>;
  if (query.isError) return <ErrorAlert error={query.error} title="Oops!" />;
  const valid = query.data.filter((card) => card.balance > 0);
  const redeemed = query.data.filter((card) => card.balance <= 0);
  return (
    <div className="space-y-8">
      <Section id="giftcards-valid" title={t`Valid`} cards={valid} empty={t`No valid gift cards.`} />
      <Section
        id="giftcards-redeemed"
        title={t`Redeemed`}
        cards={redeemed}
        empty={t`No redeemed gift cards.`}
      />
      <LoadMore query={query} />
      <SentGiftCards customer={customer} />
    </div>
  );
}

/** Each gift: to whom, how much, when it goes (or went) on the restaurant's clock, Scheduled or Sent. */
function SentGiftCards({ customer }: { customer: CustomerCookie }) {
  const query = useInfiniteQuery(sentGiftCardsQuery(customer._id));
  const { t } = useLingui();
  const id = 'giftcards-sent';
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        <Trans>Sent as Gifts</Trans>
      </h2>
      {query.isPending ? (
        <Loading>{t`Loading the gift cards you sent…`}</Loading>
      ) : query.isError ? (
        <ErrorAlert error={query.error} title="Oops!" />
      ) : query.data.length === 0 ? (
        <p className={`${cardClass} mt-3 p-5 text-muted`}>{t`You have not sent any gift cards yet.`}</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {query.data.map((order) => (
              <SentGift key={order._id} order={order} />
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      )}
    </section>
  );
}

function SentGift({ order }: { order: ApiGiftCardOrder }) {
  const { t } = useLingui();
  const formats = useFormats();
  const recipient = order.recipient;
  if (!recipient) return null;
  const { time_zone: timeZone, datetime_format: format } = order.restaurant.settings;
  const when = (iso: string) => formats.instant(Date.parse(iso), timeZone, format);
  const cards = order.giftCardQuantity;
  const unitPrice = formats.money(toCents(order.giftCardUnitPrice));
  return (
    <li className={`${cardClass} p-5`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold">{recipient.name}</p>
          <p className="break-all text-sm text-muted">{recipient.email}</p>
        </div>
        <StatusPill status={recipient.status} />
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="font-semibold text-muted">{t`Amount`}</dt>
          <dd className="text-right tabular-nums">{t`${cards} × ${unitPrice}`}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="font-semibold text-muted">{recipient.status === 'Sent' ? t`Sent` : t`Send date`}</dt>
          <dd className="text-right">
            {when(recipient.sentAt ?? recipient.sendAt)}
            {order.paymentStatus !== 'Paid' && (
              <span className="block text-xs text-muted">{t`once paid at the counter`}</span>
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="font-semibold text-muted">{t`Order`}</dt>
          <dd className="tabular-nums">#{order.giftCardOrderNumber}</dd>
        </div>
      </dl>
      {recipient.message && (
        <p className="mt-3 whitespace-pre-line border-t border-black/10 pt-3 text-sm italic">
          “{recipient.message}”
        </p>
      )}
    </li>
  );
}

function Section({
  id,
  title,
  cards,
  empty,
}: {
  id: string;
  title: string;
  cards: ApiGiftCard[];
  empty: string;
}) {
  const { t } = useLingui();
  const formats = useFormats();
  const money = (dollars: number) => formats.money(toCents(dollars));
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {cards.length === 0 ? (
        <p className={`${cardClass} mt-3 p-5 text-muted`}>{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card._id} className={`${cardClass} p-5`}>
              <p className="font-mono text-lg font-bold tracking-wider">{card.giftCardNumber}</p>
              <p className="text-sm text-muted">
                {card.kind === 'Physical' ? t`Physical gift card` : t`Digital gift card`}
              </p>
              <dl className="mt-3 space-y-1 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="font-semibold text-muted">{t`Balance`}</dt>
                  <dd className="font-bold tabular-nums">{money(card.balance)}</dd>
                </div>
                {card.pendingBalance !== card.balance && (
                  <div className="flex justify-between gap-3">
                    <dt className="font-semibold text-muted">{t`Available after pending use`}</dt>
                    <dd className="tabular-nums">{money(card.pendingBalance)}</dd>
                  </div>
                )}
                <div className="flex justify-between gap-3">
                  <dt className="font-semibold text-muted">{t`Original value`}</dt>
                  <dd className="tabular-nums">{money(card.initialBalance)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
