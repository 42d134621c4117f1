import { Trans, useLingui } from '@lingui/react/macro';
import { safeTimeZone, visiblePromotions, type ApiPromotion } from '@storefront/domain';
import { Link } from 'react-router';
import { useTenant } from '../../lib/tenant-context';
import { paths } from '../../config/paths';
import { SOCIAL_NETWORK_NAMES, socialLinksOf, type SocialLink } from '../../lib/social-links';
import { PageBanner, PageSection } from '../../components/ui/page-banner';
import { PromotionPhoto } from '../../components/promotion-photo';
import { SvgIcon, TagIcon } from '../../components/ui/icons';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { useRenderedAt } from '../../lib/hooks';

/** The spec's three (ordering-core §2, Promotions page). */
const NETWORKS = ['Facebook', 'Twitter', 'WeChat'] as const;
type Social = SocialLink<(typeof NETWORKS)[number]>;

function SocialIcon({ label }: { label: Social['label'] }) {
  switch (label) {
    case 'Facebook':
      return (
        <SvgIcon className="h-4 w-4" fill="currentColor">
          <path d="M14 8.5V6.8c0-.8.5-1 1-1h2.4V2.1L14.1 2C10.8 2 10 4.5 10 6.3v2.2H7.6v3.8H10V22h4v-9.7h3l.4-3.8H14z" />
        </SvgIcon>
      );
    case 'Twitter':
      return (
        <SvgIcon className="h-4 w-4" fill="currentColor">
          <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
        </SvgIcon>
      );
    case 'WeChat':
      return (
        <SvgIcon className="h-4 w-4" fill="currentColor">
          <path d="M9 3C4.6 3 1 6 1 9.6c0 2 1.1 3.8 2.9 5l-.7 2.2 2.6-1.4c.9.3 2 .4 3 .4h.6a5.8 5.8 0 0 1-.2-1.6C9.2 10.6 12.6 8 16.7 8h.6C16.6 5.1 13.1 3 9 3zM6.3 6.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm5.4 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM23 14.2c0-3-3-5.4-6.4-5.4-3.6 0-6.4 2.4-6.4 5.4s2.8 5.4 6.4 5.4c.7 0 1.5-.1 2.2-.3l2 1.1-.5-1.8c1.6-1 2.7-2.6 2.7-4.4zm-8.5-1a.8.8 0 1 1 0-1.6.8.8 0 0 1 0 1.6zm4.3 0a.8.8 0 1 1 0-1.6.8.8 0 0 1 0 1.6z" />
        </SvgIcon>
      );
  }
}

function PromotionList({ title, items, ordered }: { title: string; items: string[]; ordered?: boolean }) {
  const cleaned = items.map((i) => i.trim()).filter(Boolean);
  if (cleaned.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h4>
      <List
        className={`mt-2 space-y-1.5 pl-5 text-sm text-ink ${ordered ? 'list-decimal' : 'list-disc'} marker:text-muted`}
      >
        {cleaned.map((item, i) => (
          <li key={i} className="pl-1">
            {item}
          </li>
        ))}
      </List>
    </div>
  );
}

function PromotionCard({ promotion, socials }: { promotion: ApiPromotion; socials: Social[] }) {
  const headingId = `promotion-${promotion._id}`;
  const { t } = useLingui();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-black/10 bg-white shadow-sm"
    >
      <PromotionPhoto promotion={promotion} width={800} height={450} iconClassName="h-12 w-12" />

      <div className="flex flex-1 flex-col p-6">
        <h3
          id={headingId}
          className="font-[family-name:var(--font-display)] text-xl font-bold text-ink sm:text-2xl"
        >
          {promotion.name}
        </h3>
        {promotion.description && <p className="mt-2 text-pretty text-muted">{promotion.description}</p>}

        <div className="mt-5 grid gap-5 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2 xl:grid-cols-1">
          <PromotionList title={t`Conditions`} items={promotion.conditions} />
          <PromotionList title={t`How to Redeem`} items={promotion.instructions} ordered />
        </div>

        {socials.length > 0 && (
          <div className="mt-auto pt-6">
            <div className="flex items-center justify-between gap-3 border-t border-black/10 pt-4">
              <p className="text-sm font-medium text-muted">
                <Trans>Follow us</Trans>
              </p>
              <ul className="flex gap-2">
                {socials.map((social) => (
                  <li key={social.label}>
                    <NewTabLink
                      href={social.href}
                      title={t(SOCIAL_NETWORK_NAMES[social.label])}
                      className="flex h-10 w-10 items-center justify-center rounded-full border border-ink/20 text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white"
                    >
                      <SocialIcon label={social.label} />
                      <span className="sr-only">{t(SOCIAL_NETWORK_NAMES[social.label])}</span>
                    </NewTabLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}

/** /promotions: every promotion visible today in the tenant's zone (ordering-core §2, §4). */
export default function PromotionsPage() {
  const tenant = useTenant();
  const now = useRenderedAt();
  const promotions = visiblePromotions(tenant.promotions, now, safeTimeZone(tenant.settings.time_zone));
  const socials = socialLinksOf(tenant, NETWORKS);
  const { t } = useLingui();
  const name = tenant.name;

  return (
    <>
      <PageBanner title={t`Promotions`}>{t`Our current offers at ${name}.`}</PageBanner>

      <PageSection id="promotions-list" title={t`Active Promotions`}>
        {promotions.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {promotions.map((promotion) => (
              <li key={promotion._id}>
                <PromotionCard promotion={promotion} socials={socials} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto max-w-lg rounded-2xl border border-dashed border-black/20 bg-white px-6 py-14 text-center">
            <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand/15 text-muted">
              <TagIcon className="h-12 w-12" />
            </span>
            <p className="mt-5 font-[family-name:var(--font-display)] text-2xl font-bold text-ink">
              <Trans>No Active Promotions</Trans>
            </p>
            <p className="mt-2 text-muted">
              <Trans>Check back soon for new offers.</Trans>
            </p>
            <Link
              to={paths.menus}
              className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-6 text-sm font-semibold text-white transition-colors hover:bg-ink/85"
            >
              <Trans>View Menu</Trans>
            </Link>
          </div>
        )}
      </PageSection>
    </>
  );
}
