import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useOnBrandText } from '../../../components/use-on-brand-text';

export interface ReorderOrder {
  _id: string;
  orderNumber: number;
}

interface ReorderPanelProps {
  orders: readonly ReorderOrder[];
  /** Returns an order's lines to the cart; without it the list only shows the orders. */
  onReorder?: (order: ReorderOrder) => void;
}

/** A signed-in member's past orders to reorder from (ordering-core §2, Reorder tab). */
export function ReorderPanel({ orders, onReorder }: ReorderPanelProps) {
  const onBrand = useOnBrandText();
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
        <p className="text-lg font-semibold">No order has been placed yet</p>
      </div>
    );
  }
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <p className="font-semibold">Please choose one of the following orders to reorder.</p>
      <ul className="mt-4 divide-y divide-black/10">
        {orders.map((order) => (
          <li key={order._id} className="flex items-center justify-between gap-4 py-3">
            <span className="font-medium">Order #{order.orderNumber}</span>
            {onReorder && (
              <button
                type="button"
                onClick={() => onReorder(order)}
                aria-label={`Reorder order #${order.orderNumber}`}
                className={`rounded-full bg-brand px-4 py-2 text-sm font-semibold hover:brightness-95 ${onBrand}`}
              >
                Reorder
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Reorder tab for anonymous visitors: log in or register first. */
export function ReorderSignInPrompt() {
  const onBrand = useOnBrandText();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5">
      <p className="text-lg font-semibold">Log in or register to reorder your previous orders.</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.login}
          className={`rounded-full bg-brand px-6 py-2.5 text-sm font-semibold shadow-sm hover:brightness-95 ${onBrand}`}
        >
          Log In
        </Link>
        <Link
          to={paths.register}
          className="rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-ink ring-1 ring-ink/30 hover:bg-black/5"
        >
          Register
        </Link>
      </div>
    </div>
  );
}
