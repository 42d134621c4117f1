/*
 * Gift card balances and holds. balance_cents is the money left on the card; pending_balance_cents is
 * the balance less the open holds. Every change is one conditional write (architecture §3), so
 * concurrent holds can never take the pending balance below zero and a hold is given back or
 * captured once.
 */
import { newId } from '../../db/ids';
import type { NewRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { changedOneRow, selectTenantRows, updateTenantRow, updateTenantRows } from '../../db/tenant-rows';

export function findGiftCard(db: Executor, tenantId: string, giftCardNumber: string) {
  return selectTenantRows(db, 'gift_cards', tenantId)
    .where('gift_card_number', '=', giftCardNumber)
    .executeTakeFirst();
}

/** Gives back to the pending balance what a card's holds that lapsed by `at` were holding. */
export async function expireLapsedHolds(db: Executor, tenantId: string, giftCardId: string, at: string) {
  const lapsed = await updateTenantRows(db, 'gift_card_redemptions', tenantId)
    .set({ status: 'expired', updated_at: at })
    .where('gift_card_id', '=', giftCardId)
    .where('status', '=', 'held')
    .where('expires_at', '<=', at)
    .returning('amount_cents')
    .execute();
  const amount = lapsed.reduce((sum, r) => sum + r.amount_cents, 0);
  if (amount > 0) await creditPending(db, tenantId, giftCardId, amount, at);
}

function creditPending(db: Executor, tenantId: string, giftCardId: string, amount: number, at: string) {
  return updateTenantRow(db, 'gift_cards', tenantId, giftCardId)
    .set((eb) => ({ pending_balance_cents: eb('pending_balance_cents', '+', amount), updated_at: at }))
    .execute();
}

/** Holds `amount` of the pending balance; undefined when the pending balance is smaller. */
export function holdAmount(db: Executor, tenantId: string, giftCardId: string, amount: number, at: string) {
  return updateTenantRow(db, 'gift_cards', tenantId, giftCardId)
    .set((eb) => ({ pending_balance_cents: eb('pending_balance_cents', '-', amount), updated_at: at }))
    .where('pending_balance_cents', '>=', amount)
    .returning(['balance_cents', 'pending_balance_cents'])
    .executeTakeFirst();
}

export function insertRedemption(db: Executor, row: NewRow<'gift_card_redemptions'>) {
  return db.insertInto('gift_card_redemptions').values(row).execute();
}

export function findRedemption(db: Executor, tenantId: string, redemptionId: string) {
  return selectTenantRows(db, 'gift_card_redemptions', tenantId)
    .where('id', '=', redemptionId)
    .executeTakeFirst();
}

/** Releases a hold still open (lapsed or not) and gives its amount back; false when it was not open. */
export async function releaseHold(db: Executor, tenantId: string, redemptionId: string, at: string) {
  const released = await updateTenantRow(db, 'gift_card_redemptions', tenantId, redemptionId)
    .set({ status: 'released', updated_at: at })
    .where('status', '=', 'held')
    .returning(['gift_card_id', 'amount_cents'])
    .executeTakeFirst();
  if (!released) return false;
  await creditPending(db, tenantId, released.gift_card_id, released.amount_cents, at);
  return true;
}

/**
 * Credits every redemption an order captured back to its card (the order was cancelled or rejected):
 * one gift_card_refunds ledger line per redemption, unique, so the money comes back once however
 * often this runs; the card's balance and pending balance each grow by the amount.
 */
export async function refundCapturedRedemptions(
  db: Executor,
  tenantId: string,
  orderId: string,
  refund: { reason: 'Cancelled' | 'Rejected'; at: string },
): Promise<{ giftCardId: string; giftCardNumber: string; amountCents: number }[]> {
  const captured = await db
    .selectFrom('gift_card_redemptions as r')
    .innerJoin('gift_cards as g', 'g.id', 'r.gift_card_id')
    .select(['r.id', 'r.gift_card_id', 'r.amount_cents', 'g.gift_card_number'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.order_id', '=', orderId)
    .where('r.status', '=', 'captured')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const credited: { giftCardId: string; giftCardNumber: string; amountCents: number }[] = [];
  for (const redemption of captured) {
    const line = await db
      .insertInto('gift_card_refunds')
      .values({
        id: newId(),
        tenant_id: tenantId,
        gift_card_id: redemption.gift_card_id,
        redemption_id: redemption.id,
        order_id: orderId,
        amount_cents: redemption.amount_cents,
        reason: refund.reason,
        created_at: refund.at,
      })
      .onConflict((oc) => oc.column('redemption_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!line) continue;
    await updateTenantRow(db, 'gift_cards', tenantId, redemption.gift_card_id)
      .set((eb) => ({
        balance_cents: eb('balance_cents', '+', redemption.amount_cents),
        pending_balance_cents: eb('pending_balance_cents', '+', redemption.amount_cents),
        updated_at: refund.at,
      }))
      .execute();
    credited.push({
      giftCardId: redemption.gift_card_id,
      giftCardNumber: redemption.gift_card_number,
      amountCents: redemption.amount_cents,
    });
  }
  return credited;
}

/** The holds with these ids, with their cards (any status: the caller says which it accepts). */
export function findHolds(db: Executor, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gift_card_redemptions as r')
    .innerJoin('gift_cards as g', 'g.id', 'r.gift_card_id')
    .select([
      'r.id',
      'r.gift_card_id',
      'r.amount_cents',
      'r.status',
      'r.expires_at',
      'g.gift_card_number',
      'g.pending_balance_cents',
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('r.id', 'in', [...ids])
    .execute();
}

/**
 * Captures an open, unlapsed hold for an order: `captured` of it is charged to the card (the rest, if
 * the order needed less, goes back to the pending balance). False when the hold is no longer open.
 */
export async function captureHold(
  db: Executor,
  tenantId: string,
  hold: { id: string; giftCardId: string; held: number; captured: number },
  orderId: string,
  at: string,
): Promise<boolean> {
  const taken = await changedOneRow(
    updateTenantRow(db, 'gift_card_redemptions', tenantId, hold.id)
      .set({ status: 'captured', order_id: orderId, amount_cents: hold.captured, updated_at: at })
      .where('status', '=', 'held')
      .where('expires_at', '>', at)
      .where('amount_cents', '=', hold.held),
  );
  if (!taken) return false;
  return changedOneRow(
    updateTenantRow(db, 'gift_cards', tenantId, hold.giftCardId)
      .set((eb) => ({
        balance_cents: eb('balance_cents', '-', hold.captured),
        pending_balance_cents: eb('pending_balance_cents', '+', hold.held - hold.captured),
        updated_at: at,
      }))
      .where('balance_cents', '>=', hold.captured),
  );
}
