import type { ApiStaff } from '@storefront/domain';
import { Options } from '../../../components/ui/select-field';

/** The console's choice of location, for staff of several (the board, reservations, menus). */
export function RestaurantSelect({
  staff,
  value,
  onChange,
  label = 'Restaurant',
}: {
  staff: ApiStaff;
  value: string;
  onChange: (restaurantId: string) => void;
  label?: string;
}) {
  return (
    <label className="mt-1 block text-sm">
      <span className="mr-2 font-medium">{label}</span>
      <select
        className="rounded border border-stone-400 bg-white px-2 py-1"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <Options options={staff.restaurants.map((r) => ({ value: r._id, label: r.name }))} />
      </select>
    </label>
  );
}
