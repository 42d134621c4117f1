import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate';
import { auditQuerySchema } from './audit.schemas';
import { listAudit } from './audit.service';

/** GET /api/staff/audit (owner only): the tenant's changes, newest first, `?entity=` to filter. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit', async (request) => {
    const principal = request.staff;
    const { entity, ...page } = parse(auditQuerySchema, request.query);
    return listAudit(app.db.kysely, principal, entity, page);
  });
}
