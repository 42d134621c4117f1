import { AsyncLocalStorage } from 'node:async_hooks';
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { ShellOnlyContext } from './app/shell/page-placeholder';
import { loadPagesAt, RoutesAt } from './app/router';
import { setApiFetch } from './lib/api-client';
import type { Bootstrap } from './lib/bootstrap';
import { NowContext } from './lib/hooks';
import { routeTitleIn } from './lib/route-titles';
import { createI18n, pageLocaleOf, type CatalogueLocale } from './lib/i18n';
import { BootstrapContext } from './lib/tenant-context';
import { useLocationStore } from './stores/location-store';

/*
 * The server's rendering of a storefront page (issue 28): the same routes and components as the
 * browser's, at one address, with the data the page asks for fetched from the server's own API. Built
 * by `vite build --ssr` into dist/server/ and loaded by the server (apps/server/src/plugins/web.ts).
 */

export interface PageRequest {
  /** The path and query the diner asked for. */
  url: string;
  bootstrap: Bootstrap;
  /** The diner's chosen location (the `selectedLocation` cookie), or the only one. */
  restaurantId: string | null;
  /** The server's clock, so that "open now" reads the same on both sides. */
  now: number;
  /** Answers an API request for this page's tenant. */
  fetchApi: typeof fetch;
  /** Only the shell: the page itself depends on the diner, and the browser draws it. */
  shellOnly: boolean;
  /** The language to draw in, when not the address's own (the pseudo-locale's test). */
  locale?: CatalogueLocale;
}

export interface RenderedPage {
  html: string;
  /** The route's own title in the page's language ('Menu'), for the document's <title>. */
  routeTitle: string | undefined;
  /** The queries the page read, for the browser's query client to start from (no second fetch). */
  queries: DehydratedState;
}

const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const fetcher = requestFetch.getStore();
  if (!fetcher) throw new Error('An API request outside of a page render');
  return fetcher(input, init);
});

// A page's data can depend on data it has just read (a location's menus once its hours are known):
// render, fetch what the render asked for, and render again, a few times at most.
const MAX_ROUNDS = 4;

export async function renderPage(page: PageRequest): Promise<RenderedPage> {
  const pathname = page.url.split('?')[0] ?? '/';
  const address = pageLocaleOf(pathname, page.bootstrap.tenant);
  // The request's own instance: pages of several languages render at once in one process.
  const [i18n] = await Promise.all([
    createI18n(page.locale ?? address.locale),
    page.shellOnly ? undefined : loadPagesAt(pathname, address.basename),
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const app = () => (
    <I18nProvider i18n={i18n}>
      <NowContext.Provider value={page.now}>
        <BootstrapContext.Provider value={page.bootstrap}>
          <QueryClientProvider client={queryClient}>
            <ShellOnlyContext.Provider value={page.shellOnly}>
              <RoutesAt url={page.url} basename={address.basename} />
            </ShellOnlyContext.Provider>
          </QueryClientProvider>
        </BootstrapContext.Provider>
      </NowContext.Provider>
    </I18nProvider>
  );
  // Synchronous from the store's state to the HTML: another request's render cannot come between.
  // A store read while the server renders gives its initial state (zustand's server snapshot), so
  // the diner's location is set there.
  const renderNow = () => {
    Object.assign(useLocationStore.getInitialState(), {
      restaurantId: page.restaurantId,
      confirmed: page.bootstrap.tenant.restaurants.length === 1,
    });
    return renderToString(app());
  };
  // A part of a page loaded when first shown (React's lazy) suspends the first time the process
  // draws it: that render waits for it, and the page is drawn again with it here.
  const render = async () => {
    try {
      return renderNow();
    } catch {
      const stream = await renderToReadableStream(app());
      await stream.allReady;
      await stream.cancel();
      return renderNow();
    }
  };
  let html = await render();
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
    if (wanted.length === 0) break;
    await requestFetch.run(page.fetchApi, () =>
      Promise.all(wanted.map((query) => query.fetch().catch(() => undefined))),
    );
    html = await render();
  }
  return {
    html,
    queries: dehydrate(queryClient),
    routeTitle: routeTitleIn(i18n, pathname.slice(address.basename.length) || '/'),
  };
}
