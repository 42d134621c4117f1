import { setupI18n } from '@lingui/core';
import { STOREFRONT_ROUTES, type StorefrontPath, type StorefrontRoute } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { routeTitleIn } from './route-titles';

const titled = (Object.keys(STOREFRONT_ROUTES) as StorefrontPath[]).flatMap((path) => {
  const route: StorefrontRoute = STOREFRONT_ROUTES[path];
  return route.title && !route.redirectTo
    ? [{ path: path.replace(/:[a-zA-Z]+/g, 'x'), title: route.title }]
    : [];
});

describe('routeTitleIn', () => {
  it('knows every storefront route title, in English word for word', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const { path, title } of titled) expect(routeTitleIn(i18n, path), path).toBe(title);
  });

  it('says each in French on a French page', async () => {
    const fr = await createI18n('fr');
    for (const { path, title } of titled) {
      if (title !== 'Menu' && title !== 'Promotions') expect(routeTitleIn(fr, path), path).not.toBe(title);
    }
    expect(routeTitleIn(fr, '/gift')).toBe('Cartes-cadeaux');
  });
});
