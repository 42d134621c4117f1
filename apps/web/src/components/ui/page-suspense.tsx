import { Suspense, type ReactNode } from 'react';

/** While a page's code loads (the app's, or a console page's chunk): a centred "Loading…", announced. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="p-8 text-center" role="status">
          Loading…
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
