import { toDollars, type ApiOrder, type ApiRestaurant, type WireDeliveryAddress } from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { OrderLineOptionsTable, OrderLinesTable, OrdersTable } from '../../db/schema';
import { fromJson } from '../../http/json';

export function presentOrder(
  order: Selectable<OrdersTable>,
  restaurant: ApiRestaurant,
  lines: Selectable<OrderLinesTable>[],
  options: Selectable<OrderLineOptionsTable>[],
): ApiOrder {
  return {
    _id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    orderType: order.order_type,
    deliveryMethod: order.delivery_method,
    pickupTimeType: order.pickup_time_type,
    pickupTime: order.pickup_time,
    adjustedPickupTime: order.adjusted_pickup_time,
    receivedAt: order.received_at,
    confirmedAt: order.confirmed_at,
    updatedAt: order.updated_at,
    nameOrderedUnder: order.name_ordered_under,
    email: order.email,
    phone: order.phone,
    specialRequests: order.special_requests,
    paymentMethod: order.payment_method,
    restaurant: {
      _id: restaurant._id,
      name: restaurant.name,
      address_1: restaurant.address_1,
      address_2: restaurant.address_2,
      city_town: restaurant.city_town,
      state_province: restaurant.state_province,
      phone: restaurant.phone,
      settings: {
        time_zone: restaurant.settings.time_zone,
        time_format: restaurant.settings.time_format,
        date_format: restaurant.settings.date_format,
        datetime_format: restaurant.settings.datetime_format,
      },
    },
    deliveryAddress: fromJson<WireDeliveryAddress | null>(order.delivery_address, null),
    items: lines.map((line) => ({
      _id: line.id,
      menuItem: line.menu_item_id,
      cd: line.cd,
      name: line.name,
      quantity: line.quantity,
      size: line.size,
      baseTotal: toDollars(line.base_total_cents),
      extraTotal: toDollars(line.extra_total_cents),
      specialInstructions: line.special_instructions,
      options: options
        .filter((o) => o.order_line_id === line.id)
        .map((o) => ({
          option_id: o.option_id,
          name: o.option_name,
          value: o.option_value,
          quantity: o.option_quantity,
          total: toDollars(o.option_total_cents),
        })),
    })),
    promotions: [],
    discounts: [],
    subtotal: toDollars(order.subtotal_cents),
    gst: toDollars(order.gst_cents),
    pst: toDollars(order.pst_cents),
    tax: toDollars(order.tax_cents),
    deliveryFee: toDollars(order.delivery_fee_cents),
    deliveryGST: toDollars(order.delivery_gst_cents),
    discountTotal: toDollars(order.discount_total_cents),
    giftCardTotal: toDollars(order.gift_card_total_cents),
    total: toDollars(order.total_cents),
  };
}
