/*
 * The demo tenants: Golden Maple Bistro (one Saskatoon restaurant, every feature on), Emerald Noodle
 * House (three locations in Calgary, Edmonton and Regina) and Prairie Pie Co. (one Winnipeg bakery,
 * every feature off), as tenant documents (tenants/<slug>.json), and the first two's demo member and
 * history (tenants/<slug>.members.json). Dates are relative to `now`, so the demo always looks current.
 *
 * Idempotent: a tenant whose slug exists is left as it is. Each new tenant and everything it owns
 * goes in one transaction, so a failure leaves no half-seeded tenant behind.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/auth/password';
import { generateHistory } from '../history/generate';
import type { Database } from '../schema';
import type { TenantSeedContext } from './builders';
import { DEMO_CREDENTIALS } from './members/index';
import { seedStaff } from './staff';
import { parseMembersData } from './members-data';
import { seedTenant, type DemoTenant } from './tenant';
import emerald from './tenants/emerald.json' with { type: 'json' };
import emeraldMembers from './tenants/emerald.members.json' with { type: 'json' };
import goldenmaple from './tenants/goldenmaple.json' with { type: 'json' };
import goldenmapleMembers from './tenants/goldenmaple.members.json' with { type: 'json' };
import prairiepie from './tenants/prairiepie.json' with { type: 'json' };

export { DEMO_CREDENTIALS };

export const DEMO_TENANT_SLUGS = ['goldenmaple', 'emerald', 'prairiepie'] as const;
export type DemoTenantSlug = (typeof DEMO_TENANT_SLUGS)[number];

/** The demo tenants are tenant documents, so the demo is itself proof of the format (decision 0044). */
const TENANTS: Record<DemoTenantSlug, DemoTenant> = {
  goldenmaple: {
    document: goldenmaple,
    members: parseMembersData('goldenmaple.members.json', goldenmapleMembers),
  },
  emerald: { document: emerald, members: parseMembersData('emerald.members.json', emeraldMembers) },
  prairiepie: { document: prairiepie },
};

/**
 * The demo's season of history (issue 32): the 90 days before `now`, about 30 finished orders a day
 * per tenant (spread over its locations), by generated diners, so the owner's reports have charts.
 */
export const DEMO_HISTORY = { days: 90, ordersPerTenantDay: 30 } as const;

export async function seedDemo(
  db: Kysely<Database>,
  options: { now: Date; history?: boolean },
): Promise<{ created: string[]; skipped: string[] }> {
  const existing = new Set(
    (
      await db
        .selectFrom('tenants')
        .select('slug')
        .where('slug', 'in', [...DEMO_TENANT_SLUGS])
        .execute()
    ).map((t) => t.slug),
  );
  const created: string[] = [];
  const skipped: string[] = [];
  let passwordHash: string | null = null;
  for (const slug of DEMO_TENANT_SLUGS) {
    if (existing.has(slug)) {
      skipped.push(slug);
      continue;
    }
    // Hashed once per run (argon2 is deliberately slow) and shared by the demo members.
    passwordHash ??= await hashPassword(DEMO_CREDENTIALS.password);
    const ctx: TenantSeedContext = { now: options.now, passwordHash };
    await db.transaction().execute(async (trx) => {
      await seedTenant(trx, ctx, TENANTS[slug]);
      // The tenants with a demo member take orders; the bakery with every feature off does not.
      if (options.history && TENANTS[slug].members) await seedHistory(trx, slug, options.now);
    });
    created.push(slug);
  }
  await seedStaff(db, options);
  return { created, skipped };
}

async function seedHistory(trx: Kysely<Database>, slug: DemoTenantSlug, now: Date): Promise<void> {
  const { id: tenantId } = await trx
    .selectFrom('tenants')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const locations = await trx
    .selectFrom('restaurants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  await generateHistory(trx, {
    tenantId,
    now,
    days: DEMO_HISTORY.days,
    ordersPerDay: Math.max(1, Math.round(DEMO_HISTORY.ordersPerTenantDay / Number(locations.n))),
    seed: slug,
  });
}

/**
 * Tables holding rows of a tenant, children before parents. Most rows would go with the tenant by
 * ON DELETE CASCADE, but orders, reservations and gift card orders also reference their restaurant
 * without a cascade, so everything that hangs off them is deleted explicitly first.
 */
const TENANT_TABLES_IN_DELETE_ORDER = [
  'gift_card_redemptions',
  'loyalty_points_ledger',
  'coupons',
  'gift_cards',
  'gift_card_orders',
  'order_status_history',
  'order_discounts',
  'order_promotions',
  'order_line_options',
  'order_lines',
  'orders',
  'reservations',
  'sessions',
  'password_reset_tokens',
  'payment_methods',
  'contact_messages',
  'mail_outbox',
] as const satisfies readonly (keyof Database)[];

/** Deletes the demo tenants and everything they own. Returns the slugs that were there. */
export async function resetDemo(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const tenants = await trx
      .selectFrom('tenants')
      .select(['id', 'slug'])
      .where('slug', 'in', [...DEMO_TENANT_SLUGS])
      .execute();
    if (tenants.length === 0) return [];
    const ids = tenants.map((t) => t.id);
    for (const table of TENANT_TABLES_IN_DELETE_ORDER) {
      await trx.deleteFrom(table).where('tenant_id', 'in', ids).execute();
    }
    await trx.deleteFrom('tenants').where('id', 'in', ids).execute();
    return tenants.map((t) => t.slug);
  });
}
