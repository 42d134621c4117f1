import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTenant } from '@storefront/domain';
import { createTestApp, getOn, TEST_NOW, type TestApp } from '../../test/harness';
import { InvalidTenantDocumentError } from '../../db/tenant-document/import';
import { selectTenantRows } from '../../db/tenant-rows';
import { acceptInvitation } from '../staff/staff-accounts.service';
import { createTenant, TenantExistsError } from './tenant-onboarding.service';

let t: TestApp;
const deps = () => ({ mailer: t.app.mailer, links: t.config.links });
const newBrand = { slug: 'riverside', name: 'Riverside Diner', ownerEmail: 'Owner@Riverside.example' };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('npm run tenant -- create', () => {
  it('makes an empty tenant with one location and mails its owner the link to choose a password', async () => {
    const { tenantId, link } = await createTenant(t.db.kysely, deps(), newBrand, TEST_NOW);
    const db = t.db.kysely;
    const tenant = await db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({
      slug: 'riverside',
      name: 'Riverside Diner',
      email: 'owner@riverside.example',
    });
    const restaurants = await selectTenantRows(db, 'restaurants', tenantId).execute();
    expect(restaurants.map((r) => [r.slug, r.name])).toEqual([['riverside', 'Riverside Diner']]);
    expect(await db.selectFrom('menus').select('id').where('tenant_id', '=', tenantId).execute()).toEqual([]);

    const owner = await selectTenantRows(db, 'staff_users', tenantId).executeTakeFirstOrThrow();
    expect(owner).toMatchObject({
      email: 'owner@riverside.example',
      name: 'owner',
      role: 'owner',
      restaurant_id: null,
      password_hash: '',
    });
    const [mail] = await db.selectFrom('mail_outbox').selectAll().where('tenant_id', '=', tenantId).execute();
    expect(mail!).toMatchObject({
      kind: 'owner-invitation',
      to_address: 'owner@riverside.example',
      subject: 'Welcome to Storefront: set up Riverside Diner',
    });
    expect(link).toMatch(/^http:\/\/riverside\.localhost:3000\/staff\/invite\?token=/);
    // Its own words: a welcome to the product, the password link, and the console to finish in.
    expect(mail!.text_body).toContain(
      'Welcome to Storefront! Riverside Diner now has its own online ordering site',
    );
    expect(mail!.text_body).toContain(link);
    expect(mail!.text_body).toContain(
      'finish setting up in the owner console:\n\nhttp://riverside.localhost:3000/staff/settings',
    );
    expect(mail!.text_body).not.toContain('receive orders and reservations');

    // Until it has a menu, the storefront's home says "coming soon".
    const home = await getOn<ApiTenant>(t.app, '/api/eater/tenants/riverside', 'riverside');
    expect(home.body).toMatchObject({ name: 'Riverside Diner', hasMenu: false });

    // The link works: the owner chooses a password and can then sign in.
    const token = new URL(link).searchParams.get('token')!;
    await acceptInvitation(db, tenantId, { token, password: 'owner-pass-2026' }, TEST_NOW);
    const after = await db
      .selectFrom('staff_users')
      .select('password_hash')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).not.toBe('');
  });

  it('refuses a slug that exists, and an invalid one with its path, writing nothing', async () => {
    await expect(createTenant(t.db.kysely, deps(), newBrand, TEST_NOW)).rejects.toBeInstanceOf(
      TenantExistsError,
    );
    const error = await createTenant(t.db.kysely, deps(), { ...newBrand, slug: 'Bad Slug!' }, TEST_NOW).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InvalidTenantDocumentError);
    expect((error as InvalidTenantDocumentError).issues[0]).toMatch(
      /^\$\.slug: The tenant slug must be lower-case/,
    );
    const tenants = await t.db.kysely.selectFrom('tenants').select('slug').execute();
    expect(tenants).toEqual([{ slug: 'riverside' }]);
  });
});
