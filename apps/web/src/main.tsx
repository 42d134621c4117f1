import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadBootstrap } from './lib/bootstrap';
import { drawnByServer, hydrateInTurns } from './lib/hydration';
import { unregisterServiceWorkers } from './lib/service-worker';
import { AppRouter, loadPagesAt } from './app/router';
import { PageSuspense } from './components/ui/page-suspense';
import { BootstrapContext } from './lib/tenant-context';
import { initialRestaurantId, useLocationStore } from './stores/location-store';
import './styles.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
const container = document.getElementById('root')!;

// The tenant bootstrap's first step: no service worker serves this site (accounts-and-extras §4).
void unregisterServiceWorkers(navigator.serviceWorker);

/*
 * A browsing page comes from the server drawn, with the queries it read (issue 28): the browser starts
 * from those queries and its page's chunk, so its first render is the server's and adopts its HTML.
 * Other pages come with their shell only, which the first render (the page's placeholder) matches.
 */
async function serverRendered(): Promise<boolean> {
  const embedded = document.getElementById('storefront-queries');
  if (!drawnByServer() || !embedded?.textContent) return false;
  hydrate(queryClient, JSON.parse(embedded.textContent) as DehydratedState);
  await loadPagesAt(window.location.pathname);
  return true;
}

Promise.all([loadBootstrap(), serverRendered()])
  .then(([bootstrap, drawn]) => {
    const { restaurants } = bootstrap.tenant;
    useLocationStore.setState({
      restaurantId: initialRestaurantId(restaurants),
      confirmed: restaurants.length === 1,
    });
    const app = (
      <StrictMode>
        <BootstrapContext.Provider value={bootstrap}>
          <QueryClientProvider client={queryClient}>
            <PageSuspense>
              <AppRouter />
            </PageSuspense>
          </QueryClientProvider>
        </BootstrapContext.Provider>
      </StrictMode>
    );
    if (drawn) void hydrateInTurns(() => hydrateRoot(container, app));
    else createRoot(container).render(app);
  })
  .catch((error: unknown) => {
    createRoot(container).render(
      <main className="p-8 text-center">
        <h1 className="text-2xl font-bold">This storefront could not be loaded</h1>
        <p className="mt-2">{error instanceof Error ? error.message : 'Please try again in a moment.'}</p>
      </main>,
    );
  });
