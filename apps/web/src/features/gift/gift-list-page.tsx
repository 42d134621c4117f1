import { Trans, useLingui } from '@lingui/react/macro';
import { availableGiftCardProducts, toCents } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRenderedAt } from '../../lib/hooks';
import { useFormats } from '../../lib/formats';
import { useTenant } from '../../lib/tenant-context';
import { Alert } from '../../components/ui/ui';
import { CardSkeleton } from '../../components/ui/card-skeleton';
import { paths } from '../../config/paths';
import { giftCardProductsQuery } from './api';
import { GiftCardImage } from './components/gift-card-image';
import { amountsOf } from './amounts';
import { useGiftCardNote } from './gift-words';
import { useGiftRestaurant } from './use-gift-restaurant';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const CARD = 'rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5';

/**
 * /gift (accounts-and-extras §2 Gift list): the gift card products on sale now in the restaurant's
 * time zone, each linking to /gift/{id}; Gift Cards Coming Soon when there are none.
 */
export default function GiftListPage() {
  const tenant = useTenant();
  const restaurant = useGiftRestaurant();
  const products = useQuery(giftCardProductsQuery(tenant._id));
  const now = useRenderedAt();
  const timeZone = restaurant?.settings.time_zone ?? tenant.settings.time_zone;
  const onSale = products.data ? availableGiftCardProducts(products.data, now, timeZone) : [];
  const { t } = useLingui();
  const formats = useFormats();
  const giftCardNote = useGiftCardNote();
  const name = tenant.name;

  return (
    <>
      <header className="border-b border-black/10 bg-brand/15">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <span aria-hidden="true" className="mx-auto mb-5 block h-1 w-14 rounded-full bg-brand" />
          <h1 className="font-[family-name:var(--font-display)] text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            <Trans>Gift Cards</Trans>
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-lg text-muted">
            {t`Share a meal at ${name}: delivered by email in an instant, or picked up in store.`}
          </p>
        </div>
      </header>

      <section
        aria-labelledby="gift-products"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        <h2 id="gift-products" className="sr-only">
          <Trans>Gift card products</Trans>
        </h2>
        {products.isPending ? (
          <ProductsLoading />
        ) : products.isError ? (
          <Alert tone="danger" title={t`Oops!`}>
            {t`The gift cards could not be loaded. Please try again.`}
          </Alert>
        ) : onSale.length === 0 ? (
          <div className="mx-auto max-w-lg rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-black/5">
            <p className="text-2xl font-bold">{t`Gift Cards Coming Soon`}</p>
            <p className="mt-2 text-muted">{t`Check back soon, or ask us about gift cards at the counter.`}</p>
          </div>
        ) : (
          <ul className={GRID}>
            {onSale.map((product, index) => (
              <li key={product._id}>
                <Link
                  to={paths.giftProduct(product._id)}
                  className={`group block h-full ${CARD} transition hover:shadow-md hover:ring-ink/30`}
                >
                  <GiftCardImage
                    image={product.image}
                    eager={index < 3}
                    className="transition duration-300 group-hover:scale-[1.01] motion-reduce:transition-none"
                  />
                  <div className="px-2 pb-2 pt-4">
                    <p className="text-lg font-bold leading-snug">{product.name}</p>
                    <p className="mt-1 text-xl font-bold tabular-nums">
                      {formats.money(toCents(product.price))}
                    </p>
                    <p className="mt-1 text-sm text-muted">{giftCardNote(amountsOf(product))}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * A row of cards shaped like the products while they load, so that the products take the place
 * already drawn for them instead of pushing the footer down the screen.
 */
function ProductsLoading() {
  return (
    <div role="status">
      <span className="sr-only">
        <Trans>Loading gift cards…</Trans>
      </span>
      <ul aria-hidden="true" className={GRID}>
        {[0, 1, 2].map((n) => (
          <CardSkeleton
            key={n}
            className={CARD}
            picture="aspect-[30/19] rounded-xl bg-brand/20"
            body="space-y-2 px-2 pb-2 pt-4"
            lines={['h-6 w-2/3 bg-ink/10', 'h-7 w-1/4 bg-ink/10', 'h-5 w-1/2 bg-ink/10']}
          />
        ))}
      </ul>
    </div>
  );
}
