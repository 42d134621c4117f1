/*
 * Images uploaded in the owner console (`/media/<id>.jpg|webp`, bytes in uploaded_images, decision
 * 0045) travel with a tenant document as files: export writes each one's bytes, unchanged, to
 * `<slug>-media/<id>.<ext>` beside the document and names it so; import puts the same bytes back
 * under the same id, so the storefront's addresses and a second export are what they were. Other
 * files a document names are photos to convert (images.ts); these are restored, never converted.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TenantDocument } from '@storefront/domain';
import type { Executor } from '../executor';
import { newId } from '../ids';

const SERVED = /^\/media\/([0-9a-f]{24})\.(jpg|webp)$/;
/** `goldenmaple-media/<id>.jpg`, relative to the document (any folder before it). */
const MEDIA_FILE = /(?:^|\/)[a-z0-9-]+-media\/([0-9a-f]{24})\.(jpg|webp)$/;
const CONTENT_TYPES = { jpg: 'image/jpeg', webp: 'image/webp' } as const;
type Extension = keyof typeof CONTENT_TYPES;

export const mediaFolderOf = (slug: string) => `${slug}-media`;
export const isMediaFile = (ref: string) => MEDIA_FILE.test(ref);

/** Every string of the value passed through `map` (a document's image references are strings). */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, map)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)])) as T;
  return value;
}

export interface MediaFile {
  /** Relative to the document's folder. */
  path: string;
  bytes: Buffer;
}

/**
 * The document with its `/media/…` images named as files, and those files. An address whose image
 * is not the tenant's (or no longer stored) is left as it is.
 */
export async function withMediaFiles(
  db: Executor,
  tenantId: string,
  document: TenantDocument,
): Promise<{ document: TenantDocument; files: MediaFile[] }> {
  const ids = new Set<string>();
  mapStrings(document, (text) => {
    const match = SERVED.exec(text);
    if (match) ids.add(match[1]!);
    return text;
  });
  const rows =
    ids.size === 0
      ? []
      : await db
          .selectFrom('uploaded_images')
          .select(['id', 'content_type', 'bytes'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', [...ids])
          .execute();
  const stored = new Map(rows.map((r) => [r.id, r]));
  const folder = mediaFolderOf(document.slug);
  const files = new Map<string, MediaFile>();
  const named = mapStrings(document, (text) => {
    const match = SERVED.exec(text);
    const row = match && stored.get(match[1]!);
    if (!row || row.content_type !== CONTENT_TYPES[match[2] as Extension]) return text;
    const file = `${folder}/${match[1]}.${match[2]}`;
    files.set(file, { path: file, bytes: Buffer.from(row.bytes) });
    return file;
  });
  return { document: named, files: [...files.values()] };
}

export async function writeMediaFiles(folder: string, files: readonly MediaFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(folder, file.path);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.bytes);
  }
}

export interface MediaToRestore {
  /** The reference as the document writes it. */
  ref: string;
  id: string;
  extension: Extension;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** Reads the media files the document names (before any write); a missing one is an error at its path. */
export async function readMediaFiles(
  refs: ReadonlyMap<string, string>,
  baseDir: string,
): Promise<{ media: MediaToRestore[]; problems: string[] }> {
  const media: MediaToRestore[] = [];
  const problems: string[] = [];
  if (refs.size === 0) return { media, problems };
  const { default: sharp } = await import('sharp');
  for (const [ref, at] of refs) {
    const match = MEDIA_FILE.exec(ref)!;
    try {
      const bytes = await fs.readFile(path.resolve(baseDir, ref));
      const meta = await sharp(bytes).metadata();
      media.push({
        ref,
        id: match[1]!,
        extension: match[2] as Extension,
        bytes,
        width: meta.width ?? null,
        height: meta.height ?? null,
      });
    } catch (error) {
      problems.push(`${at}: cannot restore ${ref}: ${(error as Error).message}`);
    }
  }
  return { media, problems };
}

/**
 * Stores the media of the tenant named `slug` (in the import's transaction, before the document's
 * rows): each keeps its id unless another tenant's image has it. Answers each reference's address.
 */
export async function restoreMedia(
  trx: Executor,
  slug: string,
  media: readonly MediaToRestore[],
  at: Date,
): Promise<{ address: Map<string, string>; store: (tenantId: string) => Promise<void> }> {
  const address = new Map<string, string>();
  if (media.length === 0) return { address, store: async () => undefined };
  const tenant = await trx.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst();
  const existing = await trx
    .selectFrom('uploaded_images')
    .select(['id', 'tenant_id'])
    .where(
      'id',
      'in',
      media.map((m) => m.id),
    )
    .execute();
  const owner = new Map(existing.map((r) => [r.id, r.tenant_id]));
  const rows = media.map((m) => {
    const holder = owner.get(m.id);
    const id = holder === undefined || holder === tenant?.id ? m.id : newId();
    address.set(m.ref, `/media/${id}.${m.extension}`);
    return { ...m, id, present: holder !== undefined && holder === tenant?.id };
  });
  const store = async (tenantId: string) => {
    const missing = rows.filter((r) => !r.present);
    if (missing.length === 0) return;
    await trx
      .insertInto('uploaded_images')
      .values(
        missing.map((r) => ({
          id: r.id,
          tenant_id: tenantId,
          content_type: CONTENT_TYPES[r.extension],
          bytes: r.bytes,
          width: r.width ?? 0,
          height: r.height ?? 0,
          created_at: at.toISOString(),
        })),
      )
      .execute();
  };
  return { address, store };
}
