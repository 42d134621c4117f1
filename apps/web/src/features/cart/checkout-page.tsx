import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiRestaurant, PlaceOrderResponse } from '@storefront/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCartQuote, type CartQuoteResult } from '../../api/cart-quote';
import { useOrderRestaurant } from '../../lib/order-context';
import { cardClass, primaryButton } from '../../components/ui/ui';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { useCartStore } from '../../stores/cart-store';
import { orderFlowRedirect, useOrderStore } from '../../stores/order-store';
import { useCancelOrder } from './components/cancel-order';
import { OrderSummary, useCartSummary } from './components/order-summary';
import { CheckoutFrame } from './components/checkout-frame';
import { PageShell } from './components/page-shell';
import { ReviewStep } from './components/review-step';
import { SecureCheckoutStep } from './components/secure-checkout-step';
import { ThankYou } from './components/thank-you';

/**
 * /checkout (ordering-core §2): Review Your Order, then Secure Checkout (`?step=2` opens the second
 * step), then the thank-you screen.
 */
export default function CheckoutPage() {
  const [placed, setPlaced] = useState<PlaceOrderResponse | null>(null);
  if (placed) return <ThankYou result={placed} />;
  return <Checkout onPlaced={setPlaced} />;
}

function Checkout({ onPlaced }: { onPlaced: (result: PlaceOrderResponse) => void }) {
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const restaurant = useOrderRestaurant();
  const items = useCartStore((s) => s.items);
  const step = useOrderStore((s) => s.checkoutStep);
  const { setCheckoutStep, setSpecialRequests } = useOrderStore();
  const redirect = useOrderStore((s) => orderFlowRedirect(s, restaurant !== null, 'buildOrder'));
  const quote = useCartQuote();
  const cancel = useCancelOrder();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // ?step=2 (after logging in or registering) jumps to Secure Checkout.
  const wantsPayment = searchParams.get('step') === '2';
  useEffect(() => {
    if (!wantsPayment) return;
    setCheckoutStep(1);
    setSearchParams(
      (params) => {
        params.delete('step');
        return params;
      },
      { replace: true },
    );
  }, [wantsPayment, setCheckoutStep, setSearchParams]);

  // A new step moves focus to its heading, so a screen reader hears where it is.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const total = quote.quote?.total ?? 0;
  if (items.length === 0 && total < 0.01) {
    return (
      <PageShell title={t`Checkout`}>
        <div className={`${cardClass} px-6 py-12 text-center`}>
          <p className="text-lg font-semibold">
            <Trans>Your cart is empty</Trans>
          </p>
          <Link to={paths.buildOrder} className={`mt-5 ${primaryButton(onBrand)}`}>
            <Trans>Start Shopping</Trans>
          </Link>
        </div>
      </PageShell>
    );
  }
  // A cart without a complete order (a new tab, say) goes back through the order flow first.
  if (redirect || !restaurant) return <Navigate to={redirect ?? paths.orderOnline} replace />;

  return (
    <CheckoutFrame step={step} headingRef={headingRef}>
      {step === 0 ? (
        <ReviewStep
          restaurant={restaurant}
          quote={quote}
          onBack={() => void navigate(paths.buildOrder)}
          onCancel={cancel.ask}
          onContinue={(text) => {
            setSpecialRequests(text);
            setCheckoutStep(1);
          }}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <SecureCheckoutStep
            restaurant={restaurant}
            onBack={() => setCheckoutStep(0)}
            onCancel={cancel.ask}
            onPlaced={onPlaced}
          />
          <CheckoutAside quote={quote} restaurant={restaurant} />
        </div>
      )}
      {cancel.dialog}
    </CheckoutFrame>
  );
}

/** The order at a glance beside the payment step. */
function CheckoutAside({ quote, restaurant }: { quote: CartQuoteResult; restaurant: ApiRestaurant }) {
  const items = useCartStore((s) => s.items);
  const summary = useCartSummary(restaurant, quote);
  return (
    <aside className="lg:sticky lg:top-24 lg:self-start">
      <div className={`${cardClass} space-y-5 p-5 sm:p-6`}>
        <section aria-labelledby="checkout-items">
          <h2 id="checkout-items" className="mb-3 text-lg font-bold">
            <Trans>Your Items</Trans>
          </h2>
          <ul className="space-y-1.5 text-sm">
            {items.map((line) => (
              <li key={line.uuid}>
                <span className="tabular-nums">{line.quantity} ×</span> {line.name}
                {line.size ? ` (${line.size})` : ''}
              </li>
            ))}
          </ul>
        </section>
        <OrderSummary {...summary} />
      </div>
    </aside>
  );
}
