import type { LocationPaymentLink, StripeLinkStatus } from '@storefront/domain';
import { PAYMENT_SETTINGS_MESSAGES } from '@storefront/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchPaymentSettings, paymentSettingsKey, startStripeOnboarding } from './api/payment-settings-api';
import { SettingsPage } from './components/settings-shell';
import { StaffErrorAlert } from './components/staff-shell';
import { StatusPill } from '../../components/ui/status-pill';

/**
 * /staff/settings/payments (owner only; decision 0041): each location's Stripe account, linked through
 * Stripe's own onboarding (Stripe Connect), with the status Stripe reports.
 */
export default function StaffPaymentsPage() {
  return <SettingsPage title="Payments">{() => <Payments />}</SettingsPage>;
}

const STATUS_CLASS: Record<StripeLinkStatus, string> = {
  'Not connected': 'bg-stone-200 text-stone-900',
  Onboarding: 'bg-amber-100 text-amber-900',
  Connected: 'bg-emerald-100 text-emerald-900',
  Unknown: 'bg-red-100 text-red-900',
};

function Payments() {
  const query = useQuery({ queryKey: paymentSettingsKey, queryFn: fetchPaymentSettings });
  if (query.isPending) return <p role="status">Loading…</p>;
  if (query.isError) return <StaffErrorAlert message={query.error.message} />;
  const { provider, locations } = query.data;
  return (
    <div className="space-y-4">
      {provider === 'test' && (
        <p className="rounded-lg bg-amber-50 p-4 text-sm" role="note">
          {PAYMENT_SETTINGS_MESSAGES.noStripe}
        </p>
      )}
      <ul className="space-y-3" aria-label="Locations">
        {locations.map((location) => (
          <Location key={location.restaurantId} location={location} canLink={provider === 'stripe'} />
        ))}
      </ul>
    </div>
  );
}

function Location({ location, canLink }: { location: LocationPaymentLink; canLink: boolean }) {
  const onboarding = useMutation({
    mutationFn: () => startStripeOnboarding(location.restaurantId),
    // Stripe's hosted page; it sends the owner back here when done.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const action =
    location.status === 'Not connected'
      ? 'Connect Stripe account'
      : location.status === 'Connected'
        ? 'Update details on Stripe'
        : 'Continue onboarding';
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{location.name}</h2>
        <StatusPill status={location.status} colours={STATUS_CLASS[location.status]} />
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {location.acceptOnlinePayment ? 'Takes payment online.' : 'Does not take payment online.'}
        {location.stripeAccountId && ` Stripe account ${location.stripeAccountId}.`}
      </p>
      {location.note && <p className="mt-1 text-sm text-stone-700">{location.note}</p>}
      {onboarding.isError && <StaffErrorAlert message={onboarding.error.message} />}
      {canLink && (
        <button
          type="button"
          className="mt-3 rounded bg-stone-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
          disabled={onboarding.isPending}
          onClick={() => onboarding.mutate()}
        >
          {onboarding.isPending ? 'Opening Stripe…' : action}
        </button>
      )}
    </li>
  );
}
