/*
 * Money comes back (issue 14 item 8, decision 0032): when an order is cancelled (the diner, while
 * Received) or rejected (staff), everything it took is given back in the transaction that changed its
 * status. Both transactions call `returnOrderMoney` only when their conditional status write won, so
 * twice-sent or concurrent cancels return the money once; each step is also conditional on its own
 * (a ledger line unique per redemption, updates guarded by the state they change), so running it twice
 * changes nothing the second time.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { returnOrderCoupons } from '../coupons/coupons.service';
import { refundCapturedRedemptions } from '../giftcards/giftcards.service';
import { returnOrderPoints } from '../loyalty/loyalty-points.service';

/** Why an order's money is given back: the status the order just moved to. */
export type MoneyReturnReason = 'Cancelled' | 'Rejected';

/** What `returnOrderMoney` gave back. */
export interface ReturnedMoney {
  /** Each captured gift card redemption, credited back to its card. */
  giftCards: { giftCardId: string; giftCardNumber: string; amountCents: number }[];
  /** The single-use coupons the order had spent, usable again. */
  couponsRestored: string[];
  /** The next-order coupons the order had issued, now void. */
  couponsVoided: string[];
  /** The loyalty points the order spent, back on the member's balance (decision 0048). */
  points: number;
}

/**
 * Gives back all the money of an order that has just been cancelled or rejected. Call it inside the
 * transaction that made the status change, after the conditional write reported that it changed the
 * row (never on a lost race).
 */
export async function returnOrderMoney(
  trx: Transaction<Database>,
  tenantId: string,
  orderId: string,
  reason: MoneyReturnReason,
  at: string,
): Promise<ReturnedMoney> {
  const giftCards = await refundCapturedRedemptions(trx, tenantId, orderId, { reason, at });
  const coupons = await returnOrderCoupons(trx, tenantId, orderId, at);
  const points = await returnOrderPoints(trx, tenantId, orderId, reason, at);
  return { giftCards, couponsRestored: coupons.restored, couponsVoided: coupons.voided, points };
}
