import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Path, PathValue, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  RESERVATION_MESSAGES,
  partySizeOptions,
  reservationRequestSchema,
  type ApiRestaurant,
} from '@storefront/domain';
import { FieldFrame, describedByOf } from '../../components/form-field';
import { Options } from '../../components/ui/select-field';
import { requiredText } from '../../components/form/schema';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useBookableTimes } from '../../components/reservation-change';
import { primaryButton, secondaryButton } from '../../components/ui/buttons';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { Alert, inputClass } from '../../components/ui/ui';
import { paths } from '../../config/paths';
import { useLocationStore } from '../../stores/location-store';
import { useRenderedAt } from '../../lib/hooks';
import { useBookingFormats } from '../../lib/booking-formats';

/** The table's choices the booking and order-ahead forms share. */
export type TableField = 'restaurant' | 'reservedDate' | 'reservedTime' | 'partySize';

const request = reservationRequestSchema.shape;

/** The fields both table forms have, each checked by the rule of the booking field it becomes. */
export const tableFormFields = {
  restaurant: request.restaurant,
  reservedDate: request.reservedDate,
  reservedTime: request.reservedTime,
  partySize: requiredText(RESERVATION_MESSAGES.partySize).pipe(
    z.coerce.number<string>().pipe(request.partySize),
  ),
  note: request.note.unwrap().unwrap(),
};

/** What the table's fields need of the form that holds them. */
export interface TableChoices {
  formId: string;
  restaurants: readonly ApiRestaurant[];
  restaurant: ApiRestaurant | undefined;
  dates: { value: string; label: string }[];
  times: { value: string; label: string }[];
  values: Record<TableField, string>;
  control(field: TableField): ComponentProps<'select'>;
  errorOf(field: TableField): string | null;
}

/**
 * A table form's state: the location the diner chose (or the only one) preselected, a party of two,
 * the dates and times the location offers now, and each field bound to react-hook-form.
 */
export function useTableForm<V extends Record<TableField | 'note', string>>(
  schema: z.ZodType<unknown, V>,
  restaurants: readonly ApiRestaurant[],
  otherFields: Omit<V, TableField | 'note'>,
  normalize?: (field: keyof V & string, value: string) => string,
) {
  const formId = useId();
  const now = useRenderedAt();
  const selectedId = useLocationStore((s) => s.restaurantId);
  const [initial] = useState(() => {
    const preselected =
      restaurants.find((r) => r._id === selectedId) ??
      (restaurants.length === 1 ? restaurants[0] : undefined);
    const table = {
      restaurant: preselected?._id ?? '',
      reservedDate: '',
      reservedTime: '',
      partySize: '2',
      note: '',
    };
    return { ...table, ...otherFields } as V;
  });
  const form = useSchemaForm(schema, initial);
  const values = form.watch();
  const restaurant = restaurants.find((r) => r._id === values.restaurant);
  const { dates, times } = useBookableTimes(restaurant, values.reservedDate, now);
  const { control, errorOf } = tableFormControls(form, formId, values, normalize);
  return { form, formId, values, restaurants, restaurant, dates, times, control, errorOf };
}

/**
 * Location, date, time and party size, each date and time as the reservation rules offer them
 * (`useBookableTimes`); a location with no time left says so.
 */
export function TableChoiceFields({ table }: { table: TableChoices }) {
  const { formId, restaurants, restaurant, dates, times, values, control, errorOf } = table;
  const { t } = useLingui();
  const formats = useBookingFormats();
  return (
    <>
      <FieldFrame
        id={`${formId}-restaurant`}
        label={t`Location`}
        error={errorOf('restaurant')}
        className="sm:col-span-2"
      >
        <select {...control('restaurant')}>
          <Options
            placeholder={t`Select a location`}
            options={restaurants.map((r) => ({ value: r._id, label: r.name }))}
          />
        </select>
      </FieldFrame>
      {restaurant && dates.length === 0 && (
        <Alert tone="warning" className="sm:col-span-2">
          <Trans>There are no times left to book online at this location. Please call us.</Trans>
        </Alert>
      )}
      <FieldFrame id={`${formId}-reservedDate`} label={t`Date`} error={errorOf('reservedDate')}>
        <select {...control('reservedDate')} disabled={!restaurant}>
          <Options placeholder={t`Select a date`} options={dates} />
        </select>
      </FieldFrame>
      <FieldFrame id={`${formId}-reservedTime`} label={t`Time`} error={errorOf('reservedTime')}>
        <select {...control('reservedTime')} disabled={!values.reservedDate}>
          <Options placeholder={t`Select a time`} options={times} />
        </select>
      </FieldFrame>
      <FieldFrame id={`${formId}-partySize`} label={t`Party Size`} error={errorOf('partySize')}>
        <select {...control('partySize')}>
          <Options
            options={partySizeOptions(restaurant?.settings.max_party_size ?? 8).map(({ value }) => ({
              value,
              label: formats.partySize(value),
            }))}
          />
        </select>
      </FieldFrame>
    </>
  );
}

/**
 * The props that bind each field of a table form to react-hook-form, with the rules both forms
 * share: a field changed by another one is checked again only once it has shown its message, and a
 * time belongs to a date, a date to a location.
 */
function tableFormControls<V extends Record<TableField, string>>(
  form: UseFormReturn<V>,
  formId: string,
  values: V,
  normalize: (field: keyof V & string, value: string) => string = (_field, value) => value,
) {
  type F = keyof V & string;
  const setValue = (field: F, value: string) =>
    form.setValue(field as Path<V>, value as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldValidate: form.getFieldState(field as Path<V>).isTouched || form.formState.isSubmitted,
    });
  const set = (field: F, value: string) => {
    setValue(field, normalize(field, value));
    if (field === 'restaurant') setValue('reservedDate', '');
    if (field === 'restaurant' || field === 'reservedDate') setValue('reservedTime', '');
  };
  const errorOf = (field: F): string | null => {
    const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[field];
    return error?.message ?? null;
  };
  const control = (field: F) => {
    const id = `${formId}-${field}`;
    const error = errorOf(field);
    const { name, ref, onBlur } = form.register(field as Path<V>);
    return {
      id,
      name,
      value: values[field],
      ref,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedByOf(id, null, error),
      className: inputClass,
      onBlur,
      onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    };
  };
  return { control, errorOf };
}

/**
 * The page around a table form: its title, a line under it, and the form's card, which ends with
 * the submit button (disabled while `busy`) and Cancel.
 */
export function TableFormPage({
  title,
  intro,
  onSubmit,
  submitLabel,
  busy,
  children,
}: {
  title: string;
  intro: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const onBrand = useOnBrandText();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <header className="mb-8 text-center">
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl">{title}</h1>
        <p className="mt-2 text-muted">{intro}</p>
      </header>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={title}
        className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8"
      >
        {children}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton(onBrand)} disabled={busy}>
            {submitLabel}
          </button>
          <Link to={paths.root} className={secondaryButton}>
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </form>
    </div>
  );
}
