import { describe, expect, it } from 'vitest';
import { unregisterServiceWorkers, type WorkerRegistrations } from './service-worker';

/*
 * Issue 27 item 8 (accounts-and-extras §4, tenant bootstrap): "A service worker, if any, is
 * unregistered." A worker left by an older site on the same host would otherwise keep serving it.
 */

/** A browser's registrations, as a list the test can read back. */
function registrations(scopes: string[]): WorkerRegistrations & { scopes: string[] } {
  const state = { scopes: [...scopes] };
  return {
    get scopes() {
      return state.scopes;
    },
    getRegistrations: async () =>
      state.scopes.map((scope) => ({
        unregister: async () => {
          state.scopes = state.scopes.filter((s) => s !== scope);
          return true;
        },
      })),
  };
}

describe('unregisterServiceWorkers', () => {
  it('unregisters every worker registered for the site', async () => {
    const container = registrations(['/', '/menus/']);
    expect(await unregisterServiceWorkers(container)).toBe(2);
    expect(container.scopes).toEqual([]);
  });

  it('does nothing where there are none, or where the browser has no service workers', async () => {
    expect(await unregisterServiceWorkers(registrations([]))).toBe(0);
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
  });

  it('never fails the start: a browser that refuses to list them counts none', async () => {
    const refusing: WorkerRegistrations = {
      getRegistrations: () => Promise.reject(new Error('SecurityError')),
    };
    expect(await unregisterServiceWorkers(refusing)).toBe(0);
  });
});
