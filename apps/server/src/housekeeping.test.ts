import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './db/ids';
import { writeEvent } from './events/outbox';
import { KEPT_DAYS, pruneDeliveredNews } from './housekeeping';
import { createTestApp, TEST_NOW, type TestApp } from './test/harness';
import { tenantOf } from './test/orders-fixture';

/*
 * Delivered news is kept KEPT_DAYS and then deleted, a batch at a time; whatever is still pending
 * stays however old, and a resent webhook delivery counts from its last attempt.
 */

let t: TestApp;
let tenantId: string;
let restaurantId: string;
const daysAgo = (days: number) => new Date(TEST_NOW.getTime() - days * 86_400_000).toISOString();
const OLD = daysAgo(KEPT_DAYS + 1);
const RECENT = daysAgo(KEPT_DAYS - 1);

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  const gold = await tenantOf(t.app, 'goldenmaple');
  tenantId = gold._id;
  restaurantId = gold.restaurants[0]!._id;
});
afterAll(() => t.close());

async function event(name: string, status: 'pending' | 'delivered' | 'failed', at: string) {
  const written = await t.db.transact((trx) =>
    writeEvent(
      trx,
      {
        tenantId,
        restaurantId,
        aggregate: 'order',
        aggregateId: `prune-${name}`,
        type: 'order.placed',
        cause: 'place',
        data: {},
      },
      at,
    ),
  );
  await t.db.kysely.updateTable('outbox_events').set({ status }).where('id', '=', written.id).execute();
  return name;
}

/** The keys of this file's rows that are still in each table the pruning reads, sorted. */
async function leftOfTheTest(endpointId: string) {
  const db = t.db.kysely;
  const [events, deliveries, mails] = await Promise.all([
    db
      .selectFrom('outbox_events')
      .select('aggregate_id as key')
      .where('aggregate_id', 'like', 'prune-%')
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select('event_id as key')
      .where('endpoint_id', '=', endpointId)
      .execute(),
    db.selectFrom('mail_outbox').select('kind as key').where('kind', 'like', 'prune-%').execute(),
  ]);
  const keys = (rows: { key: string | null }[]) => rows.map((row) => row.key).sort();
  return { outbox_events: keys(events), webhook_deliveries: keys(deliveries), mail_outbox: keys(mails) };
}

describe('the pruning of delivered news', () => {
  it('deletes what was delivered or given up more than a month ago, and nothing pending', async () => {
    const endpointId = newId();
    await t.db.kysely
      .insertInto('webhook_endpoints')
      .values({
        id: endpointId,
        tenant_id: tenantId,
        url: 'https://pos.example.com/hook',
        event_types: '["order.placed"]',
        secret: 'whsec_prune',
        created_at: OLD,
        updated_at: OLD,
      })
      .execute();
    const delivery = (
      name: string,
      status: 'pending' | 'delivered' | 'failed',
      created: string,
      updated: string,
    ) =>
      t.db.kysely
        .insertInto('webhook_deliveries')
        .values({
          id: newId(),
          tenant_id: tenantId,
          endpoint_id: endpointId,
          event_id: name,
          event_type: 'order.placed',
          payload: '{}',
          status,
          next_attempt_at: status === 'pending' ? created : null,
          retry_until: created,
          created_at: created,
          updated_at: updated,
        })
        .execute();
    const mail = (name: string, status: 'pending' | 'sent' | 'logged' | 'failed', created: string) =>
      t.db.kysely
        .insertInto('mail_outbox')
        .values({
          id: newId(),
          tenant_id: tenantId,
          kind: name,
          to_address: 'prune@example.com',
          from_address: 'orders@example.com',
          subject: name,
          text_body: name,
          html_body: null,
          attachments: null,
          status,
          created_at: created,
        })
        .execute();
    for (let i = 0; i < 3; i++) await event(`old-delivered-${i}`, 'delivered', OLD);
    await event('old-failed', 'failed', OLD);
    await event('old-pending', 'pending', OLD);
    await event('recent-delivered', 'delivered', RECENT);
    await delivery('old-delivered', 'delivered', OLD, OLD);
    await delivery('old-failed', 'failed', OLD, OLD);
    await delivery('old-pending', 'pending', OLD, OLD);
    await delivery('old-resent', 'delivered', OLD, RECENT);
    await mail('prune-old-sent', 'sent', OLD);
    await mail('prune-old-logged', 'logged', OLD);
    await mail('prune-old-pending', 'pending', OLD);
    await mail('prune-recent-sent', 'sent', RECENT);

    // Two rows a statement: the outbox's four old settled events take three statements.
    expect(await pruneDeliveredNews(t.db.kysely, TEST_NOW, 2)).toEqual({
      outbox_events: 4,
      webhook_deliveries: 2,
      mail_outbox: 2,
    });
    expect(await leftOfTheTest(endpointId)).toEqual({
      outbox_events: ['prune-old-pending', 'prune-recent-delivered'],
      webhook_deliveries: ['old-pending', 'old-resent'],
      mail_outbox: ['prune-old-pending', 'prune-recent-sent'],
    });
    // A second run finds nothing more.
    expect(await pruneDeliveredNews(t.db.kysely, TEST_NOW, 2)).toEqual({
      outbox_events: 0,
      webhook_deliveries: 0,
      mail_outbox: 0,
    });
  });
});
