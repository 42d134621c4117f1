import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface TenantDirectoryEntry {
  id: string;
  slug: string;
  name: string;
  website_url: string | null;
}

export function listTenantDirectory(db: Kysely<Database>): Promise<TenantDirectoryEntry[]> {
  return db.selectFrom('tenants').select(['id', 'slug', 'name', 'website_url']).orderBy('slug').execute();
}

export function findTenantById(db: Kysely<Database>, tenantId: string) {
  return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
}
