import { describe, expect, it } from 'vitest';
import {
  INTL_LOCALE,
  type Locale,
  type ApiOrder,
  type ApiReservation,
  type OnlinePayment,
  type OrderMailKind,
  type StaffGiftCardOrder,
} from '@storefront/domain';
import type { CustomerRow, RestaurantRow, TenantRow } from '../../db/schema';
import { passwordResetMail, welcomeMail } from '../../modules/auth/auth.mail';
import { contactMail } from '../../modules/contact/contact.mail';
import {
  digitalGiftCardsMail,
  giftCardGiftMail,
  giftScheduledMail,
} from '../../modules/gift-card-orders/gift-card-orders.mail';
import { ownerWelcomeMail } from '../../modules/onboarding/tenant-onboarding.mail';
import { orderMail } from '../../modules/orders/orders.mail';
import { paymentLinkMail } from '../../modules/orders/phone-orders.service';
import { lapsingAuthorisationMail } from '../../modules/payments/payments.upkeep';
import { inviteMail } from '../../modules/referral/referral.service';
import {
  dinerReservationMail,
  restaurantReservationMail,
  type ReservationMailContext,
} from '../../modules/reservations/reservations.mail';
import { staffInvitationMail } from '../../modules/staff/staff-accounts.mail';
import { textOn, type MailBrand } from './layout';
import type { MailMessage } from './mailer';
import { renderMail } from './render';

/*
 * Every mail the product sends, drawn with fixed data and a pinned clock (issue 31 item 7): its HTML
 * and text parts are kept as files under __snapshots__/mails, so a change of a word or of the layout
 * shows in review as a diff of what the diner reads.
 */

const now = new Date('2026-11-25T20:30:00Z');
const origin = 'https://goldenmaple.example';
const tenant = {
  id: 'tenant-1',
  name: 'Golden Maple Bistro',
  email: 'hello@goldenmaple.example',
  default_language: 'en' as Locale,
};
const brand: MailBrand = {
  name: tenant.name,
  colour: '#D4A762',
  logoUrl: `${origin}/media/logo.png`,
  signature: [tenant.name, '306-555-0100'],
};

const restaurant = {
  _id: 'restaurant-1',
  name: 'Golden Maple Bistro Downtown',
  address_1: '1820 Scarth St',
  address_2: null,
  city_town: 'Regina',
  state_province: 'SK',
  phone: '306-555-0142',
  settings: {
    time_zone: 'America/Regina',
    time_format: 'h:mm A',
    date_format: 'MMM D, YYYY',
    datetime_format: 'MMM D, YYYY h:mm A',
  },
};

const order: ApiOrder = {
  _id: 'order-1',
  orderNumber: 1042,
  status: 'Received',
  orderType: 'Online',
  deliveryMethod: 'Delivery',
  table: null,
  pickupTimeType: 'Schedule',
  pickupTime: '2026-11-26T00:30:00.000Z',
  adjustedPickupTime: null,
  receivedAt: now.toISOString(),
  confirmedAt: null,
  statusReason: null,
  updatedAt: now.toISOString(),
  nameOrderedUnder: 'Hélène Côté',
  email: 'helene@example.com',
  phone: '306-555-0199',
  specialRequests: 'Ring the bell twice',
  paymentMethod: 'Online',
  paymentStatus: 'Authorised',
  testPayment: true,
  restaurant,
  deliveryAddress: {
    address: '2201 Albert St, Regina, SK',
    postalCode: 'S4P 2V5',
    suiteApartmentNumber: 'Apt 4',
    addressType: 'Home',
  },
  items: [
    {
      _id: 'line-1',
      menuItem: 'item-1',
      cd: null,
      name: 'Poutine',
      quantity: 2,
      size: 'Large',
      size_id: 'size-large',
      baseTotal: 24,
      extraTotal: 2,
      specialInstructions: 'Extra crispy',
      options: [
        { option_id: 'o1', name: 'Sauce', value: 'Gravy', quantity: 1, price: 0, total: 0 },
        { option_id: 'o2', name: 'Cheese', value: 'Curds', quantity: 2, price: 0.5, total: 2 },
      ],
    },
    {
      _id: 'line-2',
      menuItem: 'item-2',
      cd: null,
      name: 'Crème brûlée',
      quantity: 1,
      size: null,
      size_id: null,
      baseTotal: 8.5,
      extraTotal: 0,
      specialInstructions: null,
      options: [],
    },
  ],
  promotions: [],
  discounts: [],
  discountTotal: 3.45,
  subtotal: 34.5,
  gst: 1.55,
  pst: 1.86,
  tax: 3.41,
  deliveryFee: 5,
  deliveryGST: 0.25,
  giftCardTotal: 10,
  tip: 4,
  total: 33.71,
};

const reservation: ApiReservation = {
  _id: 'reservation-1',
  reservationNumber: 57,
  status: 'Pending',
  restaurant: {
    _id: 'restaurant-1',
    name: restaurant.name,
    address_1: 'x',
    city_town: 'Regina',
    phone: null,
  },
  reservedDate: '2026-12-02',
  reservedTime: '19:00',
  partySize: 4,
  nameReservedUnder: 'Sam Lee',
  email: 'sam@example.com',
  telephone: '306-555-0111',
  note: 'A high chair, please',
  cancelReason: 'A burst pipe; we are closed tonight',
  changeableUntil: null,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
};

const reservationContext: ReservationMailContext = {
  tenant,
  restaurant: {
    ...restaurant,
    id: 'restaurant-1',
    postal_code: 'S4P 3C8',
    email: 'downtown@goldenmaple.example',
    settings: JSON.stringify({ time_zone: 'America/Regina', time_format: '12', date_format: 'MMM D, YYYY' }),
  } as unknown as RestaurantRow,
  reservation,
  manageLink: `${origin}/reservation/manage?token=abc123`,
  inboxLink: `${origin}/staff/reservations`,
  now,
};

const giftOrder = {
  _id: 'gift-order-1',
  giftCardOrderNumber: 88,
  giftCardQuantity: 2,
  giftCardUnitPrice: 25,
  giftCardType: 'Digital',
  paymentStatus: 'Paid',
  testPayment: false,
  nameOrderedUnder: 'Robin Quill',
  email: 'robin@example.com',
  restaurant,
  giftCards: [
    { _id: 'c1', giftCardNumber: '1234567890123456', kind: 'Digital', balance: 25 },
    { _id: 'c2', giftCardNumber: '6543210987654321', kind: 'Digital', balance: 25 },
  ],
} as unknown as StaffGiftCardOrder;
const recipient = {
  name: 'Alex Chen',
  email: 'alex@example.com',
  message: 'Happy birthday!\nDinner is on me.',
  sendAt: '2026-12-24T15:00:00.000Z',
  status: 'Scheduled' as const,
  sentAt: null,
};

const recipientOf = (email: string, locale: Locale = 'en') => ({
  tenantId: tenant.id,
  tenantName: tenant.name,
  email,
  firstName: 'Riley',
  locale,
});

const contactInput = {
  senderName: 'Jo Doe',
  senderEmail: 'jo@example.com',
  senderTelephone: '306-555-0123',
  subject: 'Gluten-free?',
  message: 'Hello,\nDo you have gluten-free buns?\nThanks',
} as Parameters<typeof contactMail>[1];

const referralTenant = {
  ...tenant,
  settings: JSON.stringify({ referral_first_order_discount: 5 }),
} as unknown as TenantRow;
const referrer = {
  first_name: 'Riley',
  last_name: 'Quinn',
  referral_token: 'ref-1',
} as unknown as CustomerRow;

const lapsing = {
  tenant_id: tenant.id,
  tenant_name: tenant.name,
  tenant_language: 'en',
  restaurant_name: restaurant.name,
  restaurant_email: 'downtown@goldenmaple.example',
  tenant_email: null,
  order_number: 1042,
  amount_cents: 3371,
  authorised_at: '2026-11-19T20:30:00.000Z',
} as unknown as Parameters<typeof lapsingAuthorisationMail>[0];

const paymentLink = {
  tenantId: tenant.id,
  payment: { _id: 'pay_1', amount: 33.71 } as OnlinePayment,
  restaurantName: restaurant.name,
  firstName: 'Sam',
  email: 'sam@example.com',
  phone: '(306) 555-0142',
  locale: 'en' as Locale,
};

/*
 * The mails of one language (issue 31): those a diner reads who ordered, booked or signed up in
 * `locale`, and those to the staff of a restaurant whose default language is `locale`. Their names
 * are the mail's kind, with `.fr` after it in French.
 */
function mailsIn(locale: Locale, statusReason: string): Record<string, MailMessage> {
  const named = (key: string) => (locale === 'en' ? key : `${key}.${locale}`);
  const staffTenant = { ...tenant, default_language: locale };
  const dinerBooking = { ...reservationContext, reservation: { ...reservation, locale } };
  const staffBooking = { ...reservationContext, tenant: staffTenant };
  const inLocale: [string, MailMessage][] = [
    ...(['receipt', 'accepted', 'delayed', 'ready', 'rejected', 'cancelled'] as OrderMailKind[]).map(
      (kind): [string, MailMessage] => [
        `order-${kind}`,
        orderMail(tenant, { ...order, locale, statusReason }, kind, origin),
      ],
    ),
    [
      'order-receipt-dine-in',
      orderMail(
        tenant,
        {
          ...order,
          locale,
          deliveryMethod: 'Dine-in',
          deliveryAddress: null,
          table: { reservationId: 'reservation-1', reservationNumber: 57, partySize: 4, status: 'Confirmed' },
          paymentMethod: 'Offline',
          paymentStatus: 'Unpaid',
          testPayment: false,
        },
        'receipt',
        origin,
      ),
    ],
    [
      'password-reset',
      passwordResetMail(recipientOf('riley@example.com', locale), `${origin}/reset-password?token=t0k`, 30),
    ],
    ['welcome', welcomeMail(recipientOf('riley@example.com', locale), origin)],
    ['referral-invite', inviteMail(referralTenant, referrer, 'friend@example.com', origin, locale)],
    ...(['received', 'confirmed', 'moved', 'cancelled'] as const).map((kind): [string, MailMessage] => [
      `reservation-${kind}`,
      dinerReservationMail(kind, dinerBooking),
    ]),
    ['gift-cards', digitalGiftCardsMail(tenant, { ...giftOrder, locale }, 'Robin')],
    [
      'gift-card-gift-confirmation',
      giftScheduledMail(tenant, { ...giftOrder, locale, recipient }, 'Robin', now),
    ],
    ['gift-card-gift', giftCardGiftMail(tenant, { ...giftOrder, locale, recipient }, origin)],
    ['phone-order-payment-link', paymentLinkMail(tenant, { ...paymentLink, locale }, origin)],
    // To staff: in the restaurant's default language.
    ['contact', contactMail(staffTenant, contactInput)],
    [
      'staff-invitation',
      staffInvitationMail(
        staffTenant,
        { name: 'Kim Park', email: 'kim@example.com' },
        'Morgan Owner',
        `${origin}/staff/invite?token=inv`,
        7,
      ),
    ],
    [
      'owner-invitation',
      ownerWelcomeMail(
        { ...tenant, defaultLanguage: locale },
        { name: 'Morgan Owner', email: 'owner@example.com' },
        { invitation: `${origin}/staff/invite?token=own`, console: `${origin}/staff/owner` },
        7,
      ),
    ],
    ['authorisation-lapsing', lapsingAuthorisationMail({ ...lapsing, tenant_language: locale }, origin)!],
    ['reservation-new', restaurantReservationMail(staffBooking)!],
    [
      'reservation-moved-restaurant',
      restaurantReservationMail(staffBooking, { reservedDate: '2026-12-01', reservedTime: '18:30' })!,
    ],
  ];
  return Object.fromEntries(inLocale.map(([key, mail]) => [named(key), mail]));
}

const mails: Record<string, MailMessage> = {
  ...mailsIn('en', 'We ran out of curds'),
  'order-receipt-pickup-at-the-counter': orderMail(
    tenant,
    {
      ...order,
      deliveryMethod: 'Pickup',
      deliveryAddress: null,
      pickupTimeType: 'ASAP',
      paymentMethod: 'Offline',
      paymentStatus: 'Unpaid',
      testPayment: false,
      specialRequests: null,
      tip: 0,
      deliveryFee: 0,
      deliveryGST: 0,
      giftCardTotal: 0,
      discountTotal: 0,
      total: 37.91,
    },
    'receipt',
    origin,
  ),
};

/*
 * The mails a French diner reads: an order placed in French, a member who chose French. The mails to
 * staff speak the restaurant's default language: here a restaurant whose default is French.
 */
const french = mailsIn('fr', 'Plus de fromage en grains');

describe('every mail', () => {
  it.each(Object.entries({ ...mails, ...french }))(
    '%s: its subject, HTML and text parts',
    async (name, mail) => {
      const { html, text } = renderMail(mail.content, brand);
      await expect(`Subject: ${mail.subject}\n\n${text}\n`).toMatchFileSnapshot(
        `__snapshots__/mails/${name}.txt`,
      );
      await expect(html).toMatchFileSnapshot(`__snapshots__/mails/${name}.html`);
      // Each link of the text part is in the HTML part too, and none is relative.
      for (const link of text.match(/https?:\/\/\S+/g) ?? [])
        expect(html).toContain(link.replace(/&/g, '&amp;'));
      expect(html).not.toMatch(/(?:href|src)="\//);
      expect(html).toContain(`lang="${INTL_LOCALE[mail.content.locale]}"`);
      expect(mail.content.locale).toBe(name.endsWith('.fr') ? 'fr' : 'en');
    },
  );

  it('covers every kind of mail the server sends', () => {
    expect(new Set(Object.values(mails).map((mail) => mail.kind))).toEqual(
      new Set([
        'order-receipt',
        'order-accepted',
        'order-delayed',
        'order-ready',
        'order-rejected',
        'order-cancelled',
        'password-reset',
        'welcome',
        'contact',
        'staff-invitation',
        'owner-invitation',
        'referral-invite',
        'authorisation-lapsing',
        'reservation-received',
        'reservation-confirmed',
        'reservation-moved',
        'reservation-cancelled',
        'reservation-new',
        'reservation-moved-restaurant',
        'gift-cards',
        'gift-card-gift-confirmation',
        'gift-card-gift',
        'phone-order-payment-link',
      ]),
    );
  });
});

describe("the receipt (the diner's mail when the order is placed)", () => {
  const receipt = orderMail(tenant, order, 'receipt', origin);
  const { html, text } = renderMail(receipt.content, brand);

  it('gives the number, the items with their options, the money, the time, the address and the way back', () => {
    expect(receipt).toMatchObject({ kind: 'order-receipt', to: 'helene@example.com' });
    expect(receipt.subject).toBe('Order #1042 received: Golden Maple Bistro Downtown');
    for (const part of [text, html]) {
      expect(part).toContain('#1042');
      expect(part).toContain('Poutine');
      expect(part).toContain('Size: Large');
      expect(part).toContain('Cheese: Curds × 2');
      expect(part).toContain('Note: Extra crispy');
      expect(part).toContain('$26.00');
      expect(part).toContain('Crème brûlée');
      // The restaurant's clock: 00:30 UTC is 6:30 p.m. the day before in Regina.
      expect(part).toMatch(/Wed, Nov 25, 2026, 6:30\sp\.m\./);
      expect(part).toContain('Apt 4, 2201 Albert St, Regina, SK, S4P 2V5');
      expect(part).toContain('1820 Scarth St, Regina, SK');
      expect(part).toContain('306-555-0142');
      expect(part).toContain('https://goldenmaple.example/order?id=order-1');
      expect(part).toContain('Test payment: no money was taken');
    }
    expect(text).toContain(
      [
        'Subtotal: $34.50',
        'Discounts: -$3.45',
        'Delivery fee: $5.00',
        'GST: $1.80',
        'PST: $1.86',
        'Tip: $4.00',
        'Gift cards: -$10.00',
        'Total: $33.71',
      ].join('\n'),
    );
    expect(text).toContain('Payment: Card authorised online');
  });

  it('is drawn in the tenant’s colour with its logo from the configured origin', () => {
    expect(html).toContain('background-color:#D4A762');
    expect(html).toContain('src="https://goldenmaple.example/media/logo.png"');
    // The button's words stand out on the colour: dark on this light gold.
    expect(textOn('#D4A762')).toBe('#111111');
    expect(textOn('#1B4D3E')).toBe('#ffffff');
  });

  it('is French, with French amounts and times, for an order placed in French', () => {
    const mail = orderMail(tenant, { ...order, locale: 'fr' }, 'receipt', origin);
    const french = renderMail(mail.content, brand).text;
    expect(mail.subject).toBe('Commande no 1042 reçue : Golden Maple Bistro Downtown');
    expect(french).toContain('Bonjour Hélène,');
    expect(french).toMatch(/Sous-total : 34,50\s\$/);
    expect(french).toMatch(/Total : 33,71\s\$/);
    expect(french).toMatch(/mer\. 25 nov\. 2026, 18 h 30/);
    expect(french).toContain('Format : Large');
    expect(french).not.toMatch(/Subtotal|Delivery|Order number|Follow your order/);
  });

  it('tells a French diner the order’s news in French', () => {
    const accepted = orderMail(tenant, { ...order, locale: 'fr' }, 'accepted', origin);
    expect(accepted.subject).toMatch(/^Commande no 1042 acceptée : prête à mer\. 25 nov\. 2026, 18 h 30$/);
    const text = renderMail(accepted.content, brand).text;
    expect(text).toContain('Golden Maple Bistro Downtown a accepté votre commande no 1042.');
    expect(text).toContain('Suivre votre commande : https://goldenmaple.example/order?id=order-1');
  });
});
