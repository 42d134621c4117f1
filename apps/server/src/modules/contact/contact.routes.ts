import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CONTACT_MESSAGES, contactRequestSchema, type MessageResponse } from '@storefront/domain';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { findTenantById } from '../tenants/tenants.repository';
import { notFound } from '../../http/errors';
import { ContactChallenges } from './challenge';
import { receiveContactMessage } from './contact.service';

export interface ContactRoutesOptions {
  /** Signs challenges; set it (CONTACT_CHALLENGE_SECRET) when several server processes share traffic. */
  challengeSecret: string | null;
}

export async function contactRoutes(app: FastifyInstance, options: ContactRoutesOptions): Promise<void> {
  const challenges = new ContactChallenges(options.challengeSecret ?? randomBytes(32).toString('hex'));

  app.get('/communication/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return challenges.issue(app.now().getTime());
  });

  app.post('/communication/contact', async (request): Promise<MessageResponse> => {
    const input = parse(contactRequestSchema, request.body);
    const tenant = await findTenantById(app.db.kysely, requireTenant(request).id);
    if (!tenant) throw notFound('Restaurant brand');
    await receiveContactMessage(app.db.kysely, challenges, tenant, input, app.now());
    return { message: CONTACT_MESSAGES.sent };
  });
}
