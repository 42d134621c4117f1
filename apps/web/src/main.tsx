// First: before any schema is built (see the module).
import './lib/zod-jitless';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { isStaffPath, safeTimeZone } from '@storefront/domain';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadBootstrap } from './lib/bootstrap';
import { drawnAt, drawnByServer, firstUsesInTurns, hydrateInTurns } from './lib/hydration';
import { setApiLanguage } from './lib/api-client';
import { loadCatalogues, pageLocaleOf } from './lib/i18n';
import { applyStylesheets, pageData } from './lib/page-document';
import { unregisterServiceWorkers } from './lib/service-worker';
import { AdoptionClock } from './app/adoption-clock';
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
 * A page changed on the server since it was sent has no queries left to start from: drawn anew.
 */
async function serverRendered(basename: string): Promise<boolean> {
  if (!drawnByServer()) return false;
  const queries = (await pageData())?.queries;
  if (!queries) return false;
  hydrate(queryClient, queries);
  await loadPagesAt(window.location.pathname, basename);
  return true;
}

/**
 * The page's language is its address's (decision 0090): its catalogue, and the page's chunk, arrive
 * before the first render, which then draws what the server drew.
 */
async function start() {
  const bootstrap = await loadBootstrap();
  const { pathname } = window.location;
  const { locale, basename } = pageLocaleOf(pathname, bootstrap.tenant);
  setApiLanguage(locale);
  // The page's own rules cover what the server drew; the first render may draw more.
  const [drawn] = await Promise.all([
    serverRendered(basename),
    loadCatalogues(i18n, locale),
    applyStylesheets(),
  ]);
  // A console page's messages (a catalogue of their own) come with its chunk, before it draws.
  if (isStaffPath(pathname)) await loadPagesAt(pathname, basename);
  return { bootstrap, drawn, basename };
}

start()
  .then(({ bootstrap, drawn, basename }) => {
    const { restaurants } = bootstrap.tenant;
    useLocationStore.setState({
      restaurantId: initialRestaurantId(restaurants),
      confirmed: restaurants.length === 1,
    });
    const app = (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <AdoptionClock drawnAt={drawn ? drawnAt() : null}>
            <BootstrapContext.Provider value={bootstrap}>
              <QueryClientProvider client={queryClient}>
                <PageSuspense>
                  <AppRouter basename={basename} />
                </PageSuspense>
              </QueryClientProvider>
            </BootstrapContext.Provider>
          </AdoptionClock>
        </I18nProvider>
      </StrictMode>
    );
    // The formatters the first render builds: the language's numbers and plurals (the cart's count),
    // and each location's time zone (whether it takes orders now).
    const firstUses = [
      () => new Intl.NumberFormat(i18n.locale).format(1),
      () => new Intl.PluralRules(i18n.locale).select(1),
      () => restaurants.forEach((restaurant) => safeTimeZone(restaurant.settings.time_zone)),
    ];
    if (drawn) void hydrateInTurns(() => hydrateRoot(container, app), firstUses);
    // Drawn by the server, but changed there since: drawn anew, and the page is the browser's after.
    else if (drawnByServer()) void hydrateInTurns(() => createRoot(container).render(app), firstUses);
    // The order's steps (their shell came drawn) build the same formatters in their first render.
    else void firstUsesInTurns(firstUses).then(() => createRoot(container).render(app));
  })
  .catch((error: unknown) => {
    createRoot(container).render(
      <main className="p-8 text-center">
        <h1 className="text-2xl font-bold">This storefront could not be loaded</h1>
        <p className="mt-2">{error instanceof Error ? error.message : 'Please try again in a moment.'}</p>
      </main>,
    );
  });
