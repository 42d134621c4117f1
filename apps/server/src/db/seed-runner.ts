import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { seedDemo } from './seed';

/** Seeds the demo tenants, with their season of history, when the database holds no tenant at all (first start). */
export async function seedIfEmpty(db: Kysely<Database>, now = new Date()): Promise<string[]> {
  const any = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (any) return [];
  return (await seedDemo(db, { now, history: true })).created;
}
