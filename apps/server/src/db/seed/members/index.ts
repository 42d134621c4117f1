/*
 * Customers and their history for a demo tenant: the demo member (and, where asked, a member they
 * referred and a blocked guest), past orders, guest orders from repeat eaters, coupons, gift cards
 * with a redemption, reservations and the loyalty ledger, one file per concern. The parts are built
 * in this order because each draws ids and random codes as it goes: the same order gives the same
 * database for the same data.
 */
import { newId } from '../../ids';
import { insertTables, type SeedDb } from '../builders';
import { memberAccounts } from './accounts';
import { openDayFinder } from './calendar';
import { couponRows, orderCoupons } from './coupons';
import { giftCardRows } from './gift-cards';
import { loyaltyLedger } from './loyalty';
import { orderHistory } from './orders';
import { reservationRows } from './reservations';
import type { MemberSeed, MembersPlan, MembersResult } from './types';

export * from './types';

export async function seedMembers(db: SeedDb, plan: MembersPlan): Promise<MembersResult> {
  const { rel, tenantId } = plan;
  const now = rel.now;
  const seed: MemberSeed = { plan, rel, tenantId, openDay: openDayFinder(plan) };

  const { customers, demo, demoPerson, referred } = memberAccounts(seed);
  const demoId = demo.id;
  const issued = orderCoupons(seed);
  // The gift card the orders draw on.
  const demoCardId = newId();
  const history = orderHistory(seed, { demoId, demoPerson, demoCardId }, issued);
  const { orders, redemptions } = history;
  const ledger = loyaltyLedger(seed, demoId, orders, referred, customers);
  const coupons = couponRows(seed, demoId, issued, history);
  const { giftCardOrders, giftCards, giftCardOrderNumber } = giftCardRows(
    seed,
    demo,
    demoCardId,
    history.giftCardUsed,
    redemptions,
  );
  const { reservations, reservationNumber } = reservationRows(seed, demo);

  await insertTables(db, {
    customers,
    orders,
    order_lines: history.lines,
    order_line_options: history.lineOptions,
    order_promotions: history.orderPromotions,
    order_discounts: history.orderDiscounts,
    order_status_history: history.history,
    coupons,
    gift_card_orders: giftCardOrders,
    gift_cards: giftCards,
    gift_card_redemptions: redemptions,
    reservations,
    loyalty_points_ledger: ledger,
  });
  await db
    .updateTable('tenants')
    .set({
      order_number_seq: history.orderNumber,
      reservation_number_seq: reservationNumber,
      gift_card_order_number_seq: giftCardOrderNumber,
      updated_at: now,
    })
    .where('id', '=', tenantId)
    .execute();

  return { demoCustomerId: demoId, orders: orders.length };
}
