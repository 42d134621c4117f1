import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTenant } from '../../../lib/tenant-context';
import { CancelOrderDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderStore } from '../../../stores/order-store';
import { releaseGiftCardRedemption } from '../api';

/**
 * Cancel Order from the cart or checkout: after confirmation the cart and the order are cleared
 * (the checkout step back to 0), the gift card holds are released, and the diner starts again at
 * /orderonline.
 */
export function useCancelOrder() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const tenantId = useTenant()._id;

  const confirm = () => {
    setAsking(false);
    const cart = useCartStore.getState();
    // A hold not released here lapses on its own: the cancel never waits for it.
    for (const redemption of cart.giftCardRedemptions)
      releaseGiftCardRedemption(tenantId, redemption._id).catch((reason: unknown) =>
        console.error('A gift card hold could not be released', reason),
      );
    cart.clear();
    useOrderStore.getState().resetOrder();
    void navigate(paths.orderOnline);
  };

  const dialog = <CancelOrderDialog open={asking} onConfirm={confirm} onCancel={() => setAsking(false)} />;
  return { ask: () => setAsking(true), dialog };
}
