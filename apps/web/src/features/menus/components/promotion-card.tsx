import { useLingui } from '@lingui/react/macro';
import type { ApiPromotion } from '@storefront/domain';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { TagIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

interface PromotionCardProps {
  name: string;
  promotion: ApiPromotion | null | undefined;
  /** h2 when the card heads a group of items, h3 inside a group (the 'Other' promotions). */
  level: 2 | 3;
  headingId?: string;
}

/** A promotion's name and description on the brand colour (text in whichever colour reads on it). */
export function PromotionCard({ name, promotion, level, headingId }: PromotionCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const image = promotion?.image;
  const { t } = useLingui();
  const onBrand = useOnBrandText();
  return (
    <div className={`flex items-center gap-4 overflow-hidden rounded-2xl bg-brand p-5 shadow-sm ${onBrand}`}>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-widest">
          <TagIcon className="h-4 w-4" />
          {promotion?.type ?? t`Promotion`}
        </p>
        <Heading
          id={headingId}
          tabIndex={headingId ? -1 : undefined}
          className={`mt-1 font-[family-name:var(--font-display)] font-bold ${level === 2 ? 'text-2xl' : 'text-xl'}`}
        >
          {name}
        </Heading>
        {promotion?.description && <p className="mt-1 text-sm leading-relaxed">{promotion.description}</p>}
      </div>
      {image && (
        <ResponsiveImage
          image={image}
          alt=""
          width={192}
          height={192}
          pictureClassName="hidden h-24 w-24 shrink-0 overflow-hidden rounded-xl bg-white/30 sm:block"
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}
