/*
 * Search-engine metadata for a tenant's storefront: per-route titles, schema.org JSON-LD and the
 * sitemap/robots texts. Pure: the server renders them into the HTML it sends.
 */
import type { ApiMenus, ApiRestaurant } from '../contract/api';
import { WEEKDAYS, type RegularBusinessHours } from '../contract/settings';
import {
  localizedPath,
  offeredLocales,
  type OfferedLocales,
  type TenantLanguageSettings,
} from '../i18n/paths';
import type { MessageCatalogue } from '../i18n/messages';
import { parseClock } from '../time/clock';
import type { GateInput } from './gates';
import { indexedStorefrontPaths, storefrontRouteTitle } from './routes';

interface SeoTenant extends GateInput {
  name: string;
  slogan: string | null;
  description: string | null;
  phone: string | null;
  email: string | null;
  logo: { url: string } | null;
  settings: GateInput['settings'] & { seo: { title: string; description: string } };
  restaurants: readonly ApiRestaurant[];
}

/*
 * The pages' descriptions, in English with ICU placeholders: the domain's catalogue has each in the
 * other languages (decision 0091), and `routeMeta` fills them in the page's.
 */
const SEO_MESSAGES = {
  orderOnline: 'Order online from {name}.',
  menu: 'The menu of {name}: dishes, prices and options.',
  menuIn: 'The menu of {name} in {city}: dishes, prices and options.',
  locations: 'Addresses, phone numbers and opening hours of every {name} location.',
  orderFrom: 'Order from {name} for pickup or delivery, as soon as possible or for later.',
  reserve: 'Book a table at {name}.',
  giftCards: 'Buy {name} gift cards.',
} as const;

/** `message` with its values, in the catalogue's language (English without one). */
function say(message: string, values: Record<string, string>, catalogue?: MessageCatalogue): string {
  if (catalogue && Object.hasOwn(catalogue.messages, message)) return catalogue._(message, values);
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * A page's <title> and description: the route's title and the tenant's name, in the catalogue's
 * language (the page's; English without one). The tenant's own SEO words are used as written.
 */
export function routeMeta(
  pathname: string,
  tenant: SeoTenant,
  catalogue?: MessageCatalogue,
): { title: string; description: string } {
  const base = tenant.settings.seo.title || `${tenant.name}${tenant.slogan ? ` | ${tenant.slogan}` : ''}`;
  const name = { name: tenant.name };
  const description =
    tenant.settings.seo.description || tenant.description || say(SEO_MESSAGES.orderOnline, name, catalogue);
  const routeTitle = storefrontRouteTitle(pathname);
  if (!routeTitle) return { title: base, description };
  const city = tenant.restaurants.length === 1 ? tenant.restaurants[0]?.city_town : null;
  const menu = city
    ? say(SEO_MESSAGES.menuIn, { ...name, city }, catalogue)
    : say(SEO_MESSAGES.menu, name, catalogue);
  const descriptions: Record<string, string | undefined> = {
    Menu: `${menu} ${description}`,
    Locations: say(SEO_MESSAGES.locations, name, catalogue),
    'Order Online': say(SEO_MESSAGES.orderFrom, name, catalogue),
    'Reserve Your Table': say(SEO_MESSAGES.reserve, name, catalogue),
    'Gift Cards': say(SEO_MESSAGES.giftCards, name, catalogue),
  };
  const title = `${say(routeTitle, {}, catalogue)} | ${tenant.name}`;
  return { title, description: descriptions[routeTitle] ?? description };
}

function to24h(time: string): string | null {
  const minutes = parseClock(time);
  if (minutes === null) return null;
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function openingHours(hours: RegularBusinessHours) {
  return WEEKDAYS.flatMap((day) => {
    const h = hours?.[day];
    const opens = h?.is_open ? to24h(h.open_time) : null;
    const closes = h?.is_open ? to24h(h.close_time) : null;
    if (!opens || !closes) return [];
    const dayName = day[0]!.toUpperCase() + day.slice(1);
    return [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${dayName}`, opens, closes },
    ];
  });
}

/** schema.org Restaurant for one location. */
export function restaurantJsonLd(
  tenant: SeoTenant,
  restaurant: ApiRestaurant,
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: tenant.restaurants.length > 1 ? `${tenant.name} ${restaurant.name}` : tenant.name,
    url: `${origin}/home`,
    menu: `${origin}/menus`,
    ...(tenant.logo ? { image: `${origin}${tenant.logo.url}` } : {}),
    ...(restaurant.phone ? { telephone: restaurant.phone } : {}),
    ...(restaurant.email ? { email: restaurant.email } : {}),
    acceptsReservations: tenant.settings.online_reservation && restaurant.settings.online_reservation,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [restaurant.address_1, restaurant.address_2].filter(Boolean).join(', '),
      addressLocality: restaurant.city_town,
      addressRegion: restaurant.state_province,
      postalCode: restaurant.postal_code,
      addressCountry: restaurant.country,
    },
    ...(restaurant.latitude !== null && restaurant.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: restaurant.latitude, longitude: restaurant.longitude } }
      : {}),
    openingHoursSpecification: openingHours(restaurant.regular_business_hours),
  };
}

/** schema.org Menu for a restaurant's menus (dine-in and online alike). */
export function menuJsonLd(tenant: SeoTenant, menus: ApiMenus, currency: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: `${tenant.name} menu`,
    hasMenuSection: menus.menus.map((menu) => ({
      '@type': 'MenuSection',
      name: menu.name,
      hasMenuSection: menu.sections.map((section) => ({
        '@type': 'MenuSection',
        name: section.name,
        hasMenuItem: section.items.map((item) => ({
          '@type': 'MenuItem',
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          offers: {
            '@type': 'Offer',
            price: (item.sizes[0]?.price ?? item.price).toFixed(2),
            priceCurrency: currency,
          },
        })),
      })),
    })),
  };
}

/**
 * The address of a page (unprefixed `path`) in each language the tenant offers, and `x-default` (the
 * default language's), for `hreflang` links; none when the storefront speaks one language.
 */
export function languageAlternates(
  path: string,
  origin: string,
  offered: OfferedLocales,
): { hreflang: string; href: string }[] {
  if (offered.languages.length < 2) return [];
  const href = (locale: (typeof offered.languages)[number]) =>
    canonicalUrlOf(localizedPath(path, locale, offered), origin);
  return [
    ...offered.languages.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default', href: href(offered.defaultLanguage) },
  ];
}

/** The tenant's public, indexable pages, in each language it offers (with their alternates). */
export function sitemapXml(tenant: SeoTenant & TenantLanguageSettings, origin: string): string {
  const offered = offeredLocales(tenant);
  const urls = indexedStorefrontPaths(tenant).flatMap((path) => {
    const alternates = languageAlternates(path, origin, offered)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    return offered.languages.map(
      (locale) =>
        `  <url><loc>${escapeXml(origin + localizedPath(path, locale, offered))}</loc>${alternates}</url>`,
    );
  });
  const xhtml = offered.languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string, tenant: TenantLanguageSettings = {}): string {
  const offered = offeredLocales(tenant);
  // Rules are prefixes: '/order?' is the order view without also hiding /orderonline.
  const private_ = ['/cart', '/checkout', '/profile', '/order?', '/reset-password'];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...offered.languages.flatMap((locale) =>
      private_.map((path) => `Disallow: ${localizedPath(path, locale, offered)}`),
    ),
    'Disallow: /staff',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/**
 * The picture a shared link previews (Open Graph): on the menu, its first dish with a photo; else the
 * tenant's first gallery photo (home's hero); else its logo. Absolute, as previews require.
 */
export function shareImageOf(
  tenant: { gallery: readonly { image: { url: string } }[]; logo: { url: string } | null },
  origin: string,
  menus?: ApiMenus,
): string | undefined {
  const dish = menus?.menus
    .flatMap((menu) => menu.sections.flatMap((section) => section.items))
    .find((item) => item.photos.length > 0)?.photos[0];
  const url = dish?.url ?? tenant.gallery[0]?.image.url ?? tenant.logo?.url;
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The address search engines should index a page under: the configured origin, never the Host. */
export function canonicalUrlOf(pathname: string, origin: string): string {
  return `${origin}${pathname.replace(/\/+$/, '') || '/home'}`;
}
