/*
 * Demo staff accounts, so a restaurant can receive the demo orders at /staff. Idempotent: an account
 * whose email already exists in its tenant is left as it is, and a demo tenant that is missing is
 * skipped; so `npm run seed` also adds the accounts to a database seeded before they existed.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/auth/password';
import { newId } from '../ids';
import type { Database, NewRow, StaffRole } from '../schema';

export const DEMO_STAFF_PASSWORD = 'staff-pass-2026';

interface StaffDef {
  tenant: string;
  email: string;
  name: string;
  role: StaffRole;
  /** A restaurant slug, or null for all of the tenant's restaurants. */
  restaurant: string | null;
}

export const DEMO_STAFF: readonly StaffDef[] = [
  {
    tenant: 'goldenmaple',
    email: 'owner@goldenmaple.example.ca',
    name: 'Jordan Blake',
    role: 'owner',
    restaurant: null,
  },
  {
    tenant: 'goldenmaple',
    email: 'staff@goldenmaple.example.ca',
    name: 'Casey Morin',
    role: 'staff',
    restaurant: 'riversdale',
  },
  {
    tenant: 'emerald',
    email: 'staff@emerald.example.ca',
    name: 'Mei Chen',
    role: 'owner',
    restaurant: null,
  },
  {
    tenant: 'emerald',
    email: 'calgary@emerald.example.ca',
    name: 'Sam Okafor',
    role: 'staff',
    restaurant: 'calgary-kensington',
  },
  {
    tenant: 'prairiepie',
    email: 'staff@prairiepie.example.ca',
    name: 'Ruth Friesen',
    role: 'owner',
    restaurant: null,
  },
];

/** Adds the demo staff accounts that are missing; returns the emails added. */
export async function seedStaff(db: Kysely<Database>, options: { now: Date }): Promise<string[]> {
  const tenants = await db
    .selectFrom('tenants')
    .select(['id', 'slug'])
    .where('slug', 'in', [...new Set(DEMO_STAFF.map((s) => s.tenant))])
    .execute();
  if (tenants.length === 0) return [];
  const tenantIds = tenants.map((t) => t.id);
  const [restaurants, existing] = await Promise.all([
    db
      .selectFrom('restaurants')
      .select(['id', 'tenant_id', 'slug'])
      .where('tenant_id', 'in', tenantIds)
      .execute(),
    db.selectFrom('staff_users').select(['tenant_id', 'email']).where('tenant_id', 'in', tenantIds).execute(),
  ]);
  const taken = new Set(existing.map((s) => `${s.tenant_id} ${s.email}`));
  let passwordHash: string | null = null;
  const rows: NewRow<'staff_users'>[] = [];
  for (const def of DEMO_STAFF) {
    const tenant = tenants.find((t) => t.slug === def.tenant);
    if (!tenant || taken.has(`${tenant.id} ${def.email}`)) continue;
    const restaurant = def.restaurant
      ? restaurants.find((r) => r.tenant_id === tenant.id && r.slug === def.restaurant)
      : null;
    if (restaurant === undefined) continue;
    // Hashed once (argon2 is deliberately slow) and shared by the demo accounts.
    passwordHash ??= await hashPassword(DEMO_STAFF_PASSWORD);
    rows.push({
      id: newId(),
      tenant_id: tenant.id,
      restaurant_id: restaurant?.id ?? null,
      email: def.email,
      name: def.name,
      password_hash: passwordHash,
      role: def.role,
      created_at: options.now.toISOString(),
    });
  }
  if (rows.length > 0) await db.insertInto('staff_users').values(rows).execute();
  return rows.map((r) => r.email);
}
