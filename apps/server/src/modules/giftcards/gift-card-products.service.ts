import {
  OWNER_PROMOTION_MESSAGES,
  toCents,
  toDollars,
  type ApiOwnerGiftCardProduct,
  type GiftCardProductInput,
  type OwnerGiftCardProductsResponse,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import { POSITION_PAGE_KEYS } from '../../db/keyset';
import { newId } from '../../db/ids';
import type { GiftCardProductsTable } from '../../db/schema';
import { translationsColumn, translationsOf } from '../../db/translations';
import { foundById, HttpError } from '../../http/errors';
import { bool } from '../../http/json';
import {
  ownerList,
  ownerRemoval,
  ownerTransaction,
  recordOwnerItemChange,
  type OwnerList,
  type OwnerRemoval,
} from '../audit/audit.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import {
  deleteGiftCardProduct,
  findOwnedGiftCardProduct,
  insertGiftCardProduct,
  isProductNameTaken,
  listGiftCardProductPage,
  nextProductPosition,
  updateGiftCardProduct,
} from './gift-card-products.repository';

/*
 * The owner console's gift card products (issue 19): what /gift sells, its price, the value and
 * number of the cards one gives, its window and its image (uploaded through POST /api/staff/images).
 * Owner only; each write and its audit entry are one transaction, and /gift reads the table on every
 * request, so a change is on sale at once. Names are unique per tenant: a tenant document matches
 * products by name.
 */

function presentProduct(row: Selectable<GiftCardProductsTable>): ApiOwnerGiftCardProduct {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    translations: translationsOf(row.translations),
    price: toDollars(row.price_cents),
    unit_price: toDollars(row.unit_price_cents),
    quantity: row.quantity,
    image: row.image_url ? { url: row.image_url, webp_url: row.image_webp_url } : null,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    disabled: bool(row.disabled),
  };
}

function columnsOf(input: GiftCardProductInput) {
  return {
    name: input.name,
    description: input.description,
    translations: translationsColumn(input.translations),
    price_cents: toCents(input.price),
    unit_price_cents: toCents(input.unit_price),
    quantity: input.quantity,
    image_url: input.image?.url ?? null,
    image_webp_url: input.image?.webp_url ?? null,
    valid_from: input.valid_from,
    valid_until: input.valid_until,
    disabled: input.disabled ? 1 : 0,
  } as const;
}

const nameTaken = () =>
  new HttpError(409, 'GIFT_CARD_PRODUCT_NAME_TAKEN', `name: ${OWNER_PROMOTION_MESSAGES.giftCardNameTaken}`);

export const listOwnerGiftCardProducts: OwnerList<OwnerGiftCardProductsResponse> = ownerList(
  'products',
  POSITION_PAGE_KEYS,
  listGiftCardProductPage,
  presentProduct,
);

export async function createGiftCardProduct(
  db: Executor,
  principal: StaffPrincipal,
  input: GiftCardProductInput,
  now: Date,
): Promise<ApiOwnerGiftCardProduct> {
  return ownerTransaction(db, principal, async (trx, tenantId) => {
    if (await isProductNameTaken(trx, tenantId, input.name, null)) throw nameTaken();
    const product = presentProduct(
      await insertGiftCardProduct(trx, {
        id: newId(),
        tenant_id: tenantId,
        ...columnsOf(input),
        position: await nextProductPosition(trx, tenantId),
      }),
    );
    await recordOwnerItemChange(trx, principal, now, 'gift_card_product', 'create', { after: product });
    return product;
  });
}

export async function changeGiftCardProduct(
  db: Executor,
  principal: StaffPrincipal,
  productId: string,
  input: GiftCardProductInput,
  now: Date,
): Promise<ApiOwnerGiftCardProduct> {
  return ownerTransaction(db, principal, async (trx, tenantId) => {
    const row = await foundById('Gift card product', productId, (id) =>
      findOwnedGiftCardProduct(trx, tenantId, id),
    );
    if (await isProductNameTaken(trx, tenantId, input.name, productId)) throw nameTaken();
    const before = presentProduct(row);
    const after = presentProduct(await updateGiftCardProduct(trx, tenantId, productId, columnsOf(input)));
    await recordOwnerItemChange(trx, principal, now, 'gift_card_product', 'update', { before, after });
    return after;
  });
}

/** Takes a product off sale for good; the orders that bought it keep its name (and lose the link). */
export const removeGiftCardProduct: OwnerRemoval = ownerRemoval(
  'gift_card_product',
  'Gift card product',
  deleteGiftCardProduct,
  presentProduct,
);
