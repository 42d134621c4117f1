import { OWNER_CONSOLE_MESSAGES, type SettingsSummary } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromTenantRows, updateTenantRow } from '../../db/tenant-rows';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import { consoleClient, type ConsoleClient } from '../../test/owner-console-fixture';
import { tenantRowOf } from '../../test/rows';

/* Issue 33 item 5: GET /api/staff/settings/summary, what the owner console's home tiles say. */

let t: TestApp;
let staff: ConsoleClient;
let goldenmapleId: string;

const summaryOf = async (role: 'goldOwner' | 'emeraldOwner') => {
  const response = await staff.as<SettingsSummary>(role, 'GET', '/api/staff/settings/summary');
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await consoleClient(t.app);
  goldenmapleId = (await tenantRowOf(t.db, 'goldenmaple')).id;
});
afterAll(() => t.close());

describe('GET /api/staff/settings/summary', () => {
  it('counts what each section holds, of the owner’s tenant only', async () => {
    const db = t.db.kysely;
    const count = async (table: 'menus' | 'menu_items' | 'promotions' | 'customers') =>
      Number(
        (
          await fromTenantRows(db, table, goldenmapleId)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const summary = await summaryOf('goldOwner');
    expect(summary.menus.menus).toBe(await count('menus'));
    expect(summary.menus.items).toBe(await count('menu_items'));
    expect(summary.promotions.promotions).toBe(await count('promotions'));
    expect(summary.customers.customers).toBe(await count('customers'));
    expect(summary.brand).toEqual({ name: 'Golden Maple Bistro', loyalty: true });
    expect(summary.locations.locations).toBe(1);
    expect(summary.webhooks).toEqual({ endpoints: 0, off: 0, failing: 0 });
    expect(summary.printers).toEqual({ printers: 0, offline: 0 });
    const emerald = await summaryOf('emeraldOwner');
    expect(emerald.brand.name).toBe('Emerald Noodle House');
    expect(emerald.locations.locations).toBe(3);
  });

  it('says what needs attention: items sold out now, blocked customers, promotions off', async () => {
    const db = t.db.kysely;
    const before = await summaryOf('goldOwner');
    const item = await fromTenantRows(db, 'menu_items', goldenmapleId)
      .select('id')
      .where('disabled', '=', 0)
      .where((eb) =>
        eb.or([eb('sold_out_until', 'is', null), eb('sold_out_until', '<=', TEST_NOW.toISOString())]),
      )
      .executeTakeFirstOrThrow();
    const later = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
    await updateTenantRow(db, 'menu_items', goldenmapleId, item.id).set({ sold_out_until: later }).execute();
    const promotion = await fromTenantRows(db, 'promotions', goldenmapleId)
      .select('id')
      .where('disabled', '=', 0)
      .executeTakeFirstOrThrow();
    await updateTenantRow(db, 'promotions', goldenmapleId, promotion.id).set({ disabled: 1 }).execute();
    const customer = await fromTenantRows(db, 'customers', goldenmapleId)
      .select('id')
      .where('is_blocked', '=', 0)
      .executeTakeFirstOrThrow();
    await updateTenantRow(db, 'customers', goldenmapleId, customer.id).set({ is_blocked: 1 }).execute();

    const after = await summaryOf('goldOwner');
    expect(after.menus.soldOut).toBe(before.menus.soldOut + 1);
    expect(after.promotions.on).toBe(before.promotions.on - 1);
    expect(after.customers.blocked).toBe(before.customers.blocked + 1);
    // An item sold out until a moment already past is back on the menu.
    await updateTenantRow(db, 'menu_items', goldenmapleId, item.id)
      .set({ sold_out_until: new Date(TEST_NOW.getTime() - 60_000).toISOString() })
      .execute();
    expect((await summaryOf('goldOwner')).menus.soldOut).toBe(before.menus.soldOut);
  });

  it('is the owner’s only: staff of a location get a 403, nobody signed in a 401', async () => {
    const location = await staff.as('goldStaff', 'GET', '/api/staff/settings/summary');
    expect(location.status).toBe(403);
    expect(location.body.message).toBe(OWNER_CONSOLE_MESSAGES.ownerOnly);
    const anonymous = await staff.as('goldOwner', 'GET', '/api/staff/settings/summary', { token: null });
    expect(anonymous.status).toBe(401);
  });
});
