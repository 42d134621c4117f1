import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MENU_CONSOLE_MESSAGES,
  PHONE_PHOTO_WIDTH,
  THUMBNAIL_SIZE,
  thumbnailSourceOf,
  type PhotoCopy,
  type ConsoleImageKind,
  type Photo,
} from '@storefront/domain';
import sharp from 'sharp';
import { BoundedCache } from '../../db/bounded-cache';
import type { Executor } from '../../db/executor';
import { isId, newId } from '../../db/ids';
import { GALLERY_SIZE, GIFT_CARD_SIZE, ITEM_PHOTO_SIZE, type ImageSize } from '../../db/seed/images';
import { badRequest } from '../../http/errors';
import { ownersTenant } from '../audit/audit.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { findUploadedImage, insertUploadedImages } from './media.repository';

/*
 * Images uploaded in the owner console (decision 0045): turned by sharp into the two variants the
 * storefront serves (a jpg and a webp, as the demo images are, scripts/generate-demo-images.ts),
 * cropped to the size their place shows, and kept in the database so that every process serves them.
 */

export interface ProcessedImage {
  jpg: Buffer;
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * Where an image is shown: its size, and whether it is cropped to fill it (a photo) or fitted whole
 * inside it on a clear ground (a logo or an icon, which must not lose its edges).
 */
export interface ImageFrame extends ImageSize {
  readonly fit?: 'cover' | 'contain';
}

/** A photo's variants at `size` (cropped to fill it, turned upright); a 400 when it is no image. */
export async function processImage(input: Buffer, size: ImageFrame): Promise<ProcessedImage> {
  try {
    const resize =
      size.fit === 'contain'
        ? ({ fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } } as const)
        : ({ fit: 'cover', position: 'attention' } as const);
    // A decompression bomb stops at 50 megapixels; EXIF orientation is applied, then dropped.
    const upright = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(size.width, size.height, resize);
    const [jpg, webp] = await Promise.all([
      upright.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      upright.clone().webp({ quality: 78 }).toBuffer(),
    ]);
    return { jpg, webp, width: size.width, height: size.height };
  } catch {
    throw badRequest(MENU_CONSOLE_MESSAGES.photoUnreadable, 'PHOTO_UNREADABLE');
  }
}

/** Stores an image's variants (on the caller's transaction); answers the photo the storefront shows. */
export async function storeImage(
  db: Executor,
  tenantId: string,
  image: ProcessedImage,
  at: Date,
): Promise<Photo> {
  const jpgId = newId();
  const webpId = newId();
  const common = {
    tenant_id: tenantId,
    width: image.width,
    height: image.height,
    created_at: at.toISOString(),
  };
  await insertUploadedImages(db, [
    { ...common, id: jpgId, content_type: 'image/jpeg', bytes: image.jpg },
    { ...common, id: webpId, content_type: 'image/webp', bytes: image.webp },
  ]);
  return {
    url: `/media/${jpgId}.jpg`,
    webp_url: `/media/${webpId}.webp`,
    width: image.width,
    height: image.height,
  };
}

/**
 * A smaller copy of a photo: the square thumbnail, the middle of the photo as the menu card's box
 * shows it (decision 0105), or a phone's copy, the whole photo 800 px across (decision 0106).
 */
function makeCopy(webp: Buffer, copy: PhotoCopy): Promise<Buffer> {
  const photo = sharp(webp, { limitInputPixels: 50_000_000 });
  const resized =
    copy === 'square'
      ? photo.resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      : photo.resize({ width: PHONE_PHOTO_WIDTH, withoutEnlargement: true });
  return resized.webp({ quality: 75 }).toBuffer();
}

/**
 * The photos' copies of a process (decisions 0105, 0106): made on the first request from the photo a
 * `/thumbs` address names, and kept (a thumbnail is 3-8 KB, a phone's copy 10-15 KB, and a
 * storefront's photos are few).
 */
export function createThumbnails(db: Executor, imagesDir: string) {
  const made = new BoundedCache<Promise<Buffer | null>>(2_000);
  return {
    /** The copy at `address` (after /thumbs) for the Host's tenant; null when it names no photo. */
    async of(tenantId: string, address: string): Promise<{ webp: Buffer; upload: boolean } | null> {
      const source = thumbnailSourceOf(address);
      if (!source) return null;
      const upload = source.kind === 'media';
      // An upload is its tenant's alone; the demo's files are anyone's, as under /images.
      const key = `${source.copy}:${upload ? `${tenantId}/${source.file}` : source.file}`;
      let thumbnail = made.get(key);
      if (!thumbnail) {
        thumbnail = (async () => {
          const photo = upload
            ? await findImage(db, tenantId, source.file).then((image) => image && Buffer.from(image.bytes))
            : await fs.readFile(path.join(imagesDir, source.file)).catch(() => undefined);
          return photo ? makeCopy(photo, source.copy) : null;
        })();
        made.set(key, thumbnail);
        // A photo not found (or a failure) is not kept: it may be there on the next request.
        void thumbnail.then(
          (webp) => webp === null && made.delete(key),
          () => made.delete(key),
        );
      }
      const webp = await thumbnail;
      return webp && { webp, upload };
    },
  };
}

const EXTENSIONS: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

/** The image a `/media/<id>.<ext>` file names, of this tenant; undefined when there is none. */
export async function findImage(db: Executor, tenantId: string, file: string) {
  const match = /^([0-9a-f]{24})\.(jpg|webp)$/.exec(file);
  if (!match || !isId(match[1]!)) return undefined;
  const image = await findUploadedImage(db, tenantId, match[1]!);
  return image && image.content_type === EXTENSIONS[match[2]!] ? image : undefined;
}

/** The frame of each kind of image the owner console uploads (the demo's sizes for photos). */
const CONSOLE_IMAGE_FRAMES: Record<ConsoleImageKind, ImageFrame> = {
  logo: { width: 512, height: 512, fit: 'contain' },
  favicon: { width: 192, height: 192, fit: 'contain' },
  gallery: GALLERY_SIZE,
  dish: ITEM_PHOTO_SIZE,
  'gift-card': GIFT_CARD_SIZE,
};

/**
 * An image the owner uploads for the brand or a gift card product: stored at once, shown once the
 * form that asked for it is saved (that save is the audited change). An image no save names is
 * never shown.
 */
export async function uploadConsoleImage(
  db: Executor,
  principal: StaffPrincipal,
  kind: ConsoleImageKind,
  upload: Buffer,
  now: Date,
): Promise<Photo> {
  const tenantId = ownersTenant(principal);
  const image = await processImage(upload, CONSOLE_IMAGE_FRAMES[kind]);
  return storeImage(db, tenantId, image, now);
}
