import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cartItemCount, cartSubtotal, toCents } from '@storefront/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useCartQuote } from '../../api/cart-quote';
import { paths } from '../../config/paths';
import { useFormats } from '../../lib/formats';
import { useCartStore } from '../../stores/cart-store';
import { useOrderStore } from '../../stores/order-store';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { CartLines } from '../../components/cart/cart-lines';
import { Modal } from '../../components/ui/modal';
import { PromoBanner } from '../../components/cart/promo-banner';
import { PromotionHints, SavingRows } from '../../components/cart/savings';
import { CloseIcon } from '../../components/ui/icons';
import { iconButton, primaryButton, secondaryButton } from '../../components/ui/ui';

/** 'Your Cart (1 item)', 'Your Cart (3 items)'. */

/**
 * The cart drawer (ordering-core §2 Header and cart drawer): opened and closed by the header's cart
 * button, closed by Escape, the close button, a click outside, or a navigation (the header closes it
 * on navigation, as it is mounted only once first opened).
 */
export function CartDrawer() {
  const titleId = useId();
  const open = useCartStore((s) => s.drawerOpen);
  const closeDrawer = useCartStore((s) => s.closeDrawer);

  return (
    <Modal open={open} onClose={closeDrawer} labelledBy={titleId} variant="drawer">
      <DrawerContent titleId={titleId} onClose={closeDrawer} />
    </Modal>
  );
}

function DrawerContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const { money } = useFormats();
  const items = useCartStore((s) => s.items);
  const orderInProgress = useOrderStore((s) => s.orderType !== null);
  // Only mounted while open: the drawer asks for a quote only when someone looks at it.
  const { quote, isUpdating } = useCartQuote();
  const count = cartItemCount(items);
  const clientSubtotal = cartSubtotal(items);
  const subtotal = quote && !isUpdating ? toCents(quote.subtotal) : clientSubtotal;
  // Tenants saved before the setting existed get the spec's 38/5.
  const savings = quote && !isUpdating ? quote : null;

  return (
    <div className="flex h-full flex-col">
      <header className="flex items-center justify-between gap-3 border-b border-black/10 px-5 py-4">
        <h2 id={titleId} className="font-[family-name:var(--font-display)] text-xl font-bold">
          {t`Your Cart (${plural(count, { one: '# item', other: '# items' })})`}
        </h2>
        <button type="button" onClick={onClose} className={iconButton} aria-label={t`Close cart`}>
          <CloseIcon />
        </button>
      </header>

      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
          <p className="text-lg font-semibold">
            <Trans>Your cart is empty</Trans>
          </p>
          <Link
            to={orderInProgress ? paths.buildOrder : paths.menus}
            onClick={onClose}
            className={primaryButton(onBrand)}
          >
            <Trans>View Menu</Trans>
          </Link>
        </div>
      ) : (
        <>
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
            <PromoBanner subtotal={clientSubtotal} />
            <PromotionHints hints={quote?.hints} />
            <CartLines lines={items} quote={quote} />
          </div>
          <footer className="space-y-3 border-t border-black/10 px-5 py-4">
            <dl className="space-y-1 text-sm">
              <div className="flex items-baseline justify-between text-lg font-bold">
                <dt>
                  <Trans>Subtotal</Trans>
                </dt>
                <dd className="tabular-nums">{money(subtotal)}</dd>
              </div>
              {/* The promotions and discounts the server applies, each as it comes off the order. */}
              {savings && <SavingRows savings={savings} />}
            </dl>
            <div className="grid grid-cols-2 gap-3">
              <Link to={paths.cart} onClick={onClose} className={secondaryButton}>
                <Trans>View Full Cart</Trans>
              </Link>
              <Link to={paths.checkout} onClick={onClose} className={primaryButton(onBrand)}>
                <Trans>Checkout</Trans>
              </Link>
            </div>
          </footer>
        </>
      )}
    </div>
  );
}
