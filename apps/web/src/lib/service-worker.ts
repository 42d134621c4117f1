/*
 * The tenant bootstrap unregisters any service worker (accounts-and-extras §4): the storefront runs
 * none, and one left by an older site on the same host would keep answering its pages.
 */

/** What unregistering needs of `navigator.serviceWorker`. */
export interface WorkerRegistrations {
  getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
}

/**
 * Unregisters every service worker of the site; answers how many were. Never fails: a browser
 * without service workers (or one that refuses to list them) has none to remove.
 */
export async function unregisterServiceWorkers(container: WorkerRegistrations | undefined): Promise<number> {
  if (!container) return 0;
  try {
    const found = await container.getRegistrations();
    const removed = await Promise.all(found.map((registration) => registration.unregister()));
    return removed.filter(Boolean).length;
  } catch {
    return 0;
  }
}
