import { useLingui } from '@lingui/react/macro';
import { ratingLabel, starCount, type ApiTestimonial } from '@storefront/domain';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { StarIcon } from '../../../components/ui/icons';
import { HomeSection } from './section-heading';

function Stars({ rating }: { rating: number }) {
  const filled = starCount(rating);
  return (
    <div role="img" aria-label={ratingLabel(rating)} className="flex gap-0.5 text-ink">
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} filled={i < filled} />
      ))}
    </div>
  );
}

/** What guests say (tenant.testimonials); the section exists only when there are any. */
/** Columns that leave no lonely card on the last row at desktop width. */
function gridColumns(count: number): string {
  if (count === 4) return 'sm:grid-cols-2 xl:grid-cols-4';
  if (count <= 2) return 'md:grid-cols-2';
  return 'md:grid-cols-2 lg:grid-cols-3';
}

export function Testimonials({ testimonials }: { testimonials: ApiTestimonial[] }) {
  const { t } = useLingui();
  const onBrand = useOnBrandText();
  return (
    <HomeSection id="home-testimonials" eyebrow={t`Kind words`} title={t`What Our Guests Say`} white>
      <ul className={`mt-12 grid gap-x-6 gap-y-10 ${gridColumns(testimonials.length)}`}>
        {testimonials.map((t) => (
          <li key={t._id}>
            <figure className="relative flex h-full flex-col rounded-2xl border border-black/10 bg-surface p-6 shadow-sm">
              <span
                aria-hidden="true"
                className={`absolute -top-4 left-6 flex h-9 w-9 items-center justify-center rounded-full bg-brand font-[family-name:var(--font-display)] text-2xl leading-none ${onBrand}`}
              >
                “
              </span>
              <Stars rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-pretty text-ink">
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-black/10 pt-4 text-sm font-semibold text-muted">
                — {t.author}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
