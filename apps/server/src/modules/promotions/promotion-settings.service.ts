import {
  OWNER_PROMOTION_MESSAGES,
  normalizeCouponCode,
  type ApiOwnerPromotion,
  type OwnerPromotionsResponse,
  type OwnerPromotionInput,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import { POSITION_PAGE_KEYS } from '../../db/keyset';
import { newId } from '../../db/ids';
import type { PromotionsTable } from '../../db/schema';
import { translationsColumn } from '../../db/translations';
import { badRequest, foundById, HttpError, notFound } from '../../http/errors';
import { type OwnerList, ownerList, ownersTenant, recordOwnerItemChange } from '../audit/audit.service';
import { findCouponByKey } from '../coupons/coupons.service';
import { bumpTenantMenusVersions, listRestaurants } from '../restaurants/restaurants.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { presentOwnerPromotion } from './promotions.presenter';
import {
  bumpPromotionsVersion,
  deletePromotion,
  findPromotion,
  insertPromotion,
  listPromotionPage,
  listPromotions,
  updatePromotion,
} from './promotions.repository';

/*
 * The owner console's Promotions (issue 19): create, edit and delete a tenant's promotions. Owner
 * only; each write bumps the tenant's promotions_version in its transaction (pricing's cache keys on
 * it, so the next quote applies the change) and is audited there.
 */

export const listOwnerPromotions: OwnerList<OwnerPromotionsResponse> = ownerList(
  'promotions',
  POSITION_PAGE_KEYS,
  listPromotionPage,
  presentOwnerPromotion,
);

/** The rules name the tenant's own locations only, and a code is no other promotion's or coupon's. */
async function checkReferences(
  db: Executor,
  tenantId: string,
  input: OwnerPromotionInput,
  promotionId: string | null,
) {
  const restaurants = new Set((await listRestaurants(db, tenantId)).map((r) => r.id));
  if (input.rules.restaurants.some((id) => !restaurants.has(id))) {
    throw badRequest('rules.restaurants: Choose locations of this restaurant', 'VALIDATION_FAILED');
  }
  const code = input.coupon_code ? normalizeCouponCode(input.coupon_code) : '';
  if (code === '') return;
  const taken =
    (await listPromotions(db, tenantId)).some(
      (p) => p.id !== promotionId && p.coupon_code !== null && normalizeCouponCode(p.coupon_code) === code,
    ) || (await findCouponByKey(db, tenantId, code)) !== undefined;
  if (taken)
    throw new HttpError(409, 'COUPON_CODE_TAKEN', `coupon_code: ${OWNER_PROMOTION_MESSAGES.codeTaken}`);
}

const columnsOf = (input: OwnerPromotionInput, at: string) => ({
  name: input.name,
  description: input.description,
  translations: translationsColumn(input.translations),
  type: input.type,
  image_url: input.image,
  available_option: input.available_option,
  available_from: input.available_option === 'Date range' ? input.available_from : null,
  available_until: input.available_option === 'Date range' ? input.available_until : null,
  conditions: JSON.stringify(input.conditions),
  instructions: JSON.stringify(input.instructions),
  disabled: input.disabled ? (1 as const) : (0 as const),
  promo_apply_option: input.promo_apply_option,
  coupon_code: input.coupon_code,
  rules: JSON.stringify(input.rules),
  updated_at: at,
});

/** One write to a tenant's promotions: the change, the version bump and the audit entry commit together. */
async function writePromotion(
  db: Executor,
  principal: StaffPrincipal,
  now: Date,
  action: 'create' | 'update' | 'delete',
  write: (
    trx: Executor,
  ) => Promise<{ before?: Selectable<PromotionsTable>; after?: Selectable<PromotionsTable> }>,
) {
  return db.transaction().execute(async (trx) => {
    const { before, after } = await write(trx);
    await bumpPromotionsVersion(trx, principal.tenantId);
    // A promotion's menu section shows its name and state: the menus documents are read again.
    await bumpTenantMenusVersions(trx, principal.tenantId);
    await recordOwnerItemChange(trx, principal, now, 'promotion', action, {
      before: before && presentOwnerPromotion(before),
      after: after && presentOwnerPromotion(after),
      // Activity describes the rules in words, which depend on the type.
      kept: ['type'],
    });
    return after;
  });
}

export async function createPromotion(
  db: Executor,
  principal: StaffPrincipal,
  input: OwnerPromotionInput,
  now: Date,
): Promise<ApiOwnerPromotion> {
  await checkReferences(db, ownersTenant(principal), input, null);
  const at = now.toISOString();
  const row = await writePromotion(db, principal, now, 'create', async (trx) => ({
    after: await insertPromotion(trx, {
      id: newId(),
      tenant_id: principal.tenantId,
      ...columnsOf(input, at),
      created_at: at,
    }),
  }));
  return presentOwnerPromotion(row!);
}

async function ownersPromotion(db: Executor, principal: StaffPrincipal, promotionId: string) {
  const tenantId = ownersTenant(principal);
  const row = await foundById('Promotion', promotionId, (id) => findPromotion(db, tenantId, id));
  return row;
}

export async function changePromotion(
  db: Executor,
  principal: StaffPrincipal,
  promotionId: string,
  input: OwnerPromotionInput,
  now: Date,
): Promise<ApiOwnerPromotion> {
  const before = await ownersPromotion(db, principal, promotionId);
  await checkReferences(db, principal.tenantId, input, before.id);
  const row = await writePromotion(db, principal, now, 'update', async (trx) => {
    const after = await updatePromotion(
      trx,
      principal.tenantId,
      before.id,
      columnsOf(input, now.toISOString()),
    );
    if (!after) throw notFound('Promotion');
    return { before, after };
  });
  return presentOwnerPromotion(row!);
}

export async function removePromotion(
  db: Executor,
  principal: StaffPrincipal,
  promotionId: string,
  now: Date,
): Promise<void> {
  const existing = await ownersPromotion(db, principal, promotionId);
  await writePromotion(db, principal, now, 'delete', async (trx) => {
    const before = await deletePromotion(trx, principal.tenantId, existing.id);
    if (!before) throw notFound('Promotion');
    return { before };
  });
}
