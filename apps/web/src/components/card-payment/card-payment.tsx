import { formatMoney, toCents, type OnlinePayment } from '@storefront/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { z } from 'zod';
import { confirmPayment, isAuthorisedStatus } from '../../api/payments';
import { TextField, fieldsOf } from '../form/text-field';
import { useSchemaForm, useSubmitAction } from '../form/use-schema-form';
import { Alert, cardClass, primaryButton, secondaryButton } from '../ui/ui';
import { useOnBrandText } from '../use-on-brand-text';

/*
 * Pay With Card (ordering-core §5 card form; issue 14): the card for the payment of an Online order
 * or gift card order, whose amount the server priced. On the built-in test provider, our own form (the card never leaves our
 * server, and no money moves); on Stripe, Stripe's Payment Element, loaded only here.
 */

const StripeCardForm = lazy(() => import('./stripe-card-form'));

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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardClass} space-y-4 p-5 sm:p-6`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          Pay With Card
        </h2>
        <p className="text-lg font-bold tabular-nums">{formatMoney(toCents(props.payment.amount))}</p>
      </div>
      {props.payment.provider === 'stripe' ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading the secure card form…</p>}>
          <StripeCardForm {...props} />
        </Suspense>
      ) : (
        <TestCardForm {...props} />
      )}
    </section>
  );
}

const required = (message: string) => z.string().trim().min(1, message);

const cardSchema = z.object({
  name: required('Please enter the name on the card'),
  number: required('Please enter your card number').regex(
    /^[\d\s-]{12,23}$/,
    'Your card number is incomplete.',
  ),
  expiry: required('Please enter the expiry date').regex(
    /^\s*\d{1,2}\s*\/\s*\d{2}\s*$/,
    'Enter the expiry as MM/YY.',
  ),
  cvc: required('Please enter the CVC').regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  postalCode: required('Please enter your postal code').max(10, 'Your postal code is too long.'),
});
type CardValues = z.input<typeof cardSchema>;

/** Groups the digits by four as they are typed: 4242 4242 4242 4242. */
const cardNumberShape = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as it is typed. */
const expiryShape = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** The built-in test provider's card form, with its extra confirmation step for 4000 0027 6000 3184. */
function TestCardForm({ payment, holderName, onAuthorised, onBack }: CardPaymentProps) {
  const onBrand = useOnBrandText();
  const idPrefix = useId();
  const form = useSchemaForm<CardValues>(cardSchema, {
    name: holderName,
    number: '',
    expiry: '',
    cvc: '',
    postalCode: '',
  });
  const field = fieldsOf(form, idPrefix);
  const [needsStep, setNeedsStep] = useState(false);

  const finish = async ({ payment: after }: Awaited<ReturnType<typeof confirmPayment>>) => {
    if (isAuthorisedStatus(after.status)) return onAuthorised();
    if (after.status === 'requires_action') {
      setNeedsStep(true);
      return;
    }
    throw new Error(after.lastError ?? 'The payment could not be completed. Please try again.');
  };

  const { submitting, error, onSubmit } = useSubmitAction(form, async (values) => {
    await finish(
      await confirmPayment(payment._id, {
        card: {
          name: values.name.trim(),
          number: values.number,
          expiry: values.expiry,
          cvc: values.cvc.trim(),
          postalCode: values.postalCode.trim(),
        },
      }),
    );
  });

  const [stepBusy, setStepBusy] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const authenticate = async (result: 'complete' | 'fail') => {
    setStepBusy(true);
    setStepError(null);
    try {
      await finish(await confirmPayment(payment._id, { authentication: result }));
    } catch (reason) {
      setNeedsStep(false);
      setStepError(reason instanceof Error ? reason.message : 'The payment could not be confirmed.');
      setStepBusy(false);
    }
  };

  if (needsStep) {
    return (
      <div role="group" aria-labelledby={`${idPrefix}-step`} className="space-y-3">
        <Alert tone="info" title="Test mode: no real charge">
          This is the test payment provider.
        </Alert>
        <h3 id={`${idPrefix}-step`} className="font-bold">
          Confirm this payment
        </h3>
        <p className="text-sm">
          Your card issuer asks for an extra confirmation step for this payment of{' '}
          {formatMoney(toCents(payment.amount))}.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={secondaryButton}
            disabled={stepBusy}
            onClick={() => void authenticate('fail')}
          >
            Fail Confirmation
          </button>
          <button
            type="button"
            className={primaryButton(onBrand)}
            disabled={stepBusy}
            onClick={() => void authenticate('complete')}
          >
            {stepBusy ? 'Confirming…' : 'Complete Confirmation'}
          </button>
        </div>
      </div>
    );
  }

  const shown = error ?? stepError;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Alert tone="info" title="Test mode: no real charge">
        Pay with the test card 4242 4242 4242 4242, any future expiry, any CVC. 4000 0000 0000 0002 is
        declined; 4000 0027 6000 3184 asks for an extra confirmation step.
      </Alert>
      <TextField {...field('name')} label="Name on card" autoComplete="cc-name" maxLength={120} required />
      <TextField
        {...field('number')}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        shape={cardNumberShape}
        required
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          {...field('expiry')}
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          shape={expiryShape}
          required
        />
        <TextField
          {...field('cvc')}
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          required
        />
        <TextField
          {...field('postalCode')}
          label="Postal code"
          autoComplete="postal-code"
          maxLength={10}
          required
        />
      </div>
      {shown && (
        <Alert tone="danger" title="Error!">
          {shown}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className={secondaryButton} onClick={onBack} disabled={submitting}>
          Back
        </button>
        <button type="submit" className={primaryButton(onBrand)} disabled={submitting}>
          {submitting ? 'Paying…' : `Pay ${formatMoney(toCents(payment.amount))}`}
        </button>
      </div>
    </form>
  );
}
