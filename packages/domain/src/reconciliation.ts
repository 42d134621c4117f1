/*
 * Money that adds up (issue 27; decision 0065): pure comparisons of what the books say with what
 * the card provider and the ledgers say. The server reads the rows and the provider's view; these
 * functions decide, so the rules are one table-driven, tested place.
 */
import type { OrderPaymentStatus } from './contract/orders';
import { formatMoney } from './money';
import { TEST_PAYMENT_LABEL } from './production-checks';

/** What the card provider says of one payment (a PaymentIntent), in cents. */
export interface ProviderView {
  /** Stripe's PaymentIntent status (requires_capture, succeeded, canceled, …). */
  status: string;
  amount: number;
  captured: number;
  refunded: number;
}

export interface CardMoney {
  status: OrderPaymentStatus;
  /** Why the money is not what any status should mean; null when it is. */
  problem: string | null;
}

const ok = (status: OrderPaymentStatus): CardMoney => ({ status, problem: null });
const problem = (text: string): CardMoney => ({ status: 'Problem', problem: text });

/**
 * The payment status an Online order of `total` cents has by its provider's view: Authorised only
 * while the provider holds exactly the total and took nothing, Paid only when it took exactly the
 * total and gave nothing back, Refunded when all it took came back, Voided when nothing was taken
 * and the hold is gone; anything else is a Problem, said in words for the staff board.
 */
export function cardMoneyStatus(total: number, view: ProviderView | null): CardMoney {
  if (!view) return problem('No card payment is recorded for this order.');
  const { status, amount, captured, refunded } = view;
  if (status === 'requires_capture') {
    return amount === total && captured === 0
      ? ok('Authorised')
      : problem(`The card holds ${formatMoney(amount)}, not the order's total of ${formatMoney(total)}.`);
  }
  if (status === 'succeeded') {
    if (captured === total && refunded === 0) return ok('Paid');
    if (captured === total && refunded === captured) return ok('Refunded');
    return problem(
      refunded > 0
        ? `The card was charged ${formatMoney(captured)} (${formatMoney(refunded)} refunded) for an order of ${formatMoney(total)}.`
        : `The card was charged ${formatMoney(captured)} for an order of ${formatMoney(total)}.`,
    );
  }
  if (status === 'canceled') {
    return captured === 0
      ? ok('Voided')
      : problem(`The payment was cancelled after ${formatMoney(captured)} was charged.`);
  }
  return problem(
    `The card was never authorised for this order (the payment is ${status.replace(/_/g, ' ')}).`,
  );
}

/** The status a card money call leads to when it went as meant. */
const MEANT: Record<'capture' | 'void' | 'refund', OrderPaymentStatus[]> = {
  capture: ['Paid'],
  // A void finds the money captured after all (automatic capture) and refunds it instead.
  void: ['Voided', 'Refunded'],
  refund: ['Refunded'],
};

/**
 * What an order's payment status becomes after a capture, void or refund, by the provider's view
 * after it: the status it meant, or a Problem saying what the provider holds instead.
 */
export function settledCardMoney(
  action: 'capture' | 'void' | 'refund',
  total: number,
  view: ProviderView,
): CardMoney {
  const money = cardMoneyStatus(total, view);
  if (MEANT[action].includes(money.status)) return money;
  if (money.problem) return money;
  return problem(
    `The ${action === 'capture' ? 'capture' : action === 'void' ? 'void' : 'refund'} left the payment ${money.status.toLowerCase()}, not ${MEANT[action][0]!.toLowerCase()}.`,
  );
}

/** What a reconciliation compares. */
export type FindingSubject = 'order' | 'gift card order' | 'gift card' | 'coupon' | 'points';

/** One mismatch: what, which, what was expected and what was found (cents or points). */
export interface Finding {
  subject: FindingSubject;
  subjectId: string;
  /** What staff call it: 'Order #1042'. */
  label: string;
  problem: string;
  expected: number | null;
  found: number | null;
}

/** An order's money as the books hold it, with what the provider and the ledgers say of it. */
export interface OrderBooks {
  id: string;
  orderNumber: number;
  status: 'Received' | 'Accepted' | 'Fulfilled' | 'Rejected' | 'Cancelled';
  paymentMethod: 'Online' | 'Offline';
  paymentStatus: OrderPaymentStatus;
  paymentProblem: string | null;
  /** What the card pays, after gift cards and points (cents). */
  total: number;
  giftCardTotal: number;
  /** Its card payment: null for none (offline, or all paid by gift cards). */
  card: {
    view: ProviderView | null;
    /**
     * Why the card cannot be compared now: a capture, void or refund owed and not yet done (the
     * upkeep retries it), a provider no longer configured; null when it can.
     */
    unsettled: string | null;
  } | null;
  /** The gift card ledger: what its captured redemptions took, what refunds gave back. */
  giftCardsTaken: number;
  giftCardsGivenBack: number;
  /** The points ledger: what it spent (positive) and what came back, against `pointsRedeemed`. */
  pointsRedeemed: number;
  pointsSpent: number;
  pointsGivenBack: number;
  /** Next-order coupons it issued that are not voided. */
  liveIssuedCoupons: number;
  /** Its card payment was the built-in test provider's: no money moved (decision 0073). */
  testPayment?: boolean;
}

/** A finding's label, marked when the test provider took the payment (decision 0073). */
const labelOf = (label: string, testPayment: boolean | undefined) =>
  testPayment ? `${label} (${TEST_PAYMENT_LABEL})` : label;

const GIVEN_BACK = ['Rejected', 'Cancelled'];

/** Where an Online order's card money must be for the order's status. */
const CARD_FOR_STATUS: Record<OrderBooks['status'], OrderPaymentStatus[]> = {
  // Charged at once when the pickup is more than 6 days out (decision 0031).
  Received: ['Authorised', 'Paid'],
  Accepted: ['Paid'],
  Fulfilled: ['Paid'],
  Rejected: ['Voided', 'Refunded'],
  Cancelled: ['Voided', 'Refunded'],
};

/** The mismatches of one order; none when its books, its provider and its ledgers agree. */
export function reconcileOrder(order: OrderBooks): Finding[] {
  const label = labelOf(`Order #${order.orderNumber}`, order.testPayment);
  const findings: Finding[] = [];
  const finding = (problem: string, expected: number | null = null, found: number | null = null) =>
    findings.push({ subject: 'order', subjectId: order.id, label, problem, expected, found });
  const givenBack = GIVEN_BACK.includes(order.status);

  if (order.paymentMethod === 'Online' && order.total > 0 && !order.card?.unsettled) {
    const money = cardMoneyStatus(order.total, order.card?.view ?? null);
    if (money.problem) finding(money.problem, order.total, order.card?.view?.captured ?? null);
    else if (money.status !== order.paymentStatus)
      finding(`The order says ${order.paymentStatus}; the card provider says ${money.status}.`);
    else if (!CARD_FOR_STATUS[order.status].includes(money.status))
      finding(`The order is ${order.status}, but its card payment is ${money.status}.`);
  } else if (order.paymentStatus === 'Problem') {
    finding(order.paymentProblem ?? 'The order has a payment problem.');
  }

  const giftCardsKept = order.giftCardsTaken - order.giftCardsGivenBack;
  const giftCardsExpected = givenBack ? 0 : order.giftCardTotal;
  if (giftCardsKept !== giftCardsExpected)
    finding(
      givenBack
        ? `Gift cards paid ${formatMoney(order.giftCardsTaken)} and got ${formatMoney(order.giftCardsGivenBack)} back from a ${order.status.toLowerCase()} order.`
        : `Gift cards paid ${formatMoney(order.giftCardsTaken)} of the order's ${formatMoney(order.giftCardTotal)} in gift cards.`,
      giftCardsExpected,
      giftCardsKept,
    );

  if (order.pointsSpent !== order.pointsRedeemed)
    finding(
      `The order took ${order.pointsRedeemed} points off its price; the points ledger spent ${order.pointsSpent}.`,
      order.pointsRedeemed,
      order.pointsSpent,
    );
  const pointsBack = givenBack ? order.pointsSpent : 0;
  if (order.pointsGivenBack !== pointsBack)
    finding(
      `${order.pointsGivenBack} points came back to the member; ${pointsBack} should have.`,
      pointsBack,
      order.pointsGivenBack,
    );

  if (givenBack && order.liveIssuedCoupons > 0)
    finding(
      `The order is ${order.status}, but its next-order coupon still works.`,
      0,
      order.liveIssuedCoupons,
    );
  return findings;
}

/** A gift card order's money and the cards it issued. */
export interface GiftCardOrderBooks {
  id: string;
  number: number;
  paymentMethod: 'Online' | 'Offline';
  paymentStatus: string;
  price: number;
  /** Its card payment when paid online; null otherwise. */
  card: { view: ProviderView | null } | null;
  cardsExpected: number;
  valueExpected: number;
  cardsIssued: number;
  valueIssued: number;
  /** Paid on the built-in test provider: no money moved (decision 0073). */
  testPayment?: boolean;
}

export function reconcileGiftCardOrder(order: GiftCardOrderBooks): Finding[] {
  const label = labelOf(`Gift card order #${order.number}`, order.testPayment);
  const findings: Finding[] = [];
  const finding = (problem: string, expected: number | null = null, found: number | null = null) =>
    findings.push({ subject: 'gift card order', subjectId: order.id, label, problem, expected, found });
  const paid = order.paymentStatus === 'Paid';
  if (order.paymentMethod === 'Online' && paid) {
    const money = cardMoneyStatus(order.price, order.card?.view ?? null);
    if (money.status !== 'Paid')
      finding(
        money.problem ?? `Paid online, but the card provider says ${money.status}.`,
        order.price,
        order.card?.view?.captured ?? null,
      );
  }
  const cards = paid ? order.cardsExpected : 0;
  const value = paid ? order.valueExpected : 0;
  if (order.cardsIssued !== cards || order.valueIssued !== value)
    finding(
      paid
        ? `${order.cardsIssued} cards worth ${formatMoney(order.valueIssued)} were issued; paid, it should have ${cards} worth ${formatMoney(value)}.`
        : `${order.cardsIssued} cards worth ${formatMoney(order.valueIssued)} were issued; unpaid, it should have ${cards} worth ${formatMoney(value)}.`,
      value,
      order.valueIssued,
    );
  return findings;
}

/** A gift card's balances against its ledger (decisions 0014, 0032). */
export interface GiftCardBooks {
  id: string;
  /** The card number's last four digits. */
  last4: string;
  initial: number;
  balance: number;
  pending: number;
  captured: number;
  refunded: number;
  /** Open holds (checkouts not yet written). */
  held: number;
}

export function reconcileGiftCard(card: GiftCardBooks): Finding[] {
  const label = `Gift card …${card.last4}`;
  const findings: Finding[] = [];
  const balance = card.initial - card.captured + card.refunded;
  if (card.balance !== balance)
    findings.push({
      subject: 'gift card',
      subjectId: card.id,
      label,
      problem: `The balance is ${formatMoney(card.balance)}; its ledger says ${formatMoney(balance)} (${formatMoney(card.initial)} − ${formatMoney(card.captured)} spent + ${formatMoney(card.refunded)} given back).`,
      expected: balance,
      found: card.balance,
    });
  if (card.pending !== card.balance - card.held)
    findings.push({
      subject: 'gift card',
      subjectId: card.id,
      label,
      problem: `The balance left for checkouts is ${formatMoney(card.pending)}; with ${formatMoney(card.held)} held it should be ${formatMoney(card.balance - card.held)}.`,
      expected: card.balance - card.held,
      found: card.pending,
    });
  return findings;
}

/** A single-use coupon and the orders that carry its code. */
export interface CouponBooks {
  id: string;
  code: string;
  /** The order it says it was spent on, and whether that order carries the code and still stands. */
  redeemedOrder: { id: string; carriesCode: boolean; givenBack: boolean } | null;
  /** Orders that carry the code and were not cancelled or rejected. */
  standingOrders: number;
}

export function reconcileCoupon(coupon: CouponBooks): Finding[] {
  const label = `Coupon ${coupon.code}`;
  const finding = (problem: string, expected: number, found: number): Finding => ({
    subject: 'coupon',
    subjectId: coupon.id,
    label,
    problem,
    expected,
    found,
  });
  const findings: Finding[] = [];
  if (coupon.standingOrders > 1)
    findings.push(
      finding(`A single-use coupon is on ${coupon.standingOrders} orders.`, 1, coupon.standingOrders),
    );
  const spent = coupon.redeemedOrder;
  if (spent && (!spent.carriesCode || spent.givenBack))
    findings.push(
      finding(
        spent.givenBack
          ? 'It is still spent on a cancelled or rejected order.'
          : 'It is spent on an order that does not carry its code.',
        0,
        1,
      ),
    );
  if (!spent && coupon.standingOrders > 0)
    findings.push(finding('An order used it, but it is not marked spent.', 1, 0));
  return findings;
}

/** A member's points balance against the sum of their ledger. */
export interface PointsBooks {
  customerId: string;
  email: string;
  balance: number;
  ledger: number;
}

export function reconcilePoints(member: PointsBooks): Finding[] {
  if (member.balance === member.ledger) return [];
  return [
    {
      subject: 'points',
      subjectId: member.customerId,
      label: `Member ${member.email}`,
      problem: `The points balance is ${member.balance}; the points ledger adds up to ${member.ledger}.`,
      expected: member.ledger,
      found: member.balance,
    },
  ];
}

/** GET /api/staff/reconciliation (owner only): the tenant's last reconciliation. */
export interface ReconciliationReport {
  /** When it last ran; null before its first run. */
  checkedAt: string | null;
  /** Orders, gift card orders, gift cards, single-use coupons and members compared. */
  checked: number;
  /** How many it found (the first 500 are listed). */
  mismatches: number;
  findings: Finding[];
}
