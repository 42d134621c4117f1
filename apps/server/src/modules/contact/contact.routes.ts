import { randomBytes } from 'node:crypto';
import { messageIn } from '../../i18n/messages';
import type { FastifyInstance } from 'fastify';
import { CONTACT_MESSAGES, contactRequestSchema, type MessageResponse } from '@storefront/domain';
import { parse } from '../../http/validate';
import { writeRateChecks } from '../../http/write-limits';
import { requireTenant } from '../../plugins/tenant';
import { requireTenantRow } from '../tenants/tenants.service';
import { ContactChallenges } from './challenge';
import { contactMail } from './contact.mail';
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

  app.post('/communication/contact', async (request, reply): Promise<MessageResponse> => {
    const input = parse(contactRequestSchema, request.body);
    const tenant = await requireTenantRow(app.db.kysely, requireTenant(request).id);
    await app.rateLimiter.hit(
      reply,
      writeRateChecks('contact', app.writeLimits.rates.contact, tenant.id, request, input.senderEmail),
    );
    await receiveContactMessage(app.db.kysely, challenges, tenant.id, tenant.email, input, app.now());
    // The message is kept either way; mailing it must not keep the diner waiting on the mail server.
    const { email } = tenant;
    if (email) {
      app.background.run('contact mail', () => app.mailer.send(contactMail({ ...tenant, email }, input)));
    } else {
      request.log.warn(
        { tenant: tenant.slug },
        'contact message kept, but the tenant has no email to send it to',
      );
    }
    return { message: messageIn(request.locale, CONTACT_MESSAGES.sent) };
  });
}
