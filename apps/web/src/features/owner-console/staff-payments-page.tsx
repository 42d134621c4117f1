import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ApiStaff, LocationPaymentLink, StripeLinkStatus } from '@storefront/domain';
import { PAYMENT_SETTINGS_MESSAGES } from '@storefront/domain';
import { domainText } from '../../lib/domain-text';
import { useStaffFormats } from '../staff/staff-i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchPaymentSettings,
  fetchReconciliation,
  paymentSettingsKey,
  reconciliationKey,
  startStripeOnboarding,
  switchOnlinePayment,
} from './api/payment-settings-api';
import { ownersTimeZone } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { StaffErrorAlert, StaffLoaded } from '../staff/components/staff-shell';
import { StatusPill } from '../../components/ui/status-pill';

/**
 * /staff/settings/payments (owner only; decision 0041): each location's Stripe account, linked through
 * Stripe's own onboarding (Stripe Connect), with the status Stripe reports; and the books, as the
 * last hourly reconciliation found them (decision 0065).
 */
export default settingsPage(msg`Payments`, Payments);

/** Stripe's word for a location's account, in the console's language. */
const STATUS_NAMES: Record<StripeLinkStatus, MessageDescriptor> = {
  'Not connected': msg`Not connected`,
  Onboarding: msg`Onboarding`,
  Connected: msg`Connected`,
  Unknown: msg`Unknown`,
};

const STATUS_CLASS: Record<StripeLinkStatus, string> = {
  'Not connected': 'bg-stone-200 text-stone-900',
  Onboarding: 'bg-amber-100 text-amber-900',
  Connected: 'bg-emerald-100 text-emerald-900',
  Unknown: 'bg-red-100 text-red-900',
};

function Payments({ staff }: { staff: ApiStaff }) {
  const { t, i18n } = useLingui();
  const query = useQuery({ queryKey: paymentSettingsKey, queryFn: fetchPaymentSettings });
  return (
    <StaffLoaded query={query}>
      {({ provider, testMode, canLinkAccounts, locations }) => (
        <div className="space-y-4">
          {(testMode || provider === null) && (
            <p className="rounded-lg bg-amber-50 p-4 text-sm" role="note">
              {domainText(
                i18n,
                provider === null ? PAYMENT_SETTINGS_MESSAGES.noProvider : PAYMENT_SETTINGS_MESSAGES.noStripe,
              )}
            </p>
          )}
          <ul className="space-y-3" aria-label={t`Locations`}>
            {locations.map((location) => (
              <Location key={location.restaurantId} location={location} canLink={canLinkAccounts} />
            ))}
          </ul>
          <Books timeZone={ownersTimeZone(staff)} />
        </div>
      )}
    </StaffLoaded>
  );
}

/** When the books were last compared, and how much. */
function BooksChecked({ at, checked }: { at: string; checked: number }) {
  return (
    <Trans>
      Checked {at}: {checked} orders, gift card orders, gift cards, coupons and members compared with the card
      provider and the gift card, coupon and points ledgers.
    </Trans>
  );
}

/** The last reconciliation: when, how much it compared, and each mismatch it found. */
function Books({ timeZone }: { timeZone: string }) {
  const formats = useStaffFormats(timeZone);
  const { t } = useLingui();
  const query = useQuery({ queryKey: reconciliationKey, queryFn: fetchReconciliation });
  const headingId = 'books-heading';
  return (
    <StaffLoaded query={query}>
      {({ checkedAt, checked, mismatches, findings }) => (
        <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id={headingId} className="text-lg font-bold">
            <Trans>Books</Trans>
          </h2>
          {checkedAt === null ? (
            <p className="mt-1 text-sm text-stone-700">
              <Trans>Not checked yet: the books are compared every hour.</Trans>
            </p>
          ) : (
            <p className="mt-1 text-sm text-stone-700">
              <BooksChecked at={formats.dateTime(checkedAt, 'MMM D, YYYY h:mm A')} checked={checked} />{' '}
              {mismatches === 0 ? (
                <Trans>Everything adds up.</Trans>
              ) : (
                <Plural value={mismatches} one="# mismatch:" other="# mismatches:" />
              )}
            </p>
          )}
          {findings.length > 0 && (
            <ul
              className="mt-2 space-y-1 text-sm"
              aria-label={t`Mismatches`}
              data-testid="reconciliation-findings"
            >
              {findings.map((finding) => (
                <li
                  key={`${finding.subject}-${finding.subjectId}-${finding.problem}`}
                  className="rounded bg-red-50 p-2 text-red-900"
                >
                  <span className="font-semibold">{finding.label}: </span>
                  {finding.problem}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </StaffLoaded>
  );
}

function Location({ location, canLink }: { location: LocationPaymentLink; canLink: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const stripeAccount = location.stripeAccountId;
  const onlinePayment = useMutation({
    mutationFn: () =>
      switchOnlinePayment(location.restaurantId, { acceptOnlinePayment: !location.acceptOnlinePayment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentSettingsKey }),
  });
  const onboarding = useMutation({
    mutationFn: () => startStripeOnboarding(location.restaurantId),
    // Stripe's hosted page; it sends the owner back here when done.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const action =
    location.status === 'Not connected'
      ? t`Connect Stripe account`
      : location.status === 'Connected'
        ? t`Update details on Stripe`
        : t`Continue onboarding`;
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{location.name}</h2>
        <StatusPill status={i18n._(STATUS_NAMES[location.status])} colours={STATUS_CLASS[location.status]} />
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {location.acceptOnlinePayment ? t`Takes payment online.` : t`Does not take payment online.`}
        {stripeAccount && (
          <>
            {' '}
            <Trans>Stripe account {stripeAccount}.</Trans>
          </>
        )}
      </p>
      {location.note && <p className="mt-1 text-sm text-stone-700">{location.note}</p>}
      {onlinePayment.isError && <StaffErrorAlert message={onlinePayment.error.message} />}
      {onboarding.isError && <StaffErrorAlert message={onboarding.error.message} />}
      <button
        type="button"
        className="mr-2 mt-3 rounded border border-stone-900 px-4 py-2 font-semibold disabled:opacity-60"
        disabled={onlinePayment.isPending}
        onClick={() => onlinePayment.mutate()}
      >
        {location.acceptOnlinePayment ? t`Stop taking payment online` : t`Take payment online`}
      </button>
      {canLink && (
        <button
          type="button"
          className="mt-3 rounded bg-stone-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
          disabled={onboarding.isPending}
          onClick={() => onboarding.mutate()}
        >
          {onboarding.isPending ? t`Opening Stripe…` : action}
        </button>
      )}
    </li>
  );
}
