import { Trans } from '@lingui/react/macro';
import { useTenant } from '../../../lib/tenant-context';

/**
 * The home of a brand that has no menu yet (a tenant just created with `npm run tenant -- create`):
 * its name and a friendly word, with how to reach it, instead of an empty storefront (issue 19).
 */
export function ComingSoon() {
  const tenant = useTenant();
  return (
    <section
      aria-labelledby="home-title"
      className="mx-auto flex min-h-[30rem] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center"
    >
      <h1
        id="home-title"
        className="font-[family-name:var(--font-display)] text-4xl font-bold text-ink sm:text-5xl"
      >
        {tenant.name}
      </h1>
      <p className="mt-6 border-t-4 border-brand pt-6 text-2xl font-semibold text-ink">
        <Trans>Coming soon</Trans>
      </p>
      <p className="mt-3 text-lg text-ink/80">
        <Trans>
          We are setting up our online menu. Please check back shortly: ordering opens here as soon as it is
          ready.
        </Trans>
      </p>
      {tenant.email && (
        <p className="mt-6 text-ink/80">
          <Trans>
            Questions? Write to{' '}
            <a className="font-semibold text-ink underline" href={`mailto:${tenant.email}`}>
              {tenant.email}
            </a>
            .
          </Trans>
        </p>
      )}
    </section>
  );
}
