import { setupI18n } from '@lingui/core';
import { STOREFRONT_ROUTES, type StorefrontPath, type StorefrontRoute } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { routeTitleIn } from './route-titles';

describe('routeTitleIn', () => {
  it('knows every storefront route title, in English word for word', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const path of Object.keys(STOREFRONT_ROUTES) as StorefrontPath[]) {
      const route: StorefrontRoute = STOREFRONT_ROUTES[path];
      if (!route.title || route.redirectTo) continue;
      const title = route.title;
      const concrete = path.replace(/:[a-zA-Z]+/g, 'x');
      expect(routeTitleIn(i18n, concrete), path).toBe(title);
    }
  });
});
