import {
  OWNER_PROMOTION_MESSAGES,
  normalizeCouponCode,
  toCents,
  toDollars,
  type ApiOwnerCoupon,
  type HouseCouponInput,
  type OwnerCouponsResponse,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { NEWEST_PAGE_KEYS } from '../../db/keyset';
import { newId } from '../../db/ids';
import type { CouponsTable } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { bool } from '../../http/json';
import {
  type OwnerList,
  ownerList,
  ownerRemoval,
  type OwnerRemoval,
  ownersTenant,
  recordOwnerItemChange,
} from '../audit/audit.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { deleteHouseCoupon, insertCoupon, listHouseCouponPage } from './coupons.repository';

/*
 * The owner console's coupons (issue 19): the house hands out codes of its own, single-use or not,
 * on paper (typed by the cashier, refused online) or not, for an amount or a percentage off, within
 * a window. Owner only; audited in the write's transaction.
 */

function presentHouseCoupon(row: Selectable<CouponsTable>): ApiOwnerCoupon {
  return {
    _id: row.id,
    code: row.coupon_code,
    name: row.name,
    amount: toDollars(row.amount_cents),
    percent_off: row.percent_off,
    paper: bool(row.is_paper),
    single_use: bool(row.single_use),
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    redeemed_at: row.redeemed_at,
  };
}

export const listHouseCoupons: OwnerList<OwnerCouponsResponse> = ownerList(
  'coupons',
  NEWEST_PAGE_KEYS,
  listHouseCouponPage,
  presentHouseCoupon,
);

/**
 * The coupon codes of the tenant's active promotions: the promotions module's, handed in by app.ts
 * (promotions import coupons to check a promotion's code; decision 0067).
 */
export type PromotionCodes = (db: Executor, tenantId: string) => Promise<string[]>;

const codeTaken = () =>
  new HttpError(409, 'COUPON_CODE_TAKEN', `code: ${OWNER_PROMOTION_MESSAGES.codeTaken}`);

export async function createHouseCoupon(
  db: Executor,
  principal: StaffPrincipal,
  input: HouseCouponInput,
  now: Date,
  promotionCodes: PromotionCodes,
): Promise<ApiOwnerCoupon> {
  const tenantId = ownersTenant(principal);
  const key = normalizeCouponCode(input.code);
  // A promotion's code would shadow it (a stored coupon is looked up first, the promotion never).
  if ((await promotionCodes(db, tenantId)).some((code) => normalizeCouponCode(code) === key)) {
    throw codeTaken();
  }
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const coupon = presentHouseCoupon(
        await insertCoupon(trx, {
          id: newId(),
          tenant_id: tenantId,
          promotion_id: null,
          customer_id: null,
          name: input.name,
          coupon_code: input.code,
          code_key: key,
          amount_cents: toCents(input.amount),
          percent_off: input.percent_off,
          is_paper: input.paper ? 1 : 0,
          single_use: input.single_use ? 1 : 0,
          valid_from: input.valid_from,
          valid_until: input.valid_until,
          issued_by_order_id: null,
          redeemed_by: null,
          redeemed_order_id: null,
          redeemed_at: null,
          voided_at: null,
          created_at: at,
          updated_at: at,
        }),
      );
      await recordOwnerItemChange(trx, principal, now, 'coupon', 'create', { after: coupon });
      return coupon;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export const removeHouseCoupon: OwnerRemoval = ownerRemoval(
  'coupon',
  'Coupon',
  deleteHouseCoupon,
  presentHouseCoupon,
);
