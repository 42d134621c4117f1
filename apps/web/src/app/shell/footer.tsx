import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRenderedAt } from '../../lib/hooks';
import { useTenant } from '../../lib/tenant-context';
import { SOCIAL_NETWORK_NAMES, socialLinksOf } from '../../lib/social-links';
import { LanguageSwitch } from './language-switch';
import { navLinksFor } from './nav-links';
import { NewTabLink } from '../../components/ui/new-tab-link';

/** One of the footer's columns: a landmark named by its heading. */
function FooterColumn({
  id,
  title,
  as: Landmark = 'section',
  children,
}: {
  id: string;
  title: string;
  as?: 'section' | 'nav';
  children: ReactNode;
}) {
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </Landmark>
  );
}

export function Footer() {
  const tenant = useTenant();
  const { t, i18n } = useLingui();
  const year = new Date(useRenderedAt()).getUTCFullYear();
  const name = tenant.name;
  const socials = socialLinksOf(tenant, ['Facebook', 'Instagram', 'Twitter', 'WeChat']);
  return (
    <footer className="mt-auto bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <FooterColumn
          id="footer-locations"
          title={tenant.restaurants.length > 1 ? t`Our Locations` : t`Find Us`}
        >
          <ul className="mt-3 space-y-3 text-sm">
            {tenant.restaurants.map((r) => (
              <li key={r._id}>
                {tenant.restaurants.length > 1 && <p className="font-semibold">{r.name}</p>}
                <p>
                  {[r.address_1, r.city_town, r.state_province, r.postal_code].filter(Boolean).join(', ')}
                </p>
                {r.phone && (
                  <a href={`tel:${r.phone}`} className="underline underline-offset-2">
                    {r.phone}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-links" title={t`Quick Links`} as="nav">
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {navLinksFor(tenant).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-2 hover:underline">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        {socials.length > 0 && (
          <FooterColumn id="footer-social" title={t`Follow Us`}>
            <ul className="mt-3 flex flex-wrap gap-3 text-sm">
              {socials.map((s) => (
                <li key={s.label}>
                  <NewTabLink href={s.href} className="underline underline-offset-2">
                    {i18n._(SOCIAL_NETWORK_NAMES[s.label])}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </FooterColumn>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-white/15 px-4 py-4 text-center text-xs">
        <p>
          <Trans>
            © {year} {name}. All rights reserved.
          </Trans>
        </p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
