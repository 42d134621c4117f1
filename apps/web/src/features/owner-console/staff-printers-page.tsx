import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isPullingPrinter,
  PRINT_MOMENTS,
  printerFormOf,
  printerFormSchema,
  type ApiPrinter,
  type PrinterKind,
  type PrintMoment,
} from '@storefront/domain';
import { printerConnectionIn } from './audit-fields';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { StatusPill } from '../../components/ui/status-pill';
import { printerKeys, printers } from './api/printers-api';
import { useCollection, useItemForm } from './components/settings-collection';
import { settingsFields } from './components/settings-fields';
import { ChoiceField, NumberField } from './components/settings-form';
import { Editable, ListItemForm, RequestButton, RowsSection, smallButton } from './components/settings-list';
import { ShownOnce } from './components/shown-once';
import type { SettingsPageProps } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { StaffChoice } from '../staff/components/staff-form';
import { StaffErrorAlert, StaffLoaded } from '../staff/components/staff-shell';

/**
 * /staff/settings/printers (owner only; issue 29, decisions 0079 and 0084): the kitchen printers of
 * each location (their stations, paper and how they are reached: a network address, Star CloudPRNT
 * or the print agent), when a location's tickets print, and a test page per printer. A CloudPRNT or
 * agent printer's URL or token is shown once, after Add printer or New token. The board shows their
 * state and Reprint.
 */
export default settingsPage(msg`Printers`, Printers);

const MOMENT_LABELS: Record<PrintMoment, MessageDescriptor> = {
  accept: msg`When the kitchen accepts the order`,
  arrival: msg`As soon as the order arrives`,
};

function Printers(page: SettingsPageProps) {
  const { staff } = page;
  const { t, i18n } = useLingui();
  const { list, reload, remove } = useCollection(printerKeys.all, printers);
  const [notice, setNotice] = useState('');
  // A CloudPRNT or agent printer's URL or token, shown once.
  const [secret, setSecret] = useState<ApiPrinter | null>(null);
  const newToken = useMutation({
    mutationFn: (printer: ApiPrinter) => printers.newToken(printer._id),
    onSuccess: setSecret,
  });
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
      {({ printers: all, printOn }) => (
        <Editable
          items={all}
          reload={reload}
          form={(printer, done) => (
            <PrinterForm
              {...page}
              printer={printer}
              onDone={(saved) => {
                if (saved?.secret) setSecret(saved);
                done();
              }}
            />
          )}
          list={(edit) => (
            <div className="space-y-6">
              <p className="text-sm text-stone-700">
                <Trans>
                  Kitchen printers print a ticket per station (kitchen, bar, cold…: name them as you like, and
                  give each menu section or item its station in Menus), an <b>expo</b> ticket with every item,
                  and a <b>receipt</b> for the diner where a printer has that station. A delay prints an
                  UPDATE slip and a rejection or a cancel a VOID slip where the order’s tickets went.
                </Trans>
              </p>
              <section aria-labelledby="print-moments" className="rounded-lg bg-white p-4 shadow-sm">
                <h2 id="print-moments" className="text-lg font-bold">
                  <Trans>When tickets print</Trans>
                </h2>
                {moment.error && <StaffErrorAlert message={moment.error.message} />}
                <div className="mt-2 flex flex-wrap gap-4">
                  {staff.restaurants.map((restaurant) => (
                    <StaffChoice
                      key={restaurant._id}
                      label={restaurant.name}
                      className="block text-sm"
                      value={printOn[restaurant._id] ?? 'accept'}
                      disabled={moment.isPending}
                      onChange={(value) => moment.mutate({ restaurantId: restaurant._id, printOn: value })}
                      options={PRINT_MOMENTS.map((value) => ({ value, label: i18n._(MOMENT_LABELS[value]) }))}
                    />
                  ))}
                </div>
              </section>
              <RowsSection
                label={t`Printers`}
                addLabel={t`Add printer`}
                onAdd={() => edit('new')}
                items={all}
                empty={t`No printers yet.`}
                describe={(printer) => (
                  <PrinterSummary printer={printer} location={locationName(printer.restaurantId)} />
                )}
                edit={(printer) => (
                  <>
                    <RequestButton request={test} of={printer}>
                      <Trans>Test print on {printer.name}</Trans>
                    </RequestButton>
                    <button type="button" className={smallButton} onClick={() => edit(printer._id)}>
                      <Trans>Edit {printer.name}</Trans>
                    </button>
                    {isPullingPrinter(printer.connection.kind) && (
                      <RequestButton request={newToken} of={printer}>
                        <Trans>New token for {printer.name}</Trans>
                      </RequestButton>
                    )}
                  </>
                )}
                deleteLabel={(printer) => t`Delete ${printer.name}`}
                remove={remove}
              >
                {secret && <SecretNotice printer={secret} onClose={() => setSecret(null)} />}
                {remove.error && <StaffErrorAlert message={remove.error.message} />}
                {test.error && <StaffErrorAlert message={test.error.message} />}
                {newToken.error && <StaffErrorAlert message={newToken.error.message} />}
                <p role="status" className="mt-2 text-sm">
                  {notice}
                </p>
              </RowsSection>
            </div>
          )}
        />
      )}
    </StaffLoaded>
  );
}

function PrinterSummary({ printer, location }: { printer: ApiPrinter; location: string }) {
  const { t, i18n } = useLingui();
  const { online, lastSeenAt, lastError, waitingJobs } = printer.state;
  const reached = online ? t`Online` : lastSeenAt || lastError ? t`Offline` : t`Not reached yet`;
  return (
    <span className="block min-w-0">
      <span className="font-semibold">{printer.name}</span>{' '}
      <StatusPill
        status={reached}
        colours={online ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-900'}
      />{' '}
      {printer.test && (
        <StatusPill status={t`Test printer (this machine)`} colours="bg-amber-100 text-amber-950" />
      )}
      <span className="block text-sm text-stone-600">
        {location} · {printer.stations.join(', ')} · {printer.width} mm ·{' '}
        {printerConnectionIn(i18n, printer.connection)}
        {waitingJobs > 0 && <> · {t`${waitingJobs} waiting`}</>}
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
}: SettingsPageProps & {
  printer: ApiPrinter | null;
  onDone: (saved?: ApiPrinter) => void;
}) {
  const { t, i18n } = useLingui();
  // The answer of the save, for the page to show a new URL or token once the form closes.
  const saved = useRef<ApiPrinter>(undefined);
  const { form, save } = useItemForm(
    printerFormSchema,
    printer,
    printerFormOf(printer, staff.restaurants[0]?._id ?? ''),
    {
      create: async (values) => {
        saved.current = await printers.create(values);
      },
      save: async (id, values) => {
        saved.current = await printers.save(id, values);
      },
    },
    () => onDone(saved.current),
    onSignedOut,
  );
  const { control } = form;
  const kind = useWatch({ control, name: 'connection.kind' });
  const { text, id } = settingsFields(control, 'printer');
  const locations = staff.restaurants.map((r) => ({ value: r._id, label: r.name }));
  return (
    <ListItemForm what="printer" name={printer?.name ?? null} save={save} onCancel={() => onDone()}>
      {text('name', t`Name`, t`e.g. Hot line, Bar`)}
      <ChoiceField
        control={control}
        name="restaurantId"
        id={id('restaurantId')}
        label={t`Location`}
        options={locations}
      />
      {text(
        'stations',
        t`Stations`,
        t`Separated by commas: kitchen, bar, expo (every item), receipt (the diner’s)`,
      )}
      <ChoiceField
        control={control}
        name="width"
        id={id('width')}
        label={t`Paper width`}
        options={[
          { value: '80', label: t`80 mm (48 columns)` },
          { value: '58', label: t`58 mm (32 columns)` },
        ]}
      />
      <ChoiceField
        control={control}
        name="connection.kind"
        id={id('connection.kind')}
        label={t`Connection`}
        options={CONNECTIONS.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
      />
      {kind === 'escpos-tcp' ? (
        <>
          {text(
            'connection.host',
            t`Printer’s IP address or host name`,
            t`As its network self-test page shows it`,
          )}
          <NumberField
            control={control}
            name="connection.port"
            id={id('connection.port')}
            label={t`Port`}
            hint={t`9100 for most network printers`}
            min={1}
            step="1"
          />
        </>
      ) : (
        <p className="text-sm text-stone-700">{i18n._(CONNECTION_HINTS[kind])}</p>
      )}
    </ListItemForm>
  );
}

const CONNECTIONS: { value: PrinterKind; label: MessageDescriptor }[] = [
  { value: 'escpos-tcp', label: msg`Network printer the server reaches (IP address, port 9100)` },
  { value: 'cloudprnt', label: msg`Star CloudPRNT (the printer polls the server over HTTPS)` },
  { value: 'agent', label: msg`Print agent (a computer at the restaurant prints for the server)` },
];

const CONNECTION_HINTS: Record<Exclude<PrinterKind, 'escpos-tcp'>, MessageDescriptor> = {
  cloudprnt: msg`Once saved, this page shows the printer’s CloudPRNT URL, once: type it into the printer’s CloudPRNT settings.`,
  agent: msg`Once saved, this page shows the printer’s token, once: start the print agent with it on a computer next to the printer.`,
};

/** A CloudPRNT printer's URL or an agent printer's token, shown once, with what to do with it. */
function SecretNotice({ printer, onClose }: { printer: ApiPrinter; onClose: () => void }) {
  const { t } = useLingui();
  const { token, url } = printer.secret!;
  return (
    <div className="mt-3">
      <ShownOnce
        label={t`Printer connection`}
        heading={url ? t`CloudPRNT URL of ${printer.name}` : t`Print agent command for ${printer.name}`}
        value={
          url ??
          `npm run print-agent -- --server ${window.location.origin} --token ${token} --printer 192.168.1.50:9100`
        }
        testId="printer-secret"
        copyLabel={t`Copy`}
        onClose={onClose}
      >
        {url
          ? t`Open the printer’s web page (its IP address in a browser), go to its CloudPRNT settings, turn CloudPRNT on, paste this as the Server URL with a polling interval of 5 seconds or less, and set the printer to ESC/POS emulation.`
          : t`On a computer next to the printer, in a copy of this project, run this command, with the printer’s address (or /dev/usb/lp0 for a USB printer).`}{' '}
        <Trans>
          Copy it now: it is shown only this once. <b>New token</b> makes another and stops this one.
        </Trans>
      </ShownOnce>
    </div>
  );
}
