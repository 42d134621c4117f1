import { useLingui } from '@lingui/react/macro';
import type { ApiStaff } from '@storefront/domain';
import { Options } from '../../../components/ui/select-field';

/** The console's choice of location, for staff of several (the board, reservations, menus). */
export function RestaurantSelect({
  staff,
  value,
  onChange,
  label,
}: {
  staff: ApiStaff;
  value: string;
  onChange: (restaurantId: string) => void;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <label className="mt-1 block text-sm">
      <span className="mr-2 font-medium">{label ?? t`Restaurant`}</span>
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

/** A checkbox for each of the staff member's locations; `chosen` the ids ticked. */
export function RestaurantCheckboxes({
  staff,
  chosen,
  onChange,
  labelClassName,
}: {
  staff: ApiStaff;
  chosen: readonly string[];
  onChange: (restaurantIds: string[]) => void;
  labelClassName: string;
}) {
  return staff.restaurants.map((r) => (
    <label key={r._id} className={labelClassName}>
      <input
        type="checkbox"
        checked={chosen.includes(r._id)}
        onChange={(event) =>
          onChange(event.target.checked ? [...chosen, r._id] : chosen.filter((id) => id !== r._id))
        }
      />
      {r.name}
    </label>
  ));
}
