import { beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_CUSTOMER_MESSAGES,
  blockedEmailMessage,
  type ApiOwnerCustomer,
  type ApiTenant,
  type OwnerCustomersResponse,
} from '@storefront/domain';
import { call, newAddress, registerMember } from '../../test/accounts-fixture';
import { lineFor, orderableItems, pickupOrder, newIdempotencyKey, tenantOf } from '../../test/orders-fixture';
import { TEST_NOW } from '../../test/harness';
import { auditEntriesOf, client, t, useConsoleApp, type ConsoleRole } from '../../test/owner-console-fixture';

/* Issue 19, Customers: the owner finds customers and blocks them with a note; the block follows the customer. */

useConsoleApp();

let gold: ApiTenant;
let member: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  gold = await tenantOf(t.app, 'goldenmaple');
  member = await registerMember(t.app, 'goldenmaple', {
    firstName: 'Quinn',
    lastName: 'Lachance',
    telephone: '306-555-0177',
  });
});

const search = (q: string, extra = '') =>
  client.as<OwnerCustomersResponse>(
    'goldOwner',
    'GET',
    `/api/staff/customers?q=${encodeURIComponent(q)}${extra}`,
  );

const block = (customerId: string, body: unknown, role: ConsoleRole = 'goldOwner') =>
  client.as<ApiOwnerCustomer>(role, 'PUT', `/api/staff/customers/${customerId}/block`, { body });

describe('owner customers', () => {
  it('finds a customer by name, email or phone, without regard to case or dashes', async () => {
    const email = member.user.local.email;
    for (const q of ['quinn lach', 'LACHANCE', email.toUpperCase(), '3065550177', '555-0177']) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(
        body.customers.map((c) => c.email),
        q,
      ).toEqual([email]);
    }
    expect((await search('no-such-person-anywhere')).body.customers).toEqual([]);
    // A LIKE wildcard typed in the box is taken literally.
    expect((await search('%')).body.customers).toEqual([]);
  });

  it('pages the list by cursor, without repeats', async () => {
    const first = await search('', '&limit=1');
    expect(first.body.customers).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await search('', `&limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.customers).toHaveLength(1);
    expect(second.body.customers[0]!._id).not.toBe(first.body.customers[0]!._id);
    expect((await search('', '&cursor=nonsense')).status).toBe(400);
  });

  it('is the owner’s only, and only inside the owner’s tenant', async () => {
    expect((await client.as('goldOwner', 'GET', '/api/staff/customers', { token: null })).status).toBe(401);
    expect((await client.as('goldStaff', 'GET', '/api/staff/customers')).status).toBe(403);
    expect((await block(member.user._id, { blocked: true, note: 'x' }, 'goldStaff')).status).toBe(403);
    // Another tenant's owner: its session is not one of this host's, and on its own host the
    // customer is unknown.
    const elsewhere = await client.as('emeraldOwner', 'GET', '/api/staff/customers', { slug: 'goldenmaple' });
    expect(elsewhere.status).toBe(401);
    const emerald = await client.as<OwnerCustomersResponse>(
      'emeraldOwner',
      'GET',
      `/api/staff/customers?q=${encodeURIComponent(member.user.local.email)}`,
    );
    expect(emerald.body.customers).toEqual([]);
    expect((await block(member.user._id, { blocked: true, note: 'x' }, 'emeraldOwner')).status).toBe(404);
  });

  it('refuses a block without a note, naming the field', async () => {
    const { status, body } = await block(member.user._id, { blocked: true, note: '  ' });
    expect(status).toBe(400);
    expect(body.message).toBe(`note: ${OWNER_CUSTOMER_MESSAGES.note}`);
    expect((await block(member.user._id, { blocked: 'yes', note: 'n' })).status).toBe(400);
    expect((await block('not-an-id', { blocked: true, note: 'n' })).status).toBe(404);
  });

  it('blocks the member whatever email they type, and unblocks them', async () => {
    const app = t.app;
    const items = await orderableItems(app, 'goldenmaple', gold.restaurants[0]!._id, TEST_NOW);
    const token = member.token;
    const placeAsMember = () =>
      call(app, 'POST', `/api/eater/restaurants/${gold.restaurants[0]!._id}/orders`, {
        token,
        remoteAddress: newAddress(),
        headers: { 'idempotency-key': newIdempotencyKey() },
        body: { ...pickupOrder(items[0]!), items: [lineFor(items[0]!)] },
      });
    const view = () =>
      call<{ isBlocked: boolean }>(
        app,
        'GET',
        `/api/eater/tenants/${gold._id}/customerviews?email=someone-else@example.com`,
        {
          token,
          remoteAddress: newAddress(),
        },
      );

    const blocked = await block(member.user._id, { blocked: true, note: 'Chargebacks on three orders' });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({
      isBlocked: true,
      blockNote: 'Chargebacks on three orders',
      blockedAt: TEST_NOW.toISOString(),
    });
    expect((await view()).body.isBlocked).toBe(true);
    const refused = await placeAsMember();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(blockedEmailMessage(gold.restaurants[0]!.phone!));

    const unblocked = await block(member.user._id, { blocked: false, note: 'Called, sorted out' });
    expect(unblocked.body).toMatchObject({
      isBlocked: false,
      blockNote: 'Called, sorted out',
      blockedAt: null,
    });
    expect((await view()).body.isBlocked).toBe(false);
    expect((await placeAsMember()).status).toBe(201);
    const entries = await auditEntriesOf(t, 'customer', member.user._id);
    // Both at the pinned instant: in either order.
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => JSON.parse(e.changes))).toEqual(
      expect.arrayContaining([
        {
          before: { is_blocked: true, block_note: 'Chargebacks on three orders' },
          after: { is_blocked: false, block_note: 'Called, sorted out' },
          name: member.user.local.email,
        },
        {
          before: { is_blocked: false, block_note: null },
          after: { is_blocked: true, block_note: 'Chargebacks on three orders' },
          name: member.user.local.email,
        },
      ]),
    );
  });
});
