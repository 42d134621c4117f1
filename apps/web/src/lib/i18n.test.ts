import { msg } from '@lingui/core/macro';
import type { TenantLanguageSettings } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { createI18n, pageLocaleOf } from './i18n';

describe('the page language', () => {
  const bilingual: TenantLanguageSettings = { languages: ['en', 'fr'], defaultLanguage: 'en' };
  it('is the address prefix, which the router takes as its base', () => {
    expect(pageLocaleOf('/fr/menus', bilingual)).toEqual({
      locale: 'fr',
      basename: '/fr',
    });
    expect(pageLocaleOf('/menus', bilingual)).toEqual({
      locale: 'en',
      basename: '',
    });
    expect(pageLocaleOf('/fr/menus', {})).toEqual({ locale: 'en', basename: '' });
  });

  it('draws from its own catalogue, one instance per page', async () => {
    const [fr, en] = await Promise.all([createI18n('fr'), createI18n('en')]);
    const addToCart = msg`Add to Cart`;
    expect(fr._(addToCart)).toBe('Ajouter au panier');
    expect(en._(addToCart)).toBe('Add to Cart');
    const pseudo = await createI18n('pseudo');
    expect(pseudo._(addToCart)).not.toBe('Add to Cart');
  });
});
