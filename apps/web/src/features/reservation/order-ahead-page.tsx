import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { RESERVATION_MESSAGES, reservationRequestSchema } from '@storefront/domain';
import { useTenant } from '../../lib/tenant-context';
import { primaryButton, secondaryButton } from '../../components/ui/buttons';
import { requiredText } from '../../components/form/schema';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { useBookableTimes } from '../../components/reservation-change';
import { paths } from '../../config/paths';
import { useLocationStore } from '../../stores/location-store';
import { useOrderStore } from '../../stores/order-store';
import { Labelled, TableChoiceFields, TableFormPage, tableFormControls } from './form-parts';

/** The table's fields, each checked by the rule of the booking field it becomes. */
const request = reservationRequestSchema.shape;
const tableFormSchema = z.object({
  restaurant: request.restaurant,
  reservedDate: request.reservedDate,
  reservedTime: request.reservedTime,
  partySize: requiredText(RESERVATION_MESSAGES.partySize).pipe(
    z.coerce.number<string>().pipe(request.partySize),
  ),
  note: request.note.unwrap().unwrap(),
});
type Values = Record<keyof typeof tableFormSchema.shape, string>;

/**
 * /orderahead (ordering-core §2; decision 0043): reserve a table and order the food to be ready when
 * the party sits down. The table's location, date, time and party follow the reservation rules;
 * the food is then chosen from the online menus for that time and checked out once, as a Dine-in
 * order that books the table with it.
 */
export default function OrderAheadPage() {
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const navigate = useNavigate();
  const formId = useId();
  const [now] = useState(() => Date.now());
  const restaurants = tenant.restaurants.filter(
    (r) => r.settings.online_reservation && r.settings.online_ordering,
  );
  const selectedId = useLocationStore((s) => s.restaurantId);
  const [initial] = useState<Values>(() => {
    const preselected =
      restaurants.find((r) => r._id === selectedId) ??
      (restaurants.length === 1 ? restaurants[0] : undefined);
    return {
      restaurant: preselected?._id ?? '',
      reservedDate: '',
      reservedTime: '',
      partySize: '2',
      note: '',
    };
  });
  const form = useSchemaForm(tableFormSchema, initial);
  const values = form.watch();
  const restaurant = restaurants.find((r) => r._id === values.restaurant);
  const { dates, times } = useBookableTimes(restaurant, values.reservedDate, now);

  const { control, errorOf } = tableFormControls(form, formId, values);

  const submit = form.handleSubmit(() => {
    if (!restaurant) return;
    // The location first: choosing another one starts a new order, which the table then sets.
    useLocationStore.getState().select(restaurant, { confirmed: true });
    useOrderStore.getState().orderAhead({
      restaurantId: restaurant._id,
      date: values.reservedDate,
      time: values.reservedTime,
      table: { partySize: Number(values.partySize), note: values.note.trim() || null },
    });
    void navigate(paths.buildOrder);
  });

  return (
    <TableFormPage
      title="Order Ahead"
      intro="Reserve your table and order your food: it is ready when your party sits down."
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TableChoiceFields
          formId={formId}
          restaurants={restaurants}
          restaurant={restaurant}
          dates={dates}
          times={times}
          hasDate={Boolean(values.reservedDate)}
          control={control}
          errorOf={errorOf}
        />
        <Labelled
          id={`${formId}-note`}
          label="Note for the restaurant (optional)"
          error={errorOf('note')}
          className="sm:col-span-2"
        >
          <textarea {...control('note')} rows={2} maxLength={255} />
        </Labelled>
      </div>
      <p className="text-sm text-muted">
        Next, choose your food from the menu for that time; you check out once for the table and the order.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton(onBrand)}>
          Choose Your Food
        </button>
        <Link to={paths.root} className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </TableFormPage>
  );
}
