import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { UploadedImagesTable } from '../../db/schema';
import { selectTenantRows } from '../../db/tenant-rows';

export async function insertUploadedImages(
  db: Executor,
  rows: Insertable<UploadedImagesTable>[],
): Promise<void> {
  await db.insertInto('uploaded_images').values(rows).execute();
}

export function findUploadedImage(db: Executor, tenantId: string, id: string) {
  return selectTenantRows(db, 'uploaded_images', tenantId).where('id', '=', id).executeTakeFirst();
}
