import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate';
import { messageIn } from '../../i18n/messages';
import { auditQuerySchema } from './audit.schemas';
import { listAudit } from './audit.service';

/**
 * GET /api/staff/audit (owner only): the tenant's changes, newest first, `?entity=` to filter; a
 * change kept in a sentence (the kitchen's, staff accounts') in the request's language.
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit', async (request) => {
    const principal = request.staff;
    const { entity, ...page } = parse(auditQuerySchema, request.query);
    const { entries, nextCursor } = await listAudit(app.db.kysely, principal, entity, page);
    return {
      entries: entries.map((entry) =>
        entry.summary === null ? entry : { ...entry, summary: messageIn(request.locale, entry.summary) },
      ),
      nextCursor,
    };
  });
}
