import type { Page } from '@playwright/test';
import { appStarted, expect, expectAccessible, tenantUrl, test } from './fixtures';

/*
 * The browsing storefront (issue 3) in the three demo tenants: Golden Maple Bistro (one location,
 * every feature on), Emerald Noodle House (three locations) and Prairie Pie Co. (every feature off).
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The main navigation as the viewport shows it (the mobile menu is opened first on phones). */
async function mainNav(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('navigation', { name: 'Main mobile' });
  }
  return page.getByRole('navigation', { name: 'Main', exact: true });
}

test.describe('shell', () => {
  test('navigation links are gated by each tenant’s settings', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/home'));
    let nav = await mainNav(page);
    for (const name of [
      'Home',
      'Menus',
      'Order Online',
      'Promotions',
      'Reservation',
      'Gift Cards',
      'Gallery',
      'Contact',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Locations' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Account/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();

    await page.goto(tenantUrl('emerald', '/home'));
    nav = await mainNav(page);
    await expect(nav.getByRole('link', { name: 'Locations' })).toBeVisible();

    await page.goto(tenantUrl('prairiepie', '/home'));
    nav = await mainNav(page);
    for (const name of ['Order Online', 'Promotions', 'Reservation', 'Gift Cards', 'Locations']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: /Account/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
  });

  // Tagged @phone: it runs in the phone project only, where the mobile menu exists.
  test('the mobile menu opens, is keyboard operable and closes with Escape @phone', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/home'));
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main mobile' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(nav).toBeHidden();
  });

  test('announcements turn markdown links, web addresses, e-mails and phone numbers into links', async ({
    page,
  }) => {
    await page.goto(tenantUrl('goldenmaple', '/home'));
    const bar = page.getByRole('complementary', { name: 'Announcements' });
    await expect(bar).toBeVisible();
    const hrefs = await bar
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => h.startsWith('/'))).toBe(true);
    expect(hrefs.some((h) => /^https:\/\//.test(h))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((h) => /^tel:\+1\d{10}$/.test(h))).toBe(true);
    expect(await bar.locator('script, img, iframe').count()).toBe(0);
  });

  test('the root goes to /home and an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto(tenantUrl('emerald', '/'));
    await expect(page).toHaveURL(/\/home$/);
    const response = await page.goto(tenantUrl('emerald', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('gating: a route whose setting is off shows Page Not Found', () => {
  for (const path of ['/locations', '/promotions']) {
    test(`${path} at Prairie Pie Co.`, async ({ page }) => {
      const response = await page.goto(tenantUrl('prairiepie', path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    });
  }

  test('/locations is not there for a single-location tenant', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/locations'));
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('no dead ends', () => {
  test('Page Not Found links only to pages the tenant has', async ({ page }) => {
    await page.goto(tenantUrl('prairiepie', '/no-such-page'));
    const links = page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'Menus', 'Contact']);
    await page.goto(tenantUrl('goldenmaple', '/no-such-page'));
    await expect(links).toHaveText(['Home', 'Order Online', 'Menus', 'Contact']);
    await page.goto(tenantUrl('emerald', '/no-such-page'));
    await expect(links).toHaveText(['Home', 'Order Online', 'Menus', 'Locations', 'Contact']);
  });

  test('an old order link at a tenant that takes no orders online shows how to reach it', async ({
    page,
  }) => {
    await page.goto(tenantUrl('prairiepie', '/order?id=0123456789abcdef01234567'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Online Ordering Temporarily Unavailable' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Phone: (204) 555-0117' })).toHaveAttribute('href', /^tel:/);
    await expect(main.getByText('Tuesday')).toBeVisible();
    await expectAccessible(page);
  });

  test('a location whose online ordering is paused cannot be chosen to order', async ({ page }) => {
    await page.goto(tenantUrl('emerald', '/orderonline'));
    const paused = page.getByRole('button', { name: 'Online Ordering Paused' });
    await expect(paused).toHaveCount(1);
    await expect(paused).toBeDisabled();
    await expect(page.getByRole('button', { name: /Continue with This Location/ })).toHaveCount(2);
  });
});

test.describe('home', () => {
  test('one location: hero buttons, promotions, signature dishes and Visit Us', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Golden Maple Bistro' })).toBeVisible();
    for (const name of ['Order Now', 'Buy Gift Card', 'Make Reservation']) {
      await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View All Promotions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visit Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await expect(page.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:/);
  });

  test('the promotions carousel advances by itself, and pauses for the control, hover, focus and reduced motion (WCAG 2.2.2)', async ({
    page,
  }) => {
    await page.goto(tenantUrl('goldenmaple', '/home'));
    const carousel = page.getByRole('group', { name: 'Current promotions' });
    const position = carousel.getByText(/^Slide \d of 2$/);
    await expect(position).toHaveText('Slide 1 of 2');
    // The spec's pace: a slide a second.
    await expect(position).toHaveText('Slide 2 of 2', { timeout: 3_000 });
    await expect(carousel.getByRole('group', { name: '2 of 2' })).toBeVisible();

    // The Pause control stops it; its position is then announced politely.
    const pause = carousel.getByRole('button', { name: 'Pause' });
    await pause.click();
    await expectAccessible(page);
    await expect(carousel.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    const stopped = await position.textContent();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.waitForTimeout(2_500);
    await expect(position).toHaveText(stopped!);
    await expect(position).toHaveAttribute('aria-live', 'polite');
    await carousel.getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();

    // Hovering stops it.
    await carousel.hover();
    const hovered = await position.textContent();
    await page.waitForTimeout(2_500);
    await expect(position).toHaveText(hovered!);
    await page.mouse.move(0, 0);

    // Focus inside stops it, and Next moves by hand.
    await carousel.getByRole('button', { name: 'Next promotion' }).focus();
    const focused = await position.textContent();
    await page.waitForTimeout(2_500);
    await expect(position).toHaveText(focused!);
  });

  test('with reduced motion the promotions carousel does not move by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(tenantUrl('goldenmaple', '/home'));
    const position = page.getByRole('group', { name: 'Current promotions' }).getByText(/^Slide \d of 2$/);
    await expect(position).toHaveText('Slide 1 of 2');
    await page.waitForTimeout(2_500);
    await expect(position).toHaveText('Slide 1 of 2');
    await page.getByRole('button', { name: 'Next promotion' }).click();
    await expect(position).toHaveText('Slide 2 of 2');
  });

  test('several locations: the location grid with its buttons', async ({ page }) => {
    await page.goto(tenantUrl('emerald', '/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Emerald Noodle House' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View Menu/ }).first()).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 3,
        name: /^Emerald Noodle House (Kensington|Whyte Ave|Downtown Regina)$/,
      }),
    ).toHaveCount(3);
  });

  test('with gift cards off the hero offers View Menu, and nothing gated shows', async ({ page }) => {
    await page.goto(tenantUrl('prairiepie', '/home'));
    await expect(page.getByRole('link', { name: 'View Menu', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Order Now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Buy Gift Card' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View All Promotions' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('locations', () => {
  test('choosing a location saves the cookie and updates the location bar', async ({ page, context }) => {
    await page.goto(tenantUrl('emerald', '/locations'));
    await expect(page.getByText('Please select a location to continue')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/\+\d+ more special dates/).first()).toBeVisible();
    // The server's button does nothing until the app has started (a tap then is lost; issue 28).
    await appStarted(page);
    await page.getByRole('button', { name: 'SELECT LOCATION' }).first().click();
    await expect(page.getByText('Current Location').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change Location' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'selectedLocation');
    expect(decodeURIComponent(cookie?.value ?? '').split('|')).toHaveLength(3);
  });
});

test.describe('menus', () => {
  test('a single location shows its menus with tabs, sections, prices, tags and the sold-out note', async ({
    page,
  }) => {
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    const tabs = page.getByRole('tablist').first();
    await expect(tabs).toBeVisible();
    expect(await tabs.getByRole('tab').count()).toBeGreaterThan(1);
    await expect(tabs.getByRole('tab', { name: 'REORDER' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
    await expect(page.getByText(/Will be available again after/).first()).toBeAttached();

    await tabs.getByRole('tab', { name: 'REORDER' }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('link', { name: /log in/i })
        .first(),
    ).toBeVisible();
  });

  test('several locations and none chosen: the chooser first', async ({ page }) => {
    await page.goto(tenantUrl('emerald', '/menus'));
    await expect(
      page.getByText('Menu varies at different location, please select location to view menu.'),
    ).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('button', { name: /Order from This Location/ })
      .first()
      .click();
    await expect(page.getByRole('tablist').first()).toBeVisible();
  });

  test('dine-in shows the menus that are not for online ordering', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/dinein'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tablist').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('promotions and gallery', () => {
  test('promotions show conditions and how to redeem', async ({ page }) => {
    await page.goto(tenantUrl('goldenmaple', '/promotions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByText('Conditions').first()).toBeVisible();
    await expect(page.getByText('How to Redeem').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the gallery shows captioned webp images with jpg fallback, lazily', async ({ page }) => {
    await page.goto(tenantUrl('emerald', '/gallery'));
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const figure = page.locator('figure').first();
    await expect(figure.locator('figcaption')).not.toBeEmpty();
    await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp/);
    await expect(figure.locator('img')).toHaveAttribute('src', /\.jpg/);
    await expect(figure.locator('img')).toHaveAttribute('loading', 'lazy');
    await expectAccessible(page);
  });
});

/** Before `goto`: lets `adopted` tell when the page the server drew has become the app's. */
async function noteAdoption(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('storefront:adopted', () => Object.assign(window, { storefrontAdopted: true })),
  );
}

/** The page's scripts have run and adopted every part of the page the server drew. */
async function adopted(page: Page): Promise<void> {
  await page.waitForFunction(() => 'storefrontAdopted' in window);
}

test.describe('performance budget', () => {
  // Decision 0101: a page the server drew is read before its scripts download, so they wait for its
  // first paint; a tap on a button or words typed meanwhile are given again once the page is the app's.
  test('the scripts start once the page is painted, and a tap or a search made before them is not lost', async ({
    page,
  }) => {
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    let parsedWhenAsked: string | undefined;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      // Before decision 0101 the entry was asked for by the head, while the page was still 'loading'.
      parsedWhenAsked = await page.evaluate(() => document.readyState);
      await tapped;
      await route.continue();
    });
    await noteAdoption(page);
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('squash');
    const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, 0 items$/ });
    await cart.click();
    release();
    await adopted(page);
    await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
    await expect(search).toHaveValue('squash');
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 dish matches');
    expect(parsedWhenAsked).toMatch(/^(interactive|complete)$/);
  });

  // Issue 18 item 10: at most 120 KB gzipped each. Measured 68.2 KB on /home and 69.9 KB on /menus
  // (decision 0058: the production build runs on Preact), 125.7 and 127.3 KB on React before. A
  // page loads its own language's catalogue (issue 31): 90.1 and 95.9 KB in English, 103.2 and
  // 108.9 KB in French (the storefront's catalogue and the domain's messages).
  for (const [path, budget] of [
    ['/home', 120],
    ['/menus', 120],
    ['/fr/home', 120],
    ['/fr/menus', 120],
  ] as const) {
    test(`the JavaScript ${path} needs is at most ${budget} KB gzipped`, async ({ page }) => {
      // Each script's size is read when its response ends; all of them are summed once the page is adopted.
      const sizes: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          sizes.push(
            response.finished().then(async () => (await response.request().sizes()).responseBodySize),
          );
      });
      await noteAdoption(page);
      await page.goto(tenantUrl('goldenmaple', path));
      await adopted(page);
      const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      console.log(`${path}: ${(bytes / 1024).toFixed(1)} KB of JavaScript`);
      expect(bytes).toBeGreaterThan(10_000);
      expect(bytes).toBeLessThanOrEqual(budget * 1024);
    });
  }

  // Issue 18 item 10's CLS target (0.02), on a cold load. Emerald has several locations, so its
  // /menus opens on the location chooser: loaded after the first paint, it pushed the footer down a
  // phone's screen (1.24). And every element the server drew is adopted, none drawn anew: a part in
  // turns that drew two elements kept only its first (the header, in the bar's turn: 0.075).
  for (const [tenant, path] of [
    ['goldenmaple', '/home'],
    ['goldenmaple', '/menus'],
    ['emerald', '/home'],
    ['emerald', '/menus'],
    ['goldenmaple', '/gift'],
  ] as const) {
    test(`nothing shifts as ${tenant} ${path} loads`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The elements the server drew, listed before any script runs (module scripts run after
        // "interactive"); not the map's "Loading map…", which the map replaces once it has loaded.
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            Object.assign(window, {
              drawn: Array.from(
                document.querySelectorAll('#root *:not([aria-label="Map of our locations"] *)'),
              ),
            });
        });
      });
      await noteAdoption(page);
      await page.goto(tenantUrl(tenant, path), { waitUntil: 'networkidle' });
      await adopted(page);
      await expect(page.locator('footer')).toBeAttached();
      const { shifts, drawn, replaced } = await page.evaluate(() => {
        const { layoutShifts, drawn } = window as unknown as { layoutShifts: number[]; drawn: Element[] };
        return {
          shifts: layoutShifts,
          drawn: drawn.length,
          replaced: drawn
            .filter((element) => !element.isConnected)
            .map((element) => element.outerHTML.slice(0, 80)),
        };
      });
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
      expect(drawn).toBeGreaterThan(50);
      expect(replaced).toEqual([]);
    });
  }
});
