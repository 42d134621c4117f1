import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTenant, OwnerBrand } from '@storefront/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditEntriesOf, consoleClient, type ConsoleClient } from '../../test/owner-console-fixture';
import { tenantOf } from '../../test/orders-fixture';

/* Issue 19, Brand: the owner saves the brand and its lists; the storefront's document follows. */

let t: TestApp;
let client: ConsoleClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await consoleClient(t.app);
});
afterAll(() => t.close());

const brand = async () => (await client.as<OwnerBrand>('goldOwner', 'GET', '/api/staff/brand')).body;

describe('owner brand', () => {
  it('saves the brand, its lists and settings, and the storefront shows them at once', async () => {
    const current = await brand();
    expect(current.name).toBe('Golden Maple Bistro');
    const changed: OwnerBrand = {
      ...current,
      slogan: 'Prairie comfort, all day',
      theme: 'emerald',
      instagram_url: 'https://instagram.com/goldenmaple',
      announcements: [
        { title: 'Patio is open', short_description: 'Sun all afternoon', description: null, active: true },
      ],
      testimonials: [{ author: 'Sam', quote: 'Best bannock in town', rating: 5 }],
      settings: {
        ...current.settings,
        primary_color: '#0F766E',
        loyalty_points_per_dollar: 2,
        welcome_popup: { enabled: true, title: 'Welcome back!', message: '' },
      },
    };
    const saved = await client.as<OwnerBrand>('goldOwner', 'PUT', '/api/staff/brand', { body: changed });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(changed);
    const shown: ApiTenant = await tenantOf(t.app, 'goldenmaple');
    expect(shown).toMatchObject({
      slogan: 'Prairie comfort, all day',
      theme: 'emerald',
      instagram_url: 'https://instagram.com/goldenmaple',
      settings: {
        primary_color: '#0F766E',
        loyalty_points_per_dollar: 2,
        welcome_popup: { title: 'Welcome back!' },
      },
    });
    expect(shown.announcements.map((a) => a.title)).toEqual(['Patio is open']);
    expect(shown.testimonials.map((x) => x.quote)).toEqual(['Best bannock in town']);
    // Settings the form does not edit are kept.
    expect(shown.settings.membership).toBe(true);
    const [entry] = await auditEntriesOf(t, 'brand', shown._id);
    expect(JSON.parse(entry!.changes)).toMatchObject({
      before: { theme: 'gold', 'settings.primary_color': current.settings.primary_color },
      after: { theme: 'emerald', 'settings.primary_color': '#0F766E' },
    });
  });

  it('refuses a bad field with its name and message', async () => {
    const current = await brand();
    const cases: [object, string][] = [
      [
        { ...current, settings: { ...current.settings, primary_color: 'gold' } },
        'settings.primary_color: The primary colour must be a colour like #D4A762',
      ],
      [{ ...current, theme: 'ruby' }, 'theme: The theme is gold or emerald'],
      [
        { ...current, facebook_url: 'facebook' },
        'facebook_url: The Facebook link must be an http(s) address',
      ],
      [{ ...current, name: '' }, 'name: The brand name cannot be empty'],
    ];
    for (const [body, message] of cases) {
      const response = await client.as('goldOwner', 'PUT', '/api/staff/brand', { body });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('is the owner’s only, each owner their own tenant’s', async () => {
    const current = await brand();
    expect((await client.as('goldStaff', 'GET', '/api/staff/brand')).status).toBe(403);
    expect((await client.as('goldStaff', 'PUT', '/api/staff/brand', { body: current })).status).toBe(403);
    expect(
      (await client.as('emeraldOwner', 'PUT', '/api/staff/brand', { body: current, slug: 'goldenmaple' }))
        .status,
    ).toBe(401);
    const emerald = await client.as<OwnerBrand>('emeraldOwner', 'GET', '/api/staff/brand');
    expect(emerald.body.name).toBe('Emerald Noodle House');
  });
});
