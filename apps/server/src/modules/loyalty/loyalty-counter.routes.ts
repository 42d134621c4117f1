import type { FastifyInstance } from 'fastify';
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
} from './loyalty-counter.service';

/**
 * /api/staff/loyalty (app.ts): the counter's member lookup, ledger, in-store purchase credit, and
 * points taken off (a redemption or a correction).
 */
export async function loyaltyCounterRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;

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
    const principal = request.staff;
    const { customerId } = parse(memberParams, request.params);
    const key = parse(idempotencyKeySchema, request.headers['idempotency-key']);
    const purchase = parse(inStorePurchaseSchema, request.body);
    const { created, ...credited } = await creditInStorePurchase(
      db,
      principal,
      customerId,
      purchase,
      key,
      app.now(),
    );
    return reply.status(created ? 201 : 200).send(credited);
  });

  app.post('/loyalty/members/:customerId/redemptions', async (request, reply) => {
    const principal = request.staff;
    const { customerId } = parse(memberParams, request.params);
    const key = parse(idempotencyKeySchema, request.headers['idempotency-key']);
    const debit = parse(counterDebitSchema, request.body);
    const { created, ...debited } = await debitAtCounter(db, principal, customerId, debit, key, app.now());
    return reply.status(created ? 201 : 200).send(debited);
  });
}
