import type { Executor } from '../../db/executor';
import type { Backlog } from '../../plugins/metrics';

/**
 * What waits or was given up (issue 30 item 2), for the metrics: mails SMTP has not taken, webhook
 * deliveries not yet answered with a 2xx, and the oldest order or booking event not yet delivered.
 * Each count reads a partial or status index; the scrape runs these three every 15 s or so.
 */
export async function readBacklog(db: Executor, now: Date): Promise<Backlog> {
  const [mail, webhooks, oldest] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('outbox_events')
      .select((eb) => eb.fn.min('created_at').as('created_at'))
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  const countOf = (rows: { status: string; count: number | string }[], status: string) =>
    Number(rows.find((row) => row.status === status)?.count ?? 0);
  const oldestAt = oldest?.created_at ? Date.parse(String(oldest.created_at)) : null;
  return {
    mail: { waiting: countOf(mail, 'pending'), failed: countOf(mail, 'failed') },
    webhooks: { waiting: countOf(webhooks, 'pending'), failed: countOf(webhooks, 'failed') },
    oldestUndeliveredEventSeconds: oldestAt === null ? 0 : Math.max(0, (now.getTime() - oldestAt) / 1000),
  };
}
