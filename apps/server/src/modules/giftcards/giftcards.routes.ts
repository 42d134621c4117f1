import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toCents } from '@storefront/domain';
import { z } from 'zod';
import { parse } from '../../http/validate';
import { requireTenantParam } from '../../plugins/tenant';
import { getGiftCardBalance, preauthorizeGiftCard, releaseGiftCardRedemption } from './giftcards.service';

const cardParams = z.object({ tenantId: z.string(), giftCardNumber: z.string().max(64) });
const redemptionParams = z.object({ tenantId: z.string(), redemptionId: z.string().max(64) });
const preauthSchema = z.object({
  amountToRedeem: z
    .number({ message: 'amountToRedeem must be an amount in dollars' })
    .positive('The amount to redeem must be more than $0.00.')
    .max(100_000, 'The amount to redeem is too large.')
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'The amount to redeem has at most 2 decimals.',
    ),
});

export async function giftCardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/tenants/:tenantId/giftcards/:giftCardNumber', async (request) => {
    const { giftCardNumber } = parse(cardParams, request.params);
    return getGiftCardBalance(app.db.kysely, requireTenantParam(request).id, giftCardNumber, app.now());
  });

  // The spec leaves the verb open ("POST or PUT"): both hold an amount.
  const preauth = async (request: FastifyRequest, reply: FastifyReply) => {
    const { giftCardNumber } = parse(cardParams, request.params);
    const { amountToRedeem } = parse(preauthSchema, request.body);
    const redemption = await preauthorizeGiftCard(
      app.db.kysely,
      requireTenantParam(request).id,
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
