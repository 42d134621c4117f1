import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isStuckPrinter, type ApiPrinter } from '@storefront/domain';
import { useStaffFormats } from '../../staff/staff-i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { printersQuery, testPrinter } from '../api/printers-api';
import { StaffButton } from '../../staff/components/staff-button';

/**
 * The board's printers (issue 29 item 5; decision 0079): each printer of the location with its
 * state and when it last took a ticket, and a red banner while one that has tickets waiting cannot
 * be reached. A printer on the server's own machine is labelled a test printer.
 */
export function PrinterStatus({ restaurantId, timeZone }: { restaurantId: string; timeZone: string }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const { data } = useQuery(printersQuery());
  const tryAgain = useMutation({
    mutationFn: testPrinter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: printersQuery().queryKey }),
  });
  const printers = (data?.printers ?? []).filter((p) => p.restaurantId === restaurantId);
  if (printers.length === 0) return null;
  const stuck = printers.filter(isStuckPrinter);
  return (
    <section aria-label={t`Printers`} className="mb-3 space-y-2">
      {stuck.map((printer) => {
        const name = printer.name;
        const why = printer.state.lastError ? ` (${printer.state.lastError})` : '';
        const waiting = printer.state.waitingJobs;
        return (
          <div
            key={printer._id}
            role="alert"
            data-testid="printer-offline"
            className="flex flex-wrap items-center justify-between gap-2 rounded border-2 border-red-800 bg-red-700 px-4 py-2 font-semibold text-white"
          >
            <p>
              {t`Printer ${name} is offline${why}: ${plural(waiting, {
                one: '# ticket waits',
                other: '# tickets wait',
              })}. Check its power, paper and cable; they print in order when it is back.`}
            </p>
            <StaffButton
              tone="finish"
              disabled={tryAgain.isPending}
              onClick={() => tryAgain.mutate(printer._id)}
            >
              <Trans>Try {name} again now (prints a test page)</Trans>
            </StaffButton>
          </div>
        );
      })}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        {printers.map((printer) => (
          <li key={printer._id} data-testid="printer-state">
            <PrinterLine printer={printer} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PrinterLine({ printer, timeZone }: { printer: ApiPrinter; timeZone: string }) {
  const { online, lastSeenAt, lastError } = printer.state;
  const { t } = useLingui();
  const formats = useStaffFormats(timeZone);
  const lastSeen = lastSeenAt ? formats.time(lastSeenAt) : '';
  const seen = lastSeen ? t`, last seen ${lastSeen}` : '';
  return (
    <>
      <span
        aria-hidden="true"
        className={`mr-1 inline-block size-2.5 rounded-full ${online ? 'bg-green-600' : 'bg-red-600'}`}
      />
      <span className="font-semibold">{printer.name}</span>
      {printer.test && (
        <span className="ml-1 rounded bg-amber-200 px-1 text-amber-950">
          <Trans>Test printer</Trans>
        </span>
      )}
      : {online ? t`online` : lastSeenAt || lastError ? t`offline` : t`not reached yet`}
      {/* Why, as the printer or its agent said it: out of paper, cover open, not heard from. */}
      {!online && lastError && ` (${lastError})`}
      {seen}
    </>
  );
}
