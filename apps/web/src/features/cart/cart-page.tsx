import { Trans, useLingui } from '@lingui/react/macro';
import { canCheckout, cartItemCount, cartSubtotal, pricingMethodOf } from '@storefront/domain';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useCartQuote } from '../../api/cart-quote';
import { CartLines } from '../../components/cart/cart-lines';
import { useOrderRestaurant } from '../../lib/order-context';
import { PromoBanner } from '../../components/cart/promo-banner';
import { cardClass, dangerButton, primaryButton, secondaryButton } from '../../components/ui/ui';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import { useCartStore } from '../../stores/cart-store';
import { useOrderStore } from '../../stores/order-store';
import { useCancelOrder } from './components/cancel-order';
import { CheckoutBar } from './components/checkout-bar';
import { OrderInfo } from './components/order-info';
import { SummaryAside } from './components/order-summary';
import { PageShell } from './components/page-shell';
import { RedemptionPanels } from './components/redemption-panels';

/** /cart, 'Your Order' (ordering-core §2): lines, totals, Continue Shopping, Proceed to Checkout, Cancel Order. */
export default function CartPage() {
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const navigate = useNavigate();
  const restaurant = useOrderRestaurant();
  const items = useCartStore((s) => s.items);
  const order = useOrderStore(
    useShallow((s) => ({
      orderType: s.orderType,
      deliveryMethod: s.deliveryMethod,
      hasAddress: s.deliveryAddress !== null,
    })),
  );
  const quote = useCartQuote();
  const cancel = useCancelOrder();

  if (items.length === 0 || !restaurant) {
    return (
      <PageShell title={t`Your Order`}>
        <div className={`${cardClass} px-6 py-12 text-center`}>
          <p className="text-lg font-semibold">
            <Trans>Your cart is empty</Trans>
          </p>
          <Link to={paths.buildOrder} className={`mt-5 ${primaryButton(onBrand)}`}>
            <Trans>Start Adding Items</Trans>
          </Link>
        </div>
      </PageShell>
    );
  }

  const method = order.deliveryMethod ?? 'Pickup';
  const clientSubtotal = cartSubtotal(items);
  const check = canCheckout({
    deliveryMethod: pricingMethodOf(method),
    subtotal: clientSubtotal,
    hasAddress: order.hasAddress,
    options: restaurant.delivery_options,
  });
  const count = cartItemCount(items);
  const proceed = (
    <button
      type="button"
      className={primaryButton(onBrand)}
      disabled={!check.ok}
      onClick={() => void navigate(paths.checkout)}
    >
      <Trans>Proceed to Checkout</Trans>
    </button>
  );

  return (
    <PageShell title={t`Your Order`}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section aria-labelledby="cart-items" className={`${cardClass} p-5 sm:p-6`}>
            <h2 id="cart-items" className="mb-4 text-lg font-bold">
              <Trans>Items ({count})</Trans>
            </h2>
            <CartLines lines={items} quote={quote.quote} />
          </section>
          <RedemptionPanels restaurant={restaurant} quote={quote.quote} />
          {order.orderType !== null && (
            <div className={`${cardClass} p-5 sm:p-6`}>
              <OrderInfo restaurant={restaurant} />
            </div>
          )}
        </div>

        <SummaryAside
          banner={<PromoBanner subtotal={clientSubtotal} />}
          restaurant={restaurant}
          deliveryMethod={method}
          quoted={quote}
          clientSubtotal={clientSubtotal}
        >
          <div className="hidden lg:grid">{proceed}</div>
          <Link to={paths.buildOrder} className={secondaryButton}>
            <Trans>Continue Shopping</Trans>
          </Link>
        </SummaryAside>
      </div>
      {/* Apart from Proceed to Checkout, which is in the summary (the phone's checkout bar). */}
      <div className="mt-6">
        <button type="button" className={dangerButton} onClick={cancel.ask}>
          <Trans>Cancel Order</Trans>
        </button>
      </div>
      <CheckoutBar total={quote.quote?.total}>{proceed}</CheckoutBar>
      {cancel.dialog}
    </PageShell>
  );
}
