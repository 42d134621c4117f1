/*
 * The demo member's coupons: one redeemed on an order, one issued by an order, an expired one. The
 * tenant's paper flyer coupon is in its tenant document.
 */
import { randomInt } from 'node:crypto';
import { toCents } from '@storefront/domain';
import { newId } from '../../ids';
import type { NewRow } from '../../schema';
import type { MemberSeed } from './types';

function codeSuffix(length = 5): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

export interface IssuedCoupon {
  id: string;
  code: string;
  name: string;
  amount_cents: number;
}

/** The coupons orders refer to, drawn before the orders. */
export function orderCoupons({ plan }: MemberSeed): {
  redeemedCoupon: IssuedCoupon;
  nextOrderCoupon: IssuedCoupon;
} {
  const p = plan.codePrefix;
  const redeemedCoupon = {
    id: newId(),
    code: `${p}-WELCOME-${codeSuffix()}`,
    name: 'Welcome back: $5 off',
    amount_cents: 500,
  };
  const nextOrderCoupon = {
    id: newId(),
    code: `${p}-THANKS-${codeSuffix()}`,
    name: plan.nextOrderPromotion.name,
    amount_cents: toCents(plan.nextOrderPromotion.amount),
  };
  return { redeemedCoupon, nextOrderCoupon };
}

export function couponRows(
  { plan, rel, tenantId }: MemberSeed,
  demoId: string,
  issued: { redeemedCoupon: IssuedCoupon; nextOrderCoupon: IssuedCoupon },
  used: {
    redeemedCouponOrder: { id: string; at: string } | null;
    nextCouponOrder: { id: string; at: string } | null;
  },
): NewRow<'coupons'>[] {
  const now = rel.now;
  const p = plan.codePrefix;
  const { redeemedCoupon, nextOrderCoupon } = issued;
  const { redeemedCouponOrder, nextCouponOrder } = used;
  const couponBase = { tenant_id: tenantId, single_use: 1 as const, created_at: now, updated_at: now };
  const coupons: NewRow<'coupons'>[] = [
    {
      ...couponBase,
      id: nextOrderCoupon.id,
      promotion_id: plan.nextOrderPromotion.id,
      customer_id: demoId,
      name: nextOrderCoupon.name,
      coupon_code: nextOrderCoupon.code,
      code_key: nextOrderCoupon.code.toUpperCase(),
      amount_cents: nextOrderCoupon.amount_cents,
      is_paper: 0,
      valid_from: nextCouponOrder?.at ?? rel.instant(-10),
      valid_until: new Date(
        Date.parse(nextCouponOrder?.at ?? rel.instant(-10)) +
          plan.nextOrderPromotion.expireInDays * 86_400_000,
      ).toISOString(),
      issued_by_order_id: nextCouponOrder?.id ?? null,
      redeemed_by: null,
      redeemed_order_id: null,
      redeemed_at: null,
      created_at: nextCouponOrder?.at ?? now,
    },
    {
      ...couponBase,
      id: redeemedCoupon.id,
      promotion_id: null,
      customer_id: demoId,
      name: redeemedCoupon.name,
      coupon_code: redeemedCoupon.code,
      code_key: redeemedCoupon.code.toUpperCase(),
      amount_cents: redeemedCoupon.amount_cents,
      is_paper: 0,
      valid_from: rel.instant(-60),
      valid_until: rel.instant(30),
      issued_by_order_id: null,
      redeemed_by: redeemedCouponOrder ? demoId : null,
      redeemed_order_id: redeemedCouponOrder?.id ?? null,
      redeemed_at: redeemedCouponOrder?.at ?? null,
      created_at: rel.instant(-60),
    },
    {
      ...couponBase,
      id: newId(),
      promotion_id: null,
      customer_id: demoId,
      name: 'Birthday treat: $3 off',
      coupon_code: `${p}-BDAY-${codeSuffix()}`,
      code_key: '',
      amount_cents: 300,
      is_paper: 0,
      valid_from: rel.instant(-40),
      valid_until: rel.instant(-5),
      issued_by_order_id: null,
      redeemed_by: null,
      redeemed_order_id: null,
      redeemed_at: null,
      created_at: rel.instant(-40),
    },
  ];
  for (const coupon of coupons) coupon.code_key = coupon.coupon_code.toUpperCase();
  return coupons;
}
