import {
  toDollars,
  type ApiGiftCardOrder,
  type ApiIssuedGiftCard,
  type GiftCardOrderStatus,
  type GiftCardPaymentStatus,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { GiftCardOrdersTable, GiftCardsTable, RestaurantRow } from '../../db/schema';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';

export function presentGiftCardOrder(
  row: Selectable<GiftCardOrdersTable>,
  restaurant: RestaurantRow,
): ApiGiftCardOrder {
  const settings = restaurantSettingsOf(restaurant);
  return {
    _id: row.id,
    giftCardOrderNumber: row.gift_card_order_number,
    status: row.status as GiftCardOrderStatus,
    paymentStatus: row.payment_status as GiftCardPaymentStatus,
    giftCardType: row.gift_card_type,
    giftCardProductId: row.gift_card_product_id,
    giftCardProductName: row.gift_card_product_name,
    giftCardProductUnitPrice: toDollars(row.gift_card_product_unit_price_cents),
    quantity: row.quantity,
    giftCardQuantity: row.gift_card_quantity,
    giftCardUnitPrice: toDollars(row.gift_card_unit_price_cents),
    price: toDollars(row.price_cents),
    paymentMethod: row.payment_method,
    nameOrderedUnder: row.name_ordered_under,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    restaurant: {
      _id: restaurant.id,
      name: restaurant.name,
      phone: restaurant.phone,
      address_1: restaurant.address_1,
      city_town: restaurant.city_town,
      settings: {
        time_zone: settings.time_zone,
        time_format: settings.time_format,
        date_format: settings.date_format,
        datetime_format: settings.datetime_format,
      },
    },
  };
}

export function presentIssuedGiftCard(row: Selectable<GiftCardsTable>): ApiIssuedGiftCard {
  return {
    _id: row.id,
    giftCardNumber: row.gift_card_number,
    kind: row.kind,
    balance: toDollars(row.balance_cents),
  };
}
