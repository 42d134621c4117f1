import fs from 'node:fs';
import path from 'node:path';
import { STOREFRONT_ROUTES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';

/*
 * The server preloads a route's page module by the name STOREFRONT_ROUTES gives it; a page renamed or
 * moved here without updating that list would quietly lose its preload.
 */
describe('STOREFRONT_ROUTES page modules', () => {
  const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
  const withPages = STOREFRONT_ROUTES.filter((route) => route.page);

  it.each(withPages.map((route) => [route.path, route.page!]))(
    '%s loads %s, which the router imports lazily',
    (_path, page) => {
      expect(fs.existsSync(path.join(import.meta.dirname, '..', `${page}.tsx`))).toBe(true);
      expect(router).toContain(`import('../${page}')`);
    },
  );
});
