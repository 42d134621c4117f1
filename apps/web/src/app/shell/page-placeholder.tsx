import { Trans } from '@lingui/react/macro';
import { storefrontRouteOf } from '@storefront/domain';
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CheckoutFrame } from '../../features/cart/components/checkout-frame';
import { BuildOrderFrame } from '../../features/menus/components/build-order-frame';
import { useOrderRestaurant } from '../../lib/order-context';
import { useCartStore } from '../../stores/cart-store';
import { useOrderStore } from '../../stores/order-store';

/**
 * Set while the server draws the shell of a page the browser draws (an order's step, the member area):
 * the page's placeholder, which is also the browser's first paint, so that paint changes nothing.
 */
export const ShellOnlyContext = createContext(false);

/**
 * What shows of a page while its code loads, and all the server draws of a page the browser draws:
 * "Loading…", under the page's own frame and heading where they need nothing of the diner's that the
 * server cannot know (issue 28). Those headings are the largest text of /buildorder and /checkout:
 * drawn by the page's script they were its largest paint at 2.4-2.8 s on a phone; sent with the HTML,
 * the largest paint is the first, and the page's own heading later takes the same place.
 */
export function PagePlaceholder() {
  const { pathname } = useLocation();
  const route = storefrontRouteOf(pathname);
  const loading = (
    <div className="min-h-screen" role="status">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
  if (route === '/buildorder') return <BuildOrderPlaceholder>{loading}</BuildOrderPlaceholder>;
  if (route === '/checkout') return <CheckoutPlaceholder>{loading}</CheckoutPlaceholder>;
  return loading;
}

/** The order's restaurant: on the server, the chosen location (the order starts there). */
function BuildOrderPlaceholder({ children }: { children: ReactNode }) {
  const restaurant = useOrderRestaurant();
  return restaurant ? <BuildOrderFrame restaurant={restaurant}>{children}</BuildOrderFrame> : children;
}

/**
 * The order's step; the server knows neither the step nor the cart and draws the way a diner arrives
 * from /buildorder (the first step, a cart with items). An empty cart's page has a heading of its own.
 */
function CheckoutPlaceholder({ children }: { children: ReactNode }) {
  const step = useOrderStore((s) => s.checkoutStep);
  const emptyCart = useCartStore((s) => s.items.length === 0);
  const forEveryone = useContext(ShellOnlyContext);
  if (emptyCart && !forEveryone) return children;
  return <CheckoutFrame step={step}>{children}</CheckoutFrame>;
}
