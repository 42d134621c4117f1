import type { Locator, Page } from '@playwright/test';
import { STAFF_ROUTES, STOREFRONT_ROUTES } from '@storefront/domain';
import { accessibilityViolations, expect as baseExpect, tenantUrl, test } from './fixtures';
import { waitForMail } from './mail';
import {
  chooseTableTime,
  choose,
  fillGuest,
  openFirstItem,
  placeOrderByApi,
  runIndex,
  startOrder,
} from './steps';

/*
 * Accessibility in CI (issue 18 item 9): axe on every screen and state of the storefront and the staff
 * console, in both themes (Golden Maple Bistro is gold, Emerald Noodle House emerald) and at both
 * widths (the desktop and phone projects). Any serious or critical violation fails the build.
 *
 * The screens are walks through the app, one table each: a row reaches its screen from where the row
 * before left the page (a goto, or the click a diner makes to open a dialog or a step) and the walk
 * checks it there. A new screen is one row; the coverage test below holds every route of the route
 * tables to a row. Each walk is one test on one page, so the whole check costs a few page loads per row.
 * Screens are found by role, label and address only, so the layout may change under them.
 */

// Two walks run at once on CI's two cores, each drawing screens and running axe on them.
const expect = baseExpect.configure({ timeout: 30_000 });

type Tenant = 'goldenmaple' | 'emerald';
type Route = keyof typeof STOREFRONT_ROUTES | keyof typeof STAFF_ROUTES | 'not found';

interface Screen {
  /** What a failure names: the screen and its state. */
  name: string;
  /** The route the screen is on (the coverage test reads it). */
  route: Route;
  /** Reaches the screen from where the walk is and waits until it is drawn. */
  visit: (page: Page, tenant: Tenant, walk: Walk) => Promise<void>;
  /** Only at these tenants (a setting only one of them has). */
  tenants?: Tenant[];
  /** Only at this width (the mobile menu is a phone's). */
  project?: 'phone' | 'desktop';
}

/** What a walk learns on the way and a later row needs. */
interface Walk {
  email: string;
  values: Record<string, string>;
}

const DEMO = { email: 'demo@example.com', password: 'demo-pass-2026', name: 'Jordan Tremblay' };
const OWNER: Record<Tenant, string> = {
  goldenmaple: 'owner@goldenmaple.example.ca',
  emerald: 'staff@emerald.example.ca',
};
const ADDRESS: Record<Tenant, { typed: string; option: RegExp }> = {
  goldenmaple: { typed: '301 20th', option: /301 20th St W/ },
  emerald: { typed: 'Kensing', option: /1410 Kensington Rd NW/ },
};

const heading = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });

/** Waits until the page's main heading is drawn and nothing says it is still loading. */
async function drawn(page: Page, name?: string | RegExp): Promise<void> {
  await expect(heading(page, name).first()).toBeVisible();
  // A map below the fold says 'Loading map…' until it is scrolled to (drawMaps).
  await expect(page.getByText(/^Loading(?! map)/).filter({ visible: true })).toHaveCount(0);
}

/** Opens a path of the tenant's storefront (or console) and waits for it, its maps drawn. */
function open(path: string, name?: string | RegExp): (page: Page, tenant: Tenant) => Promise<void> {
  return async (page, tenant) => {
    await page.goto(tenantUrl(tenant, path));
    await drawn(page, name);
    await drawMaps(page);
  };
}

/** Brings every map on the page into view so Leaflet draws it (tiles and attribution), then back up. */
async function drawMaps(page: Page): Promise<void> {
  const maps = page.getByRole('region', { name: /^Map (of|showing)/ });
  for (const map of await maps.all()) {
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-control-attribution')).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A screen that is its address as it first draws. */
const at = (name: string, route: Route, path: string = route, heading?: string): Screen => ({
  name,
  route,
  visit: open(path, heading),
});

/** A state that a button of the screen the walk is on opens: the button pressed, what it shows waited for. */
const pressed = (
  name: string,
  route: Route,
  button: string,
  shows: (page: Page) => Locator,
  only: Pick<Screen, 'project'> = {},
): Screen => ({
  name,
  route,
  ...only,
  visit: async (page) => {
    await page.getByRole('button', { name: button }).click();
    await expect(shows(page)).toBeVisible();
  },
});

const dialog = (page: Page, name?: string | RegExp): Locator =>
  page
    .getByRole('dialog', name ? { name } : {})
    .or(page.getByRole('alertdialog', name ? { name } : {}))
    .filter({ visible: true });

/** /orderonline, its first screen. */
async function startOrderHere(page: Page, tenant: Tenant): Promise<void> {
  await startOrder(page, tenant);
  await drawn(page, 'Start Your Order');
}
/** The storefront as a guest browses it: pages, their states, popups and the booking of a table. */
const BROWSING: Screen[] = [
  at('home', '/home'),
  pressed(
    'home, the main menu open',
    '/home',
    'Open menu',
    (page) => page.getByRole('navigation', { name: 'Main mobile' }),
    { project: 'phone' },
  ),
  {
    name: 'home, the announcements expanded',
    route: '/home',
    project: 'phone',
    visit: async (page) => {
      await page.getByRole('button', { name: 'Close menu' }).click();
      const bar = page.getByRole('complementary', { name: 'Announcements' });
      await bar.getByRole('button', { name: 'More' }).click();
      await expect(bar.getByRole('button', { name: 'Less' })).toBeVisible();
    },
  },
  {
    name: 'home, the welcome popup',
    route: '/home',
    tenants: ['goldenmaple'],
    visit: async (page) => {
      await page.goto(tenantUrl('goldenmaple', '/home?cameFromOldSite=true'));
      await expect(dialog(page, /Welcome/)).toBeVisible();
    },
  },
  {
    name: 'locations, with the map',
    route: '/locations',
    tenants: ['emerald'],
    visit: open('/locations'),
  },
  {
    name: 'menus',
    route: '/menus',
    visit: async (page, tenant) => {
      await open('/menus')(page, tenant);
      // Emerald has three locations: its menus ask which one first (the chooser is checked too).
      if (tenant === 'emerald') {
        expect.soft(await accessibilityViolations(page), 'the menus location chooser at emerald').toEqual([]);
        await page.getByRole('button', { name: 'Order from This Location' }).first().click();
      }
      await expect(page.getByRole('search', { name: 'Menu' })).toBeVisible();
    },
  },
  {
    name: 'menus, searched and filtered',
    route: '/menus',
    visit: async (page) => {
      const search = page.getByRole('search', { name: 'Menu' });
      await search.getByRole('button', { name: 'Vegetarian' }).click();
      await search.getByText('Avoid allergens').click();
      await search.getByRole('checkbox').first().check();
      await expect(search.getByRole('status')).toHaveText(/match/);
    },
  },
  {
    name: 'menus, the Promotions tab',
    route: '/menus',
    visit: async (page, tenant) => {
      await open('/menus')(page, tenant);
      await page.getByRole('tab', { name: 'Promotions' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    },
  },
  {
    name: 'dine-in menu',
    route: '/dinein',
    visit: async (page, tenant) => {
      await open('/dinein')(page, tenant);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  at('promotions', '/promotions'),
  at('gallery', '/gallery'),
  at('contact', '/contact'),
  {
    name: 'contact, fields missing or wrong',
    route: '/contact',
    visit: async (page) => {
      // Send stays disabled until the form is touched; a field's message shows once it is left.
      await page.getByLabel('Email', { exact: true }).fill('avery@example');
      await page.getByLabel('Subject', { exact: true }).focus();
      await page.getByLabel('Message', { exact: true }).focus();
      await expect(page.getByText('Invalid email address')).toBeVisible();
      await expect(page.getByText('Please enter subject')).toBeVisible();
    },
  },
  at('reservation', '/reservation', '/reservation', 'Reserve Your Table'),
  pressed('reservation, every field missing', '/reservation', 'Reserve Table', (page) =>
    page.getByText('Please enter name'),
  ),
  {
    name: 'reservation, booked',
    route: '/reservation',
    visit: async (page, _tenant, walk) => {
      const location = page.getByLabel('Location', { exact: true });
      if (await location.count()) await location.selectOption({ index: 1 });
      await chooseTableTime(page, 2, 3 + runIndex());
      await page.getByLabel('Name', { exact: true }).fill('Sam Axe');
      await page.getByLabel('Email', { exact: true }).fill(walk.email);
      await page.getByLabel('Phone', { exact: true }).fill('3065550123');
      await page.getByRole('button', { name: 'Reserve Table' }).click();
      await expect(heading(page, 'Thank You, Sam Axe!')).toBeVisible();
    },
  },
  // A phone order's card link cut short (the whole link: phone-orders.spec.ts, with its own axe pass).
  at('a payment link that is not complete', '/pay', '/pay', 'Pay for Your Order'),
  {
    name: 'manage a reservation from its mail',
    route: '/reservation/manage',
    visit: async (page, tenant, walk) => {
      const mail = await waitForMail(walk.email, (m) => /reservation\/manage\?token=/.test(m.text));
      const link = mail.text.match(/\/reservation\/manage\?token=[^\s>)"]+/)![0];
      await open(link)(page, tenant);
    },
  },
  pressed('manage a reservation, choosing another time', '/reservation/manage', 'Change Time', (page) =>
    page.getByRole('combobox', { name: 'New Time' }),
  ),
  at('order ahead', '/orderahead', '/orderahead', 'Order Ahead'),
  at('gift cards', '/gift', '/gift', 'Gift Cards'),
  {
    name: 'a gift card',
    route: '/gift/:id',
    visit: async (page) => {
      await page
        .getByRole('main')
        .getByRole('link', { name: /Holiday bundle/ })
        .click();
      await drawn(page, /Holiday bundle/);
    },
  },
  {
    name: 'gift card checkout, every field missing',
    route: '/gift-checkout',
    visit: async (page) => {
      await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
      await drawn(page, 'Secure Checkout');
      await page.getByRole('button', { name: /COMPLETE ORDER/ }).click();
      await expect(page.getByText('Please enter your first name')).toBeVisible();
    },
  },
  {
    name: 'gift card order confirmed',
    route: '/gift-checkout',
    visit: async (page, _tenant, walk) => {
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('heading', { name: 'Guest Checkout' }) });
      await fillGuest(form, { first: 'Sam', last: 'Axe', email: walk.email, phone: '3065550123' });
      await page.getByRole('button', { name: /COMPLETE ORDER/ }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    },
  },
  at('register', '/register'),
  pressed('register, every field missing', '/register', 'Register', (page) =>
    page.getByText('Please enter a first name'),
  ),
  at('log in', '/login'),
  {
    name: 'log in, refused',
    route: '/login',
    visit: async (page, _tenant, walk) => {
      await page.getByLabel('Email').fill(walk.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  at('forgot password', '/forgot-password'),
  at('reset password', '/reset-password', '/reset-password?token=not-a-token'),
  at('a page that is not there', 'not found', '/no-such-page', 'Page Not Found'),
];

/** An order from the first choice to its status page, with the order flow's dialogs open. */
const ORDERING: Screen[] = [
  {
    name: 'order online, choosing the location',
    route: '/orderonline',
    tenants: ['emerald'],
    visit: open('/orderonline'),
  },
  {
    name: 'order online, Pick Up or Delivery',
    route: '/orderonline',
    visit: startOrderHere,
  },
  {
    name: 'delivery address, the suggestions open',
    route: '/deliveryaddress',
    visit: async (page, tenant) => {
      await page.getByRole('button', { name: /Delivery/ }).click();
      await drawn(page);
      await page.getByRole('combobox', { name: /Delivery address/ }).fill(ADDRESS[tenant].typed);
      await expect(page.getByRole('option', { name: ADDRESS[tenant].option }).first()).toBeVisible();
    },
  },
  {
    name: 'delivery address, chosen',
    route: '/deliveryaddress',
    visit: async (page, tenant) => {
      await page.getByRole('option', { name: ADDRESS[tenant].option }).first().click();
      await expect(page.getByText(/deliver/i).first()).toBeVisible();
    },
  },
  {
    name: 'pickup time, as soon as possible',
    route: '/pickuptime',
    visit: async (page, tenant) => {
      await startOrderHere(page, tenant);
      await page.getByRole('button', { name: /Pick Up/ }).click();
      await drawn(page);
      await choose(page, /ASAP/);
    },
  },
  {
    name: 'pickup time, for later',
    route: '/pickuptime',
    visit: async (page) => {
      await choose(page, /Pre-order For Later/);
      await expect(page.locator('input[name="pickupDate"]').first()).toBeAttached();
    },
  },
  {
    name: 'build your order',
    route: '/buildorder',
    visit: async (page) => {
      await choose(page, /ASAP/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await drawn(page);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'build your order, an item open',
    route: '/buildorder',
    visit: async (page) => void (await openFirstItem(page)),
  },
  {
    name: 'the cart drawer',
    route: '/buildorder',
    visit: async (page) => {
      await dialog(page)
        .getByRole('button', { name: /Add to Cart/i })
        .click();
      await expect(dialog(page)).toHaveCount(0);
      await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
      await expect(dialog(page, /Your Cart/)).toBeVisible();
    },
  },
  {
    name: 'the cart',
    route: '/cart',
    visit: async (page) => {
      await dialog(page, /Your Cart/)
        .getByRole('link', { name: /View Cart|Cart/ })
        .first()
        .click();
      await drawn(page);
    },
  },
  {
    name: 'menus, an item open in place',
    route: '/menus',
    visit: async (page, tenant) => {
      await open('/menus')(page, tenant);
      await openFirstItem(page);
    },
  },
  {
    name: 'checkout, review',
    route: '/checkout',
    visit: async (page, tenant) => {
      await page.goto(tenantUrl(tenant, '/checkout'));
      await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
    },
  },
  pressed('checkout, asked to cancel', '/checkout', 'Cancel order', (page) => dialog(page)),
  {
    name: 'checkout, secure checkout',
    route: '/checkout',
    visit: async (page) => {
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
    },
  },
  {
    name: 'order placed',
    route: '/checkout',
    visit: async (page, _tenant, walk) => {
      const form = page.getByRole('form', { name: 'Guest Checkout' });
      await fillGuest(form, { first: 'Sam', last: 'Axe', email: walk.email, phone: '3065550123' });
      await page.getByRole('button', { name: /Complete Order/ }).click();
      await expect(page.getByText(/Thank you/i).first()).toBeVisible();
    },
  },
  {
    name: 'order status',
    route: '/order',
    visit: async (page) => {
      await page.getByRole('link', { name: 'View order status' }).click();
      await drawn(page);
    },
  },
];

/** The member area of the demo member, then member checkout, signing out and a friend's referral. */
const MEMBER: Screen[] = [
  {
    name: 'my account',
    route: '/profile',
    visit: async (page, tenant, walk) => {
      await page.goto(tenantUrl(tenant, '/login'));
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password').fill(DEMO.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await drawn(page);
      const invite = page.getByRole('region', { name: 'Invite Your Friends' });
      if (await invite.count())
        walk.values.referral = new URL(
          (await invite.getByText(/\/referral\//).textContent())!.match(/https?:\/\/\S+/)![0],
        ).pathname;
    },
  },
  at('update profile', '/profile/update-profile'),
  at('payment methods', '/profile/payment-methods'),
  {
    name: 'payment methods, adding a card',
    route: '/profile/payment-methods',
    visit: async (page) => {
      await page.getByRole('button', { name: /Add/ }).first().click();
      await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible();
    },
  },
  at('change password', '/profile/change-password'),
  at('order history', '/profile/orders'),
  at('my coupons', '/profile/coupons'),
  at('my gift cards', '/profile/giftcards'),
  at('my reservations', '/profile/reservations'),
  {
    name: 'menus, the Reorder tab',
    route: '/menus',
    visit: async (page, tenant) => {
      await open('/menus')(page, tenant);
      // Emerald has three locations: its menus ask which one first.
      if (tenant === 'emerald')
        await page.getByRole('button', { name: 'Order from This Location' }).first().click();
      await page.getByRole('tab', { name: /Reorder/i }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    },
  },
  {
    name: 'log out',
    route: '/logout',
    visit: async (page, tenant) => {
      await page.goto(tenantUrl(tenant, '/logout'));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
  },
  {
    name: 'a friend’s referral',
    route: '/referral/:token',
    tenants: ['goldenmaple'],
    visit: async (page, tenant, walk) => {
      await open(walk.values.referral!)(page, tenant);
      await expect(page.getByText('Referred By')).toBeVisible();
    },
  },
];

/** The staff console as the tenant's owner: the board with an order, bookings, staff, loyalty, settings. */
const CONSOLE: Screen[] = [
  at('staff sign in', '/staff/login'),
  at('staff invitation', '/staff/invite', '/staff/invite?token=not-a-token'),
  {
    name: 'the order board',
    route: '/staff',
    visit: async (page, tenant) => {
      await page.goto(tenantUrl(tenant, '/staff/login'));
      await page.getByLabel('Email').fill(OWNER[tenant]);
      await page.getByLabel('Password').fill('staff-pass-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await drawn(page);
      await expect(page.getByRole('region', { name: /^Received/ })).toBeVisible();
    },
  },
  {
    name: 'the order board, rejecting an order',
    route: '/staff',
    tenants: ['goldenmaple'],
    visit: async (page) => {
      const { orderNumber } = await placeOrderByApi(page.request, {
        customer: { firstName: 'Sam', lastName: 'Axe', email: 'sam.axe@example.com', phone: '3065550123' },
      });
      const card = page
        .getByRole('region', { name: /^Received/ })
        .getByRole('article', { name: new RegExp(`Order #${orderNumber}(?!\\d)`) });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByRole('dialog').or(card.getByRole('textbox')).first()).toBeVisible();
    },
  },
  at('reservations', '/staff/reservations'),
  // Its tickets, struck lines and bumps: kitchen-display.spec.ts checks them with their own axe pass.
  at('kitchen display', '/staff/kitchen'),
  at('staff accounts', '/staff/accounts'),
  // Its dialog and card link: phone-orders.spec.ts checks them with their own axe pass.
  at('a new phone order', '/staff/phone-order'),
  {
    name: 'loyalty at the counter, a member found',
    route: '/staff/loyalty',
    tenants: ['goldenmaple'],
    visit: async (page, tenant) => {
      await open('/staff/loyalty')(page, tenant);
      await page.getByLabel('Member code, email or phone').fill(DEMO.email);
      await page.getByRole('button', { name: 'Find member' }).click();
      await expect(page.getByRole('region', { name: DEMO.name })).toBeVisible();
    },
  },
  at('settings', '/staff/settings'),
  at('settings: reports', '/staff/settings/reports'),
  at('settings: menus', '/staff/settings/menus'),
  at('settings: locations', '/staff/settings/locations'),
  at('settings: promotions', '/staff/settings/promotions'),
  pressed('settings: a new promotion', '/staff/settings/promotions', 'New promotion', (page) =>
    page.getByRole('form', { name: 'New promotion' }),
  ),
  {
    // Its items are picked from the menu: the search and the check boxes.
    name: 'settings: a new Buy one, get one free promotion',
    route: '/staff/settings/promotions',
    visit: async (page) => {
      await page.getByLabel('Type').selectOption('Buy one, get one free');
      await expect(
        page
          .getByRole('group', { name: /^Eligible items/ })
          .getByRole('checkbox')
          .first(),
      ).toBeVisible();
    },
  },
  at('settings: brand', '/staff/settings/brand'),
  at('settings: customers', '/staff/settings/customers'),
  at('settings: payments', '/staff/settings/payments'),
  // Its texts of an order: texts.spec.ts checks them with their own axe pass.
  at('settings: messages', '/staff/settings/messages'),
  // An endpoint's secret and delivery log: webhooks.spec.ts checks them with their own axe pass.
  at('settings: webhooks', '/staff/settings/webhooks'),
  // A printer's form and the board's printer banner: printers.spec.ts checks them with their own axe pass.
  at('settings: printers', '/staff/settings/printers'),
  at('settings: activity', '/staff/settings/activity'),
];

test.use({ actionTimeout: 30_000 });

const WALKS = { browsing: BROWSING, ordering: ORDERING, member: MEMBER, console: CONSOLE };

/** Map tiles are drawn from a blank image, so a map is the map (with its attribution) even offline. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/**
 * At a phone's width each walk runs at one of the two tenants, two walks in each theme: both themes
 * are walked at both widths, and a walk (one to three minutes) runs three times in CI, not four.
 */
const PHONE_TENANT: Record<keyof typeof WALKS, Tenant> = {
  browsing: 'emerald',
  ordering: 'goldenmaple',
  member: 'emerald',
  console: 'goldenmaple',
};

for (const [walkName, screens] of Object.entries(WALKS) as [keyof typeof WALKS, Screen[]][]) {
  for (const tenant of ['goldenmaple', 'emerald'] as const) {
    const widths = PHONE_TENANT[walkName] === tenant ? '' : ' @desktop';
    test(`axe finds nothing serious: ${walkName} at ${tenant}${widths}`, async ({ page }) => {
      // A minute a screen at most (drawing it and axe on it; a page of many times takes axe a while).
      test.setTimeout(screens.length * 60_000);
      const project = test.info().project.name;
      await page.route(/tile\.openstreetmap\.org/, (route) =>
        route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
      );
      const walk: Walk = {
        email: `axe-${walkName}-${tenant}-${project}-${Date.now().toString(36)}@example.com`,
        values: {},
      };
      for (const screen of screens) {
        if (screen.tenants && !screen.tenants.includes(tenant)) continue;
        if (screen.project && screen.project !== project) continue;
        await test.step(screen.name, async () => {
          await screen.visit(page, tenant, walk);
          expect.soft(await accessibilityViolations(page), `${screen.name} at ${tenant}`).toEqual([]);
        });
      }
    });
  }
}

test('every route of the storefront and the staff console is a screen of a walk', () => {
  const covered = new Set(Object.values(WALKS).flatMap((screens) => screens.map((s) => s.route)));
  const routes = [
    ...Object.entries(STOREFRONT_ROUTES)
      .filter(([, route]) => !('redirectTo' in route))
      .map(([path]) => path),
    ...Object.keys(STAFF_ROUTES),
  ];
  expect(routes.filter((path) => !covered.has(path as Route))).toEqual([]);
});

/** Presses Tab (Shift+Tab with `back`) until one of `targets` has focus, as a keyboard user does. */
async function tabTo(page: Page, targets: Locator, { back = false, max = 200 } = {}): Promise<void> {
  await expect(targets.first()).toBeAttached();
  for (let presses = 0; presses <= max; presses++) {
    const focused = await targets.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${targets.toString()}`);
}

/** The new page's title is the document's and the navigation announcer's (issue 18 item 3). */
async function expectAnnounced(page: Page, title: string): Promise<void> {
  const full = `${title} | Golden Maple Bistro`;
  await expect(page).toHaveTitle(full);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: full })).toHaveCount(1);
}

/** Counts every pointer press on the page, so a test can show that nothing was clicked. */
async function countPointerPresses(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { pointerPresses: number };
    w.pointerPresses = 0;
    window.addEventListener('pointerdown', () => w.pointerPresses++, true);
    window.addEventListener('mousedown', () => w.pointerPresses++, true);
  });
  return () => page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses);
}

test('by keyboard alone a diner orders for pickup and pays at the counter @desktop', async ({ page }) => {
  test.setTimeout(240_000);
  const pointerPresses = await countPointerPresses(page);
  await page.goto(tenantUrl('goldenmaple', '/home'));
  await drawn(page);
  const main = page.getByRole('main');

  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order Online' }),
  );
  await page.keyboard.press('Enter');
  await expectAnnounced(page, 'Order Online');
  await tabTo(page, main.getByRole('button', { name: /Pick Up/ }));
  await page.keyboard.press('Enter');

  await expectAnnounced(page, 'Pickup Time');
  // Into the radio group, then the arrows choose.
  const asap = page.getByRole('radio', { name: /ASAP/ });
  await tabTo(page, page.getByRole('radio', { name: /ASAP|Pre-order For Later/ }));
  for (let i = 0; i < 3 && !(await asap.isChecked()); i++) await page.keyboard.press('ArrowUp');
  await expect(asap).toBeChecked();
  await tabTo(page, main.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expectAnnounced(page, 'Build Your Order');
  const item = main.locator('article button[aria-haspopup="dialog"]').filter({ visible: true }).first();
  await tabTo(page, item);
  // Escape closes the item's dialog and gives focus back to the item; Enter opens it again.
  await page.keyboard.press('Enter');
  const itemDialog = page.getByRole('dialog');
  await expect(itemDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(itemDialog).toBeHidden();
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, itemDialog.getByRole('button', { name: /Add to Cart/i }));
  await page.keyboard.press('Enter');
  await expect(itemDialog).toBeHidden();
  // The order's summary, with Checkout, comes before the menu.
  await tabTo(page, page.getByRole('button', { name: 'Checkout', exact: true }).filter({ visible: true }), {
    back: true,
  });
  await page.keyboard.press('Enter');

  await expectAnnounced(page, 'Checkout');
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Guest Checkout' });
  for (const [label, value] of [
    ['First name', 'Kay'],
    ['Last name', 'Board'],
    ['Email', `kay.board-${Date.now().toString(36)}@example.com`],
    ['Phone', '3065550166'],
  ] as const) {
    await tabTo(page, form.getByLabel(label));
    await page.keyboard.type(value);
  }
  const counter = page.getByRole('radio', { name: 'Pay at Pickup' });
  await tabTo(page, page.getByRole('radio', { name: /^Pay/ }));
  for (let i = 0; i < 3 && !(await counter.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(counter).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /Complete Order/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
  await expect(page.getByText(/^#\d{4}$/).first()).toBeVisible();

  expect(await pointerPresses()).toBe(0);
});

test('by keyboard alone a diner books a table @desktop', async ({ page }) => {
  test.setTimeout(240_000);
  const pointerPresses = await countPointerPresses(page);
  await page.goto(tenantUrl('goldenmaple', '/reservation'));
  await drawn(page, 'Reserve Your Table');
  const main = page.getByRole('main');
  // A closed select takes the arrows: the day after tomorrow, its third time.
  for (const [label, presses] of [
    ['Date', 3],
    ['Time', 3],
    ['Party Size', 1],
  ] as const) {
    const select = main.getByLabel(label, { exact: true });
    await expect(select).toBeEnabled();
    await tabTo(page, select);
    for (let i = 0; i < presses; i++) await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('');
  }
  for (const [label, value] of [
    ['Name', 'Kay Board'],
    ['Email', `kay.table-${Date.now().toString(36)}@example.com`],
    ['Phone', '3065550166'],
  ] as const) {
    await tabTo(page, main.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, main.getByRole('button', { name: 'Reserve Table' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You, Kay Board!' })).toBeFocused();

  expect(await pointerPresses()).toBe(0);
});
