import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The URL of a path on a tenant's own host (`<slug>.localhost`), as a diner would reach it. */
export function tenantUrl(slug: string, path = '/'): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  return `http://${slug}.localhost:${port}${path}`;
}

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
