/*
 * The order history: the demo member's orders and repeat guests' orders, with lines, options,
 * promotions, discounts and status history. Money is computed by checkout's own `computeTotals`
 * (decision 0038: tax on the subtotal less discounts, gift cards after tax), with
 *   subtotal = Σ lines (base_total + extra_total).
 */
import { allocate, computeTotals, toCents } from '@storefront/domain';
import { newId, randomToken } from '../../ids';
import type { NewRow, OrderStatus } from '../../schema';
import {
  appliedPromotionRow,
  capturedRedemptionRow,
  dinerColumns,
  pricedLineRows,
  redeemedCouponRow,
  totalsColumns,
} from '../builders';
import { clockPlus } from './calendar';
import type { IssuedCoupon } from './coupons';
import type { MemberSeed, OrderPlan, PersonDef } from './types';

export type OrderRow = NewRow<'orders'> & { id: string; received_at: string; status: OrderStatus };

export interface OrderHistory {
  orders: OrderRow[];
  lines: NewRow<'order_lines'>[];
  lineOptions: NewRow<'order_line_options'>[];
  orderPromotions: NewRow<'order_promotions'>[];
  orderDiscounts: NewRow<'order_discounts'>[];
  history: NewRow<'order_status_history'>[];
  /** Paid with the demo member's gift card. */
  redemptions: NewRow<'gift_card_redemptions'>[];
  redeemedCouponOrder: { id: string; at: string } | null;
  nextCouponOrder: { id: string; at: string } | null;
  giftCardUsed: number;
  orderNumber: number;
}

interface StatusStep {
  status: OrderStatus;
  actor: 'customer' | 'staff' | 'system';
  note: string | null;
  changed_at: string;
}

/** Who closes an order that ends cancelled or rejected, how many minutes after it came in, and why. */
const CLOSING_STEPS = {
  Cancelled: { actor: 'customer', after: 6, note: 'Cancelled by the customer.' },
  Rejected: { actor: 'staff', after: 5, note: 'The kitchen could not take this order.' },
} as const;

/** How an order reached its status: received, accepted 3 minutes later, then fulfilled or closed. */
function statusSteps(
  o: OrderPlan,
  receivedAt: string,
  pickupTime: string,
): { steps: StatusStep[]; confirmedAt: string | null } {
  const at = (minutes: number) => new Date(Date.parse(receivedAt) + minutes * 60_000).toISOString();
  const steps: StatusStep[] = [{ status: 'Received', actor: 'customer', note: null, changed_at: receivedAt }];
  const confirmedAt = o.status === 'Accepted' || o.status === 'Fulfilled' ? at(3) : null;
  if (confirmedAt) steps.push({ status: 'Accepted', actor: 'staff', note: null, changed_at: confirmedAt });
  if (o.status === 'Fulfilled')
    steps.push({ status: 'Fulfilled', actor: 'staff', note: o.statusNote ?? null, changed_at: pickupTime });
  if (o.status === 'Cancelled' || o.status === 'Rejected') {
    const closing = CLOSING_STEPS[o.status];
    steps.push({
      status: o.status,
      actor: closing.actor,
      note: o.statusNote ?? closing.note,
      changed_at: at(closing.after),
    });
  }
  return { steps, confirmedAt };
}

export function orderHistory(
  { plan, rel, tenantId, openDay }: MemberSeed,
  member: { demoId: string; demoPerson: PersonDef; demoCardId: string },
  { redeemedCoupon, nextOrderCoupon }: { redeemedCoupon: IssuedCoupon; nextOrderCoupon: IssuedCoupon },
): OrderHistory {
  const { demoId, demoPerson, demoCardId } = member;
  const redemptions: NewRow<'gift_card_redemptions'>[] = [];
  const orders: OrderRow[] = [];
  const lines: NewRow<'order_lines'>[] = [];
  const lineOptions: NewRow<'order_line_options'>[] = [];
  const orderPromotions: NewRow<'order_promotions'>[] = [];
  const orderDiscounts: NewRow<'order_discounts'>[] = [];
  const history: NewRow<'order_status_history'>[] = [];
  let redeemedCouponOrder: { id: string; at: string } | null = null;
  let nextCouponOrder: { id: string; at: string } | null = null;
  let giftCardUsed = 0;

  const all = [
    ...plan.demoOrders.map((o) => ({
      plan: o,
      person: demoPerson,
      customerId: demoId as string | null,
      eater: null as string | null,
    })),
    ...(plan.guestOrders ?? []).map((o) => ({ plan: o, person: o.guest, customerId: null, eater: o.eater })),
  ]
    .map((entry) => ({ ...entry, day: openDay(-entry.plan.daysAgo, -1, entry.plan.onWeekdays) }))
    .sort((a, b) => a.day - b.day || a.plan.placedAt.localeCompare(b.plan.placedAt));

  let orderNumber = plan.sequences.order;
  for (const { plan: o, person, customerId, eater, day } of all) {
    const orderId = newId();
    orderNumber += 1;
    const receivedAt = rel.at(day, o.placedAt);
    const ready = clockPlus(o.placedAt, o.readyAfter);
    const pickupTime = rel.at(day + ready.dayShift, ready.time);

    // Lines.
    let subtotal = 0;
    const lineIds = new Map<string, { id: string; base: number }>();
    o.lines.forEach((linePlan, position) => {
      const item = plan.items.get(linePlan.cd);
      if (!item) throw new Error(`Seed order: no item ${linePlan.cd}`);
      const size = linePlan.size ? item.sizes.find((s) => s.name === linePlan.size) : undefined;
      if (linePlan.size && !size) throw new Error(`Seed order: ${linePlan.cd} has no size ${linePlan.size}`);
      const lineId = newId();
      const freeLeft = new Map<string, number>();
      const options = (linePlan.options ?? []).map(([groupName, value]) => {
        const group = item.options.find((g) => g.name === groupName);
        const option = group?.items.find((i) => i.name === value);
        if (!group || !option)
          throw new Error(`Seed order: ${linePlan.cd} has no option ${groupName} / ${value}`);
        const free = freeLeft.get(group._id) ?? group.number_of_free_options;
        freeLeft.set(group._id, Math.max(0, free - 1));
        return { id: newId(), group, option, free: free > 0 };
      });
      const priced = pricedLineRows(
        { tenantId, orderId },
        {
          id: lineId,
          item,
          size: size ?? null,
          quantity: linePlan.quantity,
          options,
          itemFree: o.bogo?.freeCd === linePlan.cd,
          instructions: linePlan.instructions ?? null,
          position,
        },
      );
      subtotal += priced.amount;
      lineIds.set(linePlan.cd, { id: lineId, base: priced.base });
      lines.push(priced.line);
      lineOptions.push(...priced.options);
    });
    (o.cutlery ?? []).forEach(([name, quantity], i) => {
      lines.push({
        id: newId(),
        tenant_id: tenantId,
        order_id: orderId,
        kind: 'cutlery',
        menu_item_id: null,
        cd: null,
        name,
        print_name: name.toUpperCase(),
        size: null,
        quantity,
        base_price_cents: 0,
        base_total_cents: 0,
        extra_price_cents: 0,
        extra_total_cents: 0,
        discount_cents: 0,
        special_instructions: null,
        duration: null,
        position: o.lines.length + i,
      });
    });

    // Promotions and discounts.
    let discountTotal = 0;
    if (o.bogo) {
      const free = lineIds.get(o.bogo.freeCd);
      const item = plan.items.get(o.bogo.freeCd);
      if (!free || !item) throw new Error(`Seed order: BOGO item ${o.bogo.freeCd} is not on the order`);
      discountTotal += free.base;
      orderPromotions.push(
        appliedPromotionRow(
          { tenantId, orderId },
          {
            id: newId(),
            promotionId: o.bogo.promotionId,
            name: o.bogo.promotionName,
            amount: free.base,
            lineIds: [free.id],
          },
        ),
      );
    }
    let couponCode: string | null = null;
    if (o.redeemCoupon) {
      couponCode = redeemedCoupon.code;
      discountTotal += redeemedCoupon.amount_cents;
      redeemedCouponOrder = { id: orderId, at: receivedAt };
      // An order-level discount is spread over the order's lines to the cent, as placed orders are.
      const orderLines = lines.filter((l) => l.order_id === orderId);
      const shares = allocate(
        redeemedCoupon.amount_cents,
        orderLines.map(
          (l) => (l.base_total_cents ?? 0) + (l.extra_total_cents ?? 0) - (l.discount_cents ?? 0),
        ),
      );
      orderLines.forEach((l, i) => (l.discount_cents = (l.discount_cents ?? 0) + (shares[i] ?? 0)));
      orderDiscounts.push(
        redeemedCouponRow(
          { tenantId, orderId },
          {
            id: newId(),
            promotionId: null,
            name: redeemedCoupon.name,
            code: redeemedCoupon.code,
            amount: redeemedCoupon.amount_cents,
          },
        ),
      );
    }
    let nextOrderCode: string | null = null;
    if (o.issueNextOrderCoupon) {
      nextOrderCode = nextOrderCoupon.code;
      nextCouponOrder = { id: orderId, at: rel.at(day + ready.dayShift, ready.time) };
      // Issued for the next order: listed with the order, never taken off its total.
      orderDiscounts.push({
        id: newId(),
        tenant_id: tenantId,
        order_id: orderId,
        promotion_id: plan.nextOrderPromotion.id,
        discount_name: plan.nextOrderPromotion.name,
        coupon_code: nextOrderCoupon.code,
        discount_amount_cents: 0,
        is_next_order_coupon: 1,
        coupon_amount_cents: nextOrderCoupon.amount_cents,
        coupon_code_expire_in: plan.nextOrderPromotion.expireInDays,
        coupon_code_expire_unit: 'days',
      });
    }

    // Taxes, fees, total: as checkout computes them (the seed's discounts are all on the items).
    const totals = computeTotals({
      subtotal,
      gstRate: plan.restaurant.gstRate,
      pstRate: plan.restaurant.pstRate,
      deliveryFee: o.delivery ? toCents(o.delivery.fee) : 0,
      discounts: discountTotal,
      giftCards: o.giftCard ? toCents(o.giftCard) : 0,
    });
    if (totals.discountTotal < discountTotal) throw new Error('Seed order: discounts exceed the order');
    const { giftCardTotal } = totals;
    if (giftCardTotal > 0) {
      giftCardUsed += giftCardTotal;
      redemptions.push(
        capturedRedemptionRow(
          { tenantId, orderId, receivedAt },
          { id: newId(), giftCardId: demoCardId, amount: giftCardTotal, updatedAt: pickupTime },
        ),
      );
    }

    const { steps, confirmedAt } = statusSteps(o, receivedAt, pickupTime);
    for (const step of steps) history.push({ id: newId(), tenant_id: tenantId, order_id: orderId, ...step });

    orders.push({
      id: orderId,
      tenant_id: tenantId,
      restaurant_id: plan.restaurant.id,
      customer_id: customerId,
      order_number: orderNumber,
      idempotency_key: randomToken(),
      status: o.status,
      order_type: 'ToGo',
      delivery_method: o.delivery ? 'Delivery' : 'Pickup',
      pickup_time_type: o.pickupTimeType,
      pickup_time: pickupTime,
      adjusted_pickup_time: null,
      received_at: receivedAt,
      confirmed_at: confirmedAt,
      // mailboxOf lowers the address first, so its mailbox is the one of the address as given.
      ...dinerColumns({ ...person, email: person.email.toLowerCase() }),
      special_requests: o.specialRequests ?? null,
      delivery_address: o.delivery
        ? JSON.stringify({
            address: o.delivery.address,
            postalCode: o.delivery.postalCode,
            suiteApartmentNumber: o.delivery.suiteApartmentNumber ?? '',
            addressType: o.delivery.addressType,
            businessName: o.delivery.businessName ?? '',
            otherPublicVenueName: o.delivery.otherPublicVenueName ?? '',
            distanceInMeter: o.delivery.distanceInMeter,
          })
        : null,
      distance_in_meter: o.delivery?.distanceInMeter ?? null,
      payment_method: 'Offline',
      payment_status: o.status === 'Fulfilled' ? 'Paid' : 'Unpaid',
      payment_reference: null,
      subtotal_cents: subtotal,
      discount_total_cents: discountTotal,
      ...totalsColumns(totals),
      coupon_code: couponCode,
      next_order_coupon_code: nextOrderCode,
      eater_uuid: eater,
      order_link: `/order/${orderId}`,
      created_at: receivedAt,
      updated_at: steps[steps.length - 1]!.changed_at,
    });
  }
  return {
    orders,
    lines,
    lineOptions,
    orderPromotions,
    orderDiscounts,
    history,
    redemptions,
    redeemedCouponOrder,
    nextCouponOrder,
    giftCardUsed,
    orderNumber,
  };
}
