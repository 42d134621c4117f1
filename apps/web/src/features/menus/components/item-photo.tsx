import { THUMBNAIL_SIZE, thumbnailUrl, type Photo } from '@storefront/domain';
import { PlateIcon } from './icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/* One fixed box for a photo or its placeholder, so nothing moves when images arrive. */
const BOX = 'h-24 w-24 shrink-0 rounded-xl sm:h-28 sm:w-28';

export function ItemPhoto({ photo, alt }: { photo: Photo | undefined; alt: string }) {
  if (!photo) {
    return (
      <div aria-hidden="true" className={`${BOX} flex items-center justify-center bg-ink/5 text-ink/25`}>
        <PlateIcon />
      </div>
    );
  }
  // The box is square and small: its square thumbnail (decision 0105), where the photo has one.
  const thumbnail = thumbnailUrl(photo);
  return (
    <ResponsiveImage
      image={thumbnail ? { ...photo, webp_url: thumbnail } : photo}
      alt={alt}
      width={thumbnail ? THUMBNAIL_SIZE : (photo.width ?? THUMBNAIL_SIZE)}
      height={thumbnail ? THUMBNAIL_SIZE : (photo.height ?? THUMBNAIL_SIZE)}
      pictureClassName={`${BOX} block overflow-hidden bg-ink/5`}
      className="h-full w-full object-cover"
    />
  );
}
