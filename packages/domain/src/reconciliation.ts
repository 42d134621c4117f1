/*
 * Money that adds up (issue 27; decision 0065): pure comparisons of what the books say with what
 * the card provider and the ledgers say. The server reads the rows and the provider's view; these
 * functions decide, so the rules are one table-driven, tested place.
 */
import type { OrderPaymentStatus } from './contract/orders';
import { formatMoney } from './money';

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
      `The card was charged ${formatMoney(captured)}${refunded > 0 ? ` (${formatMoney(refunded)} refunded)` : ''} for an order of ${formatMoney(total)}.`,
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
