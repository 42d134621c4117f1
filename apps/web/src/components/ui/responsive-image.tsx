import type { ApiImage } from '@storefront/domain';
import type { ImgHTMLAttributes, ReactNode, Ref } from 'react';

interface ResponsiveImageProps extends Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'className' | 'onLoad' | 'onError'
> {
  image: ApiImage;
  alt: string;
  /** The box around the image (size, clipping, placeholder colour), when it needs one. */
  pictureClassName?: string;
  /**
   * `first`: the page's largest paint, loaded at once and before the rest (the page's scripts wait for
   * it, decision 0101); `eager`: above the fold; `lazy` (the default): below it.
   */
  loading?: 'first' | 'eager' | 'lazy';
  /** The WebP copies to choose from by the screen's width (`fullWidthSources`), instead of the one. */
  webpSources?: { srcSet: string; sizes: string } | null;
  ref?: Ref<HTMLImageElement>;
}

/**
 * Every photo of the storefront: a <picture> with the webp sibling first and the jpg as the
 * fallback <img>; width and height reserve the box before the image arrives (no layout shift).
 */
export function ResponsiveImage({
  image,
  alt,
  pictureClassName,
  loading = 'lazy',
  webpSources,
  ...img
}: ResponsiveImageProps) {
  return (
    <picture className={pictureClassName}>
      {webpSources ? (
        <source type="image/webp" srcSet={webpSources.srcSet} sizes={webpSources.sizes} />
      ) : (
        image.webp_url && <source type="image/webp" srcSet={image.webp_url} />
      )}
      <img
        src={image.url}
        alt={alt}
        {...img}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding="async"
        fetchPriority={loading === 'first' ? 'high' : undefined}
      />
    </picture>
  );
}

interface PhotoOrIconProps extends Omit<ResponsiveImageProps, 'image'> {
  image: ApiImage | null | undefined;
  /** Drawn, centred, where there is no photo. */
  icon: ReactNode;
  placeholderClassName?: string;
}

/** A card's photo, or its icon in the same box when it has none. */
export function PhotoOrIcon({
  image,
  icon,
  placeholderClassName = 'flex h-full items-center justify-center text-muted',
  ...props
}: PhotoOrIconProps) {
  if (!image) return <div className={placeholderClassName}>{icon}</div>;
  return <ResponsiveImage image={image} {...props} />;
}
