import { canSpendPoints, formatMoney, pointsLabel, pointsValue, type ApiCustomer } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTenant } from '../../lib/tenant-context';
import { primaryButton, secondaryButton } from '../../components/ui/buttons';
import { cardClass } from '../../components/ui/ui';
import { InvitePanel } from '../../components/invite-panel';
import { useOnBrandText } from '../../components/use-on-brand-text';
import { paths } from '../../config/paths';
import type { CustomerCookie } from '../../lib/customer';
import { customerQuery } from './api';
import { headingClass, Loading } from './components/layout';
import { QrCode } from './components/qr-code';
import { RequireMember } from './components/require-member';
import { ErrorAlert } from '../../components/ui/error-alert';
import { DetailItem } from '../../components/ui/detail-item';

/** Saved cards, where the tenant takes payment online (accounts-and-extras §2). */
const PAYMENT_METHODS = {
  to: paths.paymentMethods,
  title: 'Payment Methods',
  text: 'Cards saved for paying in one tap.',
} as const;

/** The member area's quick actions (accounts-and-extras §9: five cards). Payment methods come with online payment. */
const ACTIONS = [
  { to: paths.profileOrders, title: 'Order History', text: 'See your past orders and their details.' },
  { to: paths.profileCoupons, title: 'My Coupons', text: 'Coupons available to you and those redeemed.' },
  { to: paths.profileGiftCards, title: 'Gift Cards', text: 'Your gift cards and their balances.' },
  { to: paths.profileReservations, title: 'My Reservations', text: 'Your table reservations.' },
  { to: paths.changePassword, title: 'Change Password', text: 'Choose a new password.' },
] as const;

/** /profile (accounts-and-extras §2): the member's details, points and QR code, and the way to everything else. */
export default function ProfilePage() {
  return <RequireMember>{(customer) => <Profile customer={customer} />}</RequireMember>;
}

function Profile({ customer }: { customer: CustomerCookie }) {
  const tenant = useTenant();
  const query = useQuery(customerQuery(customer._id));
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6 md:pt-8">
      <h1 className={headingClass}>My Profile</h1>
      <div className="mt-6">
        {query.isPending ? (
          <Loading>Loading your profile…</Loading>
        ) : query.isError ? (
          <ErrorAlert error={query.error} title="Oops!" />
        ) : (
          <ProfileCard profile={query.data} />
        )}
      </div>
      <nav aria-label="My account" className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(tenant.settings.online_payment_settings.accept_online_payment
            ? [PAYMENT_METHODS, ...ACTIONS]
            : ACTIONS
          ).map((action) => (
            <li key={action.to} className="grid">
              <Link
                to={action.to}
                className={`${cardClass} block p-5 transition hover:ring-2 hover:ring-ink/40 focus-visible:ring-2`}
              >
                <span className="block text-lg font-bold">{action.title}</span>
                <span className="mt-1 block text-sm text-muted">{action.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tenant.settings.loyalty_reward_program && <InvitePanel className="mt-8" />}
    </div>
  );
}

function ProfileCard({ profile }: { profile: ApiCustomer }) {
  const onBrand = useOnBrandText();
  const { settings } = useTenant();
  const { local, address } = profile;
  const name = `${local.firstName} ${local.lastName}`.trim();
  const street = [address.address_1, address.address_2].filter(Boolean).join(', ');
  const place = [address.city_town, address.state_province, address.postal_code].filter(Boolean).join(' ');
  const fullAddress = [street, place, address.country].filter(Boolean).join(', ');
  return (
    <section
      aria-label="Member details"
      className={`${cardClass} grid gap-6 p-5 sm:p-8 md:grid-cols-[1fr_auto]`}
    >
      <div>
        <p className="text-2xl font-bold">{name}</p>
        <p className="mt-2 inline-flex items-baseline gap-2 rounded-full bg-brand/15 px-4 py-1.5">
          <span className="text-xl font-bold tabular-nums">
            {profile.pointBalance.toLocaleString('en-CA')}
          </span>
          <span className="text-sm font-semibold">points</span>
          {/* What they are worth where members can spend them at checkout (decision 0048). */}
          {canSpendPoints(settings) && (
            <span className="text-sm font-semibold">
              · worth {formatMoney(pointsValue(settings, profile.pointBalance))}
            </span>
          )}
        </p>
        {canSpendPoints(settings) && (
          <p className="mt-1 text-sm text-muted">
            {`Use them at checkout: ${formatMoney(100)} off for every ${pointsLabel(settings.loyalty_points_per_dollar_off)}`}
            {settings.loyalty_min_points_to_redeem > 1
              ? `, from ${pointsLabel(settings.loyalty_min_points_to_redeem)} at a time.`
              : '.'}
          </p>
        )}
        <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem label="Phone">{local.telephone || 'Not given'}</DetailItem>
          <DetailItem label="Email" valueClassName="break-all">
            {local.email}
          </DetailItem>
          <DetailItem label="Address" className="sm:col-span-2">
            {fullAddress || 'Not given'}
          </DetailItem>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.updateProfile} className={primaryButton(onBrand)}>
            Edit Profile
          </Link>
          <Link to={paths.logout} className={secondaryButton}>
            Logout
          </Link>
        </div>
      </div>
      {profile.qrcode && (
        <figure className="flex flex-col items-center gap-2 justify-self-center">
          <QrCode value={profile.qrcode} label={`Member QR code for ${name}`} />
          <figcaption className="text-center text-xs text-muted">
            Show this code at the counter
            <span className="mt-1 block font-mono break-all select-all">{profile.qrcode}</span>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
