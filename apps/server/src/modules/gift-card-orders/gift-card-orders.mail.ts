import { formatMoney, toCents, type StaffGiftCardOrder } from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

/** '1234 5678 9012 3456': a card number in groups of four, as printed on cards. */
export const groupedCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The digital cards of a paid gift card order, to the buyer (accounts-and-extras §2: digital cards
 * are emailed once payment is confirmed). Plain text, so every mail client shows the numbers.
 */
export function digitalGiftCardsMail(
  tenant: { id: string; name: string },
  order: StaffGiftCardOrder,
  firstName: string,
): MailMessage {
  const cards = order.giftCards.filter((card) => card.kind === 'Digital');
  const many = cards.length !== 1;
  return {
    tenantId: tenant.id,
    kind: 'gift-cards',
    fromName: tenant.name,
    to: order.email,
    subject: `Your ${tenant.name} gift ${many ? 'cards' : 'card'} (order #${order.giftCardOrderNumber})`,
    text: [
      `Hi ${firstName || 'there'},`,
      '',
      `Thank you for your gift card order #${order.giftCardOrderNumber}. Your payment is confirmed, and here ${many ? `are your ${cards.length} gift cards` : 'is your gift card'}:`,
      '',
      ...cards.map(
        (card) => `  ${groupedCardNumber(card.giftCardNumber)}   ${formatMoney(toCents(card.balance))}`,
      ),
      '',
      `Give the number when ordering online (Gift Card at checkout) or at ${order.restaurant.name}. Keep this email: the card number is all it takes to spend it.`,
    ].join('\n'),
  };
}
