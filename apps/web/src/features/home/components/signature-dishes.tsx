import { Trans, useLingui } from '@lingui/react/macro';
import { HOME_SIGNATURE_DISH_LIMIT, toCents } from '@storefront/domain';
import { useFormats } from '../../../lib/formats';
import { useQuery } from '@tanstack/react-query';
import { signatureDishesQuery } from '../../../api/queries';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { CardSkeleton } from '../../../components/ui/card-skeleton';
import { DishIcon } from '../../../components/ui/icons';
import { PhotoOrIcon } from '../../../components/ui/responsive-image';
import { HomeSection } from './section-heading';

const PHOTO_WIDTH = 600;
const PHOTO_HEIGHT = 450;

function DishSkeleton() {
  return (
    <CardSkeleton
      className="overflow-hidden rounded-2xl border border-black/10 bg-white"
      picture="aspect-[4/3] bg-black/5"
      body="space-y-3 p-5"
      lines={['h-5 w-2/3 bg-black/10', 'h-4 w-full bg-black/5', 'h-4 w-5/6 bg-black/5']}
    />
  );
}

/** Up to six signature dishes with photo, name, description and price (ordering-core §2, §9). */
export function SignatureDishes() {
  const { t } = useLingui();
  const formats = useFormats();
  const tenant = useTenant();
  const { data, isPending, isError } = useQuery(signatureDishesQuery(tenant._id));
  const dishes = (data ?? []).slice(0, HOME_SIGNATURE_DISH_LIMIT);

  // Nothing to show (none configured, or the list could not be read): the section steps aside.
  if (!isPending && (isError || dishes.length === 0)) return null;

  return (
    <HomeSection
      id="home-dishes"
      eyebrow={t`From our kitchen`}
      title={t`Signature Dishes`}
      busy={isPending}
      more={{ to: paths.menus, label: t`See the Full Menu` }}
      lead={<p>{t`The plates our guests come back for.`}</p>}
    >
      {isPending && (
        <p role="status" className="sr-only">
          <Trans>Loading signature dishes…</Trans>
        </p>
      )}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {isPending
          ? Array.from({ length: 3 }, (_, i) => <DishSkeleton key={i} />)
          : dishes.map((dish) => (
              <li key={dish._id}>
                <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-black/10 bg-white shadow-sm transition-shadow hover:shadow-md">
                  <div className="relative aspect-[4/3] overflow-hidden bg-brand/15">
                    <PhotoOrIcon
                      image={dish.image}
                      alt={dish.name}
                      width={PHOTO_WIDTH}
                      height={PHOTO_HEIGHT}
                      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                      icon={<DishIcon className="h-12 w-12" />}
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <div className="flex items-start justify-between gap-4">
                      <h3 className="font-[family-name:var(--font-display)] text-lg font-bold text-ink">
                        {dish.name}
                      </h3>
                      <p className="shrink-0 rounded-full bg-brand/15 px-3 py-1 text-sm font-bold tabular-nums text-ink">
                        {formats.money(toCents(dish.price))}
                      </p>
                    </div>
                    {dish.description && (
                      <p className="mt-2 line-clamp-3 text-pretty text-sm text-muted">{dish.description}</p>
                    )}
                  </div>
                </article>
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
