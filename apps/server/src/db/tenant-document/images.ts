/*
 * The images of a tenant document: a path the site already serves ('/images/…') stays as it is; a
 * file (relative to the document) or an https: address on an allowed host (IMAGE_HOSTS; fetched only
 * then) is read, turned into the .jpg and .webp the storefront serves (sharp) and stored under the
 * images folder by its content's hash, so importing the same document twice writes the same files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  imageHostMessage,
  imageHostOf,
  imageRefsIn,
  jsonPath,
  type Photo,
  type TenantDocument,
} from '@storefront/domain';

export interface ImageSource {
  /** Where relative file paths are read from: the document's folder. */
  baseDir: string;
  /** The folder served under /images (config.imagesDir). */
  imagesDir: string;
  /** The hosts an https: image may be fetched from (config.imageHosts); none: files only. */
  allowedHosts: readonly string[];
}

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 1600;

export const isServedImage = (ref: string) => ref.startsWith('/');
const isUrl = (ref: string) => /^https?:\/\//i.test(ref);

/** Every image reference of the document that has to be read, with the JSON path of its first use. */
export function imagesToRead(document: TenantDocument): Map<string, string> {
  const refs = new Map<string, string>();
  const { brand, locations, promotions, gift_card_products } = document;
  for (const { ref, path: at } of imageRefsIn({ brand, locations, promotions, gift_card_products })) {
    if (!isServedImage(ref) && !refs.has(ref)) refs.set(ref, jsonPath(at));
  }
  return refs;
}

export class ImageError extends Error {}

async function readImage(ref: string, source: ImageSource): Promise<Buffer> {
  if (isUrl(ref)) {
    const response = await fetch(ref, { redirect: 'follow', signal: AbortSignal.timeout(20_000) });
    if (!response.ok) throw new ImageError(`could not fetch ${ref}: HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES) throw new ImageError(`${ref} is larger than 10 MB`);
    return bytes;
  }
  const file = path.resolve(source.baseDir, ref);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new ImageError(`no file ${ref} (looked at ${file})`);
  if (stat.size > MAX_IMAGE_BYTES) throw new ImageError(`${ref} is larger than 10 MB`);
  return fs.readFile(file);
}

/**
 * Reads, converts and stores every image the document names by file or address. Returns the photo
 * each reference becomes; throws with every image that could not be read, by JSON path.
 */
export async function storeImages(
  tenantSlug: string,
  refs: ReadonlyMap<string, string>,
  source: ImageSource,
): Promise<Map<string, Photo>> {
  const stored = new Map<string, Photo>();
  if (refs.size === 0) return stored;
  // Loaded only when there is an image to convert: the seed's documents name served images only.
  const { default: sharp } = await import('sharp');
  const problems: string[] = [];
  const folder = path.join(source.imagesDir, tenantSlug, 'imported');
  for (const [ref, at] of refs) {
    const host = imageHostOf(ref);
    if (host !== null && !source.allowedHosts.includes(host)) {
      problems.push(`${at}: ${imageHostMessage(host)}`);
      continue;
    }
    try {
      const bytes = await readImage(ref, source);
      const name = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
      const image = sharp(bytes, { failOn: 'error' })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      const jpg = await image
        .clone()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw new ImageError(`${ref} is not an image (JPEG, PNG, WebP, GIF, AVIF or TIFF)`);
        });
      const webp = await image.clone().webp({ quality: 80 }).toBuffer();
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, `${name}.jpg`), jpg.data);
      await fs.writeFile(path.join(folder, `${name}.webp`), webp);
      stored.set(ref, {
        url: `/images/${tenantSlug}/imported/${name}.jpg`,
        webp_url: `/images/${tenantSlug}/imported/${name}.webp`,
        width: jpg.info.width,
        height: jpg.info.height,
      });
    } catch (error) {
      problems.push(
        `${at}: ${error instanceof ImageError ? error.message : `${ref}: ${(error as Error).message}`}`,
      );
    }
  }
  if (problems.length) throw new ImageError(problems.join('\n'));
  return stored;
}
