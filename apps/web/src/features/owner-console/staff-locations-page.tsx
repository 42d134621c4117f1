import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  WEEKDAYS,
  holidayRequestSchema,
  locationUpdateOf,
  locationUpdateSchema,
  type ApiRestaurant,
  type LocationUpdateRequest,
} from '@storefront/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch, type ArrayPath } from 'react-hook-form';
import { Link } from 'react-router';
import { Options } from '../../components/ui/select-field';
import { fetchLocations, holidaysOf, locationKeys, saveLocation } from './api/locations-api';
import {
  SettingsForm,
  useSettingsForm,
  useSettingsSave,
  type SettingsControl,
} from './components/settings-form';
import { useAddForm, useCollection } from './components/settings-collection';
import { settingsFields, type FieldList } from './components/settings-fields';
import { FieldRows, SettingsFieldset, SettingsRows } from './components/settings-list';
import type { SettingsPageProps } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { StaffErrorAlert, StaffLoaded } from '../staff/components/staff-shell';
import { HOLIDAY_FIELDS, LOCATION_FIELDS as FIELDS, LOCATION_LISTS as LISTS } from './location-fields';
import { WEEKDAY_NAMES } from './weekday-names';

/** /staff/settings/locations: a location's sections and its holiday hours. */
export default settingsPage(msg`Locations`, Locations);

function Locations({ onSignedOut }: SettingsPageProps) {
  const locations = useQuery({ queryKey: locationKeys.all, queryFn: fetchLocations });
  return (
    <StaffLoaded query={locations}>
      {(data) => <ChosenLocation all={data.locations} onSignedOut={onSignedOut} />}
    </StaffLoaded>
  );
}

/** The location being set (the first until another is chosen): its holiday hours and its form. */
function ChosenLocation({ all, onSignedOut }: { all: ApiRestaurant[]; onSignedOut: () => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const location = all.find((l) => l._id === chosen) ?? all[0];
  if (!location)
    return (
      <p>
        <Trans>This restaurant has no location yet.</Trans>
      </p>
    );
  return (
    <div className="space-y-6">
      {all.length > 1 && (
        <label className="flex items-center gap-2 text-sm font-semibold">
          <Trans>Location</Trans>
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

function LocationForm({ location, onSignedOut }: { location: ApiRestaurant; onSignedOut: () => void }) {
  const { t, i18n } = useLingui();
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
  const { text, number, check, fields } = settingsFields(control, 'location');
  return (
    <SettingsForm
      title={location.name}
      description={t`Name, address, hours, ordering, delivery and taxes.`}
      save={save}
    >
      {fields(FIELDS.contact)}
      <Fieldset legend={t`Address (found on the map when you save)`}>{fields(FIELDS.address)}</Fieldset>
      <Fieldset legend={t`Business hours (a closing time before the opening runs past midnight)`}>
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid grid-cols-3 items-end gap-2 sm:col-span-3">
            {check(`business_hours.${day}.is_open`, t`${i18n._(WEEKDAY_NAMES[day])} open`)}
            {text(`business_hours.${day}.open_time`, t`${i18n._(WEEKDAY_NAMES[day])} opens`)}
            {text(`business_hours.${day}.close_time`, t`${i18n._(WEEKDAY_NAMES[day])} closes`)}
          </div>
        ))}
      </Fieldset>
      <Fieldset legend={t`Ordering`}>{fields(FIELDS.ordering)}</Fieldset>
      <Fieldset legend={t`Rush hours (longer lead times)`}>
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid grid-cols-5 items-end gap-2 sm:col-span-3">
            {check(`rush_hours.${day}.disabled`, t`${i18n._(WEEKDAY_NAMES[day])} off`)}
            {text(`rush_hours.${day}.rush_hour_start`, t`From (24 h)`)}
            {text(`rush_hours.${day}.rush_hour_end`, t`Until (24 h)`)}
            {number(`rush_hours.${day}.online_order_lead_time`, t`Pickup lead`)}
            {number(`rush_hours.${day}.delivery_order_lead_time`, t`Delivery lead`)}
          </div>
        ))}
      </Fieldset>
      <Fieldset legend={t`Reservations`}>{fields(FIELDS.reservations)}</Fieldset>
      <Fieldset legend={t`Pickup and delivery`}>
        {fields(FIELDS.pickupAndDelivery)}
        <DeliveryList
          control={control}
          title={t`Fees by distance (they win over the flat fee)`}
          list={LISTS.feeTiers}
        />
        <DeliveryList
          control={control}
          title={t`Delivery cut-offs (no delivery after the time on that date)`}
          list={LISTS.cutoffs}
        />
      </Fieldset>
      <Fieldset legend={t`Taxes`}>{fields(FIELDS.taxes)}</Fieldset>
      <p className="text-sm sm:col-span-2">
        <Trans>
          Online payment: see{' '}
          <Link to="/staff/settings/payments" className="font-semibold underline">
            Payments
          </Link>
          .
        </Trans>
      </p>
    </SettingsForm>
  );
}

type LocationControl = SettingsControl<typeof locationUpdateSchema>;

/** One of the delivery section's lists, under a line that says what it is. */
function DeliveryList<N extends ArrayPath<LocationUpdateRequest>>({
  control,
  title,
  list,
}: {
  control: LocationControl;
  title: string;
  list: FieldList<LocationUpdateRequest, N>;
}) {
  return (
    <div className="sm:col-span-3">
      <p className="text-sm font-semibold">{title}</p>
      <FieldRows control={control} prefix="location" {...list} />
    </div>
  );
}

const NEW_HOLIDAY = { date: '', is_open: false, open_time: null, close_time: null, note: null };

function HolidayHours({ restaurantId, onSignedOut }: { restaurantId: string; onSignedOut: () => void }) {
  const { t } = useLingui();
  const api = holidaysOf(restaurantId);
  const { list: holidays, reload, remove } = useCollection(locationKeys.holidays(restaurantId), api);
  const { form, save } = useAddForm(holidayRequestSchema, NEW_HOLIDAY, api.create, reload, onSignedOut);
  const { control, setValue } = form;
  const { fields } = settingsFields(control, 'holiday');
  const open = useWatch({ control, name: 'is_open' });
  // A closed day has no hours: hidden, they are emptied too.
  useEffect(() => {
    if (open) return;
    setValue('open_time', null);
    setValue('close_time', null);
  }, [open, setValue]);
  return (
    <SettingsForm
      title={t`Holiday hours`}
      description={t`Closed, or open other hours, on a date.`}
      save={save}
      saveLabel={t`Add holiday`}
    >
      <SettingsRows
        items={holidays.data?.holidays}
        describe={(h) => (
          <>
            <span className="font-semibold">{h.date}</span>{' '}
            {h.is_open ? `${h.open_time} – ${h.close_time}` : t`Closed`}
            {h.note ? ` · ${h.note}` : ''}
          </>
        )}
        deleteLabel={(h) => t`Remove ${h.date}`}
        remove={remove}
        empty={t`No holiday hours ahead.`}
      />
      {remove.error && <StaffErrorAlert message={remove.error.message} />}
      {fields(HOLIDAY_FIELDS.day)}
      {open && fields(HOLIDAY_FIELDS.hours)}
      {fields(HOLIDAY_FIELDS.note)}
    </SettingsForm>
  );
}
