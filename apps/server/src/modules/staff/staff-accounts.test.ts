import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_TOO_SHORT_MESSAGE,
  STAFF_ACCOUNT_MESSAGES,
  type ApiStaff,
  type ApiStaffAccount,
  type ApiTenant,
  type StaffAccountsResponse,
} from '@storefront/domain';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff';
import { call, newAddress, type CallOptions } from '../../test/accounts-fixture';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailsTo } from '../../test/rows';

/* Issue 15 item 7: the owner invites and removes staff for chosen locations; owner-only. */

let t: TestApp;
let emerald: ApiTenant;
let ownerToken: string;
let staffToken: string;
let goldOwnerToken: string;

const api = <T>(method: 'GET' | 'POST' | 'DELETE', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { slug: 'emerald', remoteAddress: newAddress(), ...options });

async function login(email: string, password: string, slug = 'emerald') {
  return api<{ token: string; staff: ApiStaff }>('POST', '/api/staff/login', {
    slug,
    body: { email, password },
  });
}

async function invitationToken(email: string): Promise<string> {
  const [mail] = await mailsTo(t.db, 'staff-invitation', email);
  expect(mail, `no invitation mailed to ${email}`).toBeDefined();
  return decodeURIComponent(/\/staff\/invite\?token=(\S+)/.exec(mail!.text_body)![1]!);
}

beforeAll(async () => {
  t = await createTestApp();
  emerald = (await api<ApiTenant>('GET', '/api/eater/tenants/emerald')).body;
  ownerToken = (await login('staff@emerald.example.ca', DEMO_STAFF_PASSWORD)).body.token;
  staffToken = (await login('calgary@emerald.example.ca', DEMO_STAFF_PASSWORD)).body.token;
  goldOwnerToken = (await login('owner@goldenmaple.example.ca', DEMO_STAFF_PASSWORD, 'goldenmaple')).body
    .token;
});
afterAll(() => t.close());

describe('staff accounts', () => {
  it('invites a person for chosen locations, who sets a password from the mail and signs in', async () => {
    const location = emerald.restaurants[1]!;
    const invited = await api<ApiStaffAccount>('POST', '/api/staff/accounts', {
      token: ownerToken,
      body: { name: 'Noor Haddad', email: 'Noor@Example.com', restaurantIds: [location._id] },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: 'noor@example.com', state: 'invited', role: 'staff' });
    expect(invited.body.restaurants.map((r) => r._id)).toEqual([location._id]);

    // Not yet: no password, no sign-in.
    expect((await login('noor@example.com', '')).status).toBe(400);
    const token = await invitationToken('noor@example.com');
    const shown = await api<{ name: string; email: string }>('GET', `/api/staff/invitations/${token}`);
    expect(shown.body).toEqual({ name: 'Noor Haddad', email: 'noor@example.com' });
    const short = await api('POST', `/api/staff/invitations/${token}`, { body: { password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain(PASSWORD_TOO_SHORT_MESSAGE);
    const set = await api('POST', `/api/staff/invitations/${token}`, {
      body: { password: 'a-long-password' },
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(STAFF_ACCOUNT_MESSAGES.passwordSet);
    // The link works once.
    expect(
      (await api('POST', `/api/staff/invitations/${token}`, { body: { password: 'another-password' } }))
        .status,
    ).toBe(404);

    const signedIn = await login('noor@example.com', 'a-long-password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.staff.restaurants.map((r) => r._id)).toEqual([location._id]);
    const list = await api<StaffAccountsResponse>('GET', '/api/staff/accounts', { token: ownerToken });
    expect(list.body.accounts.find((a) => a.email === 'noor@example.com')?.state).toBe('active');
    expect(list.body.total).toBe(list.body.accounts.length);

    // Removed: the session ends and the password no longer works.
    const removed = await api('DELETE', `/api/staff/accounts/${invited.body._id}`, { token: ownerToken });
    expect(removed.status).toBe(204);
    expect((await api('GET', '/api/staff/me', { token: signedIn.body.token })).status).toBe(401);
    expect((await login('noor@example.com', 'a-long-password')).status).toBe(401);
  });

  it('refuses a taken email, unknown or foreign locations, and bad input', async () => {
    const goldRestaurant = (
      await api<ApiTenant>('GET', '/api/eater/tenants/goldenmaple', { slug: 'goldenmaple' })
    ).body.restaurants[0]!;
    const body = {
      name: 'Sam',
      email: 'calgary@emerald.example.ca',
      restaurantIds: [emerald.restaurants[0]!._id],
    };
    const taken = await api('POST', '/api/staff/accounts', { token: ownerToken, body });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(STAFF_ACCOUNT_MESSAGES.emailTaken);
    const foreign = await api('POST', '/api/staff/accounts', {
      token: ownerToken,
      body: { ...body, email: 'x@example.com', restaurantIds: [goldRestaurant._id] },
    });
    expect(foreign.status).toBe(404);
    const none = await api('POST', '/api/staff/accounts', {
      token: ownerToken,
      body: { ...body, email: 'y@example.com', restaurantIds: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(STAFF_ACCOUNT_MESSAGES.chooseRestaurant);
    for (const junk of [
      {},
      { ...body, email: 'nope' },
      { ...body, restaurantIds: 'all' },
      { ...body, role: 'owner' },
    ]) {
      expect((await api('POST', '/api/staff/accounts', { token: ownerToken, body: junk })).status).toBe(400);
    }
    expect((await api('GET', '/api/staff/invitations/not-a-real-token-at-all')).status).toBe(404);
  });

  it('is owner-only, and an owner cannot reach another tenant’s accounts', async () => {
    const list = await api('GET', '/api/staff/accounts', { token: staffToken });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe(STAFF_ACCOUNT_MESSAGES.ownerOnly);
    const invite = await api('POST', '/api/staff/accounts', {
      token: staffToken,
      body: { name: 'Eve', email: 'eve@example.com', restaurantIds: [emerald.restaurants[0]!._id] },
    });
    expect(invite.status).toBe(403);
    const accounts = (await api<StaffAccountsResponse>('GET', '/api/staff/accounts', { token: ownerToken }))
      .body.accounts;
    const calgary = accounts.find((a) => a.email === 'calgary@emerald.example.ca')!;
    expect((await api('DELETE', `/api/staff/accounts/${calgary._id}`, { token: staffToken })).status).toBe(
      403,
    );
    // Golden Maple's owner, on Emerald's host or their own, cannot remove Emerald's staff.
    expect(
      (await api('DELETE', `/api/staff/accounts/${calgary._id}`, { token: goldOwnerToken })).status,
    ).toBe(401);
    expect(
      (
        await api('DELETE', `/api/staff/accounts/${calgary._id}`, {
          token: goldOwnerToken,
          slug: 'goldenmaple',
        })
      ).status,
    ).toBe(404);
    const owner = accounts.find((a) => a.role === 'owner')!;
    const self = await api('DELETE', `/api/staff/accounts/${owner._id}`, { token: ownerToken });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(STAFF_ACCOUNT_MESSAGES.cannotRemoveOwner);
    expect((await api('GET', '/api/staff/accounts')).status).toBe(401);
    expect((await api('GET', '/api/staff/accounts?pageSize=1000', { token: ownerToken })).status).toBe(400);
  });
});
