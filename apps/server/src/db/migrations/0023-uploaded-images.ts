import type { Kysely } from 'kysely';
import { createdAt, required, tenantTable } from './builders';

/*
 * Images uploaded in the owner console (issue 19; decision 0045): each variant (the jpg and the webp
 * of a menu item's photo) is one row holding its bytes, served at /media/<id>.<ext>. In the database
 * rather than on one machine's disk, so every server process serves every upload. `bytea` is
 * PostgreSQL's byte string; SQLite stores the Buffer as a blob under any declared type.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await tenantTable(db, 'uploaded_images')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .$call(required('integer', 'width', 'height'))
    .$call(createdAt)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_images').execute();
}
