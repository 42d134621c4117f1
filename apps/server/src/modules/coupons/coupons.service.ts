/*
 * Coupons (ordering-core §4 Cart, §5; accounts-and-extras §5): a code is either a stored coupon (the
 * coupons table: a member's next-order coupon, a paper flyer, a gift of the house) or the code of a
 * promotion whose apply option is 'Coupon code'. Codes are matched without regard to case. A stored
 * single-use coupon is consumed by the order that uses it (`redeemCoupon`, inside the order's
 * transaction).
 */
import {
  COUPON_MESSAGES,
  mailboxOf,
  normalizeCouponCode,
  sameMailbox,
  unknownCouponMessage,
  type CartProblem,
  type CouponInput,
  type DiscountAdjustment,
  type EnginePromotion,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import { newId, pooledRandomBytes } from '../../db/ids';
import type { CouponsTable, NewRow } from '../../db/schema';
import { bool } from '../../http/json';
import { HttpError } from '../../http/errors';
import {
  claimFirstOrder,
  findCouponByKey,
  findCustomerEmail,
  findIssuingOrder,
  hasHadFirstOrder,
  releaseFirstOrder,
  restoreSpentCoupons,
} from './coupons.repository';
import type { Executor } from '../../db/executor';

// The module's face for the others: they reach its tables through here, never through its repository.
export { findCouponByKey, insertCoupons, redeemCoupon, voidIssuedCoupons } from './coupons.repository';

/**
 * What a withdrawn order spent of the coupons comes back (decision 0032): its single-use coupons are
 * usable again and its first order's code (WELCOME10) may be used again. Conditional on the order
 * still holding them, so a second call changes nothing. Answers the restored codes.
 */
export async function restoreOrderCoupons(
  trx: Executor,
  tenantId: string,
  orderId: string,
  at: string,
): Promise<string[]> {
  await releaseFirstOrder(trx, tenantId, orderId);
  return restoreSpentCoupons(trx, tenantId, orderId, at);
}

/**
 * Who a first-order promotion is counted against: the mailbox of the email (`mailboxOf`: `name+1@`
 * is `name@`), and the member when signed in.
 */
export const firstOrderSubjects = (email: string, customerId: string | null): string[] => [
  `email:${mailboxOf(email)}`,
  ...(customerId ? [`customer:${customerId}`] : []),
];

/**
 * The first-order promotion an order claims: its code was applied and took something off (a code kept
 * below its minimum takes nothing, and does not use up the diner's first order).
 */
export function firstOrderPromotionOf(
  coupon: ResolvedCoupon | null,
  applied: { amount: number } | null,
): EnginePromotion | null {
  if (coupon?.kind !== 'promotion' || !coupon.promotion.rules.first_order_only) return null;
  return applied && applied.amount > 0 ? coupon.promotion : null;
}

/**
 * Claims a first-order promotion for an order inside its transaction: of two orders racing with one
 * email (or one member), exactly one gets it; the other is refused with the coupon's message.
 */
export async function claimFirstOrderCoupon(
  trx: Executor,
  claim: {
    tenantId: string;
    promotion: EnginePromotion;
    email: string;
    customerId: string | null;
    orderId: string;
    at: string;
  },
): Promise<void> {
  const claimed = await claimFirstOrder(trx, {
    tenantId: claim.tenantId,
    promotionId: claim.promotion.id,
    subjects: firstOrderSubjects(claim.email, claim.customerId),
    orderId: claim.orderId,
    at: claim.at,
  });
  if (!claimed) throw new HttpError(422, 'COUPON_FIRST_ORDER_ONLY', COUPON_MESSAGES.firstOrderOnly);
}

export type ResolvedCoupon =
  | { kind: 'stored'; row: Selectable<CouponsTable>; name: string; input: CouponInput }
  | { kind: 'promotion'; promotion: EnginePromotion; name: string; input: CouponInput };

const refuse = (status: number, code: string, message: string): { ok: false; problem: CartProblem } => ({
  ok: false,
  problem: { status, code, message },
});

/**
 * Who enters a code: the email typed, and the member signed in (null: a guest). undefined: the caller
 * read no session (apply-coupon's route passes none): there the member's email stands for the member,
 * and the quote and the order, which read the session, decide.
 */
export interface CouponDiner {
  email: string;
  memberId: string | null | undefined;
}

/**
 * Why a coupon issued to someone is not `diner`'s to use (issue 27 item 3), or null: a member's
 * coupon needs that member's session, a guest's next-order coupon the mailbox its order was placed
 * with, and a next-order coupon is earned once its order is fulfilled (until then it can still be
 * cancelled, which voids the coupon).
 */
async function holderProblem(
  db: Executor,
  tenantId: string,
  row: Selectable<CouponsTable>,
  diner: CouponDiner,
): Promise<{ ok: false; problem: CartProblem } | null> {
  if (row.customer_id === null && row.issued_by_order_id === null) return null;
  const [ownerEmail, issuing] = await Promise.all([
    row.customer_id !== null && diner.memberId === undefined
      ? findCustomerEmail(db, tenantId, row.customer_id)
      : null,
    row.issued_by_order_id !== null ? findIssuingOrder(db, tenantId, row.issued_by_order_id) : undefined,
  ]);
  if (row.customer_id !== null) {
    const theirs =
      diner.memberId === undefined
        ? ownerEmail !== null && sameMailbox(ownerEmail, diner.email)
        : diner.memberId === row.customer_id;
    if (!theirs) return refuse(422, 'COUPON_MEMBER_ONLY', COUPON_MESSAGES.memberOnly);
  } else if (issuing && !sameMailbox(issuing.email, diner.email)) {
    return refuse(422, 'COUPON_OTHER_CUSTOMER', COUPON_MESSAGES.otherCustomer);
  }
  if (row.issued_by_order_id !== null && issuing?.status !== 'Fulfilled')
    return refuse(422, 'COUPON_NOT_EARNED_YET', COUPON_MESSAGES.notEarnedYet);
  return null;
}

/**
 * What a code is, or why it cannot be used by `diner` at `now`. A promotion's code is checked
 * against its rules by the engine, with the cart.
 */
export async function resolveCoupon(
  db: Executor,
  tenantId: string,
  code: string,
  diner: CouponDiner,
  now: Date,
  promotions: readonly EnginePromotion[],
): Promise<{ ok: true; coupon: ResolvedCoupon } | { ok: false; problem: CartProblem }> {
  const key = normalizeCouponCode(code);
  const row = key === '' ? undefined : await findCouponByKey(db, tenantId, key);
  if (row) {
    const at = now.toISOString();
    if (bool(row.is_paper)) return refuse(422, 'COUPON_PAPER', COUPON_MESSAGES.paper);
    if (row.voided_at !== null) return refuse(422, 'COUPON_VOIDED', COUPON_MESSAGES.voided);
    if (bool(row.single_use) && row.redeemed_at !== null)
      return refuse(409, 'COUPON_USED', COUPON_MESSAGES.used);
    if (row.valid_until !== null && row.valid_until < at)
      return refuse(422, 'COUPON_EXPIRED', COUPON_MESSAGES.expired);
    if (row.valid_from !== null && row.valid_from > at)
      return refuse(422, 'COUPON_NOT_YET_VALID', COUPON_MESSAGES.notYetValid);
    const notTheirs = await holderProblem(db, tenantId, row, diner);
    if (notTheirs) return notTheirs;
    return {
      ok: true,
      coupon: {
        kind: 'stored',
        row,
        name: row.name,
        input: {
          code: row.coupon_code,
          stored: {
            name: row.name,
            amount: row.amount_cents,
            promotionId: row.promotion_id,
            percentOff: row.percent_off,
          },
        },
      },
    };
  }
  const promotion = promotions.find(
    (p) =>
      p.promo_apply_option === 'Coupon code' &&
      p.coupon_code !== null &&
      normalizeCouponCode(p.coupon_code) === key,
  );
  if (!promotion) return refuse(404, 'COUPON_UNKNOWN', unknownCouponMessage(code.trim()));
  const mailbox = mailboxOf(diner.email);
  if (
    promotion.rules.first_order_only &&
    mailbox !== '' &&
    (await hasHadFirstOrder(db, tenantId, promotion.id, firstOrderSubjects(mailbox, null), mailbox))
  ) {
    return refuse(422, 'COUPON_FIRST_ORDER_ONLY', COUPON_MESSAGES.firstOrderOnly);
  }
  return {
    ok: true,
    coupon: {
      kind: 'promotion',
      promotion,
      name: promotion.name,
      input: { code: promotion.coupon_code ?? code, stored: null },
    },
  };
}

// No 0/O or 1/I: codes are read aloud and typed from email.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new coupon code such as 'THANKS-7KQ2M9XD' (40 random bits). */
export function newCouponCode(): string {
  const bytes = pooledRandomBytes(8);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `THANKS-${suffix}`;
}

/** The instant a coupon issued at `from` lapses, `amount` days, weeks or calendar months later. */
export function couponValidUntil(
  from: Date,
  amount: number | null,
  unit: DiscountAdjustment['couponExpireUnit'],
) {
  if (amount === null || !(amount > 0) || unit === null) return null;
  const until = new Date(from.getTime());
  if (unit === 'months') until.setUTCMonth(until.getUTCMonth() + amount);
  else until.setTime(until.getTime() + amount * (unit === 'weeks' ? 7 : 1) * 86_400_000);
  return until.toISOString();
}

/** The coupon rows an order issues for its next-order coupon discounts, each with a new code. */
export function nextOrderCouponRows(
  tenantId: string,
  orderId: string,
  customerId: string | null,
  discounts: readonly DiscountAdjustment[],
  now: Date,
): (NewRow<'coupons'> & { coupon_code: string })[] {
  const at = now.toISOString();
  return discounts
    .filter((d) => d.isNextOrderCoupon)
    .map((d) => {
      const code = newCouponCode();
      return {
        id: newId(),
        tenant_id: tenantId,
        promotion_id: d.promotionId,
        customer_id: customerId,
        name: d.name,
        coupon_code: code,
        code_key: normalizeCouponCode(code),
        amount_cents: d.couponAmount,
        is_paper: 0,
        single_use: 1,
        valid_from: at,
        valid_until: couponValidUntil(now, d.couponExpireIn, d.couponExpireUnit),
        issued_by_order_id: orderId,
        redeemed_by: null,
        redeemed_order_id: null,
        redeemed_at: null,
        created_at: at,
        updated_at: at,
      };
    });
}
