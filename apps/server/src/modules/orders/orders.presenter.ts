import {
  ALLERGENS,
  couponStatusOfProblem,
  toCartDiscount,
  toCartPromotion,
  toDollars,
  toWireCartItem,
  type ApiOrder,
  type ApiOrderTable,
  type ApiRestaurant,
  type OrderAllergies,
  type CartQuote,
  type WireDeliveryAddress,
} from '@storefront/domain';
import { isTestPayment } from '../../adapters/payments/registry';
import type { Row } from '../../db/schema';
import { bool, fromJson } from '../../http/json';
import type { ServerPricedCart } from './pricing.service';

export interface OrderAdjustmentRows {
  promotions: Row<'order_promotions'>[];
  discounts: Row<'order_discounts'>[];
}

/** The table of a Dine-in order as its booking stands. */
export const presentOrderTable = (row: Row<'reservations'>): ApiOrderTable => ({
  reservationId: row.id,
  reservationNumber: row.reservation_number,
  partySize: row.party_size,
  status: row.status === 'Completed' && row.no_show === 1 ? 'No-show' : row.status,
});

const EXPIRE_UNITS = ['days', 'weeks', 'months'] as const;

/** What the diner declared (null: nothing), and when someone read it. */
function presentAllergies(order: Row<'orders'>): OrderAllergies | null {
  if (order.allergens === null && order.allergy_note === null) return null;
  return {
    allergens: ALLERGENS.filter((a) => fromJson<unknown[]>(order.allergens, []).includes(a)),
    note: order.allergy_note,
    acknowledgedAt: order.allergies_acknowledged_at,
  };
}

export function presentOrder(
  order: Row<'orders'>,
  restaurant: ApiRestaurant,
  lines: Row<'order_lines'>[],
  options: Row<'order_line_options'>[],
  adjustments: OrderAdjustmentRows,
  /** Dine-in: its table's booking. */
  table: ApiOrderTable | null = null,
): ApiOrder {
  return {
    _id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    orderType: order.order_type,
    deliveryMethod: order.delivery_method,
    table,
    pickupTimeType: order.pickup_time_type,
    pickupTime: order.pickup_time,
    adjustedPickupTime: order.adjusted_pickup_time,
    receivedAt: order.received_at,
    confirmedAt: order.confirmed_at,
    readyAt: order.ready_at,
    statusReason: order.status_reason,
    updatedAt: order.updated_at,
    nameOrderedUnder: order.name_ordered_under,
    email: order.email,
    phone: order.phone,
    textUpdates: order.text_updates === 1,
    specialRequests: order.special_requests,
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    paymentProblem: order.payment_problem ?? null,
    testPayment: isTestPayment(order.payment_provider),
    channel: order.channel,
    locale: order.locale,
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
      size_id: line.size_id,
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
          price: toDollars(o.option_price_cents),
          total: toDollars(o.option_total_cents),
        })),
    })),
    promotions: adjustments.promotions.map((p) => ({
      promotionId: p.promotion_id ?? '',
      promotionName: p.promotion_name,
      quantity: p.quantity,
      amount: toDollars(p.amount_cents),
      discountAmount: toDollars(p.discount_amount_cents),
      couponCode: p.coupon_code,
      // The order's line ids (an order's lines have no client uuid any more).
      discountedItems: fromJson<unknown[]>(p.discounted_items, []).filter(
        (i): i is string => typeof i === 'string',
      ),
      uuid: p.id,
    })),
    discounts: adjustments.discounts.map((d) => ({
      promotion_id: d.promotion_id,
      discount_name: d.discount_name,
      coupon_code: d.coupon_code,
      discount_amount: toDollars(d.discount_amount_cents),
      is_next_order_coupon: bool(d.is_next_order_coupon),
      coupon_amount: toDollars(d.coupon_amount_cents),
      coupon_code_expire_in: d.coupon_code_expire_in,
      coupon_code_expire_unit: EXPIRE_UNITS.find((u) => u === d.coupon_code_expire_unit) ?? null,
    })),
    subtotal: toDollars(order.subtotal_cents),
    gst: toDollars(order.gst_cents),
    pst: toDollars(order.pst_cents),
    tax: toDollars(order.tax_cents),
    deliveryFee: toDollars(order.delivery_fee_cents),
    deliveryGST: toDollars(order.delivery_gst_cents),
    discountTotal: toDollars(order.discount_total_cents),
    giftCardTotal: toDollars(order.gift_card_total_cents),
    tip: toDollars(order.tip_cents),
    pointsRedeemed:
      order.points_redeemed > 0
        ? { points: order.points_redeemed, amount: toDollars(order.points_discount_cents) }
        : null,
    total: toDollars(order.total_cents),
    allergies: presentAllergies(order),
  };
}

/** A priced cart as the quote the cart shows (dollars on the wire). */
export function presentQuote(priced: ServerPricedCart): CartQuote {
  return {
    items: priced.lines.map(toWireCartItem),
    cutlery: priced.cutlery.map((c) => ({ ...c, price: toDollars(c.price), total: toDollars(c.total) })),
    promotions: priced.promotion.promotions.map(toCartPromotion),
    discounts: priced.promotion.discounts.map(toCartDiscount),
    discountTotal: toDollars(priced.totals.discountTotal),
    subtotal: toDollars(priced.totals.subtotal),
    gst: toDollars(priced.totals.gst),
    pst: toDollars(priced.totals.pst),
    tax: toDollars(priced.totals.tax),
    deliveryFee: toDollars(priced.totals.deliveryFee),
    deliveryGST: toDollars(priced.totals.deliveryGst),
    distanceInMeter: priced.distanceInMeter,
    giftCardTotal: toDollars(priced.totals.giftCardTotal),
    tip: toDollars(priced.totals.tip),
    pointsRedeemed: priced.pointsRedeemed
      ? { points: priced.pointsRedeemed.points, amount: toDollars(priced.pointsRedeemed.amount) }
      : null,
    memberPoints: priced.memberPoints
      ? { ...priced.memberPoints, balanceValue: toDollars(priced.memberPoints.balanceValue) }
      : null,
    giftCardRedemptions: priced.holds.map((h) => ({
      _id: h.id,
      giftCardNumber: h.giftCardNumber,
      balanceBeforeRedeem: toDollars(h.pendingBalance + h.amount),
      amountToRedeem: toDollars(h.amount),
      balanceAfterRedeem: toDollars(h.pendingBalance),
      expiresAt: h.expiresAt,
    })),
    total: toDollars(priced.totals.total),
    hints: priced.promotion.hints,
    pickupTime: new Date(priced.pickupAt).toISOString(),
    unavailableItems: priced.unavailable,
    minimumOrderShortfall: toDollars(priced.shortfall),
    messages: priced.problems.map((p) => p.message),
    couponStatus:
      priced.coupon || priced.couponProblem
        ? couponStatusOfProblem(priced.couponProblem?.code ?? null)
        : null,
  };
}
