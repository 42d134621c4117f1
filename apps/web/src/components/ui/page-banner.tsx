import type { ReactNode } from 'react';

/** The content pages' banner: the page's one h1 over a line that says what the page holds. */
export function PageBanner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="border-b border-black/10 bg-brand/15">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
        <span aria-hidden="true" className="mx-auto mb-5 block h-1 w-14 rounded-full bg-brand" />
        <h1 className="font-[family-name:var(--font-display)] text-4xl font-bold tracking-tight text-ink sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-pretty text-lg text-muted">{children}</p>
      </div>
    </header>
  );
}

/** The body under a PageBanner, named by a heading only screen readers see. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      {children}
    </section>
  );
}
