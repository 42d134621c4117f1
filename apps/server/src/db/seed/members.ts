/*
 * Customers and their history for a demo tenant: the demo member (and, where asked, a member they
 * referred and a blocked guest), past orders with lines, options, promotions, discounts and status
 * history, guest orders from repeat eaters, coupons, gift cards with a redemption, reservations and
 * the loyalty ledger. Money is computed here, the way checkout computes it, so every order adds up:
 *   subtotal = Σ lines (base_total + extra_total); gst, pst = percentOf(subtotal, rate); tax = gst + pst;
 *   delivery_gst = percentOf(delivery_fee, gst_rate);
 *   total = subtotal + tax + delivery_fee + delivery_gst − discount_total − gift_card_total.
 */
import { randomInt } from 'node:crypto';
import { allocate, percentOf, toCents, type RegularBusinessHours, type Weekday } from '@storefront/domain';
import { newId, randomToken } from '../ids';
import type { NewRow, OrderStatus } from '../schema';
import { insertInBatches, weekdayIn, type BuiltItem, type Relative, type SeedDb } from './builders';

export const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'demo-pass-2026' } as const;

export interface PersonDef {
  first: string;
  last: string;
  email: string;
  phone: string;
}

export interface AddressDef {
  address_1: string;
  address_2?: string | null;
  city_town: string;
  state_province: string;
  postal_code: string;
}

export interface LinePlan {
  cd: string;
  quantity: number;
  size?: string;
  /** [option group name, option name]. */
  options?: readonly (readonly [string, string])[];
  instructions?: string;
}

export interface DeliveryPlan {
  address: string;
  postalCode: string;
  suiteApartmentNumber?: string;
  addressType: 'Business' | 'Home' | 'Other';
  businessName?: string;
  otherPublicVenueName?: string;
  distanceInMeter: number;
  /** Dollars, from the restaurant's tiers or flat fee. */
  fee: number;
}

export interface OrderPlan {
  status: OrderStatus;
  /** Days before today (moved further back to a day the restaurant is open). */
  daysAgo: number;
  /** Local clock time the order was placed, 'HH:mm'. */
  placedAt: string;
  /** Minutes from placing to the pickup (or delivery) time. */
  readyAfter: number;
  pickupTimeType: 'ASAP' | 'Schedule';
  lines: readonly LinePlan[];
  cutlery?: readonly (readonly [string, number])[];
  delivery?: DeliveryPlan;
  specialRequests?: string;
  /** A 'Buy one, get one free' applied: the line (by code) whose one unit was free. */
  bogo?: { promotionId: string; promotionName: string; freeCd: string };
  /** Pay part of it with the demo member's gift card (dollars). */
  giftCard?: number;
  /** Redeem the member's single-use coupon on this order. */
  redeemCoupon?: boolean;
  /** Issue the next-order coupon from this order. */
  issueNextOrderCoupon?: boolean;
  statusNote?: string;
  /** Only on these weekdays (e.g. a promotion's days); the day moves further back until it matches. */
  onWeekdays?: readonly Weekday[];
}

export interface GuestOrderPlan extends OrderPlan {
  guest: PersonDef;
  eater: string;
}

export interface MembersPlan {
  tenantId: string;
  /** The tenant slug (links, coupon codes). */
  tenant: string;
  rel: Relative;
  passwordHash: string;
  /** The counters the tenant row was inserted with; the next numbers are these plus one. */
  sequences: { order: number; reservation: number; giftCardOrder: number };
  restaurant: {
    id: string;
    gstRate: number;
    pstRate: number;
    hours: RegularBusinessHours;
    /** Local dates the restaurant is closed for a holiday. */
    closedDates: readonly string[];
  };
  reservationRestaurantId: string;
  items: ReadonlyMap<string, BuiltItem>;
  demoAddress: AddressDef;
  demoOrders: readonly OrderPlan[];
  guestOrders?: readonly GuestOrderPlan[];
  /** Prefix of generated coupon codes, e.g. 'GM'. */
  codePrefix: string;
  /** The next-order coupon promotion (is_next_order_coupon) and its coupon terms. */
  nextOrderPromotion: { id: string; name: string; amount: number; expireInDays: number };
  giftCardProducts: {
    single: { id: string; name: string; price_cents: number; unit_price_cents: number };
    bundle: { id: string; name: string; price_cents: number; unit_price_cents: number; quantity: number };
  };
  loyalty: { perOrder: number; perDollar: number; perReferral: number } | null;
  referredMember?: PersonDef & { address: AddressDef };
  blockedGuest?: PersonDef;
  reservationNotes: readonly [pending: string, confirmed: string, completed: string];
}

export interface MembersResult {
  demoCustomerId: string;
  orders: number;
}

const DAY_MINUTES = 24 * 60;

function clockPlus(time: string, minutes: number): { dayShift: number; time: string } {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const inDay = ((total % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return {
    dayShift: Math.floor(total / DAY_MINUTES),
    time: `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`,
  };
}

function giftCardNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}

function codeSuffix(length = 5): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

export async function seedMembers(db: SeedDb, plan: MembersPlan): Promise<MembersResult> {
  const { rel, tenantId } = plan;
  const now = rel.now;

  /** Days from today of an open day at or before `daysAgo` days ago (or after, going forward). */
  const openDay = (offset: number, direction: -1 | 1, weekdays?: readonly Weekday[]): number => {
    let days = offset;
    for (let guard = 0; guard < 14; guard++) {
      const weekday = weekdayIn(rel, days);
      const closed =
        !plan.restaurant.hours[weekday].is_open || plan.restaurant.closedDates.includes(rel.date(days));
      if (!closed && (!weekdays || weekdays.includes(weekday))) return days;
      days += direction;
    }
    throw new Error('Seed: no open day found');
  };

  /* ---------------------------------------------------------------- customers */
  const customers: NewRow<'customers'>[] = [];
  const demoId = newId();
  const demo: NewRow<'customers'> & {
    first_name: string;
    last_name: string;
    telephone: string;
    created_at: string;
  } = {
    id: demoId,
    tenant_id: tenantId,
    email: DEMO_CREDENTIALS.email.toLowerCase(),
    first_name: 'Jordan',
    last_name: 'Tremblay',
    telephone: '306-555-0199',
    password_hash: plan.passwordHash,
    address_1: plan.demoAddress.address_1,
    address_2: plan.demoAddress.address_2 ?? null,
    city_town: plan.demoAddress.city_town,
    state_province: plan.demoAddress.state_province,
    postal_code: plan.demoAddress.postal_code,
    country: 'CA',
    point_balance: 0,
    referral_token: randomToken(),
    referrer_id: null,
    is_blocked: 0,
    created_at: rel.instant(-120),
    updated_at: rel.instant(-30),
  };
  customers.push(demo);
  const demoPerson: PersonDef = {
    first: demo.first_name,
    last: demo.last_name,
    email: demo.email,
    phone: demo.telephone,
  };

  let referred: typeof demo | null = null;
  if (plan.referredMember) {
    const r = plan.referredMember;
    referred = {
      ...demo,
      id: newId(),
      email: r.email.toLowerCase(),
      first_name: r.first,
      last_name: r.last,
      telephone: r.phone,
      address_1: r.address.address_1,
      address_2: r.address.address_2 ?? null,
      city_town: r.address.city_town,
      state_province: r.address.state_province,
      postal_code: r.address.postal_code,
      referral_token: randomToken(),
      referrer_id: demoId,
      created_at: rel.instant(-25),
      updated_at: rel.instant(-25),
    };
    customers.push(referred);
  }
  if (plan.blockedGuest) {
    const b = plan.blockedGuest;
    customers.push({
      id: newId(),
      tenant_id: tenantId,
      email: b.email.toLowerCase(),
      first_name: b.first,
      last_name: b.last,
      telephone: b.phone,
      password_hash: null,
      address_1: null,
      address_2: null,
      city_town: null,
      state_province: null,
      postal_code: null,
      country: null,
      point_balance: 0,
      referral_token: randomToken(),
      referrer_id: null,
      is_blocked: 1,
      created_at: rel.instant(-60),
      updated_at: rel.instant(-45),
    });
  }

  /* ---------------------------------------------------------------- coupons (codes needed by orders) */
  const p = plan.codePrefix;
  const redeemedCoupon = {
    id: newId(),
    code: `${p}-WELCOME-${codeSuffix()}`,
    name: 'Welcome back: $5 off',
    amount_cents: 500,
  };
  const nextOrderCoupon = {
    id: newId(),
    code: `${p}-THANKS-${codeSuffix()}`,
    name: plan.nextOrderPromotion.name,
    amount_cents: toCents(plan.nextOrderPromotion.amount),
  };

  /* ---------------------------------------------------------------- gift cards (the one orders draw on) */
  const demoCardId = newId();
  const redemptions: NewRow<'gift_card_redemptions'>[] = [];

  /* ---------------------------------------------------------------- orders */
  const orders: (NewRow<'orders'> & { id: string; received_at: string; status: OrderStatus })[] = [];
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
      const base = size ? toCents(size.price) : item.price_cents;
      const lineId = newId();
      const freeLeft = new Map<string, number>();
      let extra = 0;
      (linePlan.options ?? []).forEach(([groupName, value], optionPosition) => {
        const group = item.options.find((g) => g.name === groupName);
        const option = group?.items.find((i) => i.name === value);
        if (!group || !option)
          throw new Error(`Seed order: ${linePlan.cd} has no option ${groupName} / ${value}`);
        const free = freeLeft.get(group._id) ?? group.number_of_free_options;
        const price = toCents(option.additional_cost);
        const total = free > 0 ? 0 : price;
        freeLeft.set(group._id, Math.max(0, free - 1));
        extra += total;
        lineOptions.push({
          id: newId(),
          tenant_id: tenantId,
          order_line_id: lineId,
          option_id: option._id,
          option_name: group.name,
          option_value: option.name,
          option_quantity: 1,
          option_price_cents: price,
          option_total_cents: total,
          position: optionPosition,
        });
      });
      const baseTotal = base * linePlan.quantity;
      const extraTotal = extra * linePlan.quantity;
      subtotal += baseTotal + extraTotal;
      lineIds.set(linePlan.cd, { id: lineId, base });
      lines.push({
        id: lineId,
        tenant_id: tenantId,
        order_id: orderId,
        kind: 'item',
        menu_item_id: item.id,
        cd: item.cd,
        name: item.name,
        print_name: item.print_name,
        size: size?.name ?? null,
        quantity: linePlan.quantity,
        base_price_cents: base,
        base_total_cents: baseTotal,
        extra_price_cents: extra,
        extra_total_cents: extraTotal,
        discount_cents: o.bogo?.freeCd === linePlan.cd ? base : 0,
        special_instructions: linePlan.instructions ?? null,
        duration: JSON.stringify(item.duration),
        position,
      });
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
      orderPromotions.push({
        id: newId(),
        tenant_id: tenantId,
        order_id: orderId,
        promotion_id: o.bogo.promotionId,
        promotion_name: o.bogo.promotionName,
        quantity: 1,
        amount_cents: free.base,
        discount_amount_cents: free.base,
        coupon_code: null,
        // The order lines it discounted, as the order API presents them.
        discounted_items: JSON.stringify([free.id]),
      });
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
      orderDiscounts.push({
        id: newId(),
        tenant_id: tenantId,
        order_id: orderId,
        promotion_id: null,
        discount_name: redeemedCoupon.name,
        coupon_code: redeemedCoupon.code,
        discount_amount_cents: redeemedCoupon.amount_cents,
        is_next_order_coupon: 0,
        coupon_amount_cents: redeemedCoupon.amount_cents,
        coupon_code_expire_in: null,
        coupon_code_expire_unit: null,
      });
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

    // Taxes, fees, total.
    const gst = percentOf(subtotal, plan.restaurant.gstRate);
    const pst = percentOf(subtotal, plan.restaurant.pstRate);
    const deliveryFee = o.delivery ? toCents(o.delivery.fee) : 0;
    const deliveryGst = percentOf(deliveryFee, plan.restaurant.gstRate);
    const beforeGiftCard = subtotal + gst + pst + deliveryFee + deliveryGst - discountTotal;
    if (beforeGiftCard < 0) throw new Error('Seed order: discounts exceed the order');
    const giftCardTotal = Math.min(o.giftCard ? toCents(o.giftCard) : 0, beforeGiftCard);
    if (giftCardTotal > 0) {
      giftCardUsed += giftCardTotal;
      redemptions.push({
        id: newId(),
        tenant_id: tenantId,
        gift_card_id: demoCardId,
        order_id: orderId,
        amount_cents: giftCardTotal,
        status: 'captured',
        expires_at: new Date(Date.parse(receivedAt) + 15 * 60_000).toISOString(),
        created_at: receivedAt,
        updated_at: pickupTime,
      });
    }
    const total = beforeGiftCard - giftCardTotal;

    // Status history.
    const at = (minutes: number) => new Date(Date.parse(receivedAt) + minutes * 60_000).toISOString();
    const steps: {
      status: OrderStatus;
      actor: 'customer' | 'staff' | 'system';
      note: string | null;
      changed_at: string;
    }[] = [{ status: 'Received', actor: 'customer', note: null, changed_at: receivedAt }];
    let confirmedAt: string | null = null;
    if (o.status === 'Accepted' || o.status === 'Fulfilled') {
      confirmedAt = at(3);
      steps.push({ status: 'Accepted', actor: 'staff', note: null, changed_at: confirmedAt });
    }
    if (o.status === 'Fulfilled')
      steps.push({ status: 'Fulfilled', actor: 'staff', note: o.statusNote ?? null, changed_at: pickupTime });
    if (o.status === 'Cancelled') {
      steps.push({
        status: 'Cancelled',
        actor: 'customer',
        note: o.statusNote ?? 'Cancelled by the customer.',
        changed_at: at(6),
      });
    }
    if (o.status === 'Rejected') {
      steps.push({
        status: 'Rejected',
        actor: 'staff',
        note: o.statusNote ?? 'The kitchen could not take this order.',
        changed_at: at(5),
      });
    }
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
      name_ordered_under: `${person.first} ${person.last}`,
      first_name: person.first,
      last_name: person.last,
      email: person.email.toLowerCase(),
      phone: person.phone,
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
      tax_cents: gst + pst,
      gst_cents: gst,
      pst_cents: pst,
      delivery_fee_cents: deliveryFee,
      delivery_gst_cents: deliveryGst,
      gift_card_total_cents: giftCardTotal,
      total_cents: total,
      coupon_code: couponCode,
      next_order_coupon_code: nextOrderCode,
      eater_uuid: eater,
      order_link: `/order/${orderId}`,
      created_at: receivedAt,
      updated_at: steps[steps.length - 1]!.changed_at,
    });
  }

  /* ---------------------------------------------------------------- loyalty */
  const ledger: NewRow<'loyalty_points_ledger'>[] = [];
  if (plan.loyalty) {
    for (const order of orders) {
      if (order.customer_id !== demoId || order.status !== 'Fulfilled') continue;
      const spent = (order.subtotal_cents ?? 0) - (order.discount_total_cents ?? 0);
      const points = plan.loyalty.perOrder + plan.loyalty.perDollar * Math.floor(spent / 100);
      ledger.push({
        id: newId(),
        tenant_id: tenantId,
        customer_id: demoId,
        kind: 'order',
        order_id: order.id,
        referred_customer_id: null,
        points,
        note: `Order #${order.order_number}`,
        created_at: order.updated_at ?? order.received_at,
      });
    }
    if (referred) {
      ledger.push({
        id: newId(),
        tenant_id: tenantId,
        customer_id: demoId,
        kind: 'referral',
        order_id: null,
        referred_customer_id: referred.id,
        points: plan.loyalty.perReferral,
        note: `Referred ${referred.first_name} ${referred.last_name}`,
        created_at: referred.created_at,
      });
    }
  }
  for (const customer of customers) {
    customer.point_balance = ledger
      .filter((row) => row.customer_id === customer.id)
      .reduce((sum, row) => sum + row.points, 0);
  }

  /* ---------------------------------------------------------------- coupons */
  const couponBase = { tenant_id: tenantId, single_use: 1 as const, created_at: now, updated_at: now };
  const coupons: NewRow<'coupons'>[] = [
    {
      ...couponBase,
      id: nextOrderCoupon.id,
      promotion_id: plan.nextOrderPromotion.id,
      customer_id: demoId,
      name: nextOrderCoupon.name,
      coupon_code: nextOrderCoupon.code,
      code_key: nextOrderCoupon.code.toUpperCase(),
      amount_cents: nextOrderCoupon.amount_cents,
      is_paper: 0,
      valid_from: nextCouponOrder?.at ?? rel.instant(-10),
      valid_until: new Date(
        Date.parse(nextCouponOrder?.at ?? rel.instant(-10)) +
          plan.nextOrderPromotion.expireInDays * 86_400_000,
      ).toISOString(),
      issued_by_order_id: nextCouponOrder?.id ?? null,
      redeemed_by: null,
      redeemed_order_id: null,
      redeemed_at: null,
      created_at: nextCouponOrder?.at ?? now,
    },
    {
      ...couponBase,
      id: redeemedCoupon.id,
      promotion_id: null,
      customer_id: demoId,
      name: redeemedCoupon.name,
      coupon_code: redeemedCoupon.code,
      code_key: redeemedCoupon.code.toUpperCase(),
      amount_cents: redeemedCoupon.amount_cents,
      is_paper: 0,
      valid_from: rel.instant(-60),
      valid_until: rel.instant(30),
      issued_by_order_id: null,
      redeemed_by: redeemedCouponOrder ? demoId : null,
      redeemed_order_id: redeemedCouponOrder?.id ?? null,
      redeemed_at: redeemedCouponOrder?.at ?? null,
      created_at: rel.instant(-60),
    },
    {
      ...couponBase,
      id: newId(),
      promotion_id: null,
      customer_id: null,
      name: 'Flyer coupon: $10 off $50 or more',
      coupon_code: `${p}FLYER10`,
      code_key: `${p}FLYER10`.toUpperCase(),
      amount_cents: 1000,
      is_paper: 1,
      valid_from: rel.instant(-20),
      valid_until: rel.instant(70),
      issued_by_order_id: null,
      redeemed_by: null,
      redeemed_order_id: null,
      redeemed_at: null,
    },
    {
      ...couponBase,
      id: newId(),
      promotion_id: null,
      customer_id: demoId,
      name: 'Birthday treat: $3 off',
      coupon_code: `${p}-BDAY-${codeSuffix()}`,
      code_key: '',
      amount_cents: 300,
      is_paper: 0,
      valid_from: rel.instant(-40),
      valid_until: rel.instant(-5),
      issued_by_order_id: null,
      redeemed_by: null,
      redeemed_order_id: null,
      redeemed_at: null,
      created_at: rel.instant(-40),
    },
  ];
  for (const coupon of coupons) coupon.code_key = coupon.coupon_code.toUpperCase();

  /* ---------------------------------------------------------------- gift cards */
  const { single, bundle } = plan.giftCardProducts;
  let giftCardOrderNumber = plan.sequences.giftCardOrder;
  const giftCardOrderBase = {
    tenant_id: tenantId,
    restaurant_id: plan.restaurant.id,
    customer_id: demoId,
    payment_method: 'Offline' as const,
    payment_status: 'Paid',
    status: 'Fulfilled',
    name_ordered_under: `${demo.first_name} ${demo.last_name}`,
    first_name: demo.first_name,
    last_name: demo.last_name,
    email: demo.email,
    phone: demo.telephone,
  };
  const digitalOrderId = newId();
  const physicalOrderId = newId();
  const giftCardOrders: NewRow<'gift_card_orders'>[] = [
    {
      ...giftCardOrderBase,
      id: digitalOrderId,
      gift_card_product_id: single.id,
      gift_card_order_number: ++giftCardOrderNumber,
      idempotency_key: randomToken(),
      gift_card_type: 'Digital',
      gift_card_product_name: single.name,
      gift_card_product_unit_price_cents: single.price_cents,
      quantity: 1,
      gift_card_quantity: 1,
      gift_card_unit_price_cents: single.unit_price_cents,
      price_cents: single.price_cents,
      order_link: `/giftcardorder/${digitalOrderId}`,
      created_at: rel.instant(-50),
      updated_at: rel.instant(-50, 30),
    },
    {
      ...giftCardOrderBase,
      id: physicalOrderId,
      gift_card_product_id: bundle.id,
      gift_card_order_number: ++giftCardOrderNumber,
      idempotency_key: randomToken(),
      gift_card_type: 'Physical',
      gift_card_product_name: bundle.name,
      gift_card_product_unit_price_cents: bundle.price_cents,
      quantity: 1,
      gift_card_quantity: bundle.quantity,
      gift_card_unit_price_cents: bundle.unit_price_cents,
      price_cents: bundle.price_cents,
      order_link: `/giftcardorder/${physicalOrderId}`,
      created_at: rel.instant(-45),
      updated_at: rel.instant(-44),
    },
  ];
  const spentCardId = newId();
  const giftCards: NewRow<'gift_cards'>[] = [
    {
      id: demoCardId,
      tenant_id: tenantId,
      gift_card_number: giftCardNumber(),
      customer_id: demoId,
      gift_card_order_id: digitalOrderId,
      kind: 'Digital',
      initial_balance_cents: single.unit_price_cents,
      balance_cents: single.unit_price_cents - giftCardUsed,
      pending_balance_cents: single.unit_price_cents - giftCardUsed,
      created_at: rel.instant(-50, 30),
      updated_at: rel.instant(-10),
    },
    {
      id: spentCardId,
      tenant_id: tenantId,
      gift_card_number: giftCardNumber(),
      customer_id: demoId,
      gift_card_order_id: null,
      kind: 'Digital',
      initial_balance_cents: 2500,
      balance_cents: 0,
      pending_balance_cents: 0,
      created_at: rel.instant(-100),
      updated_at: rel.instant(-70),
    },
    // The bundle's two physical cards: one kept by the member, one given away.
    ...Array.from({ length: bundle.quantity }, (_, i) => ({
      id: newId(),
      tenant_id: tenantId,
      gift_card_number: giftCardNumber(),
      customer_id: i === 0 ? demoId : null,
      gift_card_order_id: physicalOrderId,
      kind: 'Physical' as const,
      initial_balance_cents: bundle.unit_price_cents,
      balance_cents: bundle.unit_price_cents,
      pending_balance_cents: bundle.unit_price_cents,
      created_at: rel.instant(-44),
      updated_at: rel.instant(-44),
    })),
  ];
  if (giftCardUsed > single.unit_price_cents) throw new Error('Seed: the gift card cannot pay that much');
  redemptions.push({
    id: newId(),
    tenant_id: tenantId,
    gift_card_id: spentCardId,
    order_id: null,
    amount_cents: 2500,
    status: 'captured',
    expires_at: rel.instant(-70, 15),
    created_at: rel.instant(-70),
    updated_at: rel.instant(-70),
  });

  /* ---------------------------------------------------------------- reservations */
  let reservationNumber = plan.sequences.reservation;
  const reservationDays = [openDay(4, 1), openDay(10, 1), openDay(-14, -1)];
  const reservations: NewRow<'reservations'>[] = (
    [
      ['Pending', reservationDays[0]!, '18:30', 4, plan.reservationNotes[0], -1],
      ['Confirmed', reservationDays[1]!, '19:00', 6, plan.reservationNotes[1], -3],
      ['Completed', reservationDays[2]!, '12:30', 2, plan.reservationNotes[2], -20],
    ] as const
  ).map(([status, days, time, party, note, bookedDaysAgo]) => ({
    id: newId(),
    tenant_id: tenantId,
    restaurant_id: plan.reservationRestaurantId,
    customer_id: demoId,
    reservation_number: ++reservationNumber,
    status,
    name_reserved_under: `${demo.first_name} ${demo.last_name}`,
    email: demo.email,
    telephone: demo.telephone,
    reserved_date: rel.date(days),
    reserved_time: time,
    party_size: party,
    note,
    created_at: rel.instant(bookedDaysAgo),
    updated_at:
      status === 'Pending' ? rel.instant(bookedDaysAgo) : rel.instant(Math.min(bookedDaysAgo + 1, days)),
  }));

  /* ---------------------------------------------------------------- write, parents first */
  await insertInBatches(db, 'customers', customers);
  await insertInBatches(db, 'orders', orders);
  await insertInBatches(db, 'order_lines', lines);
  await insertInBatches(db, 'order_line_options', lineOptions);
  await insertInBatches(db, 'order_promotions', orderPromotions);
  await insertInBatches(db, 'order_discounts', orderDiscounts);
  await insertInBatches(db, 'order_status_history', history);
  await insertInBatches(db, 'coupons', coupons);
  await insertInBatches(db, 'gift_card_orders', giftCardOrders);
  await insertInBatches(db, 'gift_cards', giftCards);
  await insertInBatches(db, 'gift_card_redemptions', redemptions);
  await insertInBatches(db, 'reservations', reservations);
  await insertInBatches(db, 'loyalty_points_ledger', ledger);
  await db
    .updateTable('tenants')
    .set({
      order_number_seq: orderNumber,
      reservation_number_seq: reservationNumber,
      gift_card_order_number_seq: giftCardOrderNumber,
      updated_at: now,
    })
    .where('id', '=', tenantId)
    .execute();

  return { demoCustomerId: demoId, orders: orders.length };
}
