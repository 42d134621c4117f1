import { I18nProvider } from '@lingui/react';
import {
  WEEKDAYS,
  type ApiAuditEntry,
  DEFAULT_PROMOTION_RULES,
  type ApiOwnerPromotion,
  type OwnerCustomersResponse,
  type OwnerPromotionsResponse,
  type PrintersResponse,
  type WebhookEndpointsResponse,
  type ApiStaff,
  type ApiTenant,
  type ApiText,
  type StaffAccountsResponse,
  type CancellationsReportResponse,
  type ChannelsReportResponse,
  type CustomersReportResponse,
  type GiftCardsAndPointsReportResponse,
  type ItemsReportResponse,
  type PaymentSettingsResponse,
  type PromisesReportResponse,
  type PromotionsReportResponse,
  type ReconciliationReport,
  type ReportName,
  type ReportScope,
  type SalesReportResponse,
  type WhenReportResponse,
  NO_OPERATIONS,
  type StaffReservationsResponse,
} from '@storefront/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NowContext } from '../lib/hooks';
import { createI18n, loadStaffCatalogue } from '../lib/i18n';
import { BootstrapContext } from '../lib/tenant-context';
import { staffKeys } from '../features/staff/api/staff-api';
import { accountKeys } from '../features/owner-console/api/accounts-api';
import { paymentSettingsKey, reconciliationKey } from '../features/owner-console/api/payment-settings-api';
import { settingsKeys } from '../features/owner-console/api/settings-api';
import { customerKeys } from '../features/owner-console/api/customers-api';
import { printerKeys } from '../features/owner-console/api/printers-api';
import { couponKeys, giftCardProductKeys, promotionKeys } from '../features/owner-console/api/promotions-api';
import { webhookKeys } from '../features/owner-console/api/webhooks-api';
import StaffAccountsPage from '../features/owner-console/staff-accounts-page';
import StaffCustomersPage from '../features/owner-console/staff-customers-page';
import StaffPrintersPage from '../features/owner-console/staff-printers-page';
import StaffPromotionsPage from '../features/owner-console/staff-promotions-page';
import StaffWebhooksPage from '../features/owner-console/staff-webhooks-page';
import StaffActivityPage from '../features/owner-console/staff-activity-page';
import StaffMessagesPage from '../features/owner-console/staff-messages-page';
import StaffPaymentsPage from '../features/owner-console/staff-payments-page';
import StaffReportsPage from '../features/owner-console/staff-reports-page';
import { boardKeys } from '../features/kitchen/api/board-api';
import { kitchenKeys } from '../features/kitchen/api/kitchen-api';
import StaffBoardPage from '../features/kitchen/staff-board-page';
import StaffLoyaltyPage from '../features/kitchen/staff-loyalty-page';
import StaffReservationsPage from '../features/kitchen/staff-reservations-page';
import { SAMPLE_ORDER } from '../features/kitchen/test-fixtures';
import { reservationKeys } from '../features/staff/api/reservations-api';

/*
 * Issue 31: the staff console's pages (the kitchen's and the owner's) drawn in Lingui's pseudo-locale, where every catalogue message
 * is rewritten with accents, with realistic figures. A word left in plain ASCII letters is text
 * written outside the catalogue, unless it is data (a name, an address, a text's body) or a date's
 * English word (the pseudo-locale formats as the restaurant's default language, English, does).
 */

// The console keeps the chosen location in the browser's storage; node has none.
const stored = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
  clear: () => stored.clear(),
  key: (index: number) => [...stored.keys()][index] ?? null,
  get length() {
    return stored.size;
  },
};

const NOW = Date.parse('2026-11-25T20:30:00.000Z');
const DATE_WORDS =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)$/;

const tenant = {
  _id: 't1',
  name: 'Chez Nous',
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
  settings: { loyalty_reward_program: true },
} as unknown as ApiTenant;

const owner: ApiStaff = {
  _id: 's1',
  name: 'Camille Tremblay',
  email: 'camille@cheznous.example.ca',
  role: 'owner',
  restaurants: [{ _id: 'r1', name: 'Chez Nous Plateau', time_zone: 'America/Toronto' }],
} as ApiStaff;

const scope: ReportScope = { from: '2026-11-25', to: '2026-11-25', restaurantIds: ['r1'] };
const figures = {
  orders: 42,
  grossSales: 1234.5,
  discounts: 23.4,
  netSales: 1211.1,
  gst: 60.56,
  pst: 84.78,
  tips: 120,
  deliveryFees: 35,
  refunds: 12.99,
  voids: 0,
  averageTicket: 28.84,
};
const promises = { orders: 40, onTime: 31, upTo5: 5, upTo15: 3, later: 1 };

const REPORTS: Record<ReportName, object> = {
  sales: {
    ...scope,
    report: 'sales',
    groupBy: 'day',
    totals: figures,
    rows: [{ ...figures, period: '2026-11-25' }],
  } satisfies SalesReportResponse,
  when: {
    ...scope,
    report: 'when',
    // Every weekday's every hour, as the server answers; orders at noon and six.
    cells: WEEKDAYS.flatMap((weekday) =>
      Array.from({ length: 24 }, (_, hour) => ({
        weekday,
        hour,
        orders: hour === 12 ? 9 : hour === 18 ? 14 : 0,
        netSales: hour === 12 ? 250 : hour === 18 ? 410.5 : 0,
      })),
    ),
  } satisfies WhenReportResponse,
  promises: {
    ...scope,
    report: 'promises',
    totals: promises,
    byHour: [{ ...promises, hour: 18 }],
  } satisfies PromisesReportResponse,
  channels: {
    ...scope,
    report: 'channels',
    rows: [
      { deliveryMethod: 'Pickup', paymentMethod: 'Online', channel: 'web', orders: 30, netSales: 900 },
      { deliveryMethod: 'Delivery', paymentMethod: 'Offline', channel: 'phone', orders: 12, netSales: 311.1 },
    ],
    byChannel: [
      { channel: 'web', orders: 30, netSales: 900 },
      { channel: 'phone', orders: 12, netSales: 311.1 },
    ],
  } satisfies ChannelsReportResponse,
  items: {
    ...scope,
    report: 'items',
    rows: [{ name: 'Poutine classique', quantity: 18, sales: 233.82 }],
    options: [{ option: 'Taille', choice: 'Grande', quantity: 7, sales: 21 }],
    soldOut: [{ name: 'Tourtière', restaurantId: 'r1', times: 2, minutes: 150, soldOutAtEnd: true }],
  } satisfies ItemsReportResponse,
  promotions: {
    ...scope,
    report: 'promotions',
    rows: [{ name: 'Mardi poutine', couponCode: 'POUTINE5', orders: 6, discount: 30, netSales: 150 }],
  } satisfies PromotionsReportResponse,
  customers: {
    ...scope,
    report: 'customers',
    diners: 35,
    newDiners: 9,
    returningDiners: 26,
    members: { orders: 20, netSales: 600 },
    guests: { orders: 22, netSales: 611.1 },
    referred: { diners: 2, orders: 3, netSales: 88.5 },
    top: [{ email: 'jean@exemple.ca', name: 'Jean Roy', member: true, orders: 4, netSales: 120 }],
  } satisfies CustomersReportResponse,
  'gift-cards-and-points': {
    ...scope,
    report: 'gift-cards-and-points',
    giftCards: { sold: 3, soldValue: 150, redeemed: 40, outstanding: 1210 },
    points: { earned: 12_500, spent: 4_000, outstanding: 80_250 },
  } satisfies GiftCardsAndPointsReportResponse,
  cancellations: {
    ...scope,
    report: 'cancellations',
    rows: [
      { status: 'Rejected', reason: 'Trop occupé', orders: 2, total: 54.3 },
      { status: 'Cancelled', reason: null, orders: 1, total: 19.99 },
    ],
  } satisfies CancellationsReportResponse,
};

const payments: PaymentSettingsResponse = {
  provider: 'stripe',
  testMode: false,
  canLinkAccounts: true,
  locations: [
    {
      restaurantId: 'r1',
      name: 'Chez Nous Plateau',
      acceptOnlinePayment: true,
      stripeAccountId: 'acct_1Q2w3E4r',
      status: 'Connected',
      note: null,
    },
  ],
};
const books: ReconciliationReport = {
  checkedAt: '2026-11-25T19:00:00.000Z',
  checked: 1250,
  mismatches: 0,
  findings: [],
};

const audit: ApiAuditEntry[] = [
  {
    _id: 'a1',
    entity: 'menu_item',
    entityId: 'i1',
    action: 'update',
    restaurantId: 'r1',
    staff: { _id: 's1', name: 'Camille Tremblay', email: 'camille@cheznous.example.ca' },
    staffAccountId: 's1',
    changes: {
      before: { name: 'Poutine', price: 12.99 },
      after: { name: 'Poutine classique', price: 13.99 },
    },
    entityName: 'Poutine classique',
    summary: null,
    createdAt: '2026-11-25T18:00:00.000Z',
  },
  {
    _id: 'a2',
    entity: 'holiday',
    entityId: 'h1',
    action: 'delete',
    restaurantId: 'r1',
    // An account since removed.
    staff: null,
    staffAccountId: 's9',
    changes: { before: { date: '2026-12-25' }, after: null },
    entityName: '2026-12-25',
    summary: null,
    createdAt: '2026-11-24T15:00:00.000Z',
  },
];

const texts: ApiText[] = [
  {
    _id: 'x1',
    createdAt: '2026-11-25T18:05:00.000Z',
    phone: '•••• 0100',
    orderId: 'o1',
    orderNumber: 1042,
    purpose: 'order update',
    body: 'Chez Nous : votre commande no 1042 sera prête à 18 h 30.',
    status: 'failed',
    errorCode: '30003',
    errorMessage: 'Unreachable destination handset',
    test: true,
  },
];

const accounts: StaffAccountsResponse = {
  accounts: [
    {
      _id: 's1',
      name: 'Camille Tremblay',
      email: 'camille@cheznous.example.ca',
      role: 'owner',
      state: 'active',
      restaurants: [{ _id: 'r1', name: 'Chez Nous Plateau' }],
      allRestaurants: true,
    },
    {
      _id: 's2',
      name: 'Léa Gagnon',
      email: 'lea@cheznous.example.ca',
      role: 'staff',
      state: 'invited',
      restaurants: [{ _id: 'r1', name: 'Chez Nous Plateau' }],
      allRestaurants: false,
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
};

const promotionList: OwnerPromotionsResponse = {
  promotions: [
    {
      _id: 'p1',
      key: 'promotion',
      name: 'Mardi poutine',
      description: '',
      type: '% discount on cart',
      rules: {
        ...DEFAULT_PROMOTION_RULES,
        discount_percentage: 15,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 40,
        is_next_order_coupon: true,
        coupon_code_expire_in: 30,
        coupon_code_expire_unit: 'days',
      },
      promo_apply_option: 'Coupon code',
      coupon_code: 'POUTINE5',
      available_option: 'Date range',
      available_from: '2026-12-01',
      available_until: '2026-12-31',
      disabled: false,
    } as unknown as ApiOwnerPromotion,
  ],
  nextCursor: null,
};

const printerList: PrintersResponse = {
  printers: [
    {
      _id: 'pr1',
      name: 'Cuisine',
      restaurantId: 'r1',
      stations: ['grill'],
      width: 80,
      connection: { kind: 'agent' },
      test: false,
      state: { online: true, lastSeenAt: '2026-11-25T20:00:00.000Z', lastError: null, waitingJobs: 2 },
      createdAt: '2026-11-20T15:00:00.000Z',
      updatedAt: '2026-11-20T15:00:00.000Z',
    },
  ],
  nextCursor: null,
  printOn: { r1: 'arrival' },
};

const webhookList: WebhookEndpointsResponse = {
  endpoints: [
    {
      _id: 'w1',
      url: 'https://hooks.cheznous.example.ca/commandes',
      description: 'Caisse',
      events: ['order.placed'],
      enabled: true,
      createdAt: '2026-11-20T15:00:00.000Z',
      updatedAt: '2026-11-20T15:00:00.000Z',
    },
  ],
  nextCursor: null,
};

const customerList: OwnerCustomersResponse = {
  customers: [
    {
      _id: 'c1',
      firstName: 'Jean',
      lastName: 'Roy',
      email: 'jean@exemple.ca',
      telephone: '514 555 0100',
      isMember: true,
      pointBalance: 1200,
      isBlocked: true,
      blockNote: 'Fraude',
      blockedAt: '2026-11-24T15:00:00.000Z',
      createdAt: '2026-10-01T15:00:00.000Z',
    },
  ],
  nextCursor: null,
};

const booking: StaffReservationsResponse = {
  reservations: [
    {
      _id: 'b1',
      reservationNumber: 311,
      status: 'Pending',
      restaurant: {
        _id: 'r1',
        name: 'Chez Nous Plateau',
        address_1: '4321 rue Saint-Denis',
        city_town: 'Montréal',
        phone: '514 555 0199',
      },
      reservedDate: '2026-11-26',
      reservedTime: '19:00',
      partySize: 4,
      nameReservedUnder: 'Sophie Bouchard',
      email: 'sophie@exemple.ca',
      telephone: '514 555 0123',
      note: 'Anniversaire',
      cancelReason: null,
      changeableUntil: '2026-11-26T22:00:00.000Z',
      createdAt: '2026-11-25T15:00:00.000Z',
      updatedAt: '2026-11-25T15:00:00.000Z',
      locale: 'fr',
      preOrder: null,
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
  pending: 1,
};

/** The data the page is drawn with, each under the key its query asks for (a prefix of it). */
function client(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(staffKeys.me, owner);
  for (const [name, report] of Object.entries(REPORTS))
    queryClient.setQueryDefaults(['staff', 'reports', name], { initialData: report });
  queryClient.setQueryData(paymentSettingsKey, payments);
  queryClient.setQueryData(accountKeys.list(1), accounts);
  queryClient.setQueryData(reconciliationKey, books);
  queryClient.setQueryDefaults(promotionKeys.all, { initialData: promotionList });
  queryClient.setQueryDefaults(couponKeys.all, { initialData: { coupons: [], nextCursor: null } });
  queryClient.setQueryDefaults(giftCardProductKeys.all, { initialData: { products: [], nextCursor: null } });
  queryClient.setQueryDefaults(printerKeys.all, { initialData: printerList });
  queryClient.setQueryDefaults(webhookKeys.all, { initialData: webhookList });
  queryClient.setQueryDefaults(customerKeys.all, { initialData: customerList });
  queryClient.setQueryDefaults(boardKeys.orders('r1'), { initialData: [SAMPLE_ORDER] });
  queryClient.setQueryData(boardKeys.giftCardOrders('r1'), []);
  queryClient.setQueryData(kitchenKeys.operations('r1'), NO_OPERATIONS);
  queryClient.setQueryData(kitchenKeys.menu('r1'), []);
  queryClient.setQueryData(reservationKeys.list('r1', '', 1), booking);
  queryClient.setQueryData(settingsKeys.audit(''), {
    pages: [{ entries: audit, nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData(settingsKeys.texts, {
    pages: [{ texts, nextCursor: null, sentThisMonth: 57 }],
    pageParams: [null],
  });
  return queryClient;
}

/** Every string the data holds: the words a page may show as they are. */
function dataStrings(): string[] {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  [
    tenant,
    owner,
    REPORTS,
    payments,
    books,
    audit,
    texts,
    accounts,
    promotionList,
    printerList,
    webhookList,
    customerList,
    SAMPLE_ORDER,
    booking,
  ].forEach(walk);
  return strings;
}

const words = (text: string) => text.match(/(?<![\p{L}])[A-Za-z]{3,}(?![\p{L}])/gu) ?? [];

async function drawn(Page: ComponentType, path: string): Promise<string> {
  const i18n = await createI18n('pseudo');
  await loadStaffCatalogue(i18n);
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client()}>
        <BootstrapContext.Provider value={{ tenant, map: { tileUrl: '', attribution: '' } }}>
          <NowContext.Provider value={NOW}>
            <MemoryRouter initialEntries={[path]}>
              <Page />
            </MemoryRouter>
          </NowContext.Provider>
        </BootstrapContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  // Attributes a person reads (labels, placeholders) count as text too.
  const read = [...html.matchAll(/(?:aria-label|placeholder|title)="([^"]*)"/g)].map((m) => m[1]);
  return [html.replace(/<[^>]+>/g, ' '), ...read].join(' ').replace(/&[a-z#0-9]+;/g, ' ');
}

describe('the staff console in the pseudo-locale', () => {
  const content = new Set(dataStrings().flatMap(words));

  it.each([
    ['/staff/settings/reports', StaffReportsPage, 'Poutine classique'],
    ['/staff/settings/payments', StaffPaymentsPage, 'acct_1Q2w3E4r'],
    ['/staff/settings/activity', StaffActivityPage, 'Poutine classique'],
    ['/staff/settings/messages', StaffMessagesPage, 'Unreachable destination handset'],
    ['/staff/accounts', StaffAccountsPage, 'Léa Gagnon'],
    ['/staff/settings/promotions', StaffPromotionsPage, 'Mardi poutine'],
    ['/staff/settings/printers', StaffPrintersPage, 'Cuisine'],
    ['/staff/settings/webhooks', StaffWebhooksPage, 'hooks.cheznous.example.ca'],
    ['/staff/customers', StaffCustomersPage, 'jean@exemple.ca'],
    ['/staff', StaffBoardPage, '514-555-0100'],
    ['/staff/reservations', StaffReservationsPage, 'Sophie Bouchard'],
    ['/staff/loyalty', StaffLoyaltyPage, 'Camille Tremblay'],
  ] as const)('leaves no text outside the catalogue on %s', async (path, Page, someData) => {
    const text = await drawn(Page, path);
    // The page drew its data, not "Loading…".
    expect(text).toContain(someData);
    const plain = words(text);
    const outside = plain.filter((word) => !content.has(word) && !DATE_WORDS.test(word));
    expect([...new Set(outside)]).toEqual([]);
    expect(outside.length, 'the pseudo-locale draws the catalogue’s messages').toBeLessThan(plain.length);
  });
});
