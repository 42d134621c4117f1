import { PAYMENT_PROVIDER_NAMES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { CARD_FORMS } from './card-forms';

describe('the card form registry', () => {
  it("has a form to pay and a form to save a card for each of the API's payment providers, and no other", () => {
    expect(Object.keys(CARD_FORMS).sort()).toEqual([...PAYMENT_PROVIDER_NAMES].sort());
    for (const forms of Object.values(CARD_FORMS)) {
      expect(forms.pay).toBeTruthy();
      expect(forms.save).toBeTruthy();
    }
  });
});
