import type { ApiImage } from '@storefront/domain';

interface ResponsiveImageProps {
  image: ApiImage;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  className?: string;
  /** Below the fold by default. */
  priority?: boolean;
}

/** A <picture> with the webp sibling first and the jpg as the fallback <img>. */
export function ResponsiveImage({
  image,
  alt,
  width,
  height,
  className,
  priority = false,
}: ResponsiveImageProps) {
  return (
    <picture>
      {image.webp_url && <source type="image/webp" srcSet={image.webp_url} />}
      <img
        src={image.url}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
