/*
 * Gift cards in the cart (accounts-and-extras §5, §7; ordering-core §8): check a card's balance, hold
 * an amount of it for the order being built (preauth), release a hold. A hold lapses after
 * HOLD_MINUTES; a lapsed hold gives its amount back lazily, the next time the card is read or held
 * (decision 0014). The order captures its holds when it is placed (orders.service).
 */
import {
  formatMoney,
  giftCardAlreadyRedeemedMessage,
  normalizeGiftCardNumber,
  toDollars,
  type GiftCardBalance,
  type GiftCardRedemption,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import { isId, newId } from '../../db/ids';
import type { GiftCardsTable } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import {
  expireLapsedHolds,
  findGiftCard,
  findRedemption,
  holdAmount,
  insertRedemption,
  releaseHold,
} from './giftcards.repository';
import type { Executor } from '../../db/executor';

// The module's face for the others: they reach its tables through here, never through its repository.
export { captureHold, findHolds, refundCapturedRedemptions, releaseHold } from './giftcards.repository';

/** How long a hold waits for its order. */
export const HOLD_MINUTES = 30;

export const PHYSICAL_CARD_MESSAGE =
  'Physical gift cards are not accepted online. Please present your card at the restaurant.';

const notFoundCard = (number: string) =>
  new HttpError(404, 'GIFT_CARD_NOT_FOUND', `Gift card #${number} was not found.`);

/** The card, with its lapsed holds given back, or why it cannot be used online. */
async function usableCard(
  db: Executor,
  tenantId: string,
  giftCardNumber: string,
  at: string,
): Promise<Selectable<GiftCardsTable>> {
  const number = normalizeGiftCardNumber(giftCardNumber);
  const card = number === '' ? undefined : await findGiftCard(db, tenantId, number);
  if (!card) throw notFoundCard(giftCardNumber);
  if (card.kind === 'Physical') throw new HttpError(422, 'GIFT_CARD_PHYSICAL', PHYSICAL_CARD_MESSAGE);
  await db.transaction().execute((trx) => expireLapsedHolds(trx, tenantId, card.id, at));
  const fresh = await findGiftCard(db, tenantId, number);
  if (!fresh) throw notFoundCard(giftCardNumber);
  if (fresh.balance_cents <= 0)
    throw new HttpError(409, 'GIFT_CARD_REDEEMED', giftCardAlreadyRedeemedMessage(fresh.gift_card_number));
  return fresh;
}

export async function getGiftCardBalance(
  db: Executor,
  tenantId: string,
  giftCardNumber: string,
  now: Date,
): Promise<GiftCardBalance> {
  const card = await usableCard(db, tenantId, giftCardNumber, now.toISOString());
  return {
    giftCardNumber: card.gift_card_number,
    balance: toDollars(card.balance_cents),
    pendingBalance: toDollars(card.pending_balance_cents),
  };
}

/** Holds `amount` cents of the card's pending balance for an order not yet placed. */
export async function preauthorizeGiftCard(
  db: Executor,
  tenantId: string,
  giftCardNumber: string,
  amount: number,
  now: Date,
): Promise<GiftCardRedemption> {
  const at = now.toISOString();
  const card = await usableCard(db, tenantId, giftCardNumber, at);
  const id = newId();
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
  const held = await db.transaction().execute(async (trx) => {
    const after = await holdAmount(trx, tenantId, card.id, amount, at);
    if (!after) return null;
    await insertRedemption(trx, {
      id,
      tenant_id: tenantId,
      gift_card_id: card.id,
      order_id: null,
      amount_cents: amount,
      status: 'held',
      expires_at: expiresAt,
      created_at: at,
      updated_at: at,
    });
    return after;
  });
  if (!held) {
    // Another hold took the money between the read and the write: say what is left now.
    const now2 = await findGiftCard(db, tenantId, card.gift_card_number);
    if (!now2 || now2.balance_cents <= 0)
      throw new HttpError(409, 'GIFT_CARD_REDEEMED', giftCardAlreadyRedeemedMessage(card.gift_card_number));
    throw new HttpError(
      422,
      'GIFT_CARD_AMOUNT_TOO_HIGH',
      `The amount to redeem is more than the pending balance of ${formatMoney(now2.pending_balance_cents)} on gift card #${card.gift_card_number}.`,
    );
  }
  return {
    _id: id,
    giftCardNumber: card.gift_card_number,
    balanceBeforeRedeem: toDollars(held.pending_balance_cents + amount),
    amountToRedeem: toDollars(amount),
    balanceAfterRedeem: toDollars(held.pending_balance_cents),
    expiresAt,
  };
}

/** Releases a hold; releasing one already released or lapsed is a no-op, one captured by an order a 409. */
export async function releaseGiftCardRedemption(
  db: Executor,
  tenantId: string,
  redemptionId: string,
  now: Date,
): Promise<void> {
  const missing = notFound('Gift card redemption');
  if (!isId(redemptionId)) throw missing;
  const released = await db
    .transaction()
    .execute((trx) => releaseHold(trx, tenantId, redemptionId, now.toISOString()));
  if (released) return;
  const redemption = await findRedemption(db, tenantId, redemptionId);
  if (!redemption) throw missing;
  if (redemption.status === 'captured') {
    throw new HttpError(
      409,
      'GIFT_CARD_REDEMPTION_CAPTURED',
      'This gift card amount was already used to pay for an order and can no longer be released.',
    );
  }
}
