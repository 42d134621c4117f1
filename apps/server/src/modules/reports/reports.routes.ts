import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../http/validate';
import { ordersCsv, ordersCsvName, reportNameOf, runReport } from './reports.service';

/*
 * GET /api/staff/reports/{report} and GET /api/staff/reports/orders.csv (issue 32), under the staff
 * hook (app.ts). The query's dates are checked by the service, which says what is wrong in words.
 */
const reportQuerySchema = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  restaurantId: z.string().optional(),
  groupBy: z.string().optional(),
});

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;

  // A static path: Fastify matches it before the `:report` parameter below.
  app.get('/reports/orders.csv', async (request, reply) => {
    const query = parse(reportQuerySchema, request.query);
    const lines = ordersCsv(db, request.staff, query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${ordersCsvName(query)}"`)
      .send(Readable.from(lines));
  });

  app.get('/reports/:report', async (request) => {
    const { report } = parse(z.object({ report: z.string() }), request.params);
    return runReport(db, request.staff, reportNameOf(report), parse(reportQuerySchema, request.query));
  });
}
