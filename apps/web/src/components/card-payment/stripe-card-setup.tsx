import { Trans, useLingui } from '@lingui/react/macro';
import { Elements } from '@stripe/react-stripe-js';
import { useMemo } from 'react';
import { Alert } from '../ui/ui';
import type { SaveCardFormProps } from './card-forms';
import { StripeElementForm, stripeFor, useStripeLocale } from './stripe-card-form';

/*
 * Saving a card on Stripe (decision 0041): the Payment Element in setup mode makes a PaymentMethod
 * in the browser (the card never reaches our server); the server saves it to the member's Stripe
 * customer through a SetupIntent. Cards are saved on the platform's account.
 */

/** Saves the PaymentMethod Stripe.js made as `stripeTokenId`. */
export default function StripeCardSetup(props: SaveCardFormProps) {
  const { t } = useLingui();
  const locale = useStripeLocale();
  const { publishableKey } = props;
  const stripe = useMemo(() => (publishableKey ? stripeFor(publishableKey, null) : null), [publishableKey]);
  if (!stripe) {
    return (
      <Alert tone="danger" title={t`Error!`}>
        <Trans>Saving cards is not set up on this server.</Trans>
      </Alert>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{ mode: 'setup', currency: 'cad', paymentMethodCreation: 'manual', locale }}
    >
      <SetupForm {...props} />
    </Elements>
  );
}

function SetupForm({ holderName, onSave, onCancel }: SaveCardFormProps) {
  const { t } = useLingui();
  return (
    <StripeElementForm
      holderName={holderName}
      backLabel={t`Cancel`}
      onBack={onCancel}
      submitLabel={t`Save`}
      busyLabel={t`Saving…`}
      failure={t`The card could not be saved.`}
      work={async (stripe, elements) => {
        const checked = await elements.submit();
        if (checked.error) throw new Error(checked.error.message ?? t`Please check the card details.`);
        const result = await stripe.createPaymentMethod({
          elements,
          params: { billing_details: { name: holderName } },
        });
        if (result.error) throw new Error(result.error.message ?? t`Your card was declined.`);
        await onSave({ stripeTokenId: result.paymentMethod.id });
      }}
    />
  );
}
