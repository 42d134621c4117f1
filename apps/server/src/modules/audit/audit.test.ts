import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_CONSOLE_MESSAGES, type AuditEntriesResponse } from '@storefront/domain';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import { consoleClient, type ConsoleClient } from '../../test/owner-console-fixture';
import { changesOf, recordAudit } from './audit.service';

/* Issue 19 item 1: the audit trail, and GET /api/staff/audit for the tenant's owner only. */

let t: TestApp;
let staff: ConsoleClient;
let goldenmapleId: string;
let ownerId: string;

const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  staff = await consoleClient(t.app);
  const owner = await t.db.kysely
    .selectFrom('staff_users')
    .select(['id', 'tenant_id'])
    .where('email', '=', 'owner@goldenmaple.example.ca')
    .executeTakeFirstOrThrow();
  goldenmapleId = owner.tenant_id;
  ownerId = owner.id;
  await t.db.transact(async (trx) => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(trx, {
        tenantId: goldenmapleId,
        staffAccountId: ownerId,
        entity: i % 2 === 0 ? 'menu_item' : 'menu',
        entityId: `entity-${i}`,
        action: 'update',
        before: { name: `Name ${i}`, price: 10 },
        after: { name: `Name ${i}`, price: 11 + i },
        at: at(i),
      });
    }
  });
});
afterAll(() => t.close());

describe('audit entries', () => {
  it('keeps only the fields that changed, and the whole entity when it is created or deleted', () => {
    expect(changesOf({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2], d: true })).toEqual({
      before: { b: [1], c: 'x', d: null },
      after: { b: [2], c: null, d: true },
    });
    expect(changesOf(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    // A kept field rides along with a change, and only with one.
    expect(changesOf({ a: 1, t: 'x' }, { a: 2, t: 'x' }, ['t'])).toEqual({
      before: { a: 1, t: 'x' },
      after: { a: 2, t: 'x' },
    });
    expect(changesOf({ a: 1, t: 'x' }, { a: 1, t: 'x' }, ['t'])).toEqual({ before: {}, after: {} });
    expect(changesOf({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
  });

  it('rolls back with the change it belongs to', async () => {
    const failing = t.db.transact(async (trx) => {
      await recordAudit(trx, {
        tenantId: goldenmapleId,
        staffAccountId: ownerId,
        entity: 'menu',
        entityId: 'rolled-back',
        action: 'create',
        after: { name: 'Never' },
        at: TEST_NOW,
      });
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    const rows = await t.db.kysely
      .selectFrom('audit_log')
      .select('id')
      .where('entity_id', '=', 'rolled-back')
      .execute();
    expect(rows).toEqual([]);
  });

  it('names what changed by its name, else its code, address, date or email, else as the write says', async () => {
    const named = async (entityId: string, fields: Record<string, unknown>, name?: string) => {
      await t.db.transact((trx) =>
        recordAudit(trx, {
          tenantId: goldenmapleId,
          staffAccountId: ownerId,
          entity: 'holiday',
          entityId,
          action: 'delete',
          before: fields,
          name,
          at: at(-10),
        }),
      );
      const row = await t.db.kysely
        .selectFrom('audit_log')
        .select('changes')
        .where('entity_id', '=', entityId)
        .executeTakeFirstOrThrow();
      return (JSON.parse(row.changes) as { name?: string }).name;
    };
    expect(await named('named-1', { date: '2026-12-20', is_open: false })).toBe('2026-12-20');
    expect(await named('named-2', { code: 'SNOW', name: '' })).toBe('SNOW');
    expect(await named('named-3', { photos: [] }, 'Poutine')).toBe('Poutine');
    expect(await named('named-4', { order: ['a', 'b'] })).toBeUndefined();
    await t.db.kysely.deleteFrom('audit_log').where('entity_id', 'like', 'named-%').execute();
  });
});

describe('GET /api/staff/audit', () => {
  it('lists the owner’s tenant’s entries newest first, with who made each and what changed', async () => {
    const response = await staff.as<AuditEntriesResponse>('goldOwner', 'GET', '/api/staff/audit');
    expect(response.status).toBe(200);
    expect(response.body.entries.map((e) => e.entityId)).toEqual([
      'entity-4',
      'entity-3',
      'entity-2',
      'entity-1',
      'entity-0',
    ]);
    expect(response.body.entries[0]).toMatchObject({
      entity: 'menu_item',
      action: 'update',
      staff: { _id: ownerId, email: 'owner@goldenmaple.example.ca' },
      changes: { before: { price: 10 }, after: { price: 15 } },
      entityName: 'Name 4',
      createdAt: at(4).toISOString(),
    });
    expect(response.body.nextCursor).toBeNull();
  });

  it('filters by entity and pages with ?limit=&cursor=', async () => {
    const first = await staff.as<AuditEntriesResponse>(
      'goldOwner',
      'GET',
      '/api/staff/audit?entity=menu_item&limit=2',
    );
    expect(first.body.entries.map((e) => e.entityId)).toEqual(['entity-4', 'entity-2']);
    const cursor = encodeURIComponent(first.body.nextCursor!);
    const second = await staff.as<AuditEntriesResponse>(
      'goldOwner',
      'GET',
      `/api/staff/audit?entity=menu_item&limit=2&cursor=${cursor}`,
    );
    expect(second.body.entries.map((e) => e.entityId)).toEqual(['entity-0']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a bad filter or cursor with a 400 that says why', async () => {
    const entity = await staff.as('goldOwner', 'GET', '/api/staff/audit?entity=DROP%20TABLE');
    expect(entity.status).toBe(400);
    expect(entity.body.message).toBe(`entity: ${OWNER_CONSOLE_MESSAGES.entityInvalid}`);
    const cursor = await staff.as('goldOwner', 'GET', '/api/staff/audit?cursor=nonsense');
    expect(cursor.status).toBe(400);
  });

  it('is the owner’s only: staff of a location get a 403, nobody signed in a 401', async () => {
    const location = await staff.as('goldStaff', 'GET', '/api/staff/audit');
    expect(location.status).toBe(403);
    expect(location.body.message).toBe(OWNER_CONSOLE_MESSAGES.ownerOnly);
    expect((await staff.as('emeraldCalgary', 'GET', '/api/staff/audit')).status).toBe(403);
    expect((await staff.as('goldOwner', 'GET', '/api/staff/audit', { token: null })).status).toBe(401);
  });

  it('never shows one tenant’s entries to another tenant’s owner', async () => {
    const emerald = await staff.as<AuditEntriesResponse>('emeraldOwner', 'GET', '/api/staff/audit');
    expect(emerald.status).toBe(200);
    expect(emerald.body.entries).toEqual([]);
    // The Golden Maple owner's token does not work on Emerald's address either.
    const crossed = await staff.as('goldOwner', 'GET', '/api/staff/audit', { slug: 'emerald' });
    expect(crossed.status).toBe(401);
  });
});
