import { useLingui } from '@lingui/react/macro';
import { promotionCarouselIntervalMs, type ApiPromotion } from '@storefront/domain';
import { useEffect, useId, useState } from 'react';
import { paths } from '../../../config/paths';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { PromotionPhoto } from '../../../components/promotion-photo';
import { iconButton, secondaryButton } from '../../../components/ui/buttons';
import { usePrefersReducedMotion } from '../../../lib/hooks';
import { useTenant } from '../../../lib/tenant-context';
import { HomeSection } from './section-heading';

/**
 * The home promotions carousel (ordering-core §2 Home, §9: a slide a second by default, the pace a
 * tenant setting) made to meet WCAG 2.2.2: a visible Pause/Play control, no movement while the
 * pointer is over it or focus is inside it, none at all with reduced motion, and each slide's
 * position announced ("Slide 1 of 2"; announced politely only while it is not rotating by itself).
 */
export function PromotionsPreview({ promotions }: { promotions: ApiPromotion[] }) {
  const { t } = useLingui();
  const { settings } = useTenant();
  const interval = promotionCarouselIntervalMs(settings);
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const count = promotions.length;
  const rotating = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, count, interval]);

  const go = (step: number) => setCurrent((i) => (i + step + count) % count);
  const position = Math.min(current, count - 1);

  return (
    <HomeSection
      id="home-promotions"
      eyebrow={t`Special offers`}
      title={t`Promotions`}
      white
      more={{ to: paths.promotions, label: t`View All Promotions` }}
      lead={<p>{t`Treat yourself for less with our current deals.`}</p>}
    >
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={t`Current promotions`}
        className="mx-auto mt-10 max-w-3xl"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {count > 1 && (
          <div className="mb-4 flex flex-wrap items-center justify-center gap-3">
            <button
              type="button"
              className={secondaryButton}
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? t`Play` : t`Pause`}
            </button>
            <button
              type="button"
              className={iconButton}
              aria-controls={`${id}-slides`}
              onClick={() => go(-1)}
            >
              <ChevronLeftIcon />
              <span className="sr-only">{t`Previous promotion`}</span>
            </button>
            <p
              className="min-w-24 text-center text-sm font-medium text-muted"
              aria-live={rotating ? 'off' : 'polite'}
            >
              {t`Slide ${position + 1} of ${count}`}
            </p>
            <button type="button" className={iconButton} aria-controls={`${id}-slides`} onClick={() => go(1)}>
              <ChevronRightIcon />
              <span className="sr-only">{t`Next promotion`}</span>
            </button>
          </div>
        )}
        <div id={`${id}-slides`} className="grid">
          {promotions.map((promotion, index) => {
            const active = index === position;
            return (
              <div
                key={promotion._id}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${index + 1} of ${count}`}
                aria-hidden={!active}
                inert={!active}
                className={`[grid-area:1/1] ${active ? '' : 'invisible'}`}
              >
                <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-black/10 bg-surface shadow-sm sm:flex-row">
                  <PromotionPhoto
                    promotion={promotion}
                    width={640}
                    height={360}
                    className="shrink-0 sm:aspect-auto sm:w-2/5"
                    placeholderClassName="flex h-full min-h-32 items-center justify-center text-muted"
                    iconClassName="h-10 w-10"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="font-[family-name:var(--font-display)] text-xl font-bold text-ink">
                      {promotion.name}
                    </h3>
                    {promotion.description && (
                      <p className="mt-2 line-clamp-4 text-pretty text-muted">{promotion.description}</p>
                    )}
                  </div>
                </article>
              </div>
            );
          })}
        </div>
      </div>
    </HomeSection>
  );
}
