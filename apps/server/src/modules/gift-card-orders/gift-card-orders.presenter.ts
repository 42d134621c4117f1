import {
  toDollars,
  type ApiGiftCardOrder,
  type ApiGiftRecipient,
  type ApiIssuedGiftCard,
  type GiftCardOrderStatus,
  type GiftCardPaymentStatus,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import { isTestPayment } from '../../adapters/payments/registry';
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
    testPayment: isTestPayment(row.payment_provider),
    nameOrderedUnder: row.name_ordered_under,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    recipient: recipientOf(row),
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

function recipientOf(row: Selectable<GiftCardOrdersTable>): ApiGiftRecipient | null {
  if (!row.gift_status || !row.recipient_name || !row.recipient_email || !row.send_at) return null;
  return {
    name: row.recipient_name,
    email: row.recipient_email,
    message: row.gift_message,
    sendAt: row.send_at,
    // Sending is a process at work on it: still to arrive, as far as the buyer can tell.
    status: row.gift_status === 'Sent' ? 'Sent' : 'Scheduled',
    sentAt: row.gift_sent_at,
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
