import type { ApiTenant } from '@storefront/domain';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { tenantOf } from './orders-fixture';

/*
 * The app of a test file, on its own seeded database, with the two demo tenants at hand. A file calls
 * `useTestApp()` once at its top and reads `t`, `gold` and `emerald` in its tests and its own
 * beforeAll (which runs after this one). Each test file has its own module instance.
 */

export let t: TestApp;
export let gold: ApiTenant;
export let emerald: ApiTenant;

export function useTestApp(options?: Parameters<typeof createTestApp>[0]): void {
  beforeAll(async () => {
    t = await createTestApp(options);
    gold = await tenantOf(t.app, 'goldenmaple');
    emerald = await tenantOf(t.app, 'emerald');
  });
  afterAll(() => t.close());
}
