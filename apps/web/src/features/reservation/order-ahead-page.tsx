import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useTenant } from '../../lib/tenant-context';
import { FieldFrame } from '../../components/form-field';
import { paths } from '../../config/paths';
import { useLocationStore } from '../../stores/location-store';
import { useOrderStore } from '../../stores/order-store';
import { TableChoiceFields, TableFormPage, tableFormFields, useTableForm } from './form-parts';

const tableFormSchema = z.object(tableFormFields);
type Values = Record<keyof typeof tableFormSchema.shape, string>;

/**
 * /orderahead (ordering-core §2; decision 0043): reserve a table and order the food to be ready when
 * the party sits down. The table's location, date, time and party follow the reservation rules;
 * the food is then chosen from the online menus for that time and checked out once, as a Dine-in
 * order that books the table with it.
 */
export default function OrderAheadPage() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const { t } = useLingui();
  const restaurants = tenant.restaurants.filter(
    (r) => r.settings.online_reservation && r.settings.online_ordering,
  );
  const table = useTableForm<Values>(tableFormSchema, restaurants, {});
  const { values, restaurant } = table;

  const submit = table.form.handleSubmit(() => {
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
      title={t`Order Ahead`}
      intro={t`Reserve your table and order your food: it is ready when your party sits down.`}
      onSubmit={(event) => void submit(event)}
      submitLabel={t`Choose Your Food`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TableChoiceFields table={table} />
        <FieldFrame
          id={`${table.formId}-note`}
          label={t`Note for the restaurant (optional)`}
          error={table.errorOf('note')}
          className="sm:col-span-2"
        >
          <textarea {...table.control('note')} rows={2} maxLength={255} />
        </FieldFrame>
      </div>
      <p className="text-sm text-muted">
        <Trans>
          Next, choose your food from the menu for that time; you check out once for the table and the order.
        </Trans>
      </p>
    </TableFormPage>
  );
}
