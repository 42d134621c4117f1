import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../http/validate';
import { reportCsv, reportCsvName } from '@storefront/domain';
import { ordersCsv, ordersCsvName, reportNameOf, runReport } from './reports.service';

/*
 * GET /api/staff/reports/{report}, its CSV GET /api/staff/reports/{report}.csv and
 * GET /api/staff/reports/orders.csv (issue 32), under the staff
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

  // `{report}.csv` shares the parameter, so the JSON and the CSV go through one scope check and one report.
  app.get('/reports/:report', async (request, reply) => {
    const { report } = parse(z.object({ report: z.string() }), request.params);
    const query = parse(reportQuerySchema, request.query);
    if (!report.endsWith('.csv')) return runReport(db, request.staff, reportNameOf(report), query, app.now());
    const name = reportNameOf(report.slice(0, -'.csv'.length));
    const body = await runReport(db, request.staff, name, query, app.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportCsvName(name, body.from, body.to)}"`)
      .send(reportCsv(body));
  });
}
