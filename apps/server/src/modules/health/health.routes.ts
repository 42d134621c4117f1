import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db.kysely);
      return { status: 'ok', database: app.db.engine };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ status: 'unavailable', database: app.db.engine, message: 'The database is not reachable.' });
    }
  });
}
