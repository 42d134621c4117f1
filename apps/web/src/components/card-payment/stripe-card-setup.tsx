import { Elements } from '@stripe/react-stripe-js';
import { useMemo } from 'react';
import { StripeElementForm, stripeFor } from './stripe-card-form';

/*
 * Saving a card on Stripe (decision 0041): the Payment Element in setup mode makes a PaymentMethod
 * in the browser (the card never reaches our server); the server saves it to the member's Stripe
 * customer through a SetupIntent. Cards are saved on the platform's account.
 */

export interface StripeCardSetupProps {
  publishableKey: string;
  holderName: string;
  /** Saves the PaymentMethod Stripe.js made; throws (the message is shown) when it is refused. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
  onCancel: () => void;
}

export default function StripeCardSetup(props: StripeCardSetupProps) {
  const stripe = useMemo(() => stripeFor(props.publishableKey, null), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ mode: 'setup', currency: 'cad', paymentMethodCreation: 'manual' }}>
      <SetupForm {...props} />
    </Elements>
  );
}

function SetupForm({ holderName, onPaymentMethod, onCancel }: StripeCardSetupProps) {
  return (
    <StripeElementForm
      holderName={holderName}
      backLabel="Cancel"
      onBack={onCancel}
      submitLabel="Save"
      busyLabel="Saving…"
      failure="The card could not be saved."
      work={async (stripe, elements) => {
        const checked = await elements.submit();
        if (checked.error) throw new Error(checked.error.message ?? 'Please check the card details.');
        const result = await stripe.createPaymentMethod({
          elements,
          params: { billing_details: { name: holderName } },
        });
        if (result.error) throw new Error(result.error.message ?? 'Your card was declined.');
        await onPaymentMethod(result.paymentMethod.id);
      }}
    />
  );
}
