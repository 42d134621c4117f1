import { Trans, useLingui } from '@lingui/react/macro';
import { canCheckout, pricingMethodOf, type ApiRestaurant } from '@storefront/domain';
import { useId, useState } from 'react';
import type { CartQuoteResult } from '../../../api/cart-quote';
import { CartLines } from '../../../components/cart/cart-lines';
import { NoteField } from '../../../components/form/note-field';
import { cardClass, dangerButton, primaryButton, secondaryButton } from '../../../components/ui/ui';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderStore } from '../../../stores/order-store';
import { AllergiesField } from './allergies-field';
import { CheckoutBar } from './checkout-bar';
import { CutleryAddOns } from './cutlery-add-ons';
import { OrderInfo } from './order-info';
import { SummaryAside, useCartSummary } from './order-summary';
import { RedemptionPanels } from './redemption-panels';

interface ReviewStepProps {
  restaurant: ApiRestaurant;
  quote: CartQuoteResult;
  onBack: () => void;
  onCancel: () => void;
  /** Continue receives the special requests text (ordering-core §2 /checkout). */
  onContinue: (specialRequests: string) => void;
}

/**
 * Step 1, Review Your Order: the lines (quantity and removal), the promotion hints, the coupon and
 * gift card panels (one Discounts card), additional items, the order summary with its promotions and discounts, special
 * requests and the pickup or delivery details; Continue and Back with the summary (Continue in the
 * phone's checkout bar), Cancel order apart at the foot.
 */
export function ReviewStep({ restaurant, quote, onBack, onCancel, onContinue }: ReviewStepProps) {
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const requestsId = useId();
  const items = useCartStore((s) => s.items);
  const summary = useCartSummary(restaurant, quote);
  const hasAddress = useOrderStore((s) => s.deliveryAddress !== null);
  const [requests, setRequests] = useState(() => useOrderStore.getState().specialRequests);
  const check = canCheckout({
    deliveryMethod: pricingMethodOf(summary.deliveryMethod),
    subtotal: summary.clientSubtotal,
    hasAddress,
    options: restaurant.delivery_options,
  });

  const continueButton = (
    <button
      type="button"
      className={primaryButton(onBrand)}
      disabled={!check.ok}
      onClick={() => onContinue(requests)}
    >
      <Trans>Continue</Trans>
    </button>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <section aria-labelledby="review-items" className={`${cardClass} p-5 sm:p-6`}>
          <h2 id="review-items" className="mb-4 text-lg font-bold">
            <Trans>Items</Trans>
          </h2>
          <CartLines lines={items} quote={quote.quote} />
        </section>

        <RedemptionPanels restaurant={restaurant} quote={quote.quote} />

        <div className={`${cardClass} p-5 sm:p-6`}>
          <CutleryAddOns restaurantId={restaurant._id} />
        </div>

        <div className={`${cardClass} p-5 sm:p-6`}>
          <NoteField
            id={requestsId}
            label={t`Special Requests`}
            labelClassName="text-lg font-bold"
            rows={3}
            maxLength={1000}
            value={requests}
            onChange={setRequests}
            placeholder={t`Anything the kitchen or driver should know?`}
          />
        </div>

        <div className={`${cardClass} p-5 sm:p-6`}>
          <AllergiesField />
        </div>

        <div className={`${cardClass} p-5 sm:p-6`}>
          <OrderInfo restaurant={restaurant} />
        </div>

        {/* Away from Continue: the one action that cannot be undone is never next to the next step. */}
        <div>
          <button type="button" className={dangerButton} onClick={onCancel}>
            <Trans>Cancel order</Trans>
          </button>
        </div>
      </div>

      <SummaryAside {...summary}>
        {/* Below the large breakpoint Continue is in the checkout bar, the summary being out of view. */}
        <div className="hidden lg:grid">{continueButton}</div>
        <button type="button" className={secondaryButton} onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      </SummaryAside>
      <CheckoutBar total={quote.quote?.total}>{continueButton}</CheckoutBar>
    </div>
  );
}
