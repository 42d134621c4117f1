import type { FastifyInstance } from 'fastify';
import { messageIn } from '../../i18n/messages';
import { paymentDepsOf } from '../payments/payments.service';
import { reconcileAll, reconciliationReport } from './reconciliation.service';

/** How often every server process reconciles (decision 0065), and how far back it looks at orders. */
const EVERY_MS = 60 * 60_000;
const LOOK_BACK_DAYS = 14;

/**
 * GET /api/staff/reconciliation (owner only): the tenant's last reconciliation and its mismatches,
 * each problem in the request's language.
 */
export async function reconciliationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/reconciliation', async (request) => {
    const report = await reconciliationReport({ db: app.db.kysely }, request.staff);
    return {
      ...report,
      findings: report.findings.map((f) => ({ ...f, problem: messageIn(request.locale, f.problem) })),
    };
  });
}

/** One reconciliation of every tenant, orders of the last two weeks. */
export function reconcileRecent(app: FastifyInstance) {
  const now = app.now();
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000).toISOString();
  return reconcileAll({ ...paymentDepsOf(app), log: app.log }, now, since);
}

/** Every hour, in every server process: the owner's list is the last run's, the log has each mismatch. */
export function startReconciliation(app: FastifyInstance): void {
  app.background.repeat('the reconciliation', EVERY_MS, () => reconcileRecent(app));
}
