import { formatMoney, toCents, type ApiGiftCard } from '@storefront/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '../../components/ui/load-more';
import { cardClass } from '../../components/ui/ui';
import type { CustomerCookie } from '../../lib/customer';
import { giftCardsQuery } from './api';
import { Loading, MemberListPage } from './components/layout';
import { ErrorAlert } from '../../components/ui/error-alert';

/** /profile/giftcards (accounts-and-extras §2, §4): Valid (balance above 0) and Redeemed sections. */
export default function GiftCardsPage() {
  return (
    <MemberListPage title="Gift Cards">{(customer) => <GiftCards customer={customer} />}</MemberListPage>
  );
}

const money = (dollars: number) => formatMoney(toCents(dollars));

function GiftCards({ customer }: { customer: CustomerCookie }) {
  const query = useInfiniteQuery(giftCardsQuery(customer._id));
  if (query.isPending) return <Loading>Loading your gift cards…</Loading>;
  if (query.isError) return <ErrorAlert error={query.error} title="Oops!" />;
  const valid = query.data.filter((card) => card.balance > 0);
  const redeemed = query.data.filter((card) => card.balance <= 0);
  return (
    <div className="space-y-8">
      <Section title="Valid" cards={valid} empty="No valid gift cards." />
      <Section title="Redeemed" cards={redeemed} empty="No redeemed gift cards." />
      <LoadMore query={query} />
    </div>
  );
}

function Section({ title, cards, empty }: { title: string; cards: ApiGiftCard[]; empty: string }) {
  const id = `giftcards-${title.toLowerCase()}`;
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
              <p className="text-sm text-muted">{card.kind} gift card</p>
              <dl className="mt-3 space-y-1 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="font-semibold text-muted">Balance</dt>
                  <dd className="font-bold tabular-nums">{money(card.balance)}</dd>
                </div>
                {card.pendingBalance !== card.balance && (
                  <div className="flex justify-between gap-3">
                    <dt className="font-semibold text-muted">Available after pending use</dt>
                    <dd className="tabular-nums">{money(card.pendingBalance)}</dd>
                  </div>
                )}
                <div className="flex justify-between gap-3">
                  <dt className="font-semibold text-muted">Original value</dt>
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
