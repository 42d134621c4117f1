import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db';

/*
 * Liveness and readiness for a load balancer or an orchestrator (issue 30 item 2): `/api/health`
 * says the process answers and reaches its database; `/api/health/ready` also says the schema is
 * this build's, so a process is sent traffic only once its migrations have run, and no longer once
 * it is shutting down (server.ts drains for SHUTDOWN_DRAIN_MS).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const unreachable = (error: unknown) => {
    app.log.error({ err: error }, 'health check: database unreachable');
    return { status: 'unavailable', database: app.db.engine, message: 'The database is not reachable.' };
  };

  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db.kysely);
      return { status: 'ok', database: app.db.engine };
    } catch (error) {
      return reply.status(503).send(unreachable(error));
    }
  });

  app.get('/api/health/ready', async (_request, reply) => {
    if (app.shutdown.draining)
      return reply.status(503).send({
        status: 'draining',
        database: app.db.engine,
        message: 'This process is shutting down; the others take its requests.',
      });
    let pending: string[];
    try {
      pending = await pendingMigrations(app.db);
    } catch (error) {
      return reply.status(503).send(unreachable(error));
    }
    if (pending.length > 0) {
      return reply.status(503).send({
        status: 'migrating',
        database: app.db.engine,
        pendingMigrations: pending,
        message: `The database has ${pending.length} migration(s) of this version still to run.`,
      });
    }
    return { status: 'ready', database: app.db.engine };
  });
}
