import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBootstrap } from './lib/bootstrap';
import { unregisterServiceWorkers } from './lib/service-worker';
import { AppRouter } from './app/router';
import { PageSuspense } from './components/ui/page-suspense';
import { BootstrapContext } from './lib/tenant-context';
import { initialRestaurantId, useLocationStore } from './stores/location-store';
import './styles.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
const root = createRoot(document.getElementById('root')!);

// The tenant bootstrap's first step: no service worker serves this site (accounts-and-extras §4).
void unregisterServiceWorkers(navigator.serviceWorker);

loadBootstrap()
  .then((bootstrap) => {
    const { restaurants } = bootstrap.tenant;
    useLocationStore.setState({
      restaurantId: initialRestaurantId(restaurants),
      confirmed: restaurants.length === 1,
    });
    root.render(
      <StrictMode>
        <BootstrapContext.Provider value={bootstrap}>
          <QueryClientProvider client={queryClient}>
            <PageSuspense>
              <AppRouter />
            </PageSuspense>
          </QueryClientProvider>
        </BootstrapContext.Provider>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(
      <main className="p-8 text-center">
        <h1 className="text-2xl font-bold">This storefront could not be loaded</h1>
        <p className="mt-2">{error instanceof Error ? error.message : 'Please try again in a moment.'}</p>
      </main>,
    );
  });
