import type { FastifyInstance } from 'fastify';
import { getSettingsSummary } from './settings-summary.service';

/** GET /api/staff/settings/summary (owner only): what each section holds and needs, for the console's home. */
export async function settingsSummaryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings/summary', async (request) =>
    getSettingsSummary(app.db.kysely, request.staff, app.now()),
  );
}
