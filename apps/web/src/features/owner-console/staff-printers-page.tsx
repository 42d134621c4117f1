import {
  PRINT_MOMENTS,
  printerAddress,
  printerFormOf,
  printerFormSchema,
  type ApiPrinter,
  type ApiStaff,
  type PrintMoment,
} from '@storefront/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusPill } from '../../components/ui/status-pill';
import { printerKeys, printers } from './api/printers-api';
import { useCollection, useItemForm } from './components/settings-collection';
import { settingsFields } from './components/settings-fields';
import { ChoiceField, NumberField } from './components/settings-form';
import { ListItemForm, SettingsRows, smallButton } from './components/settings-list';
import { SettingsPage, type SettingsPageProps } from './components/settings-shell';
import { staffButtonClass } from '../staff/components/staff-button';
import { StaffErrorAlert, StaffLoaded } from '../staff/components/staff-shell';

/**
 * /staff/settings/printers (owner only; issue 29, decision 0079): the kitchen printers of each
 * location (their stations, paper and network address), when a location's tickets print, and a
 * test page per printer. The board shows their state and Reprint.
 */
export default function StaffPrintersPage() {
  return <SettingsPage title="Printers">{(props) => <Printers {...props} />}</SettingsPage>;
}

const MOMENT_LABELS: Record<PrintMoment, string> = {
  accept: 'When the kitchen accepts the order',
  arrival: 'As soon as the order arrives',
};

/** null: the list; 'new': a new printer; else the id of the one edited. */
type Editing = null | 'new' | string;

function Printers({ staff, onSignedOut }: SettingsPageProps) {
  const { list, reload, remove } = useCollection(printerKeys.all, printers);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const test = useMutation({
    mutationFn: (printer: ApiPrinter) => printers.test(printer._id),
    onSuccess: (_, printer) => {
      setNotice(`A test page is on its way to ${printer.name}.`);
      void reload();
    },
  });
  const moment = useMutation({
    mutationFn: ({ restaurantId, printOn }: { restaurantId: string; printOn: PrintMoment }) =>
      printers.printOn(restaurantId, printOn),
    onSuccess: () => void reload(),
  });
  const locationName = (id: string) => staff.restaurants.find((r) => r._id === id)?.name ?? id;
  return (
    <StaffLoaded query={list}>
      {({ printers: all, printOn }) => {
        if (editing !== null) {
          const printer = all.find((p) => p._id === editing) ?? null;
          const done = () => {
            setEditing(null);
            void reload();
          };
          return (
            <PrinterForm
              key={editing}
              staff={staff}
              printer={printer}
              onSignedOut={onSignedOut}
              onDone={done}
            />
          );
        }
        return (
          <div className="space-y-6">
            <p className="text-sm text-stone-700">
              Kitchen printers print a ticket per station (kitchen, bar, cold…: name them as you like, and
              give each menu section or item its station in Menus), an <b>expo</b> ticket with every item, and
              a <b>receipt</b> for the diner where a printer has that station. A delay prints an UPDATE slip
              and a rejection or a cancel a VOID slip where the order’s tickets went.
            </p>
            <section aria-labelledby="print-moments" className="rounded-lg bg-white p-4 shadow-sm">
              <h2 id="print-moments" className="text-lg font-bold">
                When tickets print
              </h2>
              {moment.error && <StaffErrorAlert message={moment.error.message} />}
              <div className="mt-2 flex flex-wrap gap-4">
                {staff.restaurants.map((restaurant) => (
                  <label key={restaurant._id} className="block text-sm">
                    <span className="mr-2 font-medium">{restaurant.name}</span>
                    <select
                      className="rounded border border-stone-400 bg-white px-2 py-1"
                      value={printOn[restaurant._id] ?? 'accept'}
                      disabled={moment.isPending}
                      onChange={(event) =>
                        moment.mutate({
                          restaurantId: restaurant._id,
                          printOn: event.target.value as PrintMoment,
                        })
                      }
                    >
                      {PRINT_MOMENTS.map((value) => (
                        <option key={value} value={value}>
                          {MOMENT_LABELS[value]}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </div>
            </section>
            <section aria-label="Printers" className="rounded-lg bg-white p-4 shadow-sm">
              <button type="button" className={staffButtonClass('finish')} onClick={() => setEditing('new')}>
                Add printer
              </button>
              {remove.error && <StaffErrorAlert message={remove.error.message} />}
              {test.error && <StaffErrorAlert message={test.error.message} />}
              <p role="status" className="mt-2 text-sm">
                {notice}
              </p>
              <div className="mt-3">
                <SettingsRows
                  items={all}
                  empty="No printers yet."
                  describe={(printer) => (
                    <PrinterSummary printer={printer} location={locationName(printer.restaurantId)} />
                  )}
                  edit={(printer) => (
                    <>
                      <button
                        type="button"
                        className={smallButton}
                        disabled={test.isPending}
                        onClick={() => test.mutate(printer)}
                      >
                        Test print on {printer.name}
                      </button>
                      <button type="button" className={smallButton} onClick={() => setEditing(printer._id)}>
                        Edit {printer.name}
                      </button>
                    </>
                  )}
                  deleteLabel={(printer) => `Delete ${printer.name}`}
                  remove={remove}
                />
              </div>
            </section>
          </div>
        );
      }}
    </StaffLoaded>
  );
}

function PrinterSummary({ printer, location }: { printer: ApiPrinter; location: string }) {
  const { online, lastSeenAt, lastError, waitingJobs } = printer.state;
  const reached = online ? 'Online' : lastSeenAt || lastError ? 'Offline' : 'Not reached yet';
  return (
    <span className="block min-w-0">
      <span className="font-semibold">{printer.name}</span>{' '}
      <StatusPill
        status={reached}
        colours={online ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-900'}
      />{' '}
      {printer.test && (
        <StatusPill status="Test printer (this machine)" colours="bg-amber-100 text-amber-950" />
      )}
      <span className="block text-sm text-stone-600">
        {location} · {printer.stations.join(', ')} · {printer.width} mm · {printerAddress(printer.connection)}
        {waitingJobs > 0 && ` · ${waitingJobs} waiting`}
        {!online && lastError && ` · ${lastError}`}
      </span>
    </span>
  );
}

function PrinterForm({
  staff,
  printer,
  onSignedOut,
  onDone,
}: {
  staff: ApiStaff;
  printer: ApiPrinter | null;
  onSignedOut: () => void;
  onDone: () => void;
}) {
  const { form, save } = useItemForm(
    printerFormSchema,
    printer,
    printerFormOf(printer, staff.restaurants[0]?._id ?? ''),
    { create: printers.create, save: printers.save },
    onDone,
    onSignedOut,
  );
  const { control } = form;
  const { text, id } = settingsFields(control, 'printer');
  const locations = staff.restaurants.map((r) => ({ value: r._id, label: r.name }));
  return (
    <ListItemForm what="printer" name={printer?.name ?? null} save={save} onCancel={onDone}>
      {text('name', 'Name', 'e.g. Hot line, Bar')}
      <ChoiceField
        control={control}
        name="restaurantId"
        id={id('restaurantId')}
        label="Location"
        options={locations}
      />
      {text(
        'stations',
        'Stations',
        'Separated by commas: kitchen, bar, expo (every item), receipt (the diner’s)',
      )}
      <ChoiceField
        control={control}
        name="width"
        id={id('width')}
        label="Paper width"
        options={[
          { value: '80', label: '80 mm (48 columns)' },
          { value: '58', label: '58 mm (32 columns)' },
        ]}
      />
      {text('connection.host', 'Printer’s IP address or host name', 'As its network self-test page shows it')}
      <NumberField
        control={control}
        name="connection.port"
        id={id('connection.port')}
        label="Port"
        hint="9100 for most network printers"
        min={1}
        step="1"
      />
    </ListItemForm>
  );
}
