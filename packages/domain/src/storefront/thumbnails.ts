import type { ApiImage } from '../contract/api';

/*
 * A menu card shows its dish in a 96-112 px box: the photo itself is 640 × 480 (8-22 KB), so a phone
 * on slow 4G spent about 150 KB on a menu's first screen of photos before its heading could paint.
 * The server makes each photo's square thumbnail on demand (decision 0105); its address is the
 * photo's WebP address under /thumbs. The home page's hero fills a phone's width with a photo of
 * 1200 px or more: a phone gets its copy 800 px across (decision 0106), under /thumbs/phone. Only the
 * storefront's own photos have copies: the demo's files and the owner's uploads, never an image on
 * another host.
 */

/** The thumbnail's side in pixels: twice the largest box, for sharp screens. */
export const THUMBNAIL_SIZE = 224;

/** A phone's copy across, in pixels: a 412 px wide screen at 1.75-2 device pixels a CSS pixel. */
export const PHONE_PHOTO_WIDTH = 800;

/** A smaller copy of a photo: the menu card's square, or a phone's width. */
export type PhotoCopy = 'square' | 'phone';

const PHOTO = /^\/(images\/[a-z0-9-]+\/[a-z0-9-]+|media\/[0-9a-f]{24})\.webp$/;

const ours = (image: ApiImage): image is ApiImage & { webp_url: string } =>
  image.webp_url !== null && PHOTO.test(image.webp_url);

/** A photo's thumbnail address; null when the photo has none (no WebP, or not ours). */
export function thumbnailUrl(image: ApiImage): string | null {
  return ours(image) ? `/thumbs${image.webp_url}` : null;
}

/**
 * The WebP `srcset` and `sizes` of a photo that fills the screen's width: a phone's copy and the photo
 * itself, for the browser to pick by the screen; null when there is no smaller copy to offer (not
 * ours, or its width unknown or no wider than the copy).
 */
export function fullWidthSources(
  image: ApiImage & { width: number | null },
): { srcSet: string; sizes: string } | null {
  if (!ours(image) || !image.width || image.width <= PHONE_PHOTO_WIDTH) return null;
  return {
    srcSet: `/thumbs/phone${image.webp_url} ${PHONE_PHOTO_WIDTH}w, ${image.webp_url} ${image.width}w`,
    sizes: '100vw',
  };
}

/** The copy an address (after /thumbs) asks for and the photo it is made from; null when it names none. */
export function thumbnailSourceOf(
  path: string,
): { copy: PhotoCopy; kind: 'images' | 'media'; file: string } | null {
  const copy: PhotoCopy = path.startsWith('/phone/') ? 'phone' : 'square';
  const match = PHOTO.exec(copy === 'phone' ? path.slice('/phone'.length) : path);
  if (!match) return null;
  const [kind, ...rest] = match[1]!.split('/');
  return { copy, kind: kind as 'images' | 'media', file: `${rest.join('/')}.webp` };
}
