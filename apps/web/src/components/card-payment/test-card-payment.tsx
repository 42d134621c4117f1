import { Trans, useLingui } from '@lingui/react/macro';
import { toCents } from '@storefront/domain';
import { useId, useState } from 'react';
import { confirmPayment, isAuthorisedStatus } from '../../api/payments';
import { useFormats } from '../../lib/formats';
import { Alert, primaryButton, secondaryButton } from '../ui/ui';
import { useOnBrandText } from '../use-on-brand-text';
import { CardFields } from './card-fields';
import type { CardPaymentProps } from './card-payment';
import type { SaveCardFormProps } from './card-forms';

/*
 * The built-in test provider's card forms (its entry in the card form registry, decision 0068): the
 * card goes to our server, which plays Stripe's test cards; no money moves, and the forms say so.
 */

/** The built-in test provider's card form, with its extra confirmation step for 4000 0027 6000 3184. */
export function TestCardPayment({ payment, holderName, onAuthorised, onBack }: CardPaymentProps) {
  const { t } = useLingui();
  const amount = useFormats().money(toCents(payment.amount));
  const onBrand = useOnBrandText();
  const idPrefix = useId();
  const [needsStep, setNeedsStep] = useState(false);

  const finish = async ({ payment: after }: Awaited<ReturnType<typeof confirmPayment>>) => {
    if (isAuthorisedStatus(after.status)) return onAuthorised();
    if (after.status === 'requires_action') {
      setNeedsStep(true);
      return;
    }
    throw new Error(after.lastError ?? t`The payment could not be completed. Please try again.`);
  };

  const [stepBusy, setStepBusy] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const authenticate = async (result: 'complete' | 'fail') => {
    setStepBusy(true);
    setStepError(null);
    try {
      await finish(await confirmPayment(payment._id, { authentication: result }));
    } catch (reason) {
      setNeedsStep(false);
      setStepError(reason instanceof Error ? reason.message : t`The payment could not be confirmed.`);
      setStepBusy(false);
    }
  };

  if (needsStep) {
    return (
      <div role="group" aria-labelledby={`${idPrefix}-step`} className="space-y-3">
        <Alert tone="info" title={t`Test mode: no real charge`}>
          <Trans>This is the test payment provider.</Trans>
        </Alert>
        <h3 id={`${idPrefix}-step`} className="font-bold">
          <Trans>Confirm this payment</Trans>
        </h3>
        <p className="text-sm">
          <Trans>Your card issuer asks for an extra confirmation step for this payment of {amount}.</Trans>
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={secondaryButton}
            disabled={stepBusy}
            onClick={() => void authenticate('fail')}
          >
            <Trans>Fail Confirmation</Trans>
          </button>
          <button
            type="button"
            className={primaryButton(onBrand)}
            disabled={stepBusy}
            onClick={() => void authenticate('complete')}
          >
            {stepBusy ? t`Confirming…` : t`Complete Confirmation`}
          </button>
        </div>
      </div>
    );
  }

  return (
    <CardFields
      holderName={holderName}
      onCard={async (card) => finish(await confirmPayment(payment._id, { card }))}
      error={stepError}
      backLabel={t`Back`}
      onBack={onBack}
      submitLabel={t`Pay ${amount}`}
      busyLabel={t`Paying…`}
    />
  );
}

/** Saving a card on the test provider: the same fields, sent to the server as `card`. */
export function TestCardSave({ holderName, onSave, onCancel }: SaveCardFormProps) {
  const { t } = useLingui();
  return (
    <CardFields
      saving
      holderName={holderName}
      onCard={(card) => onSave({ card })}
      backLabel={t`Cancel`}
      onBack={onCancel}
      submitLabel={t`Save`}
      busyLabel={t`Saving…`}
    />
  );
}
