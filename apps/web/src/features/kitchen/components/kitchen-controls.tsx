import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BUSY_EXTRA_MINUTES,
  busyExtraMinutes,
  isPausedAt,
  type DeliveryMethod,
  type RestaurantOperations,
} from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNow } from '../../../lib/hooks';
import {
  endBusyMode,
  kitchenKeys,
  operationsQuery,
  pauseOrdering,
  resumeOrdering,
  setSlotCapacity,
  startBusyMode,
  type OperationsEnd,
} from '../api/kitchen-api';
import { StaffField, StaffSelect } from '../../staff/components/staff-form';
import { StaffErrorAlert } from '../../staff/components/staff-shell';
import { useWriteError, type StaffPanelProps } from './staff-panel';
import { StaffButton } from '../../staff/components/staff-button';
import { KITCHEN_METHODS, kitchenStatusLine } from '../kitchen-status';
import { useStaffFormats } from '../../staff/staff-i18n';

/*
 * The location's kitchen controls (issue 15): pause pickup or delivery, busy mode, and the kitchen's
 * capacity per slot. Each control writes only its own setting and shows what is in force. They are
 * set a few times a day and orders come all day, so on the board they fold into one status line
 * that opens on a tap (issue 33 item 1): the orders keep the first screen.
 */

/** A length in minutes, 'time' (until a time of day on the restaurant's clock) or null (until resumed). */
type Length = number | 'time' | null;
const PAUSE_FOR: readonly { label: MessageDescriptor; minutes: Length }[] = [
  { label: msg`15 minutes`, minutes: 15 },
  { label: msg`30 minutes`, minutes: 30 },
  { label: msg`1 hour`, minutes: 60 },
  { label: msg`Until a time`, minutes: 'time' },
  { label: msg`Until resumed`, minutes: null },
];
const BUSY_FOR: readonly { label: MessageDescriptor; minutes: Length }[] = [
  { label: msg`30 minutes`, minutes: 30 },
  { label: msg`1 hour`, minutes: 60 },
  { label: msg`2 hours`, minutes: 120 },
  { label: msg`Until a time`, minutes: 'time' },
];
/** A length list as the choices of its select: the index of each. */
const choicesOf = (
  lengths: readonly { label: MessageDescriptor }[],
  translate: (m: MessageDescriptor) => string,
) => lengths.map((length, index) => ({ value: index, label: translate(length.label) }));

/** A pickup's or a delivery's words on its control. */
const METHOD_WORDS: Record<
  DeliveryMethod,
  Record<
    'name' | 'taking' | 'pause' | 'pauseFor' | 'pauseUntil' | 'resume' | 'pausedUntilResumed',
    MessageDescriptor
  > & {
    pausedUntil: (at: string) => MessageDescriptor;
  }
> = {
  Pickup: {
    name: msg`Pickup`,
    taking: msg`Taking pickup orders`,
    pause: msg`Pause pickup`,
    pauseFor: msg`Pause pickup for`,
    pauseUntil: msg`Pause pickup until`,
    resume: msg`Resume pickup`,
    pausedUntilResumed: msg`Pickup paused until resumed`,
    pausedUntil: (at) => msg`Pickup paused until ${at}`,
  },
  Delivery: {
    name: msg`Delivery`,
    taking: msg`Taking delivery orders`,
    pause: msg`Pause delivery`,
    pauseFor: msg`Pause delivery for`,
    pauseUntil: msg`Pause delivery until`,
    resume: msg`Resume delivery`,
    pausedUntilResumed: msg`Delivery paused until resumed`,
    pausedUntil: (at) => msg`Delivery paused until ${at}`,
  },
};

/** The end a chosen length means: the server turns a time of day into the restaurant's next one. */
const endOf = (minutes: Length, time: string): OperationsEnd =>
  minutes === 'time'
    ? { untilTime: time }
    : { until: minutes === null ? null : new Date(Date.now() + minutes * 60_000).toISOString() };

export function KitchenControls({ restaurantId, timeZone, onSignedOut }: StaffPanelProps) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const formats = useStaffFormats(timeZone);
  const operations = useQuery(operationsQuery(restaurantId));
  const writeError = useWriteError(onSignedOut);
  const [open, setOpen] = useState(false);
  // A pause or a busy period ends by itself: the line follows the clock, not only the writes.
  const now = useNow();
  const change = useMutation({
    mutationFn: (write: () => Promise<RestaurantOperations>) => write(),
    onSuccess: (next) => {
      writeError.clear();
      queryClient.setQueryData(kitchenKeys.operations(restaurantId), next);
    },
    onError: writeError.failed,
  });
  const clock = formats.time;
  const ops = operations.data;

  return (
    <section aria-labelledby="kitchen-controls" className="mb-3 rounded-lg bg-white shadow-sm">
      <h2 id="kitchen-controls">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="kitchen-controls-panel"
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg px-4 py-2 text-left hover:bg-stone-50"
        >
          <span className="font-bold">
            <Trans>Kitchen</Trans>
          </span>
          <span className="min-w-0 flex-1 truncate text-sm text-stone-700">
            {ops ? kitchenStatusLine(ops, now, clock, i18n) : ''}
          </span>
          <span aria-hidden="true" className={`text-stone-500 ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h2>
      {operations.error && (
        <div className="px-4 pb-3">
          <StaffErrorAlert message={operations.error.message} />
        </div>
      )}
      <div id="kitchen-controls-panel" hidden={!open} className="border-t border-stone-200 p-4 pt-2">
        {writeError.error && (
          <div className="my-3">
            <StaffErrorAlert message={writeError.error} />
          </div>
        )}
        {ops && (
          <div className="mt-2 grid gap-4 md:grid-cols-3">
            {KITCHEN_METHODS.map((method) => (
              <PauseControl
                key={method}
                method={method}
                operations={ops}
                now={now}
                busy={change.isPending}
                clock={clock}
                onPause={(end, message) =>
                  change.mutate(() => pauseOrdering(restaurantId, { method, message, ...end }))
                }
                onResume={() => change.mutate(() => resumeOrdering(restaurantId, method))}
              />
            ))}
            <BusyControl
              operations={ops}
              now={now}
              busy={change.isPending}
              clock={clock}
              onStart={(extraMinutes, end) =>
                change.mutate(() => startBusyMode(restaurantId, { extraMinutes, ...end }))
              }
              onEnd={() => change.mutate(() => endBusyMode(restaurantId))}
            />
            <CapacityControl
              key={`${ops.slot_capacity.max_orders}-${ops.slot_capacity.max_items}`}
              operations={ops}
              busy={change.isPending}
              onSave={(capacity) => change.mutate(() => setSlotCapacity(restaurantId, capacity))}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function PauseControl({
  method,
  operations,
  now,
  busy,
  clock,
  onPause,
  onResume,
}: {
  method: DeliveryMethod;
  operations: RestaurantOperations;
  now: number;
  busy: boolean;
  clock: (iso: string) => string;
  onPause: (end: OperationsEnd, message: string | null) => void;
  onResume: () => void;
}) {
  const { t, i18n } = useLingui();
  const words = METHOD_WORDS[method];
  const [forIndex, setForIndex] = useState(0);
  const [time, setTime] = useState('');
  const length = PAUSE_FOR[forIndex]!.minutes;
  const [message, setMessage] = useState(operations.paused_message ?? '');
  const pause = operations.paused[method];
  const id = `pause-${method.toLowerCase()}`;
  return (
    <fieldset className="rounded border border-stone-300 p-3" aria-labelledby={id}>
      <legend id={id} className="px-1 font-semibold">
        {i18n._(words.name)}
      </legend>
      {pause && isPausedAt(operations, method, now) ? (
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm font-semibold text-red-800">
            {pause.until === null
              ? i18n._(words.pausedUntilResumed)
              : i18n._(words.pausedUntil(clock(pause.until)))}
          </p>
          <StaffButton tone="go" disabled={busy} onClick={onResume}>
            {i18n._(words.resume)}
          </StaffButton>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="w-full text-sm text-green-800">{i18n._(words.taking)}</p>
          <StaffSelect
            label={i18n._(words.pauseFor)}
            value={forIndex}
            onChange={setForIndex}
            options={choicesOf(PAUSE_FOR, (m) => i18n._(m))}
          />
          {length === 'time' && (
            <TimeOfDay label={i18n._(words.pauseUntil)} value={time} onChange={setTime} />
          )}
          <StaffField
            inline
            wide
            label={t`Message to diners`}
            placeholder={t`Message to diners (optional)`}
            maxLength={200}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <StaffButton
            tone="stop"
            disabled={busy || (length === 'time' && time === '')}
            onClick={() => onPause(endOf(length, time), message.trim() || null)}
          >
            {i18n._(words.pause)}
          </StaffButton>
        </div>
      )}
    </fieldset>
  );
}

function BusyControl({
  operations,
  now,
  busy,
  clock,
  onStart,
  onEnd,
}: {
  operations: RestaurantOperations;
  now: number;
  busy: boolean;
  clock: (iso: string) => string;
  onStart: (extraMinutes: number, end: OperationsEnd) => void;
  onEnd: () => void;
}) {
  const { t, i18n } = useLingui();
  const [forIndex, setForIndex] = useState(1);
  const [time, setTime] = useState('');
  const length = BUSY_FOR[forIndex]!.minutes;
  const current = busyExtraMinutes(operations, now) > 0 ? operations.busy : null;
  return (
    <fieldset className="rounded border border-stone-300 p-3" aria-labelledby="busy-mode">
      <legend id="busy-mode" className="px-1 font-semibold">
        <Trans>Busy mode</Trans>
      </legend>
      {current ? (
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm font-semibold text-amber-900">
            <Trans>
              +{current.extra_minutes} min until {clock(current.until)}
            </Trans>
          </p>
          <StaffButton tone="plain" disabled={busy} onClick={onEnd}>
            <Trans>End busy mode</Trans>
          </StaffButton>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <StaffSelect
            label={t`For`}
            labelShown
            value={forIndex}
            onChange={setForIndex}
            options={choicesOf(BUSY_FOR, (m) => i18n._(m))}
          />
          {length === 'time' && <TimeOfDay label={t`Busy mode until`} value={time} onChange={setTime} />}
          {BUSY_EXTRA_MINUTES.map((extra) => (
            <StaffButton
              tone="wait"
              key={extra}
              disabled={busy || (length === 'time' && time === '')}
              onClick={() => onStart(extra, endOf(length, time))}
            >
              <Trans>+{extra} min</Trans>
            </StaffButton>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** A time of day on the restaurant's clock (the next one to come: tonight's, or tomorrow's if past). */
function TimeOfDay({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useLingui();
  return (
    <StaffField
      inline
      label={t`${label} (restaurant time)`}
      type="time"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function CapacityControl({
  operations,
  busy,
  onSave,
}: {
  operations: RestaurantOperations;
  busy: boolean;
  onSave: (capacity: { maxOrders: number | null; maxItems: number | null }) => void;
}) {
  const [orders, setOrders] = useState(operations.slot_capacity.max_orders?.toString() ?? '');
  const [items, setItems] = useState(operations.slot_capacity.max_items?.toString() ?? '');
  const { t } = useLingui();
  const limit = (text: string) => (text.trim() === '' ? null : Math.max(1, Math.floor(Number(text))));
  return (
    <fieldset className="rounded border border-stone-300 p-3" aria-labelledby="slot-capacity">
      <legend id="slot-capacity" className="px-1 font-semibold">
        <Trans>Capacity per time slot</Trans>
      </legend>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ maxOrders: limit(orders), maxItems: limit(items) });
        }}
      >
        {(
          [
            [t`Max orders`, orders, setOrders],
            [t`Max items`, items, setItems],
          ] as const
        ).map(([label, value, set]) => (
          <label key={label} className="text-sm">
            <span className="block">{label}</span>
            <input
              type="number"
              min={1}
              inputMode="numeric"
              placeholder={t`No limit`}
              className="w-24 rounded border border-stone-400 px-2 py-1"
              value={value}
              onChange={(e) => set(e.target.value)}
            />
          </label>
        ))}
        <StaffButton tone="finish" type="submit" disabled={busy}>
          <Trans>Save capacity</Trans>
        </StaffButton>
      </form>
    </fieldset>
  );
}
