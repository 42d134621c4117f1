import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  awaitsAllergyRead,
  dueAt,
  isLate,
  localDateOf,
  pointsSavingLabel,
  toCents,
  type ApiOrder,
} from '@storefront/domain';
import { useId, useState, type ReactNode } from 'react';
import { paymentSummary } from '../../../components/payment-summary';
import { TestPaymentNote } from '../../../components/test-payment-note';
import { OptionPrice } from '../../../components/ui/option-price';
import type { KitchenAction } from '../api/kitchen-api';
import { ConfirmOrKeep, StaffButton, type StaffButtonTone } from '../../staff/components/staff-button';
import { StaffField, StaffSelect } from '../../staff/components/staff-form';
import { staffFormats, type StaffFormats } from '../../staff/staff-i18n';
import { ORDER_METHOD_NAMES, domainText } from '../../../lib/domain-text';
import { statusLabel } from '../../../components/ui/status-label';
import { usePageLocale } from '../../../lib/i18n';
import { AllergyBanner } from './allergy-banner';
import { LineHead } from './line-head';

/**
 * An order's card in the console's language: its money, and when the diner expects the order in the
 * restaurant's time zone ('Today 3:45 PM', else the date too).
 */
function useOrderWords(order: ApiOrder, now: Date) {
  const { t } = useLingui();
  const { locale } = usePageLocale();
  const { time_zone: timeZone, datetime_format: datetimeFormat } = order.restaurant.settings;
  const formats: StaffFormats = staffFormats(locale, timeZone);
  const due = dueAt(order);
  const today = localDateOf(now, timeZone) === localDateOf(Date.parse(due), timeZone);
  const time = formats.time(due);
  return {
    pickup: today ? t`Today ${time}` : formats.dateTime(due, datetimeFormat),
    money: (dollars: number) => formats.money(toCents(dollars)),
    formats,
  };
}

/** Prep times offered when accepting: 0 keeps the time the diner was promised. */
const PREP_MINUTES = [0, 10, 15, 20, 30, 45, 60];
const DELAY_MINUTES = [5, 10, 15, 20, 30];

export interface OrderCardProps {
  order: ApiOrder;
  now: Date;
  highlighted: boolean;
  busy: boolean;
  onAction(action: KitchenAction): void;
  /** Prints the order's tickets again; absent where the location has no printer. */
  onReprint?: () => void;
}

export function OrderCard({ order, now, highlighted, busy, onAction, onReprint }: OrderCardProps) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const { pickup, money, formats } = useOrderWords(order, now);
  const prepChoices = PREP_MINUTES.map((minutes) => ({
    value: minutes,
    label: minutes === 0 ? t`Ready as requested` : t`Ready in ${minutes} min`,
  }));
  const delayChoices = DELAY_MINUTES.map((minutes) => ({ value: minutes, label: t`${minutes} min` }));
  const acceptLabel = t`Accept`;
  const number = order.orderNumber;
  const [confirmReject, setConfirmReject] = useState(false);
  const [reason, setReason] = useState('');
  const [prep, setPrep] = useState(0);
  const [delay, setDelay] = useState(DELAY_MINUTES[0]!);
  const address = order.deliveryAddress;
  const ready = order.status === 'Accepted' && !!order.readyAt;
  const pointsOff = toCents(order.pointsRedeemed?.amount ?? 0);
  const otherDiscounts = toCents(order.discountTotal) - pointsOff;

  const late = isLate(order, now);

  return (
    <article
      aria-labelledby={headingId}
      data-order-number={order.orderNumber}
      data-due={dueAt(order)}
      className={`rounded-lg border bg-white p-3 shadow-sm ${
        highlighted ? 'border-amber-500 ring-4 ring-amber-300' : late ? 'border-red-700' : 'border-stone-300'
      }`}
    >
      {/* Compact on purpose: a tablet's or a phone's first screen must show several cards. */}
      <header className="text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <h3 id={headingId} className="text-lg font-bold leading-tight">
            <Trans>Order #{number}</Trans>
            {order.channel === 'phone' && <Tag tag="phone" />}
            {highlighted && <Tag tag="new" />}
          </h3>
          <p className="font-semibold">
            {/* In words, not only the card's red edge. */}
            {late && <Tag tag="late" />}
            {ready && <Tag tag="ready" />}
            {order.table ? t`Table at ${pickup}` : pickup}
            {order.adjustedPickupTime && order.adjustedPickupTime !== order.pickupTime && (
              <span className="font-normal text-stone-600">
                {' '}
                <Trans>(adjusted)</Trans>
              </span>
            )}
          </p>
        </div>
        <p>
          <span className="font-semibold">{i18n._(ORDER_METHOD_NAMES[order.deliveryMethod])}</span> ·{' '}
          {order.pickupTimeType === 'ASAP' ? t`ASAP` : t`Pre-order`} ·{' '}
          <span className="font-medium">{order.nameOrderedUnder}</span> ·{' '}
          <a className="underline" href={`tel:${order.phone}`}>
            {order.phone}
          </a>
        </p>
        {order.table && (
          <p>
            <Trans>
              Party of {order.table.partySize} · Reservation #{order.table.reservationNumber}
            </Trans>
          </p>
        )}
      </header>

      {order.deliveryMethod === 'Delivery' && address && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">
            <Trans>Deliver to:</Trans>{' '}
          </span>
          {address.suiteApartmentNumber ? `${address.suiteApartmentNumber} - ` : ''}
          {address.address}
          {address.postalCode ? `, ${address.postalCode}` : ''}
          {address.businessName ? ` (${address.businessName})` : ''}
          {address.otherPublicVenueName ? ` (${address.otherPublicVenueName})` : ''}
        </p>
      )}

      <ul className="mt-1.5 space-y-1 border-t border-stone-200 pt-1.5 text-sm">
        {order.items.map((item) => (
          <li key={item._id}>
            <LineHead line={item} money={money} />
            {item.options.length > 0 && (
              <ul className="ml-5 list-disc text-stone-700">
                {item.options.map((option, i) => (
                  <li key={i}>
                    {option.name}: {option.value}
                    <OptionPrice unitPrice={toCents(option.price)} />
                  </li>
                ))}
              </ul>
            )}
            {item.specialInstructions && (
              <p className="ml-5 italic text-stone-800">
                <Trans>Note: {item.specialInstructions}</Trans>
              </p>
            )}
          </li>
        ))}
      </ul>

      {order.specialRequests && (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm">
          <span className="font-semibold">
            <Trans>Special requests:</Trans>{' '}
          </span>
          {order.specialRequests}
        </p>
      )}

      {/* The figures flow on a line or two, where a list of them would take six. */}
      <dl className="mt-1.5 flex flex-wrap gap-x-3 border-t border-stone-200 pt-1.5 text-sm">
        <Figure label={t`Subtotal`}>{money(order.subtotal)}</Figure>
        {/* The member's points are a discount of their own, so the counter sees what they took off. */}
        {otherDiscounts > 0 && <Figure label={t`Discounts`}>{formats.money(-otherDiscounts)}</Figure>}
        {order.pointsRedeemed && (
          <Figure label={pointsSavingLabel(order.pointsRedeemed.points)}>{formats.money(-pointsOff)}</Figure>
        )}
        <Figure label={t`Tax`}>{money(order.tax)}</Figure>
        {order.deliveryMethod === 'Delivery' && (
          <Figure label={t`Delivery fee`}>{money(order.deliveryFee + order.deliveryGST)}</Figure>
        )}
        {order.tip > 0 && <Figure label={t`Tip`}>{money(order.tip)}</Figure>}
        {order.giftCardTotal > 0 && <Figure label={t`Gift cards`}>{money(-order.giftCardTotal)}</Figure>}
        <Figure label={t`Total`} strong>
          {money(order.total)}
        </Figure>
        <Figure label={t`Payment`} testId="payment-status">
          {paymentSummary(i18n, order)}
        </Figure>
      </dl>
      <TestPaymentNote order={order} className="mt-1 text-sm" />
      {/* The card's money is not what the order's status says (decision 0065): staff must look. */}
      {order.paymentProblem && (
        <p
          role="alert"
          data-testid="payment-problem"
          className="mt-2 rounded border border-red-700 bg-red-50 p-2 text-sm text-red-900"
        >
          <Trans>
            <span className="font-bold">Payment problem:</span> {domainText(i18n, order.paymentProblem)} Check
            the payment with your card provider before handing the order over.
          </Trans>
        </p>
      )}

      <AllergyBanner order={order} busy={busy} onRead={() => onAction({ kind: 'allergy read' })} />

      {order.status === 'Received' && !confirmReject && (
        <MinutesAction
          select={<StaffSelect label={t`Prep time`} value={prep} onChange={setPrep} options={prepChoices} />}
          actions={[
            ['go', acceptLabel, () => onAction({ kind: 'accept', prepMinutes: prep === 0 ? null : prep })],
            ['stop', t`Reject`, () => setConfirmReject(true)],
          ]}
          busy={busy}
          // Accept waits for "Allergy read" (the server refuses it too); rejecting needs no reading.
          blocked={awaitsAllergyRead(order) ? [acceptLabel] : []}
        />
      )}
      {order.status === 'Received' && confirmReject && (
        <div
          className="mt-2 flex flex-wrap items-center gap-2"
          role="group"
          aria-label={t`Confirm rejection`}
        >
          <span className="text-sm font-semibold">
            <Trans>Reject order #{number}?</Trans>
          </span>
          <StaffField
            inline
            label={t`Reason for the diner`}
            placeholder={t`Reason for the diner (optional)`}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <ConfirmOrKeep
            confirm={t`Yes, reject`}
            disabled={busy}
            onConfirm={() => onAction({ kind: 'reject', reason: reason.trim() || null })}
            onKeep={() => setConfirmReject(false)}
          />
        </div>
      )}
      {order.status === 'Accepted' && !ready && (
        <MinutesAction
          select={
            <StaffSelect label={t`Delay by`} value={delay} onChange={setDelay} options={delayChoices} />
          }
          actions={[
            ['wait', t`Delay`, () => onAction({ kind: 'delay', minutes: delay })],
            ['go', t`Mark Ready`, () => onAction({ kind: 'ready' })],
          ]}
          busy={busy}
        />
      )}
      {(order.status === 'Accepted' || onReprint) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {order.status === 'Accepted' && (
            <StaffButton tone="finish" disabled={busy} onClick={() => onAction({ kind: 'fulfil' })}>
              <Trans>Mark Fulfilled</Trans>
            </StaffButton>
          )}
          {onReprint && (
            <StaffButton tone="wait" disabled={busy} onClick={onReprint}>
              <Trans>
                Reprint <span className="sr-only">order #{number}</span>
              </Trans>
            </StaffButton>
          )}
        </div>
      )}
    </article>
  );
}

/** One figure of the card's totals: its name and its amount, kept together on a line. */
function Figure({
  label,
  strong = false,
  testId,
  children,
}: {
  label: string;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex gap-1 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A step of the order's card: how many minutes (`select`), then its buttons, off while one is on its way. */
function MinutesAction({
  select,
  actions,
  busy,
  blocked = [],
}: {
  select: ReactNode;
  actions: readonly (readonly [tone: StaffButtonTone, label: string, run: () => void])[];
  busy: boolean;
  /** Labels of the actions that cannot be taken yet. */
  blocked?: readonly string[];
}) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {select}
      {actions.map(([tone, label, run]) => (
        <StaffButton key={label} tone={tone} disabled={busy || blocked.includes(label)} onClick={run}>
          {label}
        </StaffButton>
      ))}
    </div>
  );
}

/** A line in the history list (rejected and cancelled orders). */
export function HistoryRow({ order, now }: { order: ApiOrder; now: Date }) {
  const { i18n } = useLingui();
  const { pickup, money } = useOrderWords(order, now);
  return (
    <li className="flex flex-wrap justify-between gap-2 py-2 text-sm">
      <span>
        <span className="font-semibold">#{order.orderNumber}</span> {order.nameOrderedUnder} ·{' '}
        {i18n._(ORDER_METHOD_NAMES[order.deliveryMethod])} · {pickup}
      </span>
      <span>
        {money(order.total)} ·{' '}
        <span className={order.status === 'Rejected' ? 'text-red-800' : 'text-stone-600'}>
          {statusLabel(i18n, order.status)}
        </span>
      </span>
    </li>
  );
}

/** A word in capitals on a colour: the card's state at a glance. */
const TAGS = {
  // Taken by staff for a caller (decision 0087).
  phone: { word: msg`Phone`, className: 'ml-2 align-middle bg-sky-800 text-white' },
  new: { word: msg`New`, className: 'ml-2 align-middle bg-amber-400 text-stone-900' },
  late: { word: msg`Late`, className: 'mr-1.5 bg-red-800 text-white' },
  ready: { word: msg`Ready`, className: 'mr-1.5 bg-green-700 text-white' },
} satisfies Record<string, { word: MessageDescriptor; className: string }>;

function Tag({ tag }: { tag: keyof typeof TAGS }) {
  const { i18n } = useLingui();
  const { word, className } = TAGS[tag];
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-bold uppercase ${className}`}>{i18n._(word)}</span>
  );
}
