import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from '../../http/validate';
import { idempotencyKeySchema } from '../../http/idempotency';
import {
  counterDebitSchema,
  inStorePurchaseSchema,
  ledgerPageQuery,
  memberLookupQuery,
  memberParams,
} from './loyalty-counter.schemas';
import {
  creditInStorePurchase,
  debitAtCounter,
  findMembers,
  getMemberLedger,
  type CounterWrite,
} from './loyalty-counter.service';

/**
 * /api/staff/loyalty (app.ts): the counter's member lookup, ledger, in-store purchase credit, and
 * points taken off (a redemption or a correction).
 */
export async function loyaltyCounterRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;
  const counterWriteOf = (request: FastifyRequest): CounterWrite => ({
    principal: request.staff,
    customerId: parse(memberParams, request.params).customerId,
    idempotencyKey: parse(idempotencyKeySchema, request.headers['idempotency-key']),
    now: app.now(),
  });

  app.get('/loyalty/members', async (request) => {
    const principal = request.staff;
    const { query, ...page } = parse(memberLookupQuery, request.query);
    return findMembers(db, principal, query, page);
  });

  app.get('/loyalty/members/:customerId', async (request) => {
    const principal = request.staff;
    const { customerId } = parse(memberParams, request.params);
    return getMemberLedger(db, principal, customerId, parse(ledgerPageQuery, request.query));
  });

  app.post('/loyalty/members/:customerId/purchases', async (request, reply) => {
    const write = counterWriteOf(request);
    const purchase = parse(inStorePurchaseSchema, request.body);
    const { created, ...credited } = await creditInStorePurchase(db, write, purchase);
    return reply.status(created ? 201 : 200).send(credited);
  });

  app.post('/loyalty/members/:customerId/redemptions', async (request, reply) => {
    const write = counterWriteOf(request);
    const debit = parse(counterDebitSchema, request.body);
    const { created, ...debited } = await debitAtCounter(db, write, debit);
    return reply.status(created ? 201 : 200).send(debited);
  });
}
