import type { MessageResponse } from '@storefront/domain';
import { messageIn } from '../../i18n/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import { tenantOriginOf } from '../../http/origin';
import { parse } from '../../http/validate';
import { requireCustomer } from '../../plugins/customer-session';
import { authRateChecks } from '../../http/auth-limits';
import { customerParams, inviteByEmailSchema } from '../customers/customers.schemas';
import { getReferrer, inviteMail, referralsOn } from './referral.service';
import { requireTenant } from '../../plugins/tenant';
import { requireMemberTenant } from '../tenants/tenants.service';

const tokenParams = z.object({ token: z.string().max(200) });

/** Referral (accounts-and-extras §7): the 'Referred By' lookup and invites by email. */
export async function referralRoutes(app: FastifyInstance): Promise<void> {
  app.get('/customers/referraltoken/:token', async (request) => {
    const tenant = await requireMemberTenant(app.db.kysely, requireTenant(request).id);
    const { token } = parse(tokenParams, request.params);
    return getReferrer(app.db.kysely, tenant.id, token);
  });

  app.post('/customers/:id/referral/email', async (request, reply): Promise<MessageResponse> => {
    const tenant = await requireMemberTenant(app.db.kysely, requireTenant(request).id);
    const { id } = parse(customerParams, request.params);
    const { customer } = await requireCustomer(request, id);
    if (!referralsOn(tenant)) throw notFound('Referral program');
    const { inviteeEmail } = parse(inviteByEmailSchema, request.body);
    await app.rateLimiter.hit(reply, authRateChecks('invite', request, tenant.id, customer.id));
    const status = await app.mailer.send(
      inviteMail(
        tenant,
        customer,
        inviteeEmail,
        tenantOriginOf(tenant, app.links),
        customer.language ?? request.locale,
      ),
    );
    if (status === 'failed') {
      throw new HttpError(
        502,
        'MAIL_FAILED',
        'The invitation could not be sent just now. Please try again later.',
      );
    }
    return { message: messageIn(request.locale, `Your invitation is on its way to ${inviteeEmail}.`) };
  });
}
