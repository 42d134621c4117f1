import type { Photo } from '@storefront/domain';
import { PlateIcon } from './icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/* One fixed box for a photo or its placeholder, so nothing moves when images arrive. */
const BOX = 'h-24 w-24 shrink-0 rounded-xl sm:h-28 sm:w-28';
/** The intrinsic size used when a photo does not state its own (twice the box, for sharp screens). */
const FALLBACK_SIZE = 224;

export function ItemPhoto({ photo, alt }: { photo: Photo | undefined; alt: string }) {
  if (!photo) {
    return (
      <div aria-hidden="true" className={`${BOX} flex items-center justify-center bg-ink/5 text-ink/25`}>
        <PlateIcon />
      </div>
    );
  }
  return (
    <ResponsiveImage
      image={photo}
      alt={alt}
      width={photo.width ?? FALLBACK_SIZE}
      height={photo.height ?? FALLBACK_SIZE}
      pictureClassName={`${BOX} block overflow-hidden bg-ink/5`}
      className="h-full w-full object-cover"
    />
  );
}
