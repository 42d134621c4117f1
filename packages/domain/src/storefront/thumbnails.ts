import type { ApiImage } from '../contract/api';

/*
 * A menu card shows its dish in a 96-112 px box: the photo itself is 640 × 480 (8-22 KB), so a phone
 * on slow 4G spent about 150 KB on a menu's first screen of photos before its heading could paint.
 * The server makes each photo's square thumbnail on demand (decision 0105); its address is the
 * photo's WebP address under /thumbs. Only the storefront's own photos have one: the demo's files and
 * the owner's uploads, never an image on another host.
 */

/** The thumbnail's side in pixels: twice the largest box, for sharp screens. */
export const THUMBNAIL_SIZE = 224;

const THUMBNAIL_SOURCE = /^\/(images\/[a-z0-9-]+\/[a-z0-9-]+|media\/[0-9a-f]{24})\.webp$/;

/** A photo's thumbnail address; null when the photo has none (no WebP, or not ours). */
export function thumbnailUrl(image: ApiImage): string | null {
  return image.webp_url && THUMBNAIL_SOURCE.test(image.webp_url) ? `/thumbs${image.webp_url}` : null;
}

/** The photo a thumbnail address (after /thumbs) is made from; null when it names none. */
export function thumbnailSourceOf(
  path: string,
): { kind: 'images'; file: string } | { kind: 'media'; file: string } | null {
  const match = THUMBNAIL_SOURCE.exec(path);
  if (!match) return null;
  const [kind, ...rest] = match[1]!.split('/');
  return { kind: kind as 'images' | 'media', file: `${rest.join('/')}.webp` };
}
