import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LOYALTY_COUNTER_MESSAGES,
  canSpendPoints,
  orderLoyaltyPoints,
  pointsValue,
  toCents,
  type ApiStaff,
  type StaffLoyaltyLine,
  type StaffLoyaltyMember,
  type StaffLoyaltyDebitReason,
} from '@storefront/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cursorPages } from '../../api/cursor-pages';
import { domainText } from '../../lib/domain-text';
import { newUuid } from '../../lib/eater';
import { useTenant } from '../../lib/tenant-context';
import { creditPurchase, debitPoints, fetchLedger, findMembers, loyaltyKeys } from './api/loyalty-api';
import { isUnauthenticated } from '../staff/api/staff-api';
import { chosenRestaurantId } from '../staff/components/pending-reservations-badge';
import { StaffButton } from '../staff/components/staff-button';
import { QrScanner, canScanQrCodes } from './components/qr-scanner';
import { RestaurantSelect } from '../staff/components/restaurant-select';
import { StaffField, StaffSubmit } from '../staff/components/staff-form';
import { StaffIdentity, staffPage, useSignedOut } from '../staff/components/staff-session';
import { StaffErrorAlert, StaffShell } from '../staff/components/staff-shell';
import { useStaffFormats } from '../staff/staff-i18n';

/*
 * /staff/loyalty (issue 15 item 6): loyalty at the counter. Staff find a member by the QR code of
 * the member's profile (the camera where the browser can read one, else typed), by email or phone;
 * see the points and the ledger; and credit the points of an in-store purchase by the restaurant's
 * rules, or take points off: the member spends them at the counter (issue 18), or a correction.
 * Every change is a ledger line with who and why.
 */

const panel = 'mt-6 rounded-lg bg-white p-4 shadow-sm';

/** '1 point', '1,250 points': a count of points in the console's language. */
function usePoints(): (n: number) => string {
  const { t } = useLingui();
  return (n) => t`${plural(n, { one: '# point', other: '# points' })}`;
}

export default staffPage(msg`Loyalty`, Counter);

function Counter({ staff }: { staff: ApiStaff }) {
  const tenant = useTenant();
  const signedOut = useSignedOut();
  const [memberId, setMemberId] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  return (
    <StaffShell title={t`Loyalty`} actions={<StaffIdentity staff={staff} />}>
      <h1 className="text-2xl font-bold">
        <Trans>Loyalty at the counter</Trans>
      </h1>
      {tenant.settings.loyalty_reward_program ? (
        <>
          <MemberLookup onMember={setMemberId} onSignedOut={signedOut} />
          {memberId && (
            <MemberAccount key={memberId} staff={staff} customerId={memberId} onSignedOut={signedOut} />
          )}
        </>
      ) : (
        <div className="mt-4">
          <StaffErrorAlert message={domainText(i18n, LOYALTY_COUNTER_MESSAGES.programOff)} />
        </div>
      )}
    </StaffShell>
  );
}

/** One box for the scanned or typed code, an email or a phone number; the camera where it works. */
function MemberLookup({
  onMember,
  onSignedOut,
}: {
  onMember: (customerId: string) => void;
  onSignedOut: () => void;
}) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [scanning, setScanning] = useState(false);
  const lookup = useMutation({
    mutationFn: findMembers,
    onSuccess: ({ members }) => {
      if (members.length === 1) onMember(members[0]!._id);
    },
    onError: (error) => {
      if (isUnauthenticated(error)) onSignedOut();
    },
  });
  const find = (text: string) => {
    if (text.trim() !== '') lookup.mutate(text.trim());
  };
  const { mutate } = lookup;
  const onCode = useCallback(
    (code: string) => {
      setScanning(false);
      setQuery(code);
      mutate(code);
    },
    [mutate],
  );
  const members = lookup.data?.members ?? [];
  return (
    <section aria-labelledby="find-member" className={panel}>
      <h2 id="find-member" className="text-lg font-bold">
        <Trans>Find a member</Trans>
      </h2>
      <p className="mt-1 text-sm text-stone-600">{domainText(i18n, LOYALTY_COUNTER_MESSAGES.lookupHint)}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          find(query);
        }}
      >
        <div className="min-w-64 flex-1">
          <StaffField
            label={t`Member code, email or phone`}
            value={query}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <StaffSubmit inline busy={lookup.isPending}>
          <Trans>Find member</Trans>
        </StaffSubmit>
        {canScanQrCodes() && (
          <StaffButton tone="plain" onClick={() => setScanning(true)}>
            <Trans>Scan QR code</Trans>
          </StaffButton>
        )}
      </form>
      {scanning && <QrScanner onCode={onCode} onClose={() => setScanning(false)} />}
      {lookup.error && !isUnauthenticated(lookup.error) && (
        <div className="mt-3">
          <StaffErrorAlert message={lookup.error.message} />
        </div>
      )}
      {lookup.isSuccess && members.length === 0 && (
        <p role="status" className="mt-3 text-sm">
          {domainText(i18n, LOYALTY_COUNTER_MESSAGES.notFound)}
        </p>
      )}
      {members.length > 1 && (
        <ul aria-label={t`Members found`} className="mt-3 divide-y divide-stone-200 text-sm">
          {members.map((member) => (
            <li key={member._id} className="flex items-center justify-between gap-2 py-2">
              <span>
                {memberName(member)} · {member.email}
              </span>
              <StaffButton tone="plain" onClick={() => onMember(member._id)}>
                <Trans>Open</Trans>
              </StaffButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the member's panels need from the page: who is signed in, and the way back to sign-in. */
interface CounterProps {
  staff: ApiStaff;
  onSignedOut: () => void;
}

const memberName = (member: StaffLoyaltyMember) => `${member.firstName} ${member.lastName}`.trim();

/** The member's points, the purchase to credit, and the ledger (newest first, 20 at a time). */
function MemberAccount({ staff, customerId, onSignedOut }: CounterProps & { customerId: string }) {
  const tenant = useTenant();
  const { t, i18n } = useLingui();
  const ledger = useInfiniteQuery(
    cursorPages(loyaltyKeys.ledger(customerId), (cursor) => fetchLedger(customerId, cursor)),
  );
  if (ledger.error) {
    if (isUnauthenticated(ledger.error)) onSignedOut();
    return (
      <div className="mt-6">
        <StaffErrorAlert message={ledger.error.message} />
      </div>
    );
  }
  if (!ledger.data) {
    return (
      <p role="status">
        <Trans>Loading the member…</Trans>
      </p>
    );
  }
  const member = ledger.data.pages[0]!.member;
  const lines = ledger.data.pages.flatMap((page) => page.lines);
  return (
    <section aria-labelledby="member" className={panel}>
      <h2 id="member" className="text-xl font-bold">
        {memberName(member)}
      </h2>
      <p className="text-sm text-stone-600">
        {member.email}
        {member.telephone && ` · ${member.telephone}`}
      </p>
      <p className="mt-2 inline-flex items-baseline gap-2 rounded-full bg-amber-100 px-4 py-1.5">
        <span className="text-xl font-bold tabular-nums" data-testid="point-balance">
          {i18n.number(member.pointBalance)}
        </span>
        <span className="text-sm font-semibold">
          <Trans>points</Trans>
        </span>
      </p>
      <PurchaseForm staff={staff} member={member} onSignedOut={onSignedOut} />
      <TakePointsForm staff={staff} member={member} onSignedOut={onSignedOut} />
      <h3 className="mt-6 font-bold">
        <Trans>Points history</Trans>
      </h3>
      {lines.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">
          <Trans>No points yet.</Trans>
        </p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              {[t`When`, t`Points`, t`Why`, t`By`].map((heading, i, all) => (
                <th key={heading} className={i < all.length - 1 ? 'py-1 pr-2' : 'py-1'}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <LedgerRow key={line._id} line={line} timeZone={tenant.settings.time_zone} />
            ))}
          </tbody>
        </table>
      )}
      {ledger.hasNextPage && (
        <div className="mt-3">
          <StaffButton
            tone="plain"
            disabled={ledger.isFetchingNextPage}
            onClick={() => void ledger.fetchNextPage()}
          >
            <Trans>Show more</Trans>
          </StaffButton>
        </div>
      )}
    </section>
  );
}

function LedgerRow({ line, timeZone }: { line: StaffLoyaltyLine; timeZone: string }) {
  const { t } = useLingui();
  const formats = useStaffFormats(timeZone);
  return (
    <tr className="border-b border-stone-100 align-top">
      <td className="py-1 pr-2 whitespace-nowrap">
        {formats.dateTime(line.createdAt, 'MMM D, YYYY h:mm A')}
      </td>
      <td className="py-1 pr-2 font-semibold tabular-nums">
        {line.points > 0 ? `+${line.points}` : line.points}
      </td>
      <td className="py-1 pr-2">{line.note ?? line.kind}</td>
      <td className="py-1">{line.by ?? t`Automatic`}</td>
    </tr>
  );
}

/**
 * A change to a member's points at the counter: where, how many (`amount`, the form's own) and a
 * note. One Idempotency-Key per change, kept until it lands, so a double tap or a retry after a lost
 * answer changes the points once; `said` words what it did.
 */
function useCounterChange<R>({
  staff,
  member,
  onSignedOut,
  send,
  said,
}: CounterProps & {
  member: StaffLoyaltyMember;
  send: (change: { restaurantId: string; amount: number; note: string | null }, key: string) => Promise<R>;
  said: (result: R) => string;
}) {
  const queryClient = useQueryClient();
  const [restaurantId, setRestaurantId] = useState(() => chosenRestaurantId(staff));
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const key = useRef(newUuid());
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => send({ restaurantId, amount: Number(amount), note: note.trim() || null }, key.current),
    onSuccess: (result) => {
      key.current = newUuid();
      setAmount('');
      setNote('');
      setDone(said(result));
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.ledger(member._id) });
    },
    onError: (error) => {
      if (isUnauthenticated(error)) onSignedOut();
    },
  });
  return { restaurantId, setRestaurantId, amount, setAmount, note, setNote, done, setDone, mutation };
}

/** A counter change's form: `choices` first, where, how many, the note, then what it did or why not. */
function CounterForm({
  label,
  title,
  staff,
  change,
  ready,
  choices,
  amountField,
  noteLabel,
  noteRequired = false,
  submitLabel,
}: {
  label: string;
  title: string;
  staff: ApiStaff;
  change: ReturnType<typeof useCounterChange>;
  ready: boolean;
  choices?: ReactNode;
  amountField: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'min' | 'step'> & { label: string };
  noteLabel: string;
  noteRequired?: boolean;
  submitLabel: string;
}) {
  const { mutation } = change;
  return (
    <form
      aria-label={label}
      className="mt-4 grid max-w-xl gap-3 rounded border border-stone-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        change.setDone(null);
        if (ready) mutation.mutate();
      }}
    >
      <h3 className="font-bold">{title}</h3>
      {choices}
      {staff.restaurants.length > 1 && (
        <RestaurantSelect staff={staff} value={change.restaurantId} onChange={change.setRestaurantId} />
      )}
      <StaffField
        type="number"
        required
        {...amountField}
        value={change.amount}
        onChange={(e) => change.setAmount(e.target.value)}
      />
      <StaffField
        label={noteLabel}
        maxLength={120}
        required={noteRequired}
        value={change.note}
        onChange={(e) => change.setNote(e.target.value)}
      />
      <StaffSubmit busy={mutation.isPending || !ready}>{submitLabel}</StaffSubmit>
      {change.done && (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">
          {change.done}
        </p>
      )}
      {mutation.error && !isUnauthenticated(mutation.error) && (
        <StaffErrorAlert message={mutation.error.message} />
      )}
    </form>
  );
}

/**
 * An in-store purchase: where, how much, a receipt number. The button says the points it earns by
 * the restaurant's rules.
 */
function PurchaseForm({ staff, member, onSignedOut }: CounterProps & { member: StaffLoyaltyMember }) {
  const tenant = useTenant();
  const { t } = useLingui();
  const points = usePoints();
  const change = useCounterChange({
    staff,
    member,
    onSignedOut,
    send: (purchase, key) => creditPurchase(member._id, purchase, key),
    said: ({ member: after, line }) => {
      const credited = points(line.points);
      const name = memberName(after);
      const balance = points(after.pointBalance);
      return t`Credited ${credited} to ${name}. Balance: ${balance}.`;
    },
  });
  const dollars = Number(change.amount);
  const earns =
    change.amount !== '' && dollars > 0 ? orderLoyaltyPoints(tenant.settings, toCents(dollars)) : 0;
  const earned = points(earns);
  return (
    <CounterForm
      label={t`In-store purchase`}
      title={t`In-store purchase`}
      staff={staff}
      change={change}
      ready={earns > 0}
      amountField={{ label: t`Purchase amount ($)`, inputMode: 'decimal', min: 0.01, step: 0.01 }}
      noteLabel={t`Receipt or note (optional)`}
      submitLabel={earns > 0 ? t`Credit ${earned}` : t`Credit points`}
    />
  );
}

/** Why points come off, as the choices say it (redemption only where points can be spent). */
const DEBIT_REASONS: readonly (readonly [StaffLoyaltyDebitReason, MessageDescriptor])[] = [
  ['redemption', msg`Redeem at the counter`],
  ['correction', msg`Correction`],
];

/**
 * Points taken off: the member spends them at the counter (by the restaurant's value and minimum,
 * where points can be spent), or a correction of a mistaken credit (with why). The server never
 * takes the balance below zero.
 */
function TakePointsForm({ staff, member, onSignedOut }: CounterProps & { member: StaffLoyaltyMember }) {
  const { settings } = useTenant();
  const { t, i18n } = useLingui();
  const points = usePoints();
  const formats = useStaffFormats(settings.time_zone);
  const spendable = canSpendPoints(settings);
  const [reason, setReason] = useState<StaffLoyaltyDebitReason>(spendable ? 'redemption' : 'correction');
  const change = useCounterChange({
    staff,
    member,
    onSignedOut,
    send: ({ amount, ...debit }, key) => debitPoints(member._id, { reason, ...debit, points: amount }, key),
    said: ({ member: after, line, value }) => {
      const taken = points(-line.points);
      const balance = points(after.pointBalance);
      const off = formats.money(toCents(value));
      return reason === 'redemption'
        ? t`Redeemed ${taken} for ${off} off. Balance: ${balance}.`
        : t`Took ${taken} off. Balance: ${balance}.`;
    },
  });
  const wanted = Number(change.amount);
  const ready =
    Number.isInteger(wanted) && wanted > 0 && (reason === 'redemption' || change.note.trim() !== '');
  const count = points(wanted);
  const worth = formats.money(pointsValue(settings, wanted));
  const label =
    reason === 'redemption'
      ? ready
        ? t`Redeem ${count} (${worth} off)`
        : t`Redeem points`
      : ready
        ? t`Take off ${count}`
        : t`Take points off`;
  return (
    <CounterForm
      label={t`Take points off`}
      title={t`Redeem or correct points`}
      staff={staff}
      change={change}
      ready={ready}
      choices={
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">
            <Trans>Why</Trans>
          </legend>
          {DEBIT_REASONS.filter(([value]) => spendable || value !== 'redemption').map(([value, words]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="debit-reason"
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {i18n._(words)}
            </label>
          ))}
        </fieldset>
      }
      amountField={{ label: t`Points`, inputMode: 'numeric', min: 1, step: 1 }}
      noteLabel={reason === 'redemption' ? t`Receipt or note (optional)` : t`Why (required)`}
      noteRequired={reason === 'correction'}
      submitLabel={label}
    />
  );
}
