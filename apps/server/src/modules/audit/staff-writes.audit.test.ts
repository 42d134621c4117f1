import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiAuditEntry, AuditEntriesResponse, ApiStaffAccount } from '@storefront/domain';
import { TEST_NOW } from '../../test/harness';
import { orderableItems, tenantOf } from '../../test/orders-fixture';
import { client, t, useConsoleApp } from '../../test/owner-console-fixture';
import { staffRowOf } from '../../test/rows';

/*
 * Issue 27 item 5: every write of staff and owners is in the audit, not only the owner console's
 * settings: staff invitations and removals, reservation settings, and the kitchen's controls (pause
 * and resume, busy mode, capacity, 86 and back on), each with a summary a person reads.
 */
useConsoleApp();

const seen = new Set<string>();

/**
 * The one entry the write just made, as the owner's Activity page reads it (the clock is pinned, so
 * entries share their instant: the new one is the one not seen before).
 */
async function newestEntry(): Promise<ApiAuditEntry> {
  const fresh = (await auditPage()).filter((entry) => !seen.has(entry._id));
  for (const entry of fresh) seen.add(entry._id);
  expect(fresh).toHaveLength(1);
  return fresh[0]!;
}

async function auditPage(): Promise<ApiAuditEntry[]> {
  const page = await client.as<AuditEntriesResponse>('goldOwner', 'GET', '/api/staff/audit?limit=100');
  expect(page.status).toBe(200);
  return page.body.entries;
}

beforeAll(async () => {
  for (const entry of await auditPage()) seen.add(entry._id);
});

const staffName = async () => (await staffRowOf(t.db)).name;

describe('the kitchen controls are audited', () => {
  it('pause, resume, busy mode and capacity: who, which location, what changed, in words', async () => {
    const gold = await tenantOf(t.app, 'goldenmaple');
    const restaurantId = gold.restaurants[0]!._id;
    const ops = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
      client.as('goldStaff', method, `/api/staff/restaurants/${restaurantId}/${path}`, { body });
    const who = await staffName();

    expect((await ops('pause', 'POST', { method: 'Pickup', until: null })).status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      entity: 'operations',
      entityId: restaurantId,
      restaurantId,
      action: 'update',
      staff: { name: who },
      summary: 'Paused pickup orders until further notice',
      changes: { after: { pickup_paused_until: expect.any(String) } },
    });
    expect((await ops('resume', 'POST', { method: 'Pickup' })).status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      summary: 'Resumed pickup orders',
      changes: { after: { pickup_paused_until: null } },
    });

    const until = new Date(TEST_NOW.getTime() + 2 * 3_600_000).toISOString();
    expect((await ops('busy', 'PUT', { extraMinutes: 20, until })).status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      summary: 'Busy mode: 20 more minutes until 4:30 PM',
      changes: { before: { busy_extra_minutes: 0 }, after: { busy_extra_minutes: 20, busy_until: until } },
    });
    expect((await ops('busy', 'DELETE')).status).toBe(200);
    expect((await newestEntry()).summary).toBe('Busy mode ended');

    expect((await ops('capacity', 'PUT', { maxOrders: 4, maxItems: null })).status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      summary: 'Capacity per slot: 4 orders, any number of items',
      changes: { before: { slot_max_orders: null }, after: { slot_max_orders: 4 } },
    });
  });

  it("86 and back on, of an item and of an option, name what was 86'd", async () => {
    const gold = await tenantOf(t.app, 'goldenmaple');
    const restaurantId = gold.restaurants[0]!._id;
    const items = await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW);
    const item = items[0]!;
    const base = `/api/staff/restaurants/${restaurantId}/items`;
    const soldOut = (url: string, until: string) => client.as('goldStaff', 'POST', url, { body: { until } });

    expect((await soldOut(`${base}/${item._id}/sold-out`, 'indefinitely')).status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      entity: 'menu_item',
      entityId: item._id,
      restaurantId,
      summary: `86'd ${item.name} until further notice`,
      changes: { before: { sold_out_until: null }, after: { sold_out_until: '9999-12-31T00:00:00.000Z' } },
    });
    expect((await soldOut(`${base}/${item._id}/sold-out`, 'available')).status).toBe(200);
    expect((await newestEntry()).summary).toBe(`${item.name} is back on`);

    const withOptions = items.find((i) => i.options.some((g) => g.items.length > 1 && g.min_selected === 0))!;
    const option = withOptions.options.find((g) => g.items.length > 1 && g.min_selected === 0)!.items[0]!;
    const optionUrl = `${base}/${withOptions._id}/options/${option._id}/sold-out`;
    expect((await soldOut(optionUrl, 'indefinitely')).status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      entity: 'menu_item',
      entityId: withOptions._id,
      summary: `86'd ${option.name} (${withOptions.name}) until further notice`,
    });
    expect((await soldOut(optionUrl, 'available')).status).toBe(200);
    expect((await newestEntry()).summary).toBe(`${option.name} (${withOptions.name}) is back on`);
  });
});

describe("the owner's staff and reservation settings are audited", () => {
  it('an invitation, a removal and the reservation change cut-off', async () => {
    const gold = await tenantOf(t.app, 'goldenmaple');
    const restaurantId = gold.restaurants[0]!._id;
    const invited = await client.as<ApiStaffAccount>('goldOwner', 'POST', '/api/staff/accounts', {
      body: { name: 'Noor Haddad', email: 'noor.audit@example.com', restaurantIds: [restaurantId] },
    });
    expect(invited.status).toBe(201);
    const account = { entity: 'staff_account', entityId: invited.body._id };
    expect(await newestEntry()).toMatchObject({
      ...account,
      action: 'create',
      summary: 'Invited Noor Haddad (noor.audit@example.com)',
      changes: {
        before: null,
        after: { name: 'Noor Haddad', email: 'noor.audit@example.com', role: 'staff' },
      },
    });
    const removed = await client.as('goldOwner', 'DELETE', `/api/staff/accounts/${invited.body._id}`);
    expect(removed.status).toBe(204);
    expect(await newestEntry()).toMatchObject({
      ...account,
      action: 'delete',
      summary: 'Removed Noor Haddad (noor.audit@example.com)',
      changes: { after: null },
    });

    const settings = await client.as('goldOwner', 'PUT', '/api/staff/reservation-settings', {
      body: { restaurantId, reservation_change_cutoff_minutes: 240 },
    });
    expect(settings.status).toBe(200);
    expect(await newestEntry()).toMatchObject({
      entity: 'reservation_settings',
      entityId: restaurantId,
      restaurantId,
      summary: 'Reservations can be changed until 240 minutes before',
      changes: {
        before: { reservation_change_cutoff_minutes: 120 },
        after: { reservation_change_cutoff_minutes: 240 },
      },
    });
  });
});

describe('a change said in a sentence, read in French', () => {
  it('answers each summary in the request’s language (issue 31), the names and times as they were', async () => {
    const gold = await tenantOf(t.app, 'goldenmaple');
    const restaurantId = gold.restaurants[0]!._id;
    const ops = (path: string, body?: unknown) =>
      client.as('goldStaff', 'POST', `/api/staff/restaurants/${restaurantId}/${path}`, { body });
    expect((await ops('pause', { method: 'Delivery', until: null })).status).toBe(200);
    expect((await ops('resume', { method: 'Delivery' })).status).toBe(200);
    const french = await client.as<AuditEntriesResponse>('goldOwner', 'GET', '/api/staff/audit?limit=100', {
      headers: { 'accept-language': 'fr-CA' },
    });
    // The clock is pinned: the new entries are the ones not seen before, in either order.
    const fresh = french.body.entries.filter((entry) => !seen.has(entry._id));
    expect(fresh.map((entry) => entry.summary).sort()).toEqual([
      'Commandes en livraison reprises',
      'Commandes en livraison suspendues jusqu’à nouvel ordre',
    ]);
    // Earlier entries too: a name stays as it was written.
    expect(french.body.entries.map((entry) => entry.summary)).toContain(
      'Compte retiré : Noor Haddad (noor.audit@example.com)',
    );
    for (const entry of await auditPage()) seen.add(entry._id);
  });
});
