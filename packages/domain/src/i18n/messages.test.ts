import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from './messages';

/* The spec's English messages through a catalogue keyed by them (decision 0091). */
const french = (messages: Record<string, string>) =>
  setupI18n({
    locale: 'fr',
    messages: {
      fr: Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])),
    },
  });

const catalogue = french({
  'Order not found.': 'Commande introuvable.',
  '{value} is not valid email address': '{value} n’est pas une adresse courriel valide',
  '{label} must be at most {max}': '{label} doit être d’au plus {max}',
  '{label} must be at most {max} characters': '{label} doit compter au plus {max} caractères',
  'Your order changed while it was being paid for.': 'Votre commande a changé pendant son paiement.',
  '{message} Your card was not charged.': '{message} Votre carte n’a pas été débitée.',
  'Please enter your email': 'Veuillez entrer votre courriel',
});

describe('localizeMessage', () => {
  it('translates a message the catalogue has', () => {
    expect(localizeMessage('Order not found.', catalogue)).toBe('Commande introuvable.');
  });

  it('puts the values of a message made from them into its translation', () => {
    expect(localizeMessage('sam@ is not valid email address', catalogue)).toBe(
      'sam@ n’est pas une adresse courriel valide',
    );
  });

  it('prefers the most literal pattern', () => {
    expect(localizeMessage('Name must be at most 60 characters', catalogue)).toBe(
      'Name doit compter au plus 60 caractères',
    );
    expect(localizeMessage('Tip must be at most 20', catalogue)).toBe('Tip doit être d’au plus 20');
  });

  it('translates a value that is a message itself', () => {
    expect(
      localizeMessage(
        'Your order changed while it was being paid for. Your card was not charged.',
        catalogue,
      ),
    ).toBe('Votre commande a changé pendant son paiement. Votre carte n’a pas été débitée.');
  });

  it('keeps the field a validation message names', () => {
    expect(localizeMessage('customer.email: Please enter your email', catalogue)).toBe(
      'customer.email: Veuillez entrer votre courriel',
    );
  });

  it('leaves a message the catalogue does not know as it is', () => {
    expect(localizeMessage('Something new.', catalogue)).toBe('Something new.');
    expect(localizeMessage('items.0: Something new.', catalogue)).toBe('items.0: Something new.');
  });
});
