import type { ComponentProps, ReactNode } from 'react';
import { partySizeOptions, type ApiRestaurant } from '@storefront/domain';
import { Alert } from '../../components/ui/ui';

/** A select's options, after an empty first choice when there is a placeholder. */
export function Options({
  placeholder,
  options,
}: {
  placeholder?: string;
  options: { value: string | number; label: string }[];
}) {
  return (
    <>
      {placeholder && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </>
  );
}

export function Labelled({
  id,
  label,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The table's choices the booking and order-ahead forms share. */
export type TableField = 'restaurant' | 'reservedDate' | 'reservedTime' | 'partySize';

/**
 * Location, date, time and party size, each date and time as the reservation rules offer them
 * (`useBookableTimes`); a location with no time left says so.
 */
export function TableChoiceFields({
  formId,
  restaurants,
  restaurant,
  dates,
  times,
  hasDate,
  control,
  errorOf,
}: {
  formId: string;
  restaurants: readonly ApiRestaurant[];
  restaurant: ApiRestaurant | undefined;
  dates: { value: string; label: string }[];
  times: { value: string; label: string }[];
  hasDate: boolean;
  control(field: TableField): ComponentProps<'select'>;
  errorOf(field: TableField): string | null;
}) {
  return (
    <>
      <Labelled
        id={`${formId}-restaurant`}
        label="Location"
        error={errorOf('restaurant')}
        className="sm:col-span-2"
      >
        <select {...control('restaurant')}>
          <Options
            placeholder="Select a location"
            options={restaurants.map((r) => ({ value: r._id, label: r.name }))}
          />
        </select>
      </Labelled>
      {restaurant && dates.length === 0 && (
        <Alert tone="warning" className="sm:col-span-2">
          There are no times left to book online at this location. Please call us.
        </Alert>
      )}
      <Labelled id={`${formId}-reservedDate`} label="Date" error={errorOf('reservedDate')}>
        <select {...control('reservedDate')} disabled={!restaurant}>
          <Options placeholder="Select a date" options={dates} />
        </select>
      </Labelled>
      <Labelled id={`${formId}-reservedTime`} label="Time" error={errorOf('reservedTime')}>
        <select {...control('reservedTime')} disabled={!hasDate}>
          <Options placeholder="Select a time" options={times} />
        </select>
      </Labelled>
      <Labelled id={`${formId}-partySize`} label="Party Size" error={errorOf('partySize')}>
        <select {...control('partySize')}>
          <Options options={partySizeOptions(restaurant?.settings.max_party_size ?? 8)} />
        </select>
      </Labelled>
    </>
  );
}
