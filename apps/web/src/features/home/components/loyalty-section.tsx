import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiTenant } from '@storefront/domain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { useCustomer } from '../../../lib/customer';
import { container } from '../brand';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { GiftIcon } from '../../../components/ui/icons';

// Below the fold, and mostly for members: its forms and the member queries load after the page.
const InvitePanel = lazy(() =>
  import('../../../components/invite-panel').then((module) => ({ default: module.InvitePanel })),
);

type LoyaltyRates = Pick<
  ApiTenant['settings'],
  'loyalty_points_per_dollar' | 'loyalty_points_per_order' | 'loyalty_points_per_referral'
>;

/** "Earn 1 point per dollar, 10 per order and 50 for every friend you refer" (values from settings). */
export function loyaltyExplanation(i18n: I18n, rates: LoyaltyRates): string {
  const perOrder = rates.loyalty_points_per_order;
  const perReferral = rates.loyalty_points_per_referral;
  return i18n._(
    msg`Earn ${plural(rates.loyalty_points_per_dollar, { one: '# point', other: '# points' })} per dollar, ${perOrder} per order and ${perReferral} for every friend you refer`,
  );
}

/**
 * How the rewards programme earns points, from the tenant's settings (accounts-and-extras §1).
 * Anonymous visitors are invited to log in or register when membership is on.
 */
export function LoyaltySection() {
  const { i18n } = useLingui();
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const customer = useCustomer();
  const { settings } = tenant;

  return (
    <section aria-labelledby="home-loyalty" className="py-16 sm:py-20">
      <div className={container}>
        <div className="relative overflow-hidden rounded-3xl border border-brand/40 bg-brand/15 px-6 py-10 sm:px-12 sm:py-14">
          <div aria-hidden="true" className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-brand/25" />
          <div
            aria-hidden="true"
            className="absolute -bottom-20 right-24 h-40 w-40 rounded-full bg-brand/20"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex max-w-2xl gap-5">
              <span
                aria-hidden="true"
                className="hidden h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-white text-ink shadow-sm sm:flex"
              >
                <GiftIcon className="h-7 w-7" />
              </span>
              <div>
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">
                  <Trans>Rewards program</Trans>
                </p>
                <h2
                  id="home-loyalty"
                  className="mt-2 text-balance font-[family-name:var(--font-display)] text-3xl font-bold tracking-tight text-ink sm:text-4xl"
                >
                  <Trans>Earn Rewards Every Visit</Trans>
                </h2>
                <p className="mt-3 text-pretty text-lg text-ink">{loyaltyExplanation(i18n, settings)}.</p>
              </div>
            </div>

            {settings.membership && (
              <div className="flex shrink-0 flex-col gap-3 xs:flex-row">
                {customer ? (
                  <Link to={paths.profile} className={primaryButton(onBrand)}>
                    <Trans>View My Points</Trans>
                  </Link>
                ) : (
                  <>
                    <Link to={paths.register} className={primaryButton(onBrand)}>
                      <Trans>Register</Trans>
                    </Link>
                    <Link to={paths.login} className={secondaryButton}>
                      <Trans>Log In</Trans>
                    </Link>
                  </>
                )}
              </div>
            )}
          </div>
          {/* Referral invites (accounts-and-extras §1): shown to all, usable once signed in. */}
          {settings.loyalty_reward_program && (
            <Suspense fallback={null}>
              <InvitePanel className="relative mt-8" headingLevel={3} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
