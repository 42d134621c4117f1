import type { ApiImage } from '@storefront/domain';

/** A gift card's picture, shaped like a card (600 × 380, a bank card's shape) so nothing shifts as it loads. */
export function GiftCardImage({
  image,
  eager = false,
  className = '',
}: {
  image: ApiImage | null;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={`aspect-[30/19] overflow-hidden rounded-xl bg-brand/20 ${className}`}>
      {image ? (
        <picture>
          {image.webp_url && <source type="image/webp" srcSet={image.webp_url} />}
          <img
            src={image.url}
            alt=""
            width={600}
            height={380}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        </picture>
      ) : (
        <div aria-hidden="true" className="flex h-full items-center justify-center text-5xl">
          🎁
        </div>
      )}
    </div>
  );
}
