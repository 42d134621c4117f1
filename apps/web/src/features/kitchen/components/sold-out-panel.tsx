import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isIndefinitelySoldOut, localDateOf, type ApiMenuItem } from '@storefront/domain';
import { useStaffFormats } from '../../staff/staff-i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  kitchenKeys,
  markOptionSoldOut,
  markSoldOut,
  menuItemsQuery,
  type SoldOutRequest,
} from '../api/kitchen-api';
import { StaffField } from '../../staff/components/staff-form';
import { StaffPanel, useWriteError, type StaffPanelProps } from './staff-panel';
import { StaffButton } from '../../staff/components/staff-button';

/*
 * 86 an item or one of its options (issue 15): sold out until the end of the day, until a date, or
 * until brought back.
 * The storefront's menus, cart quotes and placement follow at once (the menus version is bumped).
 */

type Choice = 'end_of_day' | 'date' | 'indefinitely';

export function SoldOutPanel({ restaurantId, timeZone, onSignedOut }: StaffPanelProps) {
  const queryClient = useQueryClient();
  const items = useQuery(menuItemsQuery(restaurantId));
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const writeError = useWriteError(onSignedOut);
  const mark = useMutation({
    mutationFn: ({ itemId, choice }: { itemId: string; choice: SoldOutRequest }) =>
      markSoldOut(restaurantId, itemId, choice),
    onSuccess: ({ itemId, sold_out_until }) => {
      writeError.clear();
      queryClient.setQueryData<ApiMenuItem[]>(kitchenKeys.menu(restaurantId), (list) =>
        list?.map((item) => (item._id === itemId ? { ...item, sold_out_until } : item)),
      );
    },
    onError: writeError.failed,
  });
  const markOption = useMutation({
    mutationFn: ({
      itemId,
      optionId,
      choice,
    }: {
      itemId: string;
      optionId: string;
      choice: SoldOutRequest;
    }) => markOptionSoldOut(restaurantId, itemId, optionId, choice),
    onSuccess: ({ itemId, optionId, sold_out_until }) => {
      writeError.clear();
      queryClient.setQueryData<ApiMenuItem[]>(kitchenKeys.menu(restaurantId), (list) =>
        list?.map((item) =>
          item._id !== itemId
            ? item
            : {
                ...item,
                options: item.options.map((group) => ({
                  ...group,
                  items: group.items.map((o) => (o._id === optionId ? { ...o, sold_out_until } : o)),
                })),
              },
        ),
      );
    },
    onError: writeError.failed,
  });
  const now = Date.now();
  const isSoldOut = (item: { sold_out_until?: string | null }) =>
    !!item.sold_out_until && Date.parse(item.sold_out_until) > now;
  const hasSoldOutOption = (item: ApiMenuItem) => item.options.some((g) => g.items.some(isSoldOut));
  const wanted = search.trim().toLowerCase();
  // The sold-out items, or those the search finds: a kitchen looks up the one it ran out of.
  const list = (items.data ?? []).filter((item) =>
    wanted === ''
      ? isSoldOut(item) || hasSoldOutOption(item)
      : `${item.cd ?? ''} ${item.name}`.toLowerCase().includes(wanted),
  );
  const soldOut = (items.data ?? []).filter(isSoldOut).length;

  return (
    <StaffPanel
      id="sold-out"
      title={<Trans>Menu items</Trans>}
      count={t`${plural(soldOut, { one: '(# sold out)', other: '(# sold out)' })}`}
      error={writeError.error}
      loadError={items.error}
    >
      <label className="mt-2 block text-sm">
        <span className="mr-2 font-medium">
          <Trans>Find an item</Trans>
        </span>
        <input
          type="search"
          className="rounded border border-stone-400 px-2 py-1"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {items.isSuccess && list.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">
          {wanted === '' ? t`Nothing is sold out. Find an item to 86 it.` : t`No item matches.`}
        </p>
      )}
      <ul className="mt-2 max-h-96 divide-y divide-stone-200 overflow-y-auto">
        {list.map((item) => (
          <SoldOutRow
            key={item._id}
            item={item}
            soldOut={isSoldOut(item)}
            timeZone={timeZone}
            busy={mark.isPending && mark.variables.itemId === item._id}
            onMark={(choice) => mark.mutate({ itemId: item._id, choice })}
          >
            <OptionRows
              item={item}
              isSoldOut={isSoldOut}
              timeZone={timeZone}
              busy={markOption.isPending && markOption.variables.itemId === item._id}
              onMark={(optionId, choice) => markOption.mutate({ itemId: item._id, optionId, choice })}
            />
          </SoldOutRow>
        ))}
      </ul>
    </StaffPanel>
  );
}

/** An item's options, each 86'd until the end of the day or brought back (one option, e.g. a sauce). */
function OptionRows({
  item,
  isSoldOut,
  timeZone,
  busy,
  onMark,
}: {
  item: ApiMenuItem;
  isSoldOut: (option: { sold_out_until?: string | null }) => boolean;
  timeZone: string;
  busy: boolean;
  onMark: (optionId: string, choice: SoldOutRequest) => void;
}) {
  const { t } = useLingui();
  const note = useSoldOutNote(timeZone);
  const seen = new Set<string>();
  const options = item.options
    .flatMap((group) => group.items)
    .filter((option) => !seen.has(option._id) && seen.add(option._id));
  if (options.length === 0) return null;
  const name = item.name;
  return (
    <ul className="mt-1 w-full space-y-1 pl-4" aria-label={t`Options of ${name}`}>
      {options.map((option) => {
        const out = isSoldOut(option);
        const optionName = option.name;
        return (
          <li key={option._id} className="flex flex-wrap items-center justify-between gap-2">
            <span className={out ? 'text-red-800' : ''}>
              {option.name}
              {out && note(option.sold_out_until)}
            </span>
            {out ? (
              <StaffButton
                tone="go"
                size="sm"
                disabled={busy}
                aria-label={t`Back on: ${optionName}`}
                onClick={() => onMark(option._id, { until: 'available' })}
              >
                <Trans>Back on</Trans>
              </StaffButton>
            ) : (
              <SoldOutChoiceControl
                label={t`option ${optionName}`}
                timeZone={timeZone}
                busy={busy}
                onMark={(choice) => onMark(option._id, choice)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SoldOutRow({
  item,
  soldOut,
  timeZone,
  busy,
  onMark,
  children,
}: {
  item: ApiMenuItem;
  soldOut: boolean;
  timeZone: string;
  busy: boolean;
  onMark: (choice: SoldOutRequest) => void;
  children?: ReactNode;
}) {
  const label = `${item.cd ? `${item.cd} ` : ''}${item.name}`;
  const note = useSoldOutNote(timeZone);
  return (
    <li data-menu-item={item.name} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span>
        <span className="font-medium">{label}</span>
        {soldOut && <span className="text-red-800">{note(item.sold_out_until)}</span>}
      </span>
      {soldOut ? (
        <StaffButton tone="go" size="sm" disabled={busy} onClick={() => onMark({ until: 'available' })}>
          <Trans>Back on the menu</Trans>
        </StaffButton>
      ) : (
        <SoldOutChoiceControl label={label} timeZone={timeZone} busy={busy} onMark={onMark} />
      )}
      {children}
    </li>
  );
}

/** How long to 86 something (the end of the day, a date, or until brought back), and the 86 button. */
function SoldOutChoiceControl({
  label,
  timeZone,
  busy,
  onMark,
}: {
  label: string;
  timeZone: string;
  busy: boolean;
  onMark: (choice: SoldOutRequest) => void;
}) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<Choice>('end_of_day');
  const tomorrow = localDateOf(Date.now() + 86_400_000, timeZone);
  const [date, setDate] = useState(tomorrow);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <label>
        <span className="sr-only">
          <Trans>Sold out how long: {label}</Trans>
        </span>
        <select
          className="rounded border border-stone-400 px-2 py-1"
          value={choice}
          onChange={(e) => setChoice(e.target.value as Choice)}
        >
          <option value="end_of_day">{t`Until end of day`}</option>
          <option value="date">{t`Until a date`}</option>
          <option value="indefinitely">{t`Until brought back`}</option>
        </select>
      </label>
      {choice === 'date' && (
        <StaffField
          inline
          label={t`Available again on: ${label}`}
          type="date"
          min={tomorrow}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      )}
      <StaffButton
        tone="stop"
        size="sm"
        disabled={busy}
        aria-label={t`86 ${label}`}
        onClick={() => onMark(choice === 'date' ? { until: 'date', date } : { until: choice })}
      >
        <Trans>86 it</Trans>
      </StaffButton>
    </span>
  );
}

/** " · Sold out until Nov 28, 12:00 AM" (or "until brought back"). */
function useSoldOutNote(timeZone: string): (soldOutUntil: string | null | undefined) => string {
  const { t } = useLingui();
  const formats = useStaffFormats(timeZone);
  return (soldOutUntil) => {
    if (isIndefinitelySoldOut(soldOutUntil)) return t` · Sold out until brought back`;
    const until = formats.dateTime(soldOutUntil!);
    return t` · Sold out until ${until}`;
  };
}
