import {
  LOYALTY_COUNTER_MESSAGES,
  canSpendPoints,
  formatInstant,
  formatMoney,
  orderLoyaltyPoints,
  pointsValue,
  toCents,
  type ApiStaff,
  type StaffLoyaltyLine,
  type StaffLoyaltyMember,
  type StaffLoyaltyDebitReason,
} from '@storefront/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { newUuid } from '../../lib/eater';
import { useTenant } from '../../lib/tenant-context';
import { creditPurchase, debitPoints, fetchLedger, findMembers, loyaltyKeys } from './api/loyalty-api';
import { isUnauthenticated } from './api/staff-api';
import { chosenRestaurantId } from './components/pending-reservations-badge';
import { StaffButton } from './components/staff-button';
import { QrScanner, canScanQrCodes } from './components/qr-scanner';
import { RestaurantSelect } from './components/restaurant-select';
import { StaffField, StaffSubmit } from './components/staff-form';
import { RequireStaff, StaffIdentity, useSignedOut } from './components/staff-session';
import { StaffErrorAlert, StaffShell } from './components/staff-shell';

/*
 * /staff/loyalty (issue 15 item 6): loyalty at the counter. Staff find a member by the QR code of
 * the member's profile (the camera where the browser can read one, else typed), by email or phone;
 * see the points and the ledger; and credit the points of an in-store purchase by the restaurant's
 * rules, or take points off: the member spends them at the counter (issue 18), or a correction.
 * Every change is a ledger line with who and why.
 */

const panel = 'mt-6 rounded-lg bg-white p-4 shadow-sm';
const points = (n: number) => `${n.toLocaleString('en-CA')} point${n === 1 ? '' : 's'}`;

export default function StaffLoyaltyPage() {
  return <RequireStaff title="Loyalty">{(staff) => <Counter staff={staff} />}</RequireStaff>;
}

function Counter({ staff }: { staff: ApiStaff }) {
  const tenant = useTenant();
  const signedOut = useSignedOut();
  const [memberId, setMemberId] = useState<string | null>(null);
  return (
    <StaffShell title="Loyalty" actions={<StaffIdentity staff={staff} />}>
      <h1 className="text-2xl font-bold">Loyalty at the counter</h1>
      {tenant.settings.loyalty_reward_program ? (
        <>
          <MemberLookup onMember={setMemberId} onSignedOut={signedOut} />
          {memberId && (
            <MemberAccount key={memberId} staff={staff} customerId={memberId} onSignedOut={signedOut} />
          )}
        </>
      ) : (
        <div className="mt-4">
          <StaffErrorAlert message={LOYALTY_COUNTER_MESSAGES.programOff} />
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
        Find a member
      </h2>
      <p className="mt-1 text-sm text-stone-600">{LOYALTY_COUNTER_MESSAGES.lookupHint}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          find(query);
        }}
      >
        <div className="min-w-64 flex-1">
          <StaffField
            label="Member code, email or phone"
            value={query}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <StaffSubmit inline busy={lookup.isPending}>
          Find member
        </StaffSubmit>
        {canScanQrCodes() && (
          <StaffButton tone="plain" onClick={() => setScanning(true)}>
            Scan QR code
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
          {LOYALTY_COUNTER_MESSAGES.notFound}
        </p>
      )}
      {members.length > 1 && (
        <ul aria-label="Members found" className="mt-3 divide-y divide-stone-200 text-sm">
          {members.map((member) => (
            <li key={member._id} className="flex items-center justify-between gap-2 py-2">
              <span>
                {memberName(member)} · {member.email}
              </span>
              <StaffButton tone="plain" onClick={() => onMember(member._id)}>
                Open
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
  const ledger = useInfiniteQuery({
    queryKey: loyaltyKeys.ledger(customerId),
    queryFn: ({ pageParam }) => fetchLedger(customerId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  if (ledger.error) {
    if (isUnauthenticated(ledger.error)) onSignedOut();
    return (
      <div className="mt-6">
        <StaffErrorAlert message={ledger.error.message} />
      </div>
    );
  }
  if (!ledger.data) return <p role="status">Loading the member…</p>;
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
          {member.pointBalance.toLocaleString('en-CA')}
        </span>
        <span className="text-sm font-semibold">points</span>
      </p>
      <PurchaseForm staff={staff} member={member} onSignedOut={onSignedOut} />
      <TakePointsForm staff={staff} member={member} onSignedOut={onSignedOut} />
      <h3 className="mt-6 font-bold">Points history</h3>
      {lines.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">No points yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th className="py-1 pr-2">When</th>
              <th className="py-1 pr-2">Points</th>
              <th className="py-1 pr-2">Why</th>
              <th className="py-1">By</th>
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
            Show more
          </StaffButton>
        </div>
      )}
    </section>
  );
}

function LedgerRow({ line, timeZone }: { line: StaffLoyaltyLine; timeZone: string }) {
  return (
    <tr className="border-b border-stone-100 align-top">
      <td className="py-1 pr-2 whitespace-nowrap">
        {formatInstant(Date.parse(line.createdAt), timeZone, 'MMM D, YYYY h:mm A')}
      </td>
      <td className="py-1 pr-2 font-semibold tabular-nums">
        {line.points > 0 ? `+${line.points}` : line.points}
      </td>
      <td className="py-1 pr-2">{line.note ?? line.kind}</td>
      <td className="py-1">{line.by ?? 'Automatic'}</td>
    </tr>
  );
}

/**
 * An in-store purchase: where, how much, a receipt number. The button says the points it earns by
 * the restaurant's rules; one Idempotency-Key per purchase, kept until it is credited, so a double
 * tap or a retry after a lost answer credits it once.
 */
function PurchaseForm({ staff, member, onSignedOut }: CounterProps & { member: StaffLoyaltyMember }) {
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const [restaurantId, setRestaurantId] = useState(() => chosenRestaurantId(staff));
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const key = useRef(newUuid());
  const [done, setDone] = useState<string | null>(null);
  const credit = useMutation({
    mutationFn: () =>
      creditPurchase(
        member._id,
        { restaurantId, amount: Number(amount), note: note.trim() || null },
        key.current,
      ),
    onSuccess: ({ member: after, line }) => {
      key.current = newUuid();
      setAmount('');
      setNote('');
      setDone(
        `Credited ${points(line.points)} to ${memberName(after)}. Balance: ${points(after.pointBalance)}.`,
      );
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.ledger(member._id) });
    },
    onError: (error) => {
      if (isUnauthenticated(error)) onSignedOut();
    },
  });
  const dollars = Number(amount);
  const earns = amount !== '' && dollars > 0 ? orderLoyaltyPoints(tenant.settings, toCents(dollars)) : 0;
  return (
    <form
      aria-label="In-store purchase"
      className="mt-4 grid max-w-xl gap-3 rounded border border-stone-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(null);
        if (earns > 0) credit.mutate();
      }}
    >
      <h3 className="font-bold">In-store purchase</h3>
      {staff.restaurants.length > 1 && (
        <RestaurantSelect staff={staff} value={restaurantId} onChange={setRestaurantId} />
      )}
      <StaffField
        label="Purchase amount ($)"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <StaffField
        label="Receipt or note (optional)"
        maxLength={120}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <StaffSubmit busy={credit.isPending || earns === 0}>
        {earns > 0 ? `Credit ${points(earns)}` : 'Credit points'}
      </StaffSubmit>
      {done && (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">
          {done}
        </p>
      )}
      {credit.error && !isUnauthenticated(credit.error) && <StaffErrorAlert message={credit.error.message} />}
    </form>
  );
}

/**
 * Points taken off: the member spends them at the counter (by the restaurant's value and minimum,
 * where points can be spent), or a correction of a mistaken credit (with why). The server never
 * takes the balance below zero; one Idempotency-Key per change, as for a purchase.
 */
function TakePointsForm({ staff, member, onSignedOut }: CounterProps & { member: StaffLoyaltyMember }) {
  const { settings } = useTenant();
  const queryClient = useQueryClient();
  const spendable = canSpendPoints(settings);
  const [reason, setReason] = useState<StaffLoyaltyDebitReason>(spendable ? 'redemption' : 'correction');
  const [restaurantId, setRestaurantId] = useState(() => chosenRestaurantId(staff));
  const [count, setCount] = useState('');
  const [note, setNote] = useState('');
  const key = useRef(newUuid());
  const [done, setDone] = useState<string | null>(null);
  const take = useMutation({
    mutationFn: () =>
      debitPoints(
        member._id,
        { reason, restaurantId, points: Number(count), note: note.trim() || null },
        key.current,
      ),
    onSuccess: ({ member: after, line, value }) => {
      key.current = newUuid();
      setCount('');
      setNote('');
      const what =
        reason === 'redemption'
          ? `Redeemed ${points(-line.points)} for ${formatMoney(toCents(value))} off`
          : `Took ${points(-line.points)} off`;
      setDone(`${what}. Balance: ${points(after.pointBalance)}.`);
      void queryClient.invalidateQueries({ queryKey: loyaltyKeys.ledger(member._id) });
    },
    onError: (error) => {
      if (isUnauthenticated(error)) onSignedOut();
    },
  });
  const wanted = Number(count);
  const ready = Number.isInteger(wanted) && wanted > 0 && (reason === 'redemption' || note.trim() !== '');
  const label =
    reason === 'redemption'
      ? ready
        ? `Redeem ${points(wanted)} (${formatMoney(pointsValue(settings, wanted))} off)`
        : 'Redeem points'
      : ready
        ? `Take off ${points(wanted)}`
        : 'Take points off';
  return (
    <form
      aria-label="Take points off"
      className="mt-4 grid max-w-xl gap-3 rounded border border-stone-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(null);
        if (ready) take.mutate();
      }}
    >
      <h3 className="font-bold">Redeem or correct points</h3>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Why</legend>
        {spendable && (
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="debit-reason"
              checked={reason === 'redemption'}
              onChange={() => setReason('redemption')}
            />
            Redeem at the counter
          </label>
        )}
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="debit-reason"
            checked={reason === 'correction'}
            onChange={() => setReason('correction')}
          />
          Correction
        </label>
      </fieldset>
      {staff.restaurants.length > 1 && (
        <RestaurantSelect staff={staff} value={restaurantId} onChange={setRestaurantId} />
      )}
      <StaffField
        label="Points"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        value={count}
        onChange={(e) => setCount(e.target.value)}
      />
      <StaffField
        label={reason === 'redemption' ? 'Receipt or note (optional)' : 'Why (required)'}
        maxLength={120}
        required={reason === 'correction'}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <StaffSubmit busy={take.isPending || !ready}>{label}</StaffSubmit>
      {done && (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-900">
          {done}
        </p>
      )}
      {take.error && !isUnauthenticated(take.error) && <StaffErrorAlert message={take.error.message} />}
    </form>
  );
}
