import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_PRIMARY_COLOR,
  heroPhoto,
  menuJsonLd,
  isStaffPath,
  openStorefrontRoute,
  restaurantJsonLd,
  robotsTxt,
  routeMeta,
  sitemapXml,
  type ApiMenus,
  type ApiTenant,
} from '@storefront/domain';
import type { Config } from '../config';
import { originOf } from '../http/origin';
import { requireTenant } from './tenant';
import { pageModulePreloads, routePagesIn, readViteManifest } from './web-preloads';

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
  /** The tenant document the storefront boots with. */
  tenant(tenantId: string): Promise<ApiTenant>;
  /** A restaurant's menus as the API serves them (for the Menu JSON-LD). */
  menus(tenantId: string, restaurantId: string): Promise<ApiMenus>;
}

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

  const manifest = readViteManifest(config.webDist);
  const routePages = routePagesIn(manifest);
  const preloadsByPage = new Map<string, string[]>();
  const preloadsFor = (page: string) => {
    if (!preloadsByPage.has(page)) preloadsByPage.set(page, pageModulePreloads(manifest, page));
    return preloadsByPage.get(page)!;
  };

  /** Links that start, with the HTML, the downloads the first paint waits for. */
  function preloadLinks(pathname: string, tenant: ApiTenant): string[] {
    const route = openStorefrontRoute(pathname, tenant);
    const page = route && routePages[route];
    if (!page) return [];
    const links = preloadsFor(page).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    );
    // The home page's largest paint is its hero photo, which the page would only ask for once its
    // script has run.
    const hero = route === '/home' ? heroPhoto(tenant) : undefined;
    if (hero) {
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

  /** JSON-LD for the routes search engines care about: Restaurant on home and locations, Menu on menus. */
  async function structuredDataFor(
    pathname: string,
    tenant: ApiTenant,
    request: FastifyRequest,
  ): Promise<unknown[]> {
    const origin = originOf(request);
    const path = pathname.replace(/\/+$/, '') || '/';
    if (path === '/' || path === '/home' || path === '/locations') {
      return tenant.restaurants.map((restaurant) => restaurantJsonLd(tenant, restaurant, origin));
    }
    if (path === '/menus') {
      // The menu varies by location: the diner's chosen one, else the first.
      const chosen = request.cookies.selectedLocation?.split('|')[0];
      const restaurant = tenant.restaurants.find((r) => r._id === chosen) ?? tenant.restaurants[0];
      if (!restaurant) return [];
      return [
        menuJsonLd(
          tenant,
          await documents.menus(tenant._id, restaurant._id),
          restaurant.settings.currency_code,
        ),
      ];
    }
    return [];
  }

  app.get('/robots.txt', async (request, reply) => {
    requireTenant(request);
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(originOf(request)));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const tenant = await documents.tenant(requireTenant(request).id);
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(tenant, originOf(request)));
  });

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
    const tenant = await documents.tenant(request.tenant.id);
    const pathname = request.url.split('?')[0] ?? '/';
    const { title, description } = routeMeta(pathname, tenant);
    const color = COLOR.test(tenant.settings.primary_color)
      ? tenant.settings.primary_color
      : DEFAULT_PRIMARY_COLOR;
    const favicon = tenant.favicon?.url ?? tenant.logo?.url;
    const jsonLd = await structuredDataFor(pathname, tenant, request);
    const head = [
      ...preloadLinks(pathname, tenant),
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<meta name="theme-color" content="${color}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:locale" content="en_CA" />`,
      favicon ? `<link rel="icon" href="${escapeHtml(favicon)}" />` : '',
      ...jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
      `<script id="storefront-bootstrap" type="application/json">${scriptSafeJson({
        tenant,
        map: { tileUrl: config.mapTileUrl, attribution: config.mapAttribution },
      })}</script>`,
    ]
      .filter(Boolean)
      .join('\n    ');
    // Function replacers: a '$' in tenant text or JSON must not be read as a replacement pattern.
    const html = template
      .replace(
        /<html([^>]*)>/,
        () => `<html lang="en-CA" data-theme="${tenant.theme}" style="--color-primary: ${color}">`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('<!--storefront-head-->', () => head);
    // An unknown path, or a route whose setting is off, still gets the storefront (it shows Page Not
    // Found), with a 404 status so that crawlers do not index it.
    const status = openStorefrontRoute(pathname, tenant) || isStaffPath(pathname) ? 200 : 404;
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    renderStorefront(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}
