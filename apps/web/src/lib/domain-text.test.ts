import {
  ALLERGEN_LABELS,
  ALLERGENS,
  DIET_FILTER_LABELS,
  DIET_FILTERS,
  MENU_TAG_LABELS,
  MENU_TAGS,
  invalidEmailMessage,
  orderMethodLabel,
  orderTimeHeading,
  RESERVATION_MESSAGES,
  type OrderMethod,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_NAMES,
  AVOID_ALLERGEN,
  DOMAIN_MESSAGES,
  ORDER_METHOD_INFORMATION,
  ORDER_TIME_HEADING,
  domainText,
} from './domain-text';
import { createI18n } from './i18n';

describe('the domain words in the catalogue', () => {
  it('say in English what the domain says', () => {
    for (const a of ALLERGENS) {
      expect(ALLERGEN_NAMES[a].message).toBe(ALLERGEN_LABELS[a]);
      expect(AVOID_ALLERGEN[a].message).toBe(`No ${ALLERGEN_LABELS[a].toLowerCase()}`);
    }
    for (const [english, descriptor] of DOMAIN_MESSAGES) expect(descriptor.message).toBe(english);
    for (const method of ['Pickup', 'Delivery', 'Dine-in'] as OrderMethod[]) {
      expect(ORDER_METHOD_INFORMATION[method].message).toBe(`${orderMethodLabel(method)} Information`);
      expect(ORDER_TIME_HEADING[method].message).toBe(orderTimeHeading(method));
    }
  });
});

describe('a domain message on a page', () => {
  it('is in the page’s language, made from its values too, and as written in English', async () => {
    const fr = await createI18n('fr');
    expect(domainText(fr, invalidEmailMessage('sam@'))).toBe('sam@ n’est pas une adresse courriel valide');
    expect(domainText(fr, RESERVATION_MESSAGES.date)).not.toBe(RESERVATION_MESSAGES.date);
    const en = await createI18n('en');
    expect(domainText(en, invalidEmailMessage('sam@'))).toBe('sam@ is not valid email address');
  });
});

describe('the menu tags and diet filters', () => {
  it('are the domain catalogue’s words, in French and in the pseudo-locale', async () => {
    const [fr, pseudo] = await Promise.all([createI18n('fr'), createI18n('pseudo')]);
    expect(domainText(fr, MENU_TAG_LABELS.peanut)).toBe('Contient des arachides');
    expect(domainText(fr, DIET_FILTER_LABELS.not_spicy)).toBe('Non épicé');
    const words = [
      ...MENU_TAGS.map((tag) => MENU_TAG_LABELS[tag]),
      ...DIET_FILTERS.map((d) => DIET_FILTER_LABELS[d]),
    ];
    for (const word of words) {
      expect(domainText(fr, word), word).not.toBe(word);
      expect(domainText(pseudo, word), word).not.toBe(word);
    }
  });
});
