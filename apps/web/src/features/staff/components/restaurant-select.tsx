import { useLingui } from '@lingui/react/macro';
import type { ApiStaff } from '@storefront/domain';
import { StaffChoice } from './staff-form';

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
    <StaffChoice
      label={label ?? t`Restaurant`}
      className="mt-1 block text-sm"
      value={value}
      onChange={onChange}
      options={staff.restaurants.map((r) => ({ value: r._id, label: r.name }))}
    />
  );
}

/**
 * A fieldset of a checkbox for each of the staff member's locations under `legend`; `chosen` the ids
 * ticked.
 */
export function RestaurantCheckboxes({
  legend,
  className,
  legendClassName,
  labelClassName,
  staff,
  chosen,
  onChange,
}: {
  legend: string;
  className?: string;
  legendClassName: string;
  labelClassName: string;
  staff: ApiStaff;
  chosen: readonly string[];
  onChange: (restaurantIds: string[]) => void;
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {staff.restaurants.map((r) => (
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
      ))}
    </fieldset>
  );
}
