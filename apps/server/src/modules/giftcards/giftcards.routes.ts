import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toCents } from '@storefront/domain';
import { z } from 'zod';
import { parse } from '../../http/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { requireTenantParam } from '../../plugins/tenant';
import { getGiftCardBalance, preauthorizeGiftCard, releaseGiftCardRedemption } from './giftcards.service';

const cardParams = z.object({ tenantId: z.string(), giftCardNumber: z.string().max(64) });
const redemptionParams = z.object({ tenantId: z.string(), redemptionId: z.string().max(64) });
export const preauthSchema = z.object({
  amountToRedeem: z
    .number({ message: 'amountToRedeem must be an amount in dollars' })
    // At least a cent: a positive amount under half a cent would hold $0.00 (5e-324 was a 500 on PostgreSQL).
    .min(0.01, 'The amount to redeem must be more than $0.00.')
    .max(100_000, 'The amount to redeem is too large.')
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'The amount to redeem has at most 2 decimals.',
    ),
});

/** Card numbers are worth guessing: one client address may look up or hold this often per 15 minutes. */
export const GIFT_CARD_LIMIT: RateRule = { limit: 120, windowSeconds: 15 * 60, what: 'gift card requests' };

export async function giftCardRoutes(app: FastifyInstance): Promise<void> {
  const limit = (request: FastifyRequest, reply: FastifyReply, tenantId: string) =>
    app.rateLimiter.hit(reply, [{ rule: GIFT_CARD_LIMIT, key: `gift-card:${tenantId}:${request.ip}` }]);

  app.get('/tenants/:tenantId/giftcards/:giftCardNumber', async (request, reply) => {
    const { giftCardNumber } = parse(cardParams, request.params);
    const tenantId = requireTenantParam(request).id;
    await limit(request, reply, tenantId);
    return getGiftCardBalance(app.db.kysely, tenantId, giftCardNumber, app.now());
  });

  // The spec leaves the verb open ("POST or PUT"): both hold an amount.
  const preauth = async (request: FastifyRequest, reply: FastifyReply) => {
    const { giftCardNumber } = parse(cardParams, request.params);
    const { amountToRedeem } = parse(preauthSchema, request.body);
    const tenantId = requireTenantParam(request).id;
    await limit(request, reply, tenantId);
    const redemption = await preauthorizeGiftCard(
      app.db.kysely,
      tenantId,
      giftCardNumber,
      toCents(amountToRedeem),
      app.now(),
    );
    return reply.status(201).send(redemption);
  };
  app.post('/tenants/:tenantId/giftcards/:giftCardNumber/preauth', preauth);
  app.put('/tenants/:tenantId/giftcards/:giftCardNumber/preauth', preauth);

  app.delete('/tenants/:tenantId/giftcardredemptions/:redemptionId', async (request, reply) => {
    const { redemptionId } = parse(redemptionParams, request.params);
    await releaseGiftCardRedemption(app.db.kysely, requireTenantParam(request).id, redemptionId, app.now());
    return reply.status(204).send();
  });
}
