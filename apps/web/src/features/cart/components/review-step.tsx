import {
  canCheckout,
  cartSubtotal,
  pricingMethodOf,
  type ApiRestaurant,
  type CartQuoteRequest,
} from '@storefront/domain';
import { useId, useState } from 'react';
import type { CartQuoteResult } from '../../../api/cart-quote';
import { CartLines } from '../../../components/cart/cart-lines';
import {
  cardClass,
  dangerButton,
  inputClass,
  primaryButton,
  secondaryButton,
} from '../../../components/ui/ui';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderStore } from '../../../stores/order-store';
import { CutleryAddOns } from './cutlery-add-ons';
import { OrderInfo } from './order-info';
import { SummaryAside } from './order-summary';
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
 * gift card panels, additional items, the order summary with its promotions and discounts, special
 * requests and the pickup or delivery details; Back, Cancel order, Continue.
 */
export function ReviewStep({ restaurant, quote, onBack, onCancel, onContinue }: ReviewStepProps) {
  const onBrand = useOnBrandText();
  const requestsId = useId();
  const items = useCartStore((s) => s.items);
  const deliveryMethod: CartQuoteRequest['deliveryMethod'] =
    useOrderStore((s) => s.deliveryMethod) ?? 'Pickup';
  const hasAddress = useOrderStore((s) => s.deliveryAddress !== null);
  const [requests, setRequests] = useState(() => useOrderStore.getState().specialRequests);
  const subtotal = cartSubtotal(items);
  const check = canCheckout({
    deliveryMethod: pricingMethodOf(deliveryMethod),
    subtotal,
    hasAddress,
    options: restaurant.delivery_options,
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <section aria-labelledby="review-items" className={`${cardClass} p-5 sm:p-6`}>
          <h2 id="review-items" className="mb-4 text-lg font-bold">
            Items
          </h2>
          <CartLines lines={items} quote={quote.quote} />
        </section>

        <RedemptionPanels restaurant={restaurant} quote={quote.quote} />

        <div className={`${cardClass} p-5 sm:p-6`}>
          <CutleryAddOns restaurantId={restaurant._id} />
        </div>

        <div className={`${cardClass} p-5 sm:p-6`}>
          <label htmlFor={requestsId} className="text-lg font-bold">
            Special Requests
          </label>
          <textarea
            id={requestsId}
            rows={3}
            maxLength={1000}
            value={requests}
            onChange={(event) => setRequests(event.target.value)}
            placeholder="Anything the kitchen or driver should know?"
            className={inputClass}
          />
        </div>

        <div className={`${cardClass} p-5 sm:p-6`}>
          <OrderInfo restaurant={restaurant} />
        </div>
      </div>

      <SummaryAside
        restaurant={restaurant}
        deliveryMethod={deliveryMethod}
        quoted={quote}
        clientSubtotal={subtotal}
      >
        <button
          type="button"
          className={primaryButton(onBrand)}
          disabled={!check.ok}
          onClick={() => onContinue(requests)}
        >
          Continue
        </button>
        <button type="button" className={secondaryButton} onClick={onBack}>
          Back
        </button>
        <button type="button" className={dangerButton} onClick={onCancel}>
          Cancel order
        </button>
      </SummaryAside>
    </div>
  );
}
