import { describe, expect, it } from 'vitest';
import type { GateInput } from './gates';
import {
  indexedStorefrontPaths,
  isKnownStorefrontPath,
  isStaffPath,
  openStorefrontRoute,
  pageModuleOf,
  serverDrawing,
  settingsSections,
  staffPages,
  STAFF_ROUTES,
  STOREFRONT_ROUTES,
  storefrontPages,
  storefrontRouteTitle,
  type StorefrontPath,
  type StorefrontRoute,
} from './routes';

function tenantWith(on: boolean): GateInput {
  return {
    settings: {
      online_ordering: on,
      online_reservation: on,
      membership: on,
      gift_card: on,
      coupon: on,
      loyalty_reward_program: on,
    },
    restaurants: on ? [{}, {}] : [{}],
    promotions: on ? [{}] : [],
    giftCardProducts: on ? [{}] : [],
  };
}
const allOn = tenantWith(true);
const allOff = tenantWith(false);

describe('the storefront route table', () => {
  it.each([
    ['/home', true, true],
    ['/menus', true, true],
    ['/contact', true, true],
    ['/promotions', true, false],
    ['/orderonline', true, false],
    ['/order/online', true, false],
    ['/reservation', true, false],
    ['/locations', true, false],
    ['/gift/abc', true, false],
    ['/profile/orders', true, false],
    ['/profile/payment-methods', true, false],
    ['/referral/tok', true, false],
    ['/', true, true],
    ['/home/', true, true],
    ['/nowhere', false, false],
    ['/gift/a/b', false, false],
    ['/orderahead', true, false],
    ['/profile/payment-methods', true, false],
  ])('%s: all on %s, all off %s', (path, on, off) => {
    expect(isKnownStorefrontPath(path, allOn)).toBe(on);
    expect(isKnownStorefrontPath(path, allOff)).toBe(off);
  });

  it.each([
    ['/', '/home'],
    ['/home/', '/home'],
    ['/gift/abc', '/gift/:id'],
    ['/order/online', '/order/online'],
    ['/nowhere', undefined],
  ])('%s is the route %s', (path, route) => {
    expect(openStorefrontRoute(path, allOn)).toBe(route);
  });

  it('opens /orderahead only where both online ordering and online reservation are on', () => {
    const only = (online_ordering: boolean, online_reservation: boolean) => ({
      ...allOn,
      settings: { ...allOn.settings, online_ordering, online_reservation },
    });
    expect(isKnownStorefrontPath('/orderahead', only(true, true))).toBe(true);
    expect(isKnownStorefrontPath('/orderahead', only(true, false))).toBe(false);
    expect(isKnownStorefrontPath('/orderahead', only(false, true))).toBe(false);
  });

  it('a gated-off route is no route (it shows Page Not Found)', () => {
    expect(openStorefrontRoute('/locations', allOn)).toBe('/locations');
    expect(openStorefrontRoute('/locations', allOff)).toBeUndefined();
  });

  it('titles a route by its path, `:param` segments included, the root as home', () => {
    expect(storefrontRouteTitle('/menus/')).toBe('Menu');
    expect(storefrontRouteTitle('/')).toBe('');
    expect(storefrontRouteTitle('/cart')).toBe('Your Order');
    expect(storefrontRouteTitle('/gift/abc123')).toBe('Gift Card');
    expect(storefrontRouteTitle('/nowhere')).toBeUndefined();
  });

  it('gives every page but home a document title of its own', () => {
    const titleOf = (path: StorefrontPath): string | undefined =>
      (STOREFRONT_ROUTES[path] as StorefrontRoute).title;
    const paths = storefrontPages().map(([path]) => path);
    expect(paths.filter((path) => path !== '/home' && !titleOf(path))).toEqual([]);
    const titles = paths.map(titleOf);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('indexes only the open routes marked for search engines', () => {
    expect(indexedStorefrontPaths(allOff)).toEqual(['/home', '/menus', '/gallery', '/contact']);
    expect(indexedStorefrontPaths(allOn)).toContain('/gift');
    expect(indexedStorefrontPaths(allOn)).not.toContain('/cart');
  });
});

describe('the page a route shows', () => {
  const files = [
    'src/features/cart/order-page.tsx',
    'src/features/account/orders-page.tsx',
    '../features/x/a-page.tsx',
  ];

  it('is the one module named <page>-page.tsx, whatever the prefix', () => {
    expect(pageModuleOf('order', files)).toBe('src/features/cart/order-page.tsx');
    expect(pageModuleOf('orders', files)).toBe('src/features/account/orders-page.tsx');
    expect(pageModuleOf('a', files)).toBe('../features/x/a-page.tsx');
  });

  it('is no module when none or two are named so', () => {
    expect(pageModuleOf('menus', files)).toBeUndefined();
    expect(pageModuleOf('a', [...files, 'src/features/y/a-page.tsx'])).toBeUndefined();
  });

  it('is named by every route but the aliases', () => {
    const pages = storefrontPages();
    expect(pages).toContainEqual(['/menus', 'menus']);
    expect(pages.map(([path]) => path)).not.toContain('/order/online');
    expect(new Set(pages.map(([, page]) => page)).size).toBe(pages.length);
  });
});

describe('the staff console route table', () => {
  it('knows its paths, with or without a trailing slash, and nothing of the storefront', () => {
    expect(isStaffPath('/staff')).toBe(true);
    expect(isStaffPath('/staff/settings/')).toBe(true);
    expect(isStaffPath('/staff/settings/nowhere')).toBe(false);
    expect(isStaffPath('/menus')).toBe(false);
  });

  it('lists the owner console’s sections in their navigation order, under /staff/settings', () => {
    const sections = settingsSections();
    expect(sections.at(-1)).toEqual({ path: '/staff/settings/activity', title: 'Activity' });
    for (const { path } of sections) expect(path.startsWith('/staff/settings/')).toBe(true);
    const order = sections.map(({ path }) => (STAFF_ROUTES[path] as { settingsNav: number }).settingsNav);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('shows one page per path, none of them a storefront page', () => {
    const pages = staffPages().map(([, page]) => page);
    expect(new Set(pages).size).toBe(pages.length);
    const storefront = new Set(storefrontPages().map(([, page]) => page));
    expect(pages.filter((page) => storefront.has(page))).toEqual([]);
  });
});

describe('what the server draws of a page (issue 28)', () => {
  it('draws a browsing page and Page Not Found whole, the shell of an order’s step, nothing of the console', () => {
    expect(serverDrawing('/menus', allOn)).toBe('page');
    expect(serverDrawing('/gift', allOn)).toBe('page');
    expect(serverDrawing('/no/such/page', allOn)).toBe('page');
    // A route whose setting is off shows Page Not Found, drawn too.
    expect(serverDrawing('/reservation', allOff)).toBe('page');
    expect(serverDrawing('/buildorder', allOn)).toBe('shell');
    expect(serverDrawing('/profile/orders', allOn)).toBe('shell');
    expect(serverDrawing('/order/online', allOn)).toBeNull();
    expect(serverDrawing('/staff/settings', allOn)).toBeNull();
  });
});
