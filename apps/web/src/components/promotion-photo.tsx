import type { ApiPromotion } from '@storefront/domain';
import { TagIcon } from './ui/icons';
import { PhotoOrIcon } from './ui/responsive-image';

/**
 * A promotion card's picture in its tinted box (the home's carousel, the Promotions page): the
 * promotion's photo, or a tag where it has none. Decorative: the card's heading names the promotion.
 */
export function PromotionPhoto({
  promotion,
  width,
  height,
  className,
  placeholderClassName,
  iconClassName,
}: {
  promotion: ApiPromotion;
  width: number;
  height: number;
  /** The box's layout beyond its 16:9 tinted frame. */
  className?: string;
  placeholderClassName?: string;
  iconClassName: string;
}) {
  return (
    <div className={`aspect-[16/9] overflow-hidden bg-brand/15${className ? ` ${className}` : ''}`}>
      <PhotoOrIcon
        image={promotion.image}
        alt=""
        width={width}
        height={height}
        className="h-full w-full object-cover"
        placeholderClassName={placeholderClassName}
        icon={<TagIcon className={iconClassName} />}
      />
    </div>
  );
}
