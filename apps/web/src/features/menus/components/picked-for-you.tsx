import { Trans } from '@lingui/react/macro';
import type { ApiMenu, ApiMenuItem } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { mostOrderedItemsQuery } from '../../../api/member';
import { useTenant } from '../../../lib/tenant-context';
import { useCustomer } from '../../../lib/customer';
import { storedEaterUuid } from '../../../lib/eater';
import { MenuItemCard, type ItemContext } from './menu-item-card';

/** How many favourites the section shows. */
const MAX_PICKS = 4;

/** The favourites that are still on these menus (by item id, else code), in the server's order, once each. */
export function picksOnMenus(
  picks: readonly { item: string; cd: string | null }[],
  menus: readonly ApiMenu[],
): ApiMenuItem[] {
  const items = menus.flatMap((menu) => menu.sections.flatMap((section) => section.items));
  const found: ApiMenuItem[] = [];
  for (const pick of picks) {
    const code = pick.cd?.trim().toLowerCase();
    const item =
      items.find((i) => i._id === pick.item) ??
      (code ? items.find((i) => i.cd?.trim().toLowerCase() === code) : undefined);
    if (item && !found.some((f) => f._id === item._id)) found.push(item);
    if (found.length === MAX_PICKS) break;
  }
  return found;
}

/**
 * 'Picked for you' (ordering-core §2 Menus): this eater's most ordered items, on top of the first
 * menu. A member is known by the session; a guest by the eater id stored when they last ordered
 * here (a browser that never ordered has no favourites, so nothing is asked).
 */
export function PickedForYou({
  menus,
  context,
  onSelectItem,
  opensDialog,
}: {
  menus: readonly ApiMenu[];
  context: ItemContext;
  onSelectItem?: (item: ApiMenuItem) => void;
  opensDialog?: boolean;
}) {
  const tenant = useTenant();
  const customer = useCustomer();
  const eater = storedEaterUuid();
  const headingId = useId();
  const query = useQuery({
    ...mostOrderedItemsQuery(tenant._id, eater, customer?._id ?? eater ?? 'nobody'),
    enabled: customer !== null || eater !== null,
  });
  const picks = query.data ? picksOnMenus(query.data.items, menus) : [];
  if (picks.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <header className="border-b border-black/10 pb-3">
        <h2 id={headingId} className="font-[family-name:var(--font-display)] text-2xl font-bold md:text-3xl">
          <Trans>Picked for you</Trans>
        </h2>
        <p className="mt-1 text-muted">
          <Trans>Your favourites, ready to order again.</Trans>
        </p>
      </header>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {picks.map((item) => (
          <li key={item._id} className="grid">
            <MenuItemCard item={item} context={context} onSelect={onSelectItem} opensDialog={opensDialog} />
          </li>
        ))}
      </ul>
    </section>
  );
}
