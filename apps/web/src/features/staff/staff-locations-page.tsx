import {
  WEEKDAYS,
  holidayRequestSchema,
  locationUpdateOf,
  locationUpdateSchema,
  type ApiRestaurant,
} from '@storefront/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { TextField } from '../../components/form/text-field';
import { Options } from '../../components/ui/select-field';
import { fetchLocations, holidaysOf, locationKeys, saveLocation } from './api/locations-api';
import { CheckboxField, SettingsForm, useSettingsForm, useSettingsSave } from './components/settings-form';
import { useAddForm, useCollection } from './components/settings-collection';
import { settingsFields } from './components/settings-fields';
import { FieldRows, SettingsFieldset, SettingsRows } from './components/settings-list';
import { SettingsPage, type SettingsPageProps } from './components/settings-shell';
import { StaffErrorAlert } from './components/staff-shell';

/** /staff/settings/locations: a location's sections and its holiday hours. */
export default function StaffLocationsPage() {
  return <SettingsPage title="Locations">{(props) => <Locations {...props} />}</SettingsPage>;
}

function Locations({ onSignedOut }: SettingsPageProps) {
  const locations = useQuery({ queryKey: locationKeys.all, queryFn: fetchLocations });
  const [chosen, setChosen] = useState<string | null>(null);
  if (locations.isError) return <StaffErrorAlert message={locations.error.message} />;
  if (!locations.data) return <p role="status">Loading…</p>;
  const all = locations.data.locations;
  const location = all.find((l) => l._id === chosen) ?? all[0];
  if (!location) return <p>This restaurant has no location yet.</p>;
  return (
    <div className="space-y-6">
      {all.length > 1 && (
        <label className="flex items-center gap-2 text-sm font-semibold">
          Location
          <select
            value={location._id}
            onChange={(event) => setChosen(event.target.value)}
            className="rounded border border-stone-400 bg-white px-2 py-1 font-normal"
          >
            <Options options={all.map((l) => ({ value: l._id, label: l.name }))} />
          </select>
        </label>
      )}
      <HolidayHours key={`holidays-${location._id}`} restaurantId={location._id} onSignedOut={onSignedOut} />
      <LocationForm key={location._id} location={location} onSignedOut={onSignedOut} />
    </div>
  );
}

const Fieldset = ({ legend, children }: { legend: string; children: React.ReactNode }) => (
  <SettingsFieldset legend={legend} columns={3}>
    {children}
  </SettingsFieldset>
);

const title = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

function LocationForm({ location, onSignedOut }: { location: ApiRestaurant; onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  const form = useSettingsForm(locationUpdateSchema, locationUpdateOf(location));
  const save = useSettingsSave(
    form,
    async (values) => {
      await saveLocation(location._id, values);
      await queryClient.invalidateQueries({ queryKey: locationKeys.all });
    },
    onSignedOut,
  );
  const { control } = form;
  const { text, number, check } = settingsFields(control as never, 'location');
  return (
    <SettingsForm
      title={location.name}
      description="Name, address, hours, ordering, delivery and taxes."
      save={save}
    >
      {text('name', 'Name')}
      {text('phone', 'Phone')}
      {text('email', 'Email')}
      <Fieldset legend="Address (found on the map when you save)">
        {text('address.address_1', 'Street address')}
        {text('address.address_2', 'Unit, suite')}
        {text('address.city_town', 'City')}
        {text('address.state_province', 'Province')}
        {text('address.postal_code', 'Postal code')}
        {text('address.country', 'Country (CA or US)')}
      </Fieldset>
      <Fieldset legend="Business hours (a closing time before the opening runs past midnight)">
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid grid-cols-3 items-end gap-2 sm:col-span-3">
            {check(`business_hours.${day}.is_open`, `${title(day)} open`)}
            {text(`business_hours.${day}.open_time`, `${title(day)} opens`)}
            {text(`business_hours.${day}.close_time`, `${title(day)} closes`)}
          </div>
        ))}
      </Fieldset>
      <Fieldset legend="Ordering">
        {check('settings.online_ordering', 'Online ordering')}
        {text('settings.online_ordering_paused_message', 'Message while online ordering is off')}
        {check('settings.menu_special_request_allowed', 'Special requests on items')}
        {check('settings.menu_extra_option', 'Extra options on the menu')}
        {number('settings.online_order_lead_time', 'Pickup lead time (minutes)')}
        {number('settings.delivery_order_lead_time', 'Delivery lead time (minutes)')}
        {number('settings.pickup_time_interval_in_minutes', 'Pickup interval (minutes)')}
        {number('settings.delivery_time_interval_in_minutes', 'Delivery interval (minutes)')}
        {number('settings.future_order_days', 'Days ahead orders can be scheduled')}
        {number('settings.online_order_start', 'Ordering starts after opening (minutes)')}
        {number('settings.online_order_end', 'Ordering ends before closing (minutes)')}
      </Fieldset>
      <Fieldset legend="Rush hours (longer lead times)">
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid grid-cols-5 items-end gap-2 sm:col-span-3">
            {check(`rush_hours.${day}.disabled`, `${title(day)} off`)}
            {text(`rush_hours.${day}.rush_hour_start`, 'From (24 h)')}
            {text(`rush_hours.${day}.rush_hour_end`, 'Until (24 h)')}
            {number(`rush_hours.${day}.online_order_lead_time`, 'Pickup lead')}
            {number(`rush_hours.${day}.delivery_order_lead_time`, 'Delivery lead')}
          </div>
        ))}
      </Fieldset>
      <Fieldset legend="Reservations">
        {check('settings.online_reservation', 'Online reservations')}
        {number('settings.max_party_size', 'Largest party')}
        {number('settings.future_reservation_days', 'Days ahead')}
        {number('settings.max_reservations_per_slot', 'Parties per 30 minutes (0: no limit)')}
        {number('settings.reservation_change_cutoff_minutes', 'Guests may change until (minutes before)')}
        {number('settings.online_reservation_start', 'Booking starts after opening (minutes)')}
        {number('settings.online_reservation_end', 'Booking ends before closing (minutes)')}
      </Fieldset>
      <Fieldset legend="Pickup and delivery">
        {check('delivery.support_pickup', 'Pickup')}
        {check('delivery.support_delivery', 'Delivery')}
        {number('delivery.delivery_fee', 'Flat delivery fee ($)', 'Used when there are no fee tiers')}
        {number('delivery.minimum_order_amount', 'Delivery minimum ($)')}
        {number('delivery.delivery_area_radius', 'Delivery radius (km)')}
        {text('delivery.delivery_area_postal_codes', 'Postal prefixes', 'e.g. S7H, S7J')}
        <FeeTiers control={control} />
        <Cutoffs control={control} />
      </Fieldset>
      <Fieldset legend="Taxes">
        {number('settings.gst_rate', 'GST (%)')}
        {number('settings.pst_rate', 'PST (%)')}
      </Fieldset>
      <p className="text-sm sm:col-span-2">
        Online payment: see{' '}
        <Link to="/staff/settings/payments" className="font-semibold underline">
          Payments
        </Link>
        .
      </p>
    </SettingsForm>
  );
}

type LocationControl = Control<
  z.input<typeof locationUpdateSchema>,
  unknown,
  z.output<typeof locationUpdateSchema>
>;

function FeeTiers({ control }: { control: LocationControl }) {
  return (
    <div className="sm:col-span-3">
      <p className="text-sm font-semibold">Fees by distance (they win over the flat fee)</p>
      <FieldRows
        control={control as never}
        prefix="location"
        name="delivery.delivery_fees"
        columns="grid-cols-4"
        fields={[
          ['number', 'min_radius', 'From (km)'],
          ['number', 'max_radius', 'To (km)'],
          ['number', 'fee', 'Fee ($)'],
        ]}
        removeLabel="Remove tier"
        add={{ label: 'Add a fee tier', row: { min_radius: 0, max_radius: 5, fee: 0 } }}
      />
    </div>
  );
}

function Cutoffs({ control }: { control: LocationControl }) {
  return (
    <div className="sm:col-span-3">
      <p className="text-sm font-semibold">Delivery cut-offs (no delivery after the time on that date)</p>
      <FieldRows
        control={control as never}
        prefix="location"
        name="settings.delivery_cutoffs"
        columns="grid-cols-3"
        fields={[
          ['date', 'date', 'Date'],
          ['text', 'time', 'Time (24 h)'],
        ]}
        removeLabel="Remove cut-off"
        add={{ label: 'Add a cut-off', row: { date: '', time: '15:00' } }}
      />
    </div>
  );
}

const NEW_HOLIDAY = { date: '', is_open: false, open_time: null, close_time: null, note: null };

function HolidayHours({ restaurantId, onSignedOut }: { restaurantId: string; onSignedOut: () => void }) {
  const api = holidaysOf(restaurantId);
  const { list: holidays, reload, remove } = useCollection(locationKeys.holidays(restaurantId), api);
  const { form, save } = useAddForm(holidayRequestSchema, NEW_HOLIDAY, api.create, reload, onSignedOut);
  const { control } = form;
  return (
    <SettingsForm
      title="Holiday hours"
      description="Closed, or open other hours, on a date."
      save={save}
      saveLabel="Add holiday"
    >
      <SettingsRows
        items={holidays.data?.holidays}
        describe={(h) => (
          <>
            <span className="font-semibold">{h.date}</span>{' '}
            {h.is_open ? `${h.open_time} – ${h.close_time}` : 'Closed'}
            {h.note ? ` · ${h.note}` : ''}
          </>
        )}
        deleteLabel={(h) => `Remove ${h.date}`}
        remove={remove}
        empty="No holiday hours ahead."
      />
      {remove.error && <StaffErrorAlert message={remove.error.message} />}
      <TextField control={control} name="date" id="holiday-date" label="Date" type="date" />
      <CheckboxField control={control} name="is_open" id="holiday-open" label="Open that day" />
      <TextField
        control={control}
        name="open_time"
        id="holiday-open-time"
        label="Opens"
        hint="e.g. 11:00 AM"
      />
      <TextField
        control={control}
        name="close_time"
        id="holiday-close-time"
        label="Closes"
        hint="e.g. 3:00 PM"
      />
      <TextField control={control} name="note" id="holiday-note" label="Note" />
    </SettingsForm>
  );
}
