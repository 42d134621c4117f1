/*
 * One tenant cannot slow the others (issue 27 item 6): a tenant with the largest menu the limits
 * allow (MENU_LIMITS: every item a location may have, every option it may have) is imported, and its
 * menus are fetched in loops (PROOF_NOISY_LOOPS, 2), each as fast as the server answers, while another
 * tenant's health check and menus are timed. They must stay within twice their idle p99: the menu is
 * served from its cache, compressed once per version, however large it is. The loops run in a process
 * of their own (noisy-loops.ts), so that reading the noisy answers does not delay the timing itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MENU_LIMITS } from '@storefront/domain';
import { demoRestaurant, root, startServer, stopServer, waitForHealth } from './lib';
import type { LoopsResult } from './noisy-loops';

const SECONDS = Number(process.env.PROOF_NOISY_SECONDS ?? 5);
/** How many loops fetch the noisy tenant's menus back to back, each as fast as the server answers. */
const NOISY_LOOPS = Number(process.env.PROOF_NOISY_LOOPS ?? 2);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The largest allowed location: its items, every option the location may have spread over them. */
function largestTenantDocument(slug: string) {
  const optionsPerItem = MENU_LIMITS.optionsPerGroup;
  const itemsWithOptions = MENU_LIMITS.optionsPerLocation / optionsPerItem;
  const items = Array.from({ length: MENU_LIMITS.itemsPerLocation }, (_, i) => ({
    code: `N${i}`,
    name: `Noisy dish number ${i} with a long enough name`,
    description:
      'A description of the kind a real menu has: what is in it, how it is cooked, what it comes with.',
    price: 12.5,
    options:
      i < itemsWithOptions
        ? [
            {
              name: 'Choose your extras',
              selection_type: 'Multiple',
              min_selected: 0,
              max_selected: 5,
              items: Array.from({ length: optionsPerItem }, (_, o) => ({
                name: `Extra ${o} for dish ${i}`,
                additional_cost: 1.25,
              })),
            },
          ]
        : [],
  }));
  const sections = [];
  for (let i = 0; i < items.length; i += MENU_LIMITS.itemsPerSection)
    sections.push({
      name: `Section ${sections.length + 1}`,
      items: items.slice(i, i + MENU_LIMITS.itemsPerSection),
    });
  const open = { is_open: true, open_time: '08:00 AM', close_time: '11:00 PM' };
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return {
    version: 1,
    slug,
    brand: { name: 'Noisy Neighbour Diner' },
    locations: [
      {
        slug: 'main',
        name: 'Main Street',
        business_hours: Object.fromEntries(days.map((d) => [d, open])),
        menus: [{ name: 'Everything', sections }],
      },
    ],
  };
}

interface Timing {
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/** A GET with the tenant's Host header (fetch does not let a caller set Host). */
function get(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

const timed = (result: autocannon.Result): Timing => ({
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** The quiet tenant's health check and menus, timed together for `seconds`. */
async function quietTenant(base: string, menusPath: string, seconds: number) {
  const [health, menus] = await Promise.all([
    autocannon({ url: `${base}/api/health`, connections: 2, duration: seconds }),
    autocannon({ url: `${base}${menusPath}`, connections: 2, duration: seconds, headers: BROWSER }),
  ]);
  return { health: timed(health), menus: timed(menus) };
}

/** The noisy tenant's loops, run by noisy-loops.ts in a process of its own. */
function noisyLoops(url: string, host: string, seconds: number): Promise<LoopsResult> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'scripts/proof/noisy-loops.ts'),
      url,
      host,
      String(NOISY_LOOPS),
      String(seconds),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as LoopsResult)
        : reject(new Error(`The noisy loops stopped with ${code}: ${output}`)),
    ),
  );
}

export interface NoisyResult {
  menuBytes: number;
  menuGzipBytes: number;
  noisy: LoopsResult;
  idle: { health: Timing; menus: Timing };
  loaded: { health: Timing; menus: Timing };
  problems: string[];
}

export async function noisyProof(databaseUrl: string): Promise<NoisyResult> {
  const problems: string[] = [];
  const slug = 'noisy';
  // The demo tenants are seeded into an empty database at the first start; the noisy tenant is
  // imported after, with the server stopped (with SQLite the server owns the file while it runs).
  const seeding = await startServer(databaseUrl);
  await waitForHealth(seeding.base);
  await stopServer(seeding);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-noisy-'));
  const file = path.join(dir, `${slug}.json`);
  fs.writeFileSync(file, JSON.stringify(largestTenantDocument(slug)));
  const imported = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/db/tenant-cli.ts'), 'import', file],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  if (imported.status !== 0) throw new Error(`The largest menu was not imported: ${imported.stderr}`);

  const server = await startServer(databaseUrl);
  try {
    await waitForHealth(server.base);
    const host = { host: `${slug}.localhost:${server.port}` };
    const noisyTenant = JSON.parse(
      (await get(`${server.base}/api/eater/tenants/${slug}`, host)).toString('utf8'),
    ) as {
      restaurants: { _id: string }[];
    };
    const noisyMenus = `${server.base}/api/eater/restaurants/${noisyTenant.restaurants[0]!._id}/menus`;
    const menuBytes = (await get(noisyMenus, host)).length;
    const menuGzipBytes = (await get(noisyMenus, { ...host, ...BROWSER })).length;
    const { restaurantId } = await demoRestaurant(server.base);
    const quietMenus = `/api/eater/restaurants/${restaurantId}/menus`;
    await quietTenant(server.base, quietMenus, 1);
    const idle = await quietTenant(server.base, quietMenus, SECONDS);
    const noisyRun = noisyLoops(noisyMenus, host.host, SECONDS + 2);
    await new Promise((r) => setTimeout(r, 1000));
    const loaded = await quietTenant(server.base, quietMenus, SECONDS);
    const noisy = await noisyRun;
    for (const [name, before, after] of [
      ['health', idle.health, loaded.health],
      ['menus', idle.menus, loaded.menus],
    ] as const) {
      // Autocannon counts whole milliseconds: an idle p99 of 0 or 1 ms is read as 1 ms.
      if (after.p99 > 2 * Math.max(before.p99, 1))
        problems.push(`the quiet tenant's ${name} p99 went from ${before.p99} ms idle to ${after.p99} ms`);
      if (before.errors + after.errors > 0) problems.push(`the quiet tenant's ${name} had errors`);
    }
    if (noisy.errors > 0) problems.push(`${noisy.errors} of the noisy tenant's menu requests failed`);
    return { menuBytes, menuGzipBytes, noisy, idle, loaded, problems };
  } finally {
    await stopServer(server);
  }
}
