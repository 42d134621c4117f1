import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  canonicalUrlOf,
  chosenRestaurantId,
  DEFAULT_PRIMARY_COLOR,
  fullWidthSources,
  heroPhoto,
  menuJsonLd,
  serverDrawing,
  shareImageOf,
  storefrontRouteOf,
  isLocale,
  isStaffPath,
  languageAlternates,
  localizedPath,
  negotiateLocale,
  offeredLocales,
  openStorefrontRoute,
  restaurantJsonLd,
  robotsTxt,
  routeMeta,
  sitemapXml,
  splitLocalePath,
  INTL_LOCALE,
  LANGUAGE_CHOICE_PARAM,
  type ApiMenus,
  type ApiTenant,
  type Locale,
  type OfferedLocales,
} from '@storefront/domain';
import type { Config } from '../config';
import { BoundedCache } from '../db/bounded-cache';
import { tenantOriginOf } from '../http/origin';
import { HttpError } from '../http/errors';
import { catalogueIn } from '../i18n/messages';
import { requireTenant } from './tenant';
import { markupOf, criticalStylesheet } from './web-critical-css';
import { pageModulePreloads, routePagesIn, readViteManifest, stylesheetOf } from './web-preloads';
import { siteCookie } from '../http/cookies';

const YEAR = 365 * 24 * 3600;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const COLOR = /^#[0-9a-fA-F]{3,8}$/;

/*
 * Serves the built storefront: hashed assets with a one-year immutable cache, shipped images, and
 * index.html for every client route, rendered with the tenant's title, description, favicon, theme
 * and colour (so the theme applies before the first paint: no layout shift) and the tenant document
 * embedded, which saves the storefront a round trip.
 */
/** What the page needs of the modules, handed in by app.ts (a plugin imports no module). */
export interface WebDocuments {
  /**
   * The tenant document the storefront boots with, the restaurant's own words in `locale` (the
   * page's; issue 31), else in its default language.
   */
  tenant(tenantId: string, locale?: Locale): Promise<ApiTenant>;
  /** A restaurant's menus as the API serves them (for the Menu JSON-LD), in `locale` as above. */
  menus(tenantId: string, restaurantId: string, locale?: Locale): Promise<ApiMenus>;
  /**
   * What a page's HTML depends on besides the path, the diner's location and the minute: the tenant
   * document's version (a staff write that may change what the storefront shows bumps it) and each
   * location's menus version, the locations in the storefront's order.
   */
  pageVersions(tenantId: string): Promise<PageVersions>;
}

export interface PageVersions {
  content: number;
  restaurants: { _id: string; menusVersion: number }[];
}

/** The web build's server entry (apps/web/src/entry-server.tsx). */
interface ServerRenderer {
  renderPage(page: {
    url: string;
    bootstrap: Bootstrap;
    restaurantId: string | null;
    now: number;
    fetchApi: typeof fetch;
    shellOnly: boolean;
  }): Promise<{ html: string; queries: unknown; routeTitle?: string }>;
}

/** A storefront address: its language, and its path without the language's prefix. */
interface PageAddress {
  /** As asked for, with its prefix (`/fr/menus`): what the web's router is given. */
  url: string;
  /** Without its prefix (`/menus`): what the routes, the metadata and the gates read. */
  path: string;
  locale: Locale;
  offered: OfferedLocales;
}

/** The address `pathname` names among the tenant's languages, and whether it has a prefix. */
function addressAt(pathname: string, offered: OfferedLocales): PageAddress & { prefixed: boolean } {
  const { locale, path, prefixed } = splitLocalePath(pathname, offered);
  return { url: pathname, path, locale, offered, prefixed };
}

async function loadServerRenderer(webDist: string): Promise<ServerRenderer | null> {
  const entry = path.join(webDist, 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/** A page as the web's components drew it. */
interface RenderedBody {
  root: string;
  /** The route's title in the page's language, when the web has one. */
  routeTitle: string | undefined;
  /** The page itself, or its shell only (which the browser replaces with its own render). */
  drawing: 'page' | 'shell';
  /** The queries the page read (none for a shell). */
  queries: unknown;
  /** The server's clock when it drew the page: the browser adopts the page at it ("open now"). */
  drawnAt: number;
}

/** What the storefront boots with (apps/web/src/lib/bootstrap.ts): the tenant and the map's tiles. */
interface Bootstrap {
  tenant: ApiTenant;
  map: { tileUrl: string; attribution: string };
}

/** What a page's scripts start from (apps/web/src/lib/page-document.ts). */
interface PageData {
  bootstrap: Bootstrap;
  /** The queries a page the server drew read; none for a shell. */
  queries: unknown;
}

/** A text sent as it is or compressed, each encoding made once. */
interface Encodable {
  html: string;
  encoded: Map<Encoding, Buffer>;
}

/** A page's HTML document as sent to everyone at one location, its ETag and its compressed forms. */
interface CachedPage extends Encodable {
  status: 200 | 404;
  etag: string;
  /**
   * What the scripts start from (the tenant document and the queries the page read), which the
   * document names by the page's id and the boot script fetches beside them (decision 0109).
   */
  data: Encodable;
}

/** A page the browser draws (its server drawing failed, or no page is kept): sent, never kept. */
type UncachedPage = Pick<CachedPage, 'status' | 'html' | 'encoded'> & { etag?: undefined };

type Encoding = 'br' | 'gzip';

const encodable = (text: string): Encodable => ({ html: text, encoded: new Map() });

/** The encoding to send in, by the browser's Accept-Encoding (brotli first: smaller). */
function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]!.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

const brotliAt = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

/**
 * What a phone's first round trip carries of an answer's body: TCP's first window (ten segments,
 * 14,600 bytes) less the answer's headers (about 940 bytes here). A document over it arrives a round
 * trip later, and the first paint with it (decision 0109).
 */
export const FIRST_ROUND_TRIP_BODY_BYTES = 13_600;

/*
 * The HTML compressed once per cached page, not per request (the global compression does not reach
 * the storefront's HTML, which the not-found handler sends). Brotli at quality 5 first: most of
 * quality 11's gain at a few milliseconds. A kept page that is still over a phone's first round trip
 * is then compressed again at 11, off the event loop (130-180 ms for gold /menus, so only where it
 * pays), and the loads after the first are sent that.
 */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, page: Encodable, kept: boolean) {
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  let body = page.encoded.get(encoding);
  if (!body) {
    body = encoding === 'br' ? zlib.brotliCompressSync(page.html, brotliAt(5)) : zlib.gzipSync(page.html);
    page.encoded.set(encoding, body);
    if (kept && encoding === 'br' && body.length > FIRST_ROUND_TRIP_BODY_BYTES) {
      zlib.brotliCompress(page.html, brotliAt(11), (error, smaller) => {
        if (!error) page.encoded.set('br', smaller);
      });
    }
  }
  return reply.header('content-encoding', encoding).send(body);
}

/** A page's id: its key, which says everything its HTML depends on, hashed. */
const pageIdOf = (key: string) => createHash('sha1').update(key).digest('base64url').slice(0, 16);

/** Where a page is kept: its id within its tenant, so that no storefront can ask for another's. */
const keptAs = (tenantId: string, id: string) => `${tenantId}/${id}`;

// A rendered page reads the clock ("open now", today's hours): its cache entry lasts the minute.
const MINUTE = 60_000;

export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  documents: WebDocuments,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.imagesDir,
    prefix: '/images/',
    decorateReply: false,
    maxAge: 30 * 24 * 3600 * 1000,
    immutable: false,
  });

  const indexFile = path.join(config.webDist, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (!template)
    app.log.warn(`No built storefront at ${config.webDist}: run \`npm run build\`. The API still works.`);
  // The page carries the rules its markup uses; the whole stylesheet comes with the scripts.
  const stylesheet = template ? criticalStylesheet(stylesheetOf(template, config.webDist)) : null;
  const bootstrapOf = (tenant: ApiTenant): Bootstrap => ({
    tenant,
    map: { tileUrl: config.mapTileUrl, attribution: config.mapAttribution },
  });

  const renderer = await loadServerRenderer(config.webDist);
  const rendered = new BoundedCache<CachedPage>(1_000);
  const beingDrawn = new Map<string, Promise<CachedPage | UncachedPage>>();
  const manifest = readViteManifest(config.webDist);
  const routePages = routePagesIn(manifest);
  const preloadsByPage = new Map<string, string[]>();
  const preloadsFor = (page: string) => {
    if (!preloadsByPage.has(page)) preloadsByPage.set(page, pageModulePreloads(manifest, page));
    return preloadsByPage.get(page)!;
  };

  /**
   * The page's own chunks, which the boot script fetches with the entry once the page is painted
   * (decision 0101), and the download its largest paint waits for.
   */
  function pageDownloads(pathname: string, tenant: ApiTenant): string[] {
    const route = openStorefrontRoute(pathname, tenant);
    const page = route && routePages[route];
    if (!page) return [];
    const links = [
      `<script id="storefront-page-scripts" type="application/json">${scriptSafeJson(preloadsFor(page))}</script>`,
    ];
    // The home page's largest paint is its hero photo, which the page would only ask for once its
    // script has run.
    const hero = route === '/home' ? heroPhoto(tenant) : undefined;
    const heroSources = hero && fullWidthSources(hero);
    if (heroSources) {
      // The copy the <picture> will pick for this screen (decision 0106).
      links.push(
        `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${escapeHtml(heroSources.srcSet)}" imagesizes="${heroSources.sizes}" />`,
      );
    } else if (hero) {
      links.push(
        hero.webp_url
          ? `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${escapeHtml(hero.webp_url)}" />`
          : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hero.url)}" />`,
      );
    }
    return links;
  }

  if (template) {
    await app.register(fastifyStatic, {
      root: path.join(config.webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      maxAge: YEAR * 1000,
      immutable: true,
    });
  }

  /** The menus /menus shows (the diner's chosen location's, else the first), for its JSON-LD and preview. */
  async function menusOnPage(
    pathname: string,
    tenant: ApiTenant,
    request: FastifyRequest,
    locale: Locale,
  ): Promise<{ menus: ApiMenus; currency: string } | null> {
    if (storefrontRouteOf(pathname) !== '/menus') return null;
    const chosen = chosenRestaurantId(tenant.restaurants, request.cookies.selectedLocation);
    const restaurant = tenant.restaurants.find((r) => r._id === chosen) ?? tenant.restaurants[0];
    if (!restaurant) return null;
    return {
      menus: await documents.menus(tenant._id, restaurant._id, locale),
      currency: restaurant.settings.currency_code,
    };
  }

  /** JSON-LD for the routes search engines care about: Restaurant on home and locations, Menu on menus. */
  function structuredDataFor(
    pathname: string,
    tenant: ApiTenant,
    origin: string,
    shown: { menus: ApiMenus; currency: string } | null,
  ): unknown[] {
    const route = storefrontRouteOf(pathname);
    if (route === '/home' || route === '/locations') {
      return tenant.restaurants.map((restaurant) => restaurantJsonLd(tenant, restaurant, origin));
    }
    return shown ? [menuJsonLd(tenant, shown.menus, shown.currency)] : [];
  }

  // Like the pages' metadata, robots.txt and the sitemap name the configured origin: a cache in
  // front would otherwise keep a sitemap pointing at whatever Host a request made up.
  app.get('/robots.txt', async (request, reply) => {
    const tenant = await documents.tenant(requireTenant(request).id);
    return reply
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(tenantOriginOf(tenant, config.links), tenant));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const tenant = await documents.tenant(requireTenant(request).id);
    return reply
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(tenant, tenantOriginOf(tenant, config.links)));
  });

  /**
   * The tenant's languages: read with the tenant document, kept while its version (which a change
   * of the brand's languages bumps) stays the same, so a cached page costs no more reads than before.
   */
  const languagesOf = new Map<string, { content: number; offered: OfferedLocales }>();
  async function offeredAt(tenantId: string, content: number | null): Promise<OfferedLocales> {
    const known = languagesOf.get(tenantId);
    if (known && content !== null && known.content === content) return known.offered;
    const offered = offeredLocales(await documents.tenant(tenantId));
    if (content !== null) languagesOf.set(tenantId, { content, offered });
    return offered;
  }

  /**
   * The language an unprefixed storefront address should be shown in (issue 31): the diner's choice
   * (the `lang` cookie), else on a first visit the browser's Accept-Language.
   */
  function wantedLocale(request: FastifyRequest, offered: OfferedLocales): Locale {
    const chosen = request.cookies.lang;
    if (chosen !== undefined) {
      return isLocale(chosen) && offered.languages.includes(chosen) ? chosen : offered.defaultLanguage;
    }
    return negotiateLocale(request.headers['accept-language'], offered.languages, offered.defaultLanguage);
  }

  app.decorate('renderStorefront', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The storefront has not been built. Run `npm run build`.');
    }
    if (!request.tenant) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><title>Not found</title><p>No restaurant storefront answers at ${escapeHtml(request.hostname)}.</p>`,
        );
    }
    const tenantId = request.tenant.id;
    const pathname = request.url.split('?')[0] ?? '/';
    const query = request.url.slice(pathname.length);
    const versions = config.pageCache ? await documents.pageVersions(tenantId) : null;
    const offered = await offeredAt(tenantId, versions?.content ?? null);
    const address = addressAt(pathname, offered);
    const { locale, path: unprefixed, prefixed } = address;
    // The staff console has no language in its addresses.
    if (prefixed && isStaffPath(unprefixed)) return reply.redirect(`${unprefixed}${query}`, 302);
    // The language switch's link: the choice is kept, for the address's own language only (a link
    // cannot choose another for the diner), and the diner goes on to the address without it.
    const params = new URLSearchParams(query);
    const choice = params.get(LANGUAGE_CHOICE_PARAM);
    if (choice !== null) {
      params.delete(LANGUAGE_CHOICE_PARAM);
      if (choice === locale) {
        reply.setCookie('lang', locale, { ...siteCookie(request), maxAge: YEAR });
      }
      const rest = params.toString();
      return reply.header('cache-control', 'no-store').redirect(`${pathname}${rest ? `?${rest}` : ''}`, 302);
    }
    if (!prefixed && !isStaffPath(pathname)) {
      const wanted = wantedLocale(request, offered);
      if (wanted !== locale) {
        return reply
          .header('vary', 'Cookie, Accept-Language')
          .header('cache-control', 'no-cache')
          .redirect(localizedPath(request.url, wanted, offered), 302);
      }
    }
    const page = versions
      ? await keptPage(request, tenantId, address, versions)
      : await drawPage(request, tenantId, address, null);
    if (!page.etag) {
      reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return sendEncoded(request, reply, page, false);
    }
    // The same page for every diner at a location: a CDN may keep it, and asks again each time (an
    // ETag match costs a 304).
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('etag', page.etag)
      // An unprefixed address of a storefront in several languages redirects by Accept-Language.
      .header(
        'vary',
        `Cookie, Accept-Encoding${!prefixed && offered.languages.length > 1 ? ', Accept-Language' : ''}`,
      )
      .header('cache-control', 'public, no-cache');
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return sendEncoded(request, reply, page, true);
  });

  /** The page at `address` as kept, or drawn now (once for all the loads that ask for it meanwhile). */
  async function keptPage(
    request: FastifyRequest,
    tenantId: string,
    address: PageAddress,
    versions: PageVersions,
  ): Promise<CachedPage | UncachedPage> {
    const id = pageIdOf(pageKey(request, tenantId, address, versions));
    const key = keptAs(tenantId, id);
    const kept = rendered.get(key);
    if (kept) return kept;
    // Requests for a page being drawn (a new minute on a busy page) wait for that one drawing.
    let pending = beingDrawn.get(key);
    if (!pending) {
      pending = drawPage(request, tenantId, address, id)
        .then((drawn) => {
          if (drawn.etag) rendered.set(key, drawn);
          return drawn;
        })
        .finally(() => beingDrawn.delete(key));
      beingDrawn.set(key, pending);
    }
    return pending;
  }

  /**
   * What a kept page's scripts start from (decision 0109), by the id its document names. A page no
   * longer kept is drawn again while its id is still the one its address has now (another server
   * process drew it, or it left the cache); one that has changed since is gone, and the browser draws
   * the page itself.
   */
  app.get<{ Params: { id: string }; Querystring: { path?: unknown } }>(
    '/api/page-data/:id',
    async (request, reply) => {
      const tenantId = requireTenant(request).id;
      const gone = () =>
        new HttpError(404, 'PAGE_CHANGED', 'This page has changed since it was sent. Load it again.');
      let page = rendered.get(keptAs(tenantId, request.params.id));
      if (!page && config.pageCache && template) {
        const asked = request.query.path;
        const pathname = typeof asked === 'string' ? asked.split('?')[0]! : '';
        if (!pathname.startsWith('/')) throw gone();
        const versions = await documents.pageVersions(tenantId);
        const offered = await offeredAt(tenantId, versions.content);
        const address = addressAt(pathname, offered);
        if (pageIdOf(pageKey(request, tenantId, address, versions)) === request.params.id) {
          const drawn = await keptPage(request, tenantId, address, versions);
          if (drawn.etag) page = drawn;
        }
      }
      if (!page) throw gone();
      // An id names one drawing of one page: what it started from never changes.
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept-Encoding');
      return sendEncoded(request, reply, page.data, true);
    },
  );

  /**
   * A page's HTML from the tenant document: drawn by the web's components where the page is one the
   * server draws (kept, under its key), else the document the browser draws into (never kept).
   */
  async function drawPage(
    request: FastifyRequest,
    tenantId: string,
    address: PageAddress,
    id: string | null,
  ): Promise<CachedPage | UncachedPage> {
    const tenant = await documents.tenant(tenantId, address.locale);
    const pathname = address.path;
    // An unknown path, or a route whose setting is off, still gets the storefront (it shows Page Not
    // Found), with a 404 status so that crawlers do not index it.
    const status = openStorefrontRoute(pathname, tenant) || isStaffPath(pathname) ? 200 : 404;
    const drawing = renderer && serverDrawing(pathname, tenant);
    const body = drawing ? await renderedBody(request, tenant, address, drawing) : null;
    const data: PageData = { bootstrap: bootstrapOf(tenant), queries: body?.queries ?? null };
    // Only a kept page can name its data: one drawn for its request alone carries it.
    if (!body || !id) {
      const html = await documentHtml(request, tenant, address, body, data);
      return { status, html, encoded: new Map<Encoding, Buffer>() };
    }
    const html = await documentHtml(
      request,
      tenant,
      address,
      body,
      `/api/page-data/${id}?path=${encodeURIComponent(address.url)}`,
    );
    return {
      status,
      html,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
      encoded: new Map(),
      data: encodable(scriptSafeJson(data)),
    };
  }

  /** The HTML document: index.html with the tenant, the page's metadata and, when drawn, the page. */
  async function documentHtml(
    request: FastifyRequest,
    tenant: ApiTenant,
    address: PageAddress,
    body: RenderedBody | null,
    /** What the scripts start from, or for a kept page the address it is fetched from. */
    data: PageData | string,
  ): Promise<string> {
    const pathname = address.path;
    const meta = routeMeta(pathname, tenant, catalogueIn(address.locale));
    const { description } = meta;
    const title = body?.routeTitle ? `${body.routeTitle} | ${tenant.name}` : meta.title;
    const color = COLOR.test(tenant.settings.primary_color)
      ? tenant.settings.primary_color
      : DEFAULT_PRIMARY_COLOR;
    // The icon's WebP copy where it has one: the demo's icon is its logo, whose WebP the header
    // draws (6.7 KB, already in the cache), where the PNG is 27 KB fetched at high priority while the
    // page loads.
    const icon = tenant.favicon ?? tenant.logo;
    const favicon =
      icon && (icon.webp_url ? { href: icon.webp_url, type: 'image/webp' } : { href: icon.url, type: null });
    // Links in the page's metadata name the configured origin, never the Host header (which any
    // name ending in the tenant's label reaches).
    const origin = tenantOriginOf(tenant, config.links);
    const shown = await menusOnPage(pathname, tenant, request, address.locale);
    const jsonLd = structuredDataFor(pathname, tenant, origin, shown);
    const open = openStorefrontRoute(pathname, tenant);
    const canonical = open && canonicalUrlOf(address.url, origin);
    const alternates = open ? languageAlternates(pathname, origin, address.offered) : [];
    const image = shareImageOf(tenant, origin, shown?.menus);
    const intlLocale = INTL_LOCALE[address.locale];
    const head = [
      ...pageDownloads(pathname, tenant),
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<meta name="theme-color" content="${color}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:locale" content="${intlLocale.replace('-', '_')}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(tenant.name)}" />`,
      canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
      ...alternates.map(
        (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`,
      ),
      canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}" />` : '',
      image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
      favicon
        ? `<link rel="icon" href="${escapeHtml(favicon.href)}"${favicon.type ? ` type="${favicon.type}"` : ''} />`
        : '',
      ...jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
    ].filter(Boolean);
    // How the page was drawn, and what its scripts start from: named, for a kept page, so that the
    // document fits a phone's first round trip (decision 0109); else written in, after the page.
    const pageScript = `<script id="storefront-page" type="application/json">${scriptSafeJson({
      drawn: body?.drawing ?? null,
      drawnAt: body?.drawnAt ?? null,
      data,
    })}</script>`;
    // Function replacers: a '$' in tenant text or JSON must not be read as a replacement pattern.
    const document = template!
      .replace(
        /<html([^>]*)>/,
        () => `<html lang="${intlLocale}" data-theme="${tenant.theme}" style="--color-primary: ${color}">`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('<!--storefront-head-->', () => head.join('\n    '))
      .replace('<div id="root"></div>', () =>
        [`<div id="root">${body?.root ?? ''}</div>`, pageScript].join('\n    '),
      );
    // The stylesheet's rules the document uses (decision 0109), before the boot script adds the rest.
    return document.replace(
      '</head>',
      () =>
        `  <style>${stylesheet!.rulesFor(markupOf(document)).replaceAll('</style', '<\\/style')}</style>\n  </head>`,
    );
  }

  /**
   * What a page's HTML depends on: the tenant document's version (a staff write that may change what
   * the storefront shows is a new one, so the next load shows it), the location, its menus version,
   * the path (with its language's prefix: each language is its own page) and the minute (a page
   * reads the clock: "open now", today's hours). The query string is not part of it (no page the
   * server draws reads it), so nobody forces a drawing per request.
   */
  function pageKey(
    request: FastifyRequest,
    tenantId: string,
    address: PageAddress,
    versions: PageVersions,
  ): string {
    const restaurantId = chosenRestaurantId(versions.restaurants, request.cookies.selectedLocation);
    // /menus's JSON-LD describes the first location's menu while none is chosen.
    const menusOf = versions.restaurants.find((r) => r._id === restaurantId) ?? versions.restaurants[0];
    return [
      tenantId,
      versions.content,
      restaurantId,
      menusOf?.menusVersion,
      address.locale,
      address.path,
      Math.floor(app.now().getTime() / MINUTE),
    ].join('|');
  }

  /** A page that fails to render on the server is still drawn by the browser, as before issue 28. */
  async function renderPage(page: Parameters<ServerRenderer['renderPage']>[0]) {
    try {
      return await renderer!.renderPage(page);
    } catch (error) {
      app.log.error({ err: error, url: page.url }, 'server rendering failed: the browser draws the page');
      return null;
    }
  }

  /** The page drawn by the web's own components (issue 28), with the data it read. */
  async function renderedBody(
    request: FastifyRequest,
    tenant: ApiTenant,
    address: PageAddress,
    drawing: 'page' | 'shell',
  ): Promise<RenderedBody | null> {
    const restaurantId = chosenRestaurantId(tenant.restaurants, request.cookies.selectedLocation);
    const now = app.now().getTime();
    const host = request.headers.host ?? request.hostname;
    const page = await renderPage({
      url: address.url,
      bootstrap: bootstrapOf(tenant),
      restaurantId,
      now,
      shellOnly: drawing === 'shell',
      // The page's API requests answered in-process, as the diner's browser would ask them.
      fetchApi: async (input, init) => {
        const answer = await app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: String(input),
          headers: { host, accept: 'application/json', 'accept-language': address.locale },
        });
        return new Response(answer.statusCode === 204 ? null : answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      },
    });
    if (!page) return null;
    return {
      root: page.html,
      routeTitle: page.routeTitle,
      drawing,
      queries: drawing === 'page' ? page.queries : null,
      drawnAt: now,
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    renderStorefront(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
