import { toCents, type ApiGiftCardProduct, type GiftCardProductAmounts } from '@storefront/domain';

/** A product's wire amounts (dollars) as the domain's cents. */
export const amountsOf = (product: ApiGiftCardProduct): GiftCardProductAmounts => ({
  price: toCents(product.price),
  unitPrice: toCents(product.unitPrice),
  quantity: product.quantity,
});
