import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { reorderLines, toCents, type ApiMenu, type ApiOrder, type ApiRestaurant } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { recentOrdersQuery } from '../../../api/member';
import { paths } from '../../../config/paths';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { useCustomer } from '../../../lib/customer';
import { useFormats } from '../../../lib/formats';
import { useCartStore } from '../../../stores/cart-store';

const card = 'rounded-2xl bg-white shadow-sm ring-1 ring-black/5';

/**
 * The REORDER tab (ordering-core §2 Menus, §4 Reorder): guests are asked to log in or register;
 * members see their past orders, and Reorder puts an order's lines back in the cart with their
 * options, priced and timed from this location's current menus. What is no longer offered is
 * skipped, and the message names it.
 */
export function ReorderTab({ restaurant, menus }: { restaurant: ApiRestaurant; menus: readonly ApiMenu[] }) {
  const customer = useCustomer();
  return customer ? (
    <MemberOrders customerId={customer._id} restaurant={restaurant} menus={menus} />
  ) : (
    <ReorderSignInPrompt />
  );
}

function MemberOrders({
  customerId,
  restaurant,
  menus,
}: {
  customerId: string;
  restaurant: ApiRestaurant;
  menus: readonly ApiMenu[];
}) {
  const { t } = useLingui();
  const query = useQuery(recentOrdersQuery(customerId));
  const add = useCartStore((s) => s.add);
  const openDrawer = useCartStore((s) => s.openDrawer);
  const [result, setResult] = useState<{ added: string; skipped: string | null } | null>(null);

  if (query.isPending)
    return (
      <div role="status" className={`${card} p-8 text-center text-muted`}>
        <Trans>Loading your orders…</Trans>
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className={`${card} p-8 text-center`}>
        <p className="font-bold">
          <Trans>Error!</Trans>
        </p>
        <p className="mt-1">{query.error.message}</p>
      </div>
    );

  const reorder = (order: ApiOrder) => {
    const { lines, skipped } = reorderLines(order.items, menus, {
      menu_extra_option: restaurant.settings.menu_extra_option,
      menu_special_request_allowed: restaurant.settings.menu_special_request_allowed,
    });
    for (const line of lines) add(restaurant._id, line);
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const number = order.orderNumber;
    const names = [...new Set(skipped.map((s) => s.name))];
    const last = names[names.length - 1];
    const list = names.length > 1 ? t`${names.slice(0, -1).join(', ')} and ${last}` : last;
    setResult({
      added:
        units === 0
          ? t`Nothing from order #${number} could be added to your cart.`
          : t`Added ${plural(units, { one: '# item', other: '# items' })} from order #${number} to your cart.`,
      skipped:
        names.length === 0
          ? null
          : t`${plural(names.length, {
              one: `${list} is no longer available as ordered and was not added to your cart.`,
              other: `${list} are no longer available as ordered and were not added to your cart.`,
            })}`,
    });
  };

  return (
    <div>
      <div role="status" aria-live="polite">
        {result && (
          <div className="mb-4 rounded-xl border border-ink/20 bg-surface px-4 py-3 text-sm">
            <p className="font-semibold">{result.added}</p>
            {result.skipped && <p className="mt-1">{result.skipped}</p>}
            <button
              type="button"
              onClick={openDrawer}
              className="mt-2 font-semibold underline underline-offset-2"
            >
              <Trans>View Cart</Trans>
            </button>
          </div>
        )}
      </div>
      <ReorderPanel orders={query.data} onReorder={reorder} />
    </div>
  );
}

interface ReorderPanelProps {
  orders: readonly ApiOrder[];
  onReorder: (order: ApiOrder) => void;
}

/** A signed-in member's past orders to reorder from. */
export function ReorderPanel({ orders, onReorder }: ReorderPanelProps) {
  const onBrand = useOnBrandText();
  const { t } = useLingui();
  const { money, instant } = useFormats();
  if (orders.length === 0) {
    return (
      <div className={`${card} p-8 text-center`}>
        <p className="text-lg font-semibold">
          <Trans>No order has been placed yet</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className={`${card} p-6`}>
      <p className="font-semibold">
        <Trans>Please choose one of the following orders to reorder.</Trans>
      </p>
      <ul className="mt-4 divide-y divide-black/10">
        {orders.map((order) => {
          const number = order.orderNumber;
          const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
          return (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  <Trans>Order #{number}</Trans>
                </p>
                <p className="text-sm text-muted">
                  {instant(
                    Date.parse(order.receivedAt),
                    order.restaurant.settings.time_zone,
                    order.restaurant.settings.datetime_format,
                  )}{' '}
                  · {t`${plural(units, { one: '# item', other: '# items' })}`} · {money(toCents(order.total))}
                </p>
                <p className="text-sm text-muted">
                  {order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onReorder(order)}
                aria-label={t`Reorder order #${number}`}
                className={`rounded-full bg-brand px-4 py-2 text-sm font-semibold hover:brightness-95 ${onBrand}`}
              >
                <Trans>Reorder</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The Reorder tab for anonymous visitors: log in or register first (and come back here). */
export function ReorderSignInPrompt() {
  const onBrand = useOnBrandText();
  // The router's address, without the language's prefix, which the router adds back.
  const { pathname, search } = useLocation();
  const from = encodeURIComponent(`${pathname}${search}`);
  return (
    <div className={`${card} p-8 text-center`}>
      <p className="text-lg font-semibold">
        <Trans>Log in or register to reorder your previous orders.</Trans>
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link
          to={`${paths.login}?from=${from}`}
          className={`rounded-full bg-brand px-6 py-2.5 text-sm font-semibold shadow-sm hover:brightness-95 ${onBrand}`}
        >
          <Trans>Log In</Trans>
        </Link>
        <Link
          to={`${paths.register}?from=${from}`}
          className="rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-ink ring-1 ring-ink/30 hover:bg-black/5"
        >
          <Trans>Register</Trans>
        </Link>
      </div>
    </div>
  );
}
