import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { canSpendPoints, pointsValue, type ApiCustomer } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormats } from '../../lib/formats';
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
const PAYMENT_METHODS: ProfileAction = {
  to: paths.paymentMethods,
  title: msg`Payment Methods`,
  text: msg`Cards saved for paying in one tap.`,
};

interface ProfileAction {
  to: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** The member area's quick actions (accounts-and-extras §9: five cards). Payment methods come with online payment. */
const ACTIONS: ProfileAction[] = [
  { to: paths.profileOrders, title: msg`Order History`, text: msg`See your past orders and their details.` },
  {
    to: paths.profileCoupons,
    title: msg`My Coupons`,
    text: msg`Coupons available to you and those redeemed.`,
  },
  { to: paths.profileGiftCards, title: msg`Gift Cards`, text: msg`Your gift cards and their balances.` },
  { to: paths.profileReservations, title: msg`My Reservations`, text: msg`Your table reservations.` },
  { to: paths.changePassword, title: msg`Change Password`, text: msg`Choose a new password.` },
];

/** /profile (accounts-and-extras §2): the member's details, points and QR code, and the way to everything else. */
export default function ProfilePage() {
  return <RequireMember>{(customer) => <Profile customer={customer} />}</RequireMember>;
}

function Profile({ customer }: { customer: CustomerCookie }) {
  const tenant = useTenant();
  const query = useQuery(customerQuery(customer._id));
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6 md:pt-8">
      <h1 className={headingClass}>
        <Trans>My Profile</Trans>
      </h1>
      <div className="mt-6">
        {query.isPending ? (
          <Loading>{t`Loading your profile…`}</Loading>
        ) : query.isError ? (
          <ErrorAlert error={query.error} title="Oops!" />
        ) : (
          <ProfileCard profile={query.data} />
        )}
      </div>
      <nav aria-label={t`My account`} className="mt-8">
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
                <span className="block text-lg font-bold">{i18n._(action.title)}</span>
                <span className="mt-1 block text-sm text-muted">{i18n._(action.text)}</span>
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
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const { local, address } = profile;
  const balance = profile.pointBalance;
  const perDollar = settings.loyalty_points_per_dollar_off;
  const minimum = settings.loyalty_min_points_to_redeem;
  const dollar = formats.money(100);
  const name = `${local.firstName} ${local.lastName}`.trim();
  const street = [address.address_1, address.address_2].filter(Boolean).join(', ');
  const place = [address.city_town, address.state_province, address.postal_code].filter(Boolean).join(' ');
  const fullAddress = [street, place, address.country].filter(Boolean).join(', ');
  return (
    <section
      aria-label={t`Member details`}
      className={`${cardClass} grid gap-6 p-5 sm:p-8 md:grid-cols-[1fr_auto]`}
    >
      <div>
        <p className="text-2xl font-bold">{name}</p>
        <p className="mt-2 inline-flex items-baseline gap-2 rounded-full bg-brand/15 px-4 py-1.5">
          <span className="text-xl font-bold tabular-nums">{i18n.number(balance)}</span>
          <span className="text-sm font-semibold">{t`${plural(balance, { one: 'point', other: 'points' })}`}</span>
          {/* What they are worth where members can spend them at checkout (decision 0048). */}
          {canSpendPoints(settings) && (
            <span className="text-sm font-semibold">
              {t`· worth ${formats.money(pointsValue(settings, balance))}`}
            </span>
          )}
        </p>
        {canSpendPoints(settings) && (
          <p className="mt-1 text-sm text-muted">
            {minimum > 1
              ? t`Use them at checkout: ${dollar} off for every ${plural(perDollar, { one: '# point', other: '# points' })}, from ${plural(minimum, { one: '# point', other: '# points' })} at a time.`
              : t`Use them at checkout: ${dollar} off for every ${plural(perDollar, { one: '# point', other: '# points' })}.`}
          </p>
        )}
        <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem label={t`Phone`}>{local.telephone || t`Not given`}</DetailItem>
          <DetailItem label={t`Email`} valueClassName="break-all">
            {local.email}
          </DetailItem>
          <DetailItem label={t`Address`} className="sm:col-span-2">
            {fullAddress || t`Not given`}
          </DetailItem>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.updateProfile} className={primaryButton(onBrand)}>
            <Trans>Edit Profile</Trans>
          </Link>
          <Link to={paths.logout} className={secondaryButton}>
            <Trans>Logout</Trans>
          </Link>
        </div>
      </div>
      {profile.qrcode && (
        <figure className="flex flex-col items-center gap-2 justify-self-center">
          <QrCode value={profile.qrcode} label={t`Member QR code for ${name}`} />
          <figcaption className="text-center text-xs text-muted">
            <Trans>Show this code at the counter</Trans>
            <span className="mt-1 block font-mono break-all select-all">{profile.qrcode}</span>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
