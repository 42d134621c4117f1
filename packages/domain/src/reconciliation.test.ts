import { describe, expect, it } from 'vitest';
import {
  cardMoneyStatus,
  reconcileCoupon,
  reconcileGiftCard,
  reconcileGiftCardOrder,
  reconcileOrder,
  reconcilePoints,
  settledCardMoney,
  type OrderBooks,
  type ProviderView,
} from './reconciliation';

const view = (status: string, amount: number, captured = 0, refunded = 0): ProviderView => ({
  status,
  amount,
  captured,
  refunded,
});

describe('cardMoneyStatus: what an Online order of $4.98 is by its provider', () => {
  it.each([
    [view('requires_capture', 498), 'Authorised', null],
    [view('requires_capture', 6324), 'Problem', "The card holds $63.24, not the order's total of $4.98."],
    [view('succeeded', 498, 498), 'Paid', null],
    [view('succeeded', 6324, 6324), 'Problem', 'The card was charged $63.24 for an order of $4.98.'],
    [view('succeeded', 498, 498, 498), 'Refunded', null],
    [
      view('succeeded', 498, 498, 100),
      'Problem',
      'The card was charged $4.98 ($1.00 refunded) for an order of $4.98.',
    ],
    [view('canceled', 498), 'Voided', null],
    [view('canceled', 498, 498), 'Problem', 'The payment was cancelled after $4.98 was charged.'],
    [
      view('requires_payment_method', 6324),
      'Problem',
      'The card was never authorised for this order (the payment is requires payment method).',
    ],
    [null, 'Problem', 'No card payment is recorded for this order.'],
  ])('%j → %s', (provider, status, problem) => {
    expect(cardMoneyStatus(498, provider)).toEqual({ status, problem });
  });
});

describe('settledCardMoney: Paid only when the capture took exactly the total', () => {
  it.each([
    ['capture', view('succeeded', 498, 498), 'Paid'],
    // The race of issue 27: the capture found nothing authorised and took nothing.
    ['capture', view('requires_payment_method', 6324), 'Problem'],
    ['capture', view('canceled', 498), 'Problem'],
    ['void', view('canceled', 498), 'Voided'],
    ['void', view('succeeded', 498, 498, 498), 'Refunded'],
    ['void', view('requires_capture', 498), 'Problem'],
    ['refund', view('succeeded', 498, 498, 498), 'Refunded'],
    ['refund', view('succeeded', 498, 498), 'Problem'],
  ] as const)('%s with %j → %s', (action, provider, status) => {
    const money = settledCardMoney(action, 498, provider);
    expect(money.status).toBe(status);
    expect(money.problem === null).toBe(status !== 'Problem');
  });
});

const order = (change: Partial<OrderBooks> = {}): OrderBooks => ({
  id: 'o1',
  orderNumber: 1042,
  status: 'Received',
  paymentMethod: 'Online',
  paymentStatus: 'Authorised',
  paymentProblem: null,
  total: 498,
  giftCardTotal: 0,
  card: { view: view('requires_capture', 498), unsettled: null },
  giftCardsTaken: 0,
  giftCardsGivenBack: 0,
  pointsRedeemed: 0,
  pointsSpent: 0,
  pointsGivenBack: 0,
  liveIssuedCoupons: 0,
  ...change,
});

describe('reconcileOrder', () => {
  it.each<[string, Partial<OrderBooks>, string[]]>([
    ['an authorised Received order', {}, []],
    [
      'Authorised on the books, the intent voided (issue 27)',
      { card: { view: view('canceled', 498), unsettled: null } },
      ['The order says Authorised; the card provider says Voided.'],
    ],
    [
      'Paid with nothing captured (issue 27)',
      {
        status: 'Accepted',
        paymentStatus: 'Paid',
        card: { view: view('requires_payment_method', 6324), unsettled: null },
      },
      ['The card was never authorised for this order (the payment is requires payment method).'],
    ],
    [
      'a capture still owed is not a mismatch yet',
      { status: 'Accepted', card: { view: view('requires_capture', 498), unsettled: 'capture' } },
      [],
    ],
    [
      'an accepted order still only authorised',
      { status: 'Accepted' },
      ['The order is Accepted, but its card payment is Authorised.'],
    ],
    [
      'a rejected order, voided, its gift card and points given back',
      {
        status: 'Rejected',
        paymentStatus: 'Voided',
        card: { view: view('canceled', 498), unsettled: null },
        giftCardTotal: 500,
        giftCardsTaken: 500,
        giftCardsGivenBack: 500,
        pointsRedeemed: 500,
        pointsSpent: 500,
        pointsGivenBack: 500,
      },
      [],
    ],
    [
      'a cancelled order that kept the gift card money and the points, its coupon live',
      {
        status: 'Cancelled',
        paymentMethod: 'Offline',
        paymentStatus: 'Unpaid',
        card: null,
        giftCardTotal: 500,
        giftCardsTaken: 500,
        pointsRedeemed: 500,
        pointsSpent: 500,
        liveIssuedCoupons: 1,
      },
      [
        'Gift cards paid $5.00 and got $0.00 back from a cancelled order.',
        '0 points came back to the member; 500 should have.',
        'The order is Cancelled, but its next-order coupon still works.',
      ],
    ],
    [
      'an offline order whose gift cards paid less than it says',
      {
        paymentMethod: 'Offline',
        paymentStatus: 'Unpaid',
        card: null,
        giftCardTotal: 500,
        giftCardsTaken: 300,
        pointsRedeemed: 100,
      },
      [
        "Gift cards paid $3.00 of the order's $5.00 in gift cards.",
        'The order took 100 points off its price; the points ledger spent 0.',
      ],
    ],
    [
      'an Online order all paid by gift cards has no card',
      { total: 0, paymentStatus: 'Paid', card: null, giftCardTotal: 2000, giftCardsTaken: 2000 },
      [],
    ],
    [
      'a Problem the settle recorded stays a finding',
      {
        paymentMethod: 'Online',
        total: 0,
        card: null,
        paymentStatus: 'Problem',
        paymentProblem: 'The card payment could not be captured: expired.',
      },
      ['The card payment could not be captured: expired.'],
    ],
  ])('%s', (_name, change, problems) => {
    const findings = reconcileOrder(order(change));
    expect(findings.map((f) => f.problem)).toEqual(problems);
    for (const f of findings)
      expect(f).toMatchObject({ subject: 'order', subjectId: 'o1', label: 'Order #1042' });
  });
});

describe('reconciliation of a test payment', () => {
  it("marks a finding's label when the test provider took the payment", () => {
    const [finding] = reconcileOrder(
      order({ orderNumber: 7, status: 'Accepted', total: 1000, card: null, testPayment: true }),
    );
    expect(finding?.label).toBe('Order #7 (Test payment: no money was taken)');
  });
});

describe('reconcileGiftCardOrder', () => {
  const base = {
    id: 'g1',
    number: 7,
    paymentMethod: 'Online' as const,
    paymentStatus: 'Paid',
    price: 5000,
    card: { view: view('succeeded', 5000, 5000) },
    cardsExpected: 2,
    valueExpected: 5000,
    cardsIssued: 2,
    valueIssued: 5000,
  };
  it.each([
    ['paid online, its cards issued', {}, 0],
    ['paid online, the provider took another amount', { card: { view: view('succeeded', 4000, 4000) } }, 1],
    ['paid, a card missing', { cardsIssued: 1, valueIssued: 2500 }, 1],
    [
      'unpaid at the counter, no cards yet',
      { paymentMethod: 'Offline', paymentStatus: 'Unpaid', card: null, cardsIssued: 0, valueIssued: 0 },
      0,
    ],
    ['unpaid with cards issued', { paymentMethod: 'Offline', paymentStatus: 'Unpaid', card: null }, 1],
  ] as const)('%s', (_name, change, count) => {
    expect(reconcileGiftCardOrder({ ...base, ...change })).toHaveLength(count);
  });
});

describe('reconcileGiftCard, reconcileCoupon, reconcilePoints', () => {
  const card = {
    id: 'c1',
    last4: '1234',
    initial: 5000,
    balance: 3000,
    pending: 2000,
    captured: 2500,
    refunded: 500,
    held: 1000,
  };
  it.each([
    [{}, []],
    [
      { balance: 3500, pending: 2500 },
      ['The balance is $35.00; its ledger says $30.00 ($50.00 − $25.00 spent + $5.00 given back).'],
    ],
    [{ pending: 3000 }, ['The balance left for checkouts is $30.00; with $10.00 held it should be $20.00.']],
  ])('gift card %j', (change, problems) => {
    expect(reconcileGiftCard({ ...card, ...change }).map((f) => f.problem)).toEqual(problems);
  });

  const coupon = {
    id: 'k1',
    code: 'ONCE-1',
    redeemedOrder: { id: 'o1', carriesCode: true, givenBack: false },
    standingOrders: 1,
  };
  it.each([
    [{}, []],
    [{ standingOrders: 2 }, ['A single-use coupon is on 2 orders.']],
    [
      { redeemedOrder: { id: 'o1', carriesCode: true, givenBack: true }, standingOrders: 0 },
      ['It is still spent on a cancelled or rejected order.'],
    ],
    [
      { redeemedOrder: { id: 'o1', carriesCode: false, givenBack: false }, standingOrders: 0 },
      ['It is spent on an order that does not carry its code.'],
    ],
    [{ redeemedOrder: null }, ['An order used it, but it is not marked spent.']],
    [{ redeemedOrder: null, standingOrders: 0 }, []],
  ])('single-use coupon %j', (change, problems) => {
    expect(reconcileCoupon({ ...coupon, ...change }).map((f) => f.problem)).toEqual(problems);
  });

  it.each([
    [1200, 1200, 0],
    [1200, 700, 1],
  ])('points balance %i against a ledger of %i: %i findings', (balance, ledger, count) => {
    expect(reconcilePoints({ customerId: 'm1', email: 'demo@example.com', balance, ledger })).toHaveLength(
      count,
    );
  });
});
