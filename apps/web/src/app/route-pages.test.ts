import fs from 'node:fs';
import path from 'node:path';
import { pageModuleOf, staffPages, storefrontPages } from '@storefront/domain';
import { describe, expect, it } from 'vitest';

/*
 * The router loads each route's page by its name among the feature pages (the glob in router.tsx),
 * and the server finds it among the build manifest's keys the same way: a route naming no page, or
 * two, or a page renamed without its route, fails here rather than in a diner's browser.
 */
const features = path.join(import.meta.dirname, '..', 'features');
const pageFiles = fs.readdirSync(features).flatMap((feature) =>
  fs
    .readdirSync(path.join(features, feature))
    .filter((file) => file.endsWith('-page.tsx'))
    .map((file) => `src/features/${feature}/${file}`),
);

describe('the route pages', () => {
  it.each([...storefrontPages(), ...staffPages()])('%s shows the one page named %s', (_path, page) => {
    expect(pageModuleOf(page, pageFiles)).toMatch(new RegExp(`^src/features/[a-z-]+/${page}-page\\.tsx$`));
  });

  it('finds the pages by the names of their files', () => {
    expect(pageModuleOf('home', pageFiles)).toBe('src/features/home/home-page.tsx');
    expect(pageModuleOf('order', pageFiles)).toBe('src/features/cart/order-page.tsx');
    expect(pageModuleOf('orders', pageFiles)).toBe('src/features/account/orders-page.tsx');
  });
});
