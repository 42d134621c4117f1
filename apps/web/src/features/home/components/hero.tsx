import { Trans } from '@lingui/react/macro';
import { fullWidthSources, heroPhoto, isGateOpen, showsGiftCardLink } from '@storefront/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

const heroButton =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full px-7 text-base font-semibold transition motion-reduce:transition-none focus-visible:ring-4 focus-visible:ring-white sm:w-auto';

/**
 * The tenant's name (the page's h1) and slogan over its first gallery photo, darkened and tinted
 * with the brand colour so white text stays readable on any photo (ordering-core §2, Home).
 */
export function Hero() {
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = photoFailed ? undefined : heroPhoto(tenant);
  const giftCards = showsGiftCardLink(tenant);

  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-ink">
      {photo ? (
        <ResponsiveImage
          image={photo}
          // A phone gets the photo's copy for its width (decision 0106): the page's largest paint.
          webpSources={fullWidthSources(photo)}
          alt=""
          width={photo.width ?? 1600}
          height={photo.height ?? 900}
          loading="first"
          onError={() => setPhotoFailed(true)}
          className="absolute inset-0 -z-30 h-full w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0 -z-30 bg-brand" />
      )}
      {/* Both layers only darken (multiply, then ink), so white text keeps its contrast. */}
      <div aria-hidden="true" className="absolute inset-0 -z-20 bg-brand/60 mix-blend-multiply" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-ink/75 via-ink/70 to-ink/90"
      />

      <div className="mx-auto flex min-h-[30rem] max-w-4xl flex-col items-center justify-center px-4 py-20 text-center text-white sm:min-h-[36rem] sm:px-6">
        <span aria-hidden="true" className="mb-6 block h-1 w-14 rounded-full bg-brand" />
        <h1
          id="home-title"
          className="text-balance font-[family-name:var(--font-display)] text-4xl font-bold leading-tight tracking-tight drop-shadow-sm sm:text-5xl lg:text-6xl"
        >
          {tenant.name}
        </h1>
        {tenant.slogan && (
          <p className="mt-5 max-w-2xl text-pretty text-lg text-white/90 sm:text-xl">{tenant.slogan}</p>
        )}

        <div className="mt-10 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row sm:flex-wrap sm:justify-center">
          {isGateOpen('onlineOrdering', tenant) && (
            <Link
              to={paths.orderOnline}
              className={`${heroButton} bg-brand ${onBrand} shadow-lg hover:brightness-110`}
            >
              <Trans>Order Now</Trans>
            </Link>
          )}
          {giftCards ? (
            <Link
              to={paths.gift}
              className={`${heroButton} border-2 border-white/80 text-white hover:bg-white hover:text-ink`}
            >
              <Trans>Buy Gift Card</Trans>
            </Link>
          ) : (
            <Link
              to={paths.menus}
              className={`${heroButton} border-2 border-white/80 text-white hover:bg-white hover:text-ink`}
            >
              <Trans>View Menu</Trans>
            </Link>
          )}
          {isGateOpen('reservation', tenant) && (
            <Link
              to={paths.reservation}
              className={`${heroButton} border-2 border-white/80 text-white hover:bg-white hover:text-ink`}
            >
              <Trans>Make Reservation</Trans>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
