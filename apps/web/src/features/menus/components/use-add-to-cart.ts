import { menuItemIndex, type ApiMenu, type ApiMenuItem } from '@storefront/domain';
import { useCallback, useMemo, useState } from 'react';
import type { AddToCartTarget } from '../../../components/menu/add-to-cart-modal';

/**
 * The add-to-cart dialog of a page of menus: the item it shows (with the menu it is served from,
 * whose hours go on the line) and the status line read out after adding.
 */
export function useAddToCart(menus: readonly ApiMenu[]) {
  const [target, setTarget] = useState<AddToCartTarget | null>(null);
  const [added, setAdded] = useState('');
  const index = useMemo(() => menuItemIndex(menus), [menus]);

  /** Opens the dialog; the menu is looked up when not given (promotion items, Picked for you). */
  const open = useCallback(
    (item: ApiMenuItem, menu: ApiMenu | null) => {
      setAdded('');
      setTarget({ item, menu: menu ?? index.find(item._id, null)?.menu ?? null });
    },
    [index],
  );
  /** Opens the dialog for the item with this id, if these menus hold it; false when they do not. */
  const openById = useCallback(
    (itemId: string): boolean => {
      const found = index.find(itemId, null);
      if (found) open(found.item, found.menu);
      return found !== undefined;
    },
    [index, open],
  );
  const onAdded = useCallback(
    (name: string, quantity: number) => setAdded(`Added ${quantity} × ${name} to your cart.`),
    [],
  );
  return { target, open, openById, close: () => setTarget(null), added, onAdded };
}
