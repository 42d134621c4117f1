import { signedInOwner } from '../../plugins/staff-session';
import { messageIn } from '../../i18n/messages';
import type { FastifyInstance } from 'fastify';
import { STAFF_ACCOUNT_MESSAGES, type MessageResponse } from '@storefront/domain';
import { authRateChecks } from '../../http/auth-limits';
import { tenantOriginOf } from '../../http/origin';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { staffInvitationMail } from './staff-accounts.mail';
import {
  invitationAcceptSchema,
  invitationParams,
  staffAccountParams,
  staffAccountsQuerySchema,
  staffInviteSchema,
} from './staff-accounts.schemas';
import {
  STAFF_INVITATION_DAYS,
  acceptInvitation,
  getInvitation,
  inviteStaff,
  listAccounts,
  removeStaff,
} from './staff-accounts.service';
import { hashToken } from '../../http/tokens';

/*
 * /api/staff/accounts (owner only): list, invite and remove staff; /api/staff/invitations/{token}:
 * the invited person's set-your-password link (no sign-in; rate limited).
 */
export async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/accounts', async (request) => {
    const principal = request.staff;
    const { page, pageSize } = parse(staffAccountsQuerySchema, request.query);
    return listAccounts(app.db.kysely, principal, page, pageSize);
  });

  app.post('/accounts', async (request, reply) => {
    const principal = signedInOwner(request, STAFF_ACCOUNT_MESSAGES.ownerOnly);
    const tenant = requireTenant(request);
    const input = parse(staffInviteSchema, request.body);
    await app.rateLimiter.hit(
      reply,
      authRateChecks('invite', request, tenant.id, `staff:${principal.staff._id}`),
    );
    const { account, token } = await inviteStaff(app.db.kysely, principal, input, app.now());
    const link = `${tenantOriginOf(tenant, app.links)}/staff/invite?token=${encodeURIComponent(token)}`;
    await app.mailer.send(
      staffInvitationMail(tenant, account, principal.staff.name, link, STAFF_INVITATION_DAYS),
    );
    return reply.status(201).send(account);
  });

  app.delete('/accounts/:accountId', async (request, reply) => {
    const principal = request.staff;
    const { accountId } = parse(staffAccountParams, request.params);
    const sessions = await removeStaff(app.db.kysely, principal, accountId, app.now());
    for (const sessionId of sessions) app.realtime.disconnectStaffSession(sessionId);
    return reply.status(204).send();
  });

  app.get('/invitations/:token', { config: { staffSession: 'anonymous' } }, async (request) => {
    const tenant = requireTenant(request);
    const { token } = parse(invitationParams, request.params);
    return getInvitation(app.db.kysely, tenant.id, token, app.now());
  });

  app.post(
    '/invitations/:token',
    { config: { staffSession: 'anonymous' } },
    async (request, reply): Promise<MessageResponse> => {
      const tenant = requireTenant(request);
      const { token } = parse(invitationParams, request.params);
      const { password } = parse(invitationAcceptSchema, request.body);
      await app.rateLimiter.hit(
        reply,
        authRateChecks('staffInvitation', request, tenant.id, hashToken(token)),
      );
      await acceptInvitation(app.db.kysely, tenant.id, { token, password }, app.now());
      return { message: messageIn(request.locale, STAFF_ACCOUNT_MESSAGES.passwordSet) };
    },
  );
}
