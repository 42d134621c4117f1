import { MENU_CONSOLE_MESSAGES, type Photo } from '@storefront/domain';
import sharp from 'sharp';
import type { Executor } from '../../db/executor';
import { isId, newId } from '../../db/ids';
import type { ImageSize } from '../../db/seed/images';
import { badRequest } from '../../http/errors';
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

/** A photo's variants at `size` (cropped to fill it, turned upright); a 400 when it is no image. */
export async function processImage(input: Buffer, size: ImageSize): Promise<ProcessedImage> {
  try {
    // A decompression bomb stops at 50 megapixels; EXIF orientation is applied, then dropped.
    const upright = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' });
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

const EXTENSIONS: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

/** The image a `/media/<id>.<ext>` file names, of this tenant; undefined when there is none. */
export async function findImage(db: Executor, tenantId: string, file: string) {
  const match = /^([0-9a-f]{24})\.(jpg|webp)$/.exec(file);
  if (!match || !isId(match[1]!)) return undefined;
  const image = await findUploadedImage(db, tenantId, match[1]!);
  return image && image.content_type === EXTENSIONS[match[2]!] ? image : undefined;
}
