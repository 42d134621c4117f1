import { TEST_PAYMENT_LABEL } from '@storefront/domain';
import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainText } from '../lib/domain-text';
import { createI18n } from '../lib/i18n';
import { paymentSummary } from './payment-summary';

let en: I18n;
let fr: I18n;
// Loading the catalogues the first time takes a while on a busy machine.
beforeAll(async () => {
  [en, fr] = await Promise.all([createI18n('en'), createI18n('fr')]);
}, 30_000);

describe('an order’s payment in words', () => {
  it('is in the page’s language, the English as it was', () => {
    const authorised = { paymentMethod: 'Online', paymentStatus: 'Authorised' } as const;
    const paidThere = { paymentMethod: 'Offline', paymentStatus: 'Paid' } as const;
    const toPay = { paymentMethod: 'Offline', paymentStatus: 'Unpaid' } as const;
    expect([authorised, paidThere, toPay].map((order) => paymentSummary(en, order))).toEqual([
      'Online · Authorised',
      'Paid at the restaurant',
      'Pay at Pickup',
    ]);
    expect([authorised, paidThere, toPay].map((order) => paymentSummary(fr, order))).toEqual([
      'En ligne · Autorisé',
      'Payé au restaurant',
      'Payer à la cueillette',
    ]);
  });

  it('says a test payment took no money, in French on a French page', () => {
    expect(domainText(en, TEST_PAYMENT_LABEL)).toBe('Test payment: no money was taken');
    expect(domainText(fr, TEST_PAYMENT_LABEL)).toBe('Paiement de test : aucun argent n’a été pris');
  });
});
