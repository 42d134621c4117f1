import { Link } from 'react-router';
import { useTenant } from '../../lib/tenant-context';
import { navLinksFor } from './nav-links';

export function Footer() {
  const tenant = useTenant();
  const socials = [
    { href: tenant.facebook_url, label: 'Facebook' },
    { href: tenant.instagram_url, label: 'Instagram' },
    { href: tenant.twitter_url, label: 'Twitter' },
    { href: tenant.wechat_url, label: 'WeChat' },
  ].filter((s): s is { href: string; label: string } => Boolean(s.href));
  return (
    <footer className="mt-auto bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className="text-lg font-bold">
            {tenant.restaurants.length > 1 ? 'Our Locations' : 'Find Us'}
          </h2>
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
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold">
            Quick Links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {navLinksFor(tenant).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-2 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {socials.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="text-lg font-bold">
              Follow Us
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3 text-sm">
              {socials.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline underline-offset-2"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-xs">
        © {new Date().getFullYear()} {tenant.name}. All rights reserved.
      </p>
    </footer>
  );
}
