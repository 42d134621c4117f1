import { describe, expect, it } from 'vitest';
import { hostOf } from './test/harness';
import { t, useTestApp } from './test/app-fixture';
import { tenantRowOf } from './test/rows';

useTestApp();

describe('GET /api/health', () => {
  it('reports the database engine', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.db.engine });
  });
});

describe('errors', () => {
  it('an unknown API path is a JSON 404 with message and code', async () => {
    const response = await t.app.inject({ url: '/api/eater/nothing-here', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'There is nothing at GET /api/eater/nothing-here.',
      code: 'NOT_FOUND',
    });
  });

  it.each([
    '/api/eater/restaurants/%E0%A4%A/menus',
    '/api/eater/restaurants/' + 'a'.repeat(500) + '/menus',
    '/api/eater/tenants/goldenmaple/customerviews?email[]=x',
    '/api/eater/restaurants/null/pickupdates?deliveryMethod=',
    '/api/eater/giftcardproducts/%00',
  ])('malformed input %s is a 4xx with a message, never a 500', async (url) => {
    const response = await t.app.inject({ url, headers: { host: 'localhost' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('serving the storefront', () => {
  it('renders index.html with the tenant’s title, description, colour, theme and favicon for any client route', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/home', 200],
      ['/menus', 200],
      ['/locations', 200],
      ['/profile/orders', 200],
      ['/staff/settings/activity', 200],
      ['/staff/settings/nowhere', 404],
      ['/no/such/page', 404],
    ] as const) {
      const response = await t.app.inject({ url: path, headers: hostOf('emerald') });
      expect(response.statusCode, path).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('data-theme="emerald"');
      expect(response.body).toMatch(/<title>[^<]*Emerald Noodle House[^<]*<\/title>/);
      expect(response.body).toMatch(/<meta name="description" content="[^"]+"/);
      expect(response.body).toMatch(/<meta name="theme-color" content="#[0-9A-Fa-f]{6}"/);
      // The icon's WebP copy (the demo's icon is its logo, whose WebP the header draws).
      expect(response.body).toContain(
        '<link rel="icon" href="/images/emerald/logo.webp" type="image/webp" />',
      );
      expect(response.body).toContain('id="storefront-page"');
    }
    const gold = await t.app.inject({ url: '/home', headers: { host: 'localhost:3000' } });
    expect(gold.body).toContain('data-theme="gold"');
    expect(gold.body).toContain('Golden Maple Bistro');
  });

  it('answers a route whose setting is off with 404 and the storefront (which shows Page Not Found)', async () => {
    // Prairie Pie Co. has one location and every feature off.
    for (const path of ['/locations', '/orderonline', '/login', '/gift', '/promotions']) {
      const response = await t.app.inject({ url: path, headers: hostOf('prairiepie') });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('id="storefront-page"');
    }
    expect((await t.app.inject({ url: '/menus', headers: hostOf('prairiepie') })).statusCode).toBe(200);
  });

  it('names the page’s own chunks for the boot script, and preloads the hero photo on home', async () => {
    // The page chunk and what it imports, not what index.html names already, nor its lazy parts.
    const pageScripts = (body: string) => {
      const json = /<script id="storefront-page-scripts" type="application\/json">([^<]*)<\/script>/.exec(
        body,
      );
      return json ? (JSON.parse(json[1]!) as string[]) : [];
    };
    const imagePreloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="image"[^>]*(?:href|imagesrcset)="([^"]+)"/g)].map(
        ([, address]) => address,
      );
    const home = await t.app.inject({ url: '/home', headers: hostOf('emerald') });
    expect(pageScripts(home.body)).toEqual([
      '/assets/home-page-d4.js',
      '/assets/hours-b2.js',
      '/assets/map-c3.js',
    ]);
    // A phone's copy of the hero photo or the photo (decision 0106), as the page's <picture> offers them.
    expect(imagePreloads(home.body)).toEqual([
      expect.stringMatching(
        /^\/thumbs\/phone\/images\/emerald\/(.+)\.webp 800w, \/images\/emerald\/\1\.webp \d+w$/,
      ),
    ]);
    expect(home.body).toMatch(/<link rel="preload" as="image" type="image\/webp" fetchpriority="high"/);
    expect(home.body).not.toContain('rel="modulepreload"');
    const root = await t.app.inject({ url: '/', headers: hostOf('emerald') });
    expect(pageScripts(root.body)).toEqual(pageScripts(home.body));

    const menus = await t.app.inject({ url: '/menus', headers: hostOf('emerald') });
    expect(pageScripts(menus.body)).toEqual(['/assets/menus-page-f6.js', '/assets/hours-b2.js']);
    expect(imagePreloads(menus.body)).toEqual([]);
    // A route without a built page in the manifest, one turned off, and an unknown one name nothing.
    for (const [path, host] of [
      ['/contact', hostOf('emerald')],
      ['/locations', hostOf('prairiepie')],
      ['/no/such/page', hostOf('emerald')],
    ] as const) {
      const response = await t.app.inject({ url: path, headers: host });
      expect(pageScripts(response.body), path).toEqual([]);
      expect(imagePreloads(response.body), path).toEqual([]);
    }
  });

  it('writes the rules its markup uses into the page, and what the scripts start from after it', async () => {
    // Drawn by the browser here (no server entry in this build): its markup names no class.
    const menus = await t.app.inject({ url: '/menus', headers: hostOf('emerald') });
    expect(menus.body).toContain('<style>body{margin:0}</style>');
    expect(menus.body).not.toContain('rel="stylesheet"');
    // The page's own HTML first; the tenant (tens of KB) after it.
    const root = menus.body.indexOf('<div id="root">');
    expect(root).toBeGreaterThan(menus.body.indexOf('</head>'));
    expect(menus.body.indexOf('id="storefront-page"')).toBeGreaterThan(root);
  });

  it('embeds the tenant so that nothing in it can break out of the script element', async () => {
    await t.db.kysely
      .updateTable('announcements')
      .set({ title: '</script><script>alert(1)</script>' })
      .where('tenant_id', '=', (await tenantRowOf(t.db, 'prairiepie')).id)
      .execute();
    const response = await t.app.inject({ url: '/home', headers: hostOf('prairiepie') });
    expect(response.body).not.toContain('</script><script>alert(1)');
    const json = /<script id="storefront-page" type="application\/json">([\s\S]*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(json!).data.bootstrap.tenant.slug).toBe('prairiepie');
  });

  it('answers a host without a tenant with a 404 page', async () => {
    const response = await t.app.inject({ url: '/home', headers: { host: 'unknown-brand.localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No restaurant storefront answers at unknown-brand.localhost');
  });

  it('gives hashed assets a one-year immutable cache and images a long cache', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js', headers: { host: 'localhost' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    expect(asset.headers['cache-control']).toContain('immutable');
    const tenant = (
      await t.app.inject({ url: '/api/eater/tenants/goldenmaple', headers: { host: 'localhost' } })
    ).json();
    const image = await t.app.inject({ url: tenant.gallery[0].image.url, headers: { host: 'localhost' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/jpeg/);
    expect(image.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    const missing = await t.app.inject({
      url: '/images/goldenmaple/nope.jpg',
      headers: { host: 'localhost' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('compresses responses and sets security headers', async () => {
    const restaurantId = (
      await t.app.inject({ url: '/api/eater/tenants/goldenmaple', headers: { host: 'localhost' } })
    ).json().restaurants[0]._id;
    const response = await t.app.inject({
      url: `/api/eater/restaurants/${restaurantId}/menus`,
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const page = await t.app.inject({ url: '/home', headers: { host: 'localhost' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBeDefined();
  });
});

describe('search engines', () => {
  it('serves robots.txt and a sitemap per tenant, on the tenant’s own origin', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: hostOf('emerald') });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://emerald.localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /staff\n');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: hostOf('emerald') });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://emerald.localhost:3000/locations</loc>');
    const single = await t.app.inject({ url: '/sitemap.xml', headers: hostOf('prairiepie') });
    expect(single.body).toContain('/menus</loc>');
    expect(single.body).not.toContain('/locations</loc>');
    expect(single.body).not.toContain('/orderonline</loc>');
  });

  it('names the configured origin in robots.txt and the sitemap, whatever Host a request gives', async () => {
    // The tenant is found by the host's first label, so this host reaches Emerald Noodle House.
    const spoofed = { host: 'emerald.attacker.example' };
    const robots = await t.app.inject({ url: '/robots.txt', headers: spoofed });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://emerald.localhost:3000/sitemap.xml');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: spoofed });
    expect(sitemap.body).toContain('<loc>http://emerald.localhost:3000/locations</loc>');
    expect(sitemap.body).not.toContain('attacker');
  });

  it('puts Restaurant JSON-LD on home and locations and Menu JSON-LD on menus, with per-route titles', async () => {
    const jsonLdOf = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      );
    const home = await t.app.inject({ url: '/home', headers: hostOf('emerald') });
    const restaurants = jsonLdOf(home.body);
    expect(restaurants).toHaveLength(3);
    for (const ld of restaurants) {
      expect(ld['@type']).toBe('Restaurant');
      expect(ld.address.addressCountry).toBe('CA');
      expect(ld.openingHoursSpecification.length).toBeGreaterThan(0);
    }
    const menus = await t.app.inject({ url: '/menus', headers: hostOf('goldenmaple') });
    const [menu] = jsonLdOf(menus.body);
    expect(menu['@type']).toBe('Menu');
    expect(menu.hasMenuSection.length).toBeGreaterThan(0);
    expect(menus.body).toMatch(/<title>Menu \| Golden Maple Bistro<\/title>/);
  });

  it('keeps a "$" in tenant text literal in the HTML', async () => {
    await t.db.kysely
      .updateTable('tenants')
      .set({ name: 'Pies $& More' })
      .where('slug', '=', 'prairiepie')
      .execute();
    const response = await t.app.inject({ url: '/home', headers: hostOf('prairiepie') });
    expect(response.body).toContain('Pies $&amp; More');
    expect(response.body).toContain('"name":"Pies $& More"');
  });
});
