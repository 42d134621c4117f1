import type { DehydratedState } from '@tanstack/react-query';
import type { Bootstrap } from './bootstrap';

/** What the scripts start from: the tenant document, and the queries a page the server drew read. */
export interface PageData {
  bootstrap: Bootstrap;
  queries: DehydratedState | null;
}

/** What the server wrote of the page in it (apps/server/src/plugins/web.ts). */
interface PageDocument {
  /** The page itself, its shell only, or nothing (the browser draws it all). */
  drawn: 'page' | 'shell' | null;
  /** The server's clock when it drew the page. */
  drawnAt: number | null;
  /** What the scripts start from, or for a kept page the address it is fetched from (decision 0109). */
  data: string | PageData;
}

let written: PageDocument | null | undefined;

/** The page's own description, or null where no server wrote one (Vite's dev server, the tests). */
export function pageDocument(): PageDocument | null {
  if (written === undefined) {
    const text =
      typeof document === 'undefined' ? null : document.getElementById('storefront-page')?.textContent;
    written = text ? (JSON.parse(text) as PageDocument) : null;
  }
  return written;
}

let data: Promise<PageData | null> | undefined;

/**
 * What the scripts start from, read once: written in the page, or fetched from the address it names
 * (the boot script asked for it with the scripts). Null where there is none, or where the page has
 * changed on the server since it was sent (the browser then draws it itself).
 */
export function pageData(): Promise<PageData | null> {
  data ??= (async () => {
    const page = pageDocument();
    if (!page) return null;
    if (typeof page.data !== 'string') return page.data;
    const response = await fetch(page.data).catch(() => null);
    return response?.ok ? ((await response.json()) as PageData) : null;
  })();
  return data;
}

/**
 * Applies the stylesheet the boot script asked for, once it has arrived (or failed): the page's own
 * rules cover only what the server drew, and the first render may draw more. It comes after those
 * rules, the same rules again in the same order, so that none of them changes what another does.
 */
export async function applyStylesheets(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="style"][data-storefront]',
  );
  await Promise.all(
    Array.from(
      links,
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}
