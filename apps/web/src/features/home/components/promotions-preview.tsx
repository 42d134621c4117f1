import type { ApiPromotion } from '@storefront/domain';
import { paths } from '../../../config/paths';
import { TagIcon } from '../../../components/ui/icons';
import { PhotoOrIcon } from '../../../components/ui/responsive-image';
import { HomeSection } from './section-heading';

/** The first two promotions valid today and a link to all of them (ordering-core §2, Home). */
export function PromotionsPreview({ promotions }: { promotions: ApiPromotion[] }) {
  return (
    <HomeSection
      id="home-promotions"
      eyebrow="Special offers"
      title="Promotions"
      white
      more={{ to: paths.promotions, label: 'View All Promotions' }}
      lead={<p>Treat yourself for less with our current deals.</p>}
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {promotions.map((promotion) => (
          <li key={promotion._id}>
            <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-black/10 bg-surface shadow-sm transition-shadow hover:shadow-md sm:flex-row">
              <div className="aspect-[16/9] shrink-0 overflow-hidden bg-brand/15 sm:aspect-auto sm:w-2/5">
                <PhotoOrIcon
                  image={promotion.image}
                  alt=""
                  width={640}
                  height={360}
                  className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                  placeholderClassName="flex h-full min-h-32 items-center justify-center text-muted"
                  icon={<TagIcon className="h-10 w-10" />}
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="font-[family-name:var(--font-display)] text-xl font-bold text-ink">
                  {promotion.name}
                </h3>
                {promotion.description && (
                  <p className="mt-2 line-clamp-4 text-pretty text-muted">{promotion.description}</p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
