/*
 * Gift cards sent to someone else (issue 18 item 7; decision 0049): the recipient's mail goes at the
 * order's send_at, once it is paid. The order's row is the schedule, so a restart loses nothing; a
 * sweep every minute sends what is due, and a payment sends its gift at once when it is already due.
 * Each gift is claimed by one conditional write first, so with several server processes one sends
 * it. A claim whose process never said "sent" (it stopped, or the mail server refused) is taken again
 * after CLAIM_LEASE_MINUTES.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Executor } from '../../db/executor';
import { tenantOriginOf, type LinkOrigins } from '../../http/origin';
import { findTenantById } from '../tenants/tenants.service';
import { giftCardGiftMail } from './gift-card-orders.mail';
import { claimGift, listDueGifts, markGiftSent } from './gift-card-orders.repository';
import { getStaffGiftCardOrder, mailDigitalGiftCards } from './gift-card-orders.service';

/** How long a claimed gift waits for its sender before another process sends it. */
export const CLAIM_LEASE_MINUTES = 15;
const SWEEP_EVERY_MS = 60_000;

export interface GiftSendDeps {
  db: Executor;
  mailer: Mailer;
  links: LinkOrigins;
  log: FastifyBaseLogger;
}

export const giftSendDepsOf = (app: FastifyInstance): GiftSendDeps => ({
  db: app.db.kysely,
  mailer: app.mailer,
  links: app.links,
  log: app.log,
});

/** Sends the gifts due at `now` (or only one order's, after its payment); the number sent. */
export async function sendDueGifts(
  deps: GiftSendDeps,
  now: Date,
  options: { limit?: number; only?: { tenantId: string; orderId: string } } = {},
): Promise<number> {
  const claim = {
    at: now.toISOString(),
    staleBefore: new Date(now.getTime() - CLAIM_LEASE_MINUTES * 60_000).toISOString(),
  };
  let sent = 0;
  for (const due of await listDueGifts(deps.db, claim, options.limit ?? 20, options.only)) {
    if (!(await claimGift(deps.db, due, claim))) continue;
    try {
      if (await sendGift(deps, due.tenant_id, due.id, now)) {
        await markGiftSent(deps.db, due, claim);
        sent++;
      }
    } catch (err) {
      // Left claimed: the next sweep after the lease tries again.
      deps.log.error({ err, giftCardOrderId: due.id }, 'a gift card could not be sent');
    }
  }
  return sent;
}

async function sendGift(deps: GiftSendDeps, tenantId: string, orderId: string, now: Date): Promise<boolean> {
  const [order, tenant] = await Promise.all([
    getStaffGiftCardOrder(deps.db, tenantId, orderId),
    findTenantById(deps.db, tenantId),
  ]);
  if (!order.recipient || !tenant) return false;
  const mail = giftCardGiftMail(
    { id: tenantId, name: tenant.name },
    { ...order, recipient: order.recipient },
    tenantOriginOf(tenant, deps.links),
  );
  const status = await deps.mailer.send(mail);
  if (status === 'failed') {
    deps.log.warn(
      { giftCardOrderId: orderId, at: now.toISOString() },
      'a gift card mail failed: retried later',
    );
    return false;
  }
  return true;
}

/**
 * A paid order's mail, in the background: its digital cards to the buyer, or for a gift the buyer's
 * confirmation and, when its send date has come, the gift itself (else the sweep sends it then).
 */
export function mailPaidGiftCardOrder(app: FastifyInstance, tenantId: string, orderId: string): void {
  app.background.run('digital gift cards mail', async () => {
    await mailDigitalGiftCards(app.db.kysely, app.mailer, tenantId, orderId, app.now());
    await sendDueGifts(giftSendDepsOf(app), app.now(), { only: { tenantId, orderId } });
  });
}

/** The sweep: every minute, in every process (the claim keeps each gift to one of them). */
export function startGiftSends(app: FastifyInstance): void {
  app.background.repeat('the gift card sweep', SWEEP_EVERY_MS, () =>
    sendDueGifts(giftSendDepsOf(app), app.now()),
  );
}
