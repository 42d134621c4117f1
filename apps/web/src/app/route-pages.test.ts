import fs from 'node:fs';
import path from 'node:path';
import { STOREFRONT_ROUTES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES, routePagesManifest } from './route-pages';

/*
 * The router loads ROUTE_PAGES through a glob of the feature pages and the server preloads them by
 * their manifest keys: a page renamed or moved without this map would lose its route and its preload.
 */
describe('ROUTE_PAGES', () => {
  it.each(Object.entries(ROUTE_PAGES))('%s loads %s, a page module that exists', (route, page) => {
    expect(STOREFRONT_ROUTES).toHaveProperty([route]);
    expect(fs.existsSync(path.join(import.meta.dirname, '..', `${page}.tsx`))).toBe(true);
  });

  it('names each page as the Vite manifest does', () => {
    expect(routePagesManifest()['/home']).toBe('src/features/home/home-page.tsx');
  });
});
