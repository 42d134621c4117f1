import { useLingui } from '@lingui/react/macro';
import type { ApiGalleryImage } from '@storefront/domain';
import { useCallback, useState } from 'react';
import { useTenant } from '../../lib/tenant-context';
import { PageBanner, PageSection } from '../../components/ui/page-banner';
import { ResponsiveImage } from '../../components/ui/responsive-image';

/* A photo whose size is unknown is laid out as 4:3 until it arrives. */
const FALLBACK_WIDTH = 800;
const FALLBACK_HEIGHT = 600;

function GalleryFigure({ image }: { image: ApiGalleryImage }) {
  const [loaded, setLoaded] = useState(false);
  const caption = image.caption?.trim() || null;
  const width = image.image.width ?? FALLBACK_WIDTH;
  const height = image.image.height ?? FALLBACK_HEIGHT;
  // A cached image may finish before React sees its load event; check once it is attached.
  const attach = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <figure className="group overflow-hidden rounded-2xl border border-black/10 bg-white shadow-sm">
      {/* The neutral box holds the image's exact shape from the first paint: no layout shift. */}
      <div className="overflow-hidden bg-neutral-200">
        <ResponsiveImage
          ref={attach}
          image={image.image}
          alt={caption ?? ''}
          width={width}
          height={height}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
          className={`block h-auto w-full transition duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      </div>
      {caption && (
        <figcaption className="px-4 py-3 text-sm text-ink">
          <span aria-hidden="true" className="mr-2 inline-block h-2 w-2 rounded-full bg-brand align-middle" />
          {caption}
        </figcaption>
      )}
    </figure>
  );
}

/** /gallery: the tenant's captioned photos (ordering-core §2, Gallery). */
export default function GalleryPage() {
  const { gallery, name } = useTenant();
  const { t } = useLingui();

  return (
    <>
      <PageBanner title={t`Gallery`}>{t`A look inside ${name}.`}</PageBanner>

      <PageSection id="gallery-photos" title={t`Photos`}>
        {gallery.length > 0 ? (
          <ul className="grid items-start gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {gallery.map((image) => (
              <li key={image._id}>
                <GalleryFigure image={image} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-lg rounded-2xl border border-dashed border-black/20 bg-white px-6 py-14 text-center text-muted">
            {t`Photos are coming soon.`}
          </p>
        )}
      </PageSection>
    </>
  );
}
