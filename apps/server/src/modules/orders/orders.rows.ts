/*
 * A priced cart as the rows an order is stored in, the other way from `presentOrder`. Complete rows
 * (every column, database defaults spelled out): they are inserted, then presented as they are,
 * without reading them back (decision 0021).
 */
import {
  type Locale,
  declaredAllergies,
  mailboxOf,
  type OrderPaymentStatus,
  type PaymentProviderName,
  type PlaceOrderRequest,
} from '@storefront/domain';
import { newId } from '../../db/ids';
import type { NewRow, Row } from '../../db/schema';
import type { ServerPricedCart } from './pricing.service';

export interface OrderRows {
  /** The order itself, once its number is taken (inside the transaction). */
  order(orderNumber: number, reservationId?: string | null): Row<'orders'>;
  lines: Row<'order_lines'>[];
  options: Row<'order_line_options'>[];
  promotions: Row<'order_promotions'>[];
  discounts: Row<'order_discounts'>[];
  history: NewRow<'order_status_history'>;
  /** Gift card holds pay, in the order sent, what is left to pay; a hold not needed is given back. */
  captures: { id: string; giftCardId: string; held: number; captured: number }[];
}

export function orderRowsOf({
  tenantId,
  orderId,
  idempotencyKey,
  customerId,
  request,
  priced,
  issuedCodes,
  now,
  payment = { status: 'Unpaid', reference: null, provider: null },
  takenBy = null,
  locale,
}: {
  tenantId: string;
  orderId: string;
  idempotencyKey: string;
  /** The signed-in member placing it (from their session); a client-sent userId is not trusted. */
  customerId: string | null;
  request: PlaceOrderRequest;
  priced: ServerPricedCart;
  /** The codes of the next-order coupons this order issues, in the order of its discounts. */
  issuedCodes: readonly string[];
  now: Date;
  /**
   * An online order's payment (authorised or paid), its id and the provider that took it; Offline
   * orders are Unpaid.
   */
  payment?: { status: OrderPaymentStatus; reference: string | null; provider: PaymentProviderName | null };
  /** A phone order: the staff account that took it for the caller; null for the storefront's. */
  takenBy?: string | null;
  /** The language it is placed in: its mails' and texts'. */
  locale: Locale;
}): OrderRows {
  const at = now.toISOString();
  const lines: Row<'order_lines'>[] = [];
  const options: Row<'order_line_options'>[] = [];
  // Per line: its item promotions and its share of the cart discounts (lines, then cutlery).
  const lineDiscounts = priced.promotion.lineDiscounts;
  const lineIdOf = new Map<string, string>();
  priced.lines.forEach((line, position) => {
    const lineId = newId();
    lineIdOf.set(line.uuid, lineId);
    lines.push({
      id: lineId,
      tenant_id: tenantId,
      order_id: orderId,
      kind: 'item',
      menu_item_id: priced.itemIds[position] ?? null,
      cd: line.cd,
      name: line.name,
      print_name: line.printName,
      size: line.size,
      size_id: line.size_id ?? null,
      quantity: line.quantity,
      base_price_cents: line.basePrice,
      base_total_cents: line.baseTotal,
      extra_price_cents: line.extraPrice,
      extra_total_cents: line.extraTotal,
      discount_cents: lineDiscounts[position] ?? 0,
      special_instructions: line.specialInstructions || null,
      duration: line.duration ? JSON.stringify(line.duration) : null,
      position,
    });
    line.options.forEach((option, i) =>
      options.push({
        id: newId(),
        tenant_id: tenantId,
        order_line_id: lineId,
        option_id: option.option_id,
        option_name: option.option_name,
        option_value: option.option_value,
        option_quantity: option.option_quantity,
        option_price_cents: option.option_price,
        option_total_cents: option.option_total,
        position: i,
      }),
    );
  });
  priced.cutlery.forEach((c, i) =>
    lines.push({
      id: newId(),
      tenant_id: tenantId,
      order_id: orderId,
      kind: 'cutlery',
      name: c.name,
      quantity: c.quantity,
      menu_item_id: null,
      cd: null,
      print_name: null,
      size: null,
      size_id: null,
      base_price_cents: c.price,
      base_total_cents: c.total,
      extra_price_cents: 0,
      extra_total_cents: 0,
      discount_cents: lineDiscounts[priced.lines.length + i] ?? 0,
      special_instructions: null,
      duration: null,
      position: priced.lines.length + i,
    }),
  );

  // Promotions and discounts as stored; a next-order coupon discount names the code this order issues.
  const promotions: Row<'order_promotions'>[] = priced.promotion.promotions.map((p) => ({
    id: newId(),
    tenant_id: tenantId,
    order_id: orderId,
    promotion_id: p.promotionId,
    promotion_name: p.promotionName,
    quantity: p.quantity,
    amount_cents: p.amount,
    discount_amount_cents: p.discountAmount,
    coupon_code: p.couponCode,
    discounted_items: JSON.stringify(p.discountedItems.flatMap((uuid) => lineIdOf.get(uuid) ?? [])),
  }));
  let nextCoupon = 0;
  const discounts: Row<'order_discounts'>[] = priced.promotion.discounts.map((d) => ({
    id: newId(),
    tenant_id: tenantId,
    order_id: orderId,
    promotion_id: d.promotionId,
    discount_name: d.name,
    coupon_code: d.isNextOrderCoupon ? (issuedCodes[nextCoupon++] ?? null) : d.couponCode,
    discount_amount_cents: d.amount,
    is_next_order_coupon: d.isNextOrderCoupon ? 1 : 0,
    coupon_amount_cents: d.couponAmount,
    coupon_code_expire_in: d.couponExpireIn,
    coupon_code_expire_unit: d.couponExpireUnit,
  }));

  let giftCardLeft = priced.totals.giftCardTotal;
  const captures = priced.holds.map((h) => {
    const captured = Math.min(h.amount, giftCardLeft);
    giftCardLeft -= captured;
    return { id: h.id, giftCardId: h.giftCardId, held: h.amount, captured };
  });

  const { firstName, lastName, email, phone } = request.customer;
  const address = request.deliveryMethod === 'Delivery' ? request.deliveryAddress : null;
  const allergies = declaredAllergies(request.allergies);
  /** The row, once its number (and, Dine-in, its table's booking) is taken in the transaction. */
  const order = (orderNumber: number, reservationId: string | null = null): Row<'orders'> => ({
    id: orderId,
    tenant_id: tenantId,
    restaurant_id: priced.restaurant._id,
    customer_id: customerId,
    order_number: orderNumber,
    idempotency_key: idempotencyKey,
    delivery_method: request.deliveryMethod,
    pickup_time_type: request.pickupTimeType,
    pickup_time: new Date(priced.pickupAt).toISOString(),
    received_at: at,
    name_ordered_under: `${firstName} ${lastName}`,
    first_name: firstName,
    last_name: lastName,
    email,
    email_mailbox: mailboxOf(email),
    phone,
    text_updates: request.textUpdates ? 1 : 0,
    special_requests: request.specialRequests || null,
    // The line and postal code are the priced place's; the diner's unit, type and names are kept.
    delivery_address: address
      ? JSON.stringify({
          ...address,
          ...(priced.deliveryPlace ?? {}),
          distanceInMeter: priced.distanceInMeter,
        })
      : null,
    distance_in_meter: address ? priced.distanceInMeter : null,
    payment_method: request.payment.method,
    subtotal_cents: priced.totals.subtotal,
    discount_total_cents: priced.totals.discountTotal,
    tax_cents: priced.totals.tax,
    gst_cents: priced.totals.gst,
    pst_cents: priced.totals.pst,
    delivery_fee_cents: priced.totals.deliveryFee,
    delivery_gst_cents: priced.totals.deliveryGst,
    gift_card_total_cents: priced.totals.giftCardTotal,
    tip_cents: priced.totals.tip,
    points_redeemed: priced.pointsRedeemed?.points ?? 0,
    points_discount_cents: priced.pointsRedeemed?.amount ?? 0,
    total_cents: priced.totals.total,
    coupon_code: priced.coupon?.input.code ?? null,
    next_order_coupon_code: issuedCodes[0] ?? null,
    eater_uuid: request.eaterUUID ?? null,
    order_link: request.orderLink ?? null,
    created_at: at,
    updated_at: at,
    status: 'Received',
    order_type: request.deliveryMethod === 'Dine-in' ? 'DineIn' : 'ToGo',
    adjusted_pickup_time: null,
    confirmed_at: null,
    payment_status: payment.status,
    payment_reference: payment.reference,
    payment_provider: payment.provider,
    ready_at: null,
    status_reason: null,
    reservation_id: reservationId,
    payment_problem: null,
    allergens: allergies ? JSON.stringify(allergies.allergens) : null,
    allergy_note: allergies?.note ?? null,
    allergies_acknowledged_at: null,
    allergies_acknowledged_by: null,
    channel: takenBy ? 'phone' : 'web',
    taken_by: takenBy,
    locale,
  });
  const history: NewRow<'order_status_history'> = {
    id: newId(),
    tenant_id: tenantId,
    order_id: orderId,
    status: 'Received',
    actor: takenBy ? 'staff' : 'customer',
    note: null,
    changed_at: at,
  };
  return { order, lines, options, promotions, discounts, history, captures };
}
