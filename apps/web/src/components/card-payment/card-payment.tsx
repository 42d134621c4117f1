import { Trans, useLingui } from '@lingui/react/macro';
import { savedCardLabel, toCents, type OnlinePayment } from '@storefront/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { paymentMethodsQuery } from '../../api/payment-methods';
import { confirmPayment, isAuthorisedStatus } from '../../api/payments';
import { useCustomer } from '../../lib/customer';
import { useFormats } from '../../lib/formats';
import { cardClass, primaryButton } from '../ui/ui';
import { useOnBrandText } from '../use-on-brand-text';
import { CARD_FORMS } from './card-forms';
import { ErrorAlert } from '../ui/error-alert';

/*
 * Pay With Card (ordering-core §5 card form; issue 14): the card for the payment of an Online order
 * or gift card order, whose amount the server priced, in the form of the payment's provider (the card
 * form registry, decision 0068): on the built-in test provider our own form (the card never leaves
 * our server, and no money moves); on Stripe, Stripe's Payment Element, loaded only here.
 */

export interface CardPaymentProps {
  payment: OnlinePayment;
  /** The name on the card, the customer's name by default (ordering-core §5). */
  holderName: string;
  /**
   * Once the card is authorised: asks for what was paid for with the attempt's key and moves on;
   * throws (the message is shown) when it is not there yet.
   */
  onAuthorised: () => Promise<void>;
  onBack: () => void;
}

export default function CardPayment(props: CardPaymentProps) {
  const { t } = useLingui();
  const formats = useFormats();
  const headingId = useId();
  const PayForm = CARD_FORMS[props.payment.provider].pay;
  return (
    <section aria-labelledby={headingId} className={`${cardClass} space-y-4 p-5 sm:p-6`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          <Trans>Pay With Card</Trans>
        </h2>
        <p className="text-lg font-bold tabular-nums">{formats.money(toCents(props.payment.amount))}</p>
      </div>
      <SavedCards {...props} />
      <Suspense fallback={<p className="text-sm text-muted">{t`Loading the secure card form…`}</p>}>
        <PayForm {...props} />
      </Suspense>
    </section>
  );
}

/**
 * One tap with a saved card (decision 0041): the signed-in member's cards of this payment's provider,
 * each a button that pays the server's amount with it.
 */
function SavedCards({ payment, onAuthorised }: CardPaymentProps) {
  const { t } = useLingui();
  const formats = useFormats();
  const onBrand = useOnBrandText();
  const member = useCustomer();
  const query = useInfiniteQuery({ ...paymentMethodsQuery(member?._id ?? ''), enabled: member !== null });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cards = (query.data ?? []).filter((card) => card.provider === payment.provider);
  if (cards.length === 0) return null;
  const amount = formats.money(toCents(payment.amount));
  const pay = async (methodId: string) => {
    setBusy(true);
    setError(null);
    try {
      const { payment: after } = await confirmPayment(payment._id, { paymentMethod: methodId });
      if (!isAuthorisedStatus(after.status))
        throw new Error(after.lastError ?? t`The payment could not be completed. Please try another card.`);
      await onAuthorised();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : t`The payment could not be completed.`);
      setBusy(false);
    }
  };
  return (
    <div role="group" aria-label={t`Saved cards`} className="space-y-3 border-b border-black/10 pb-4">
      <h3 className="font-bold">
        <Trans>Pay with a saved card</Trans>
      </h3>
      <ul className="space-y-2">
        {cards.map((card) => {
          const label = savedCardLabel(card.stripeToken.card);
          return (
            <li key={card._id}>
              <button
                type="button"
                className={`${primaryButton(onBrand)} w-full`}
                disabled={busy}
                onClick={() => void pay(card._id)}
              >
                {t`Pay ${amount} with ${label}`}
              </button>
            </li>
          );
        })}
      </ul>
      <ErrorAlert error={error} />
      <p className="text-sm text-muted">
        <Trans>Or pay with another card:</Trans>
      </p>
    </div>
  );
}
