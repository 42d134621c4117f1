/*
 * npm run lighthouse: Lighthouse (from the npm registry) against the built app, in Debian's Chromium,
 * mobile preset, on /home and /menus of the gold and the emerald demo tenants. Prints the scores
 * (median of LIGHTHOUSE_RUNS runs, default 3; targets: performance >= 90, accessibility >= 95) and keeps
 * the summaries in .bench/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Lighthouse's performance score varies from run to run; the median of several runs is reported.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = [
  { tenant: 'goldenmaple', path: '/home' },
  { tenant: 'goldenmaple', path: '/menus' },
  { tenant: 'emerald', path: '/home' },
  { tenant: 'emerald', path: '/menus' },
];

/** One run's category scores (0-100) and its metrics (milliseconds; CLS unitless). */
interface Scores {
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not become healthy.');
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lighthouse-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: path.join(dir, 'lh.db'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const results: (Scores & { page: string })[] = [];
  try {
    await waitForHealth();
    for (const page of pages) {
      const url = `http://${page.tenant === 'goldenmaple' ? 'localhost' : `${page.tenant}.localhost`}:${port}${page.path}`;
      const scores: Scores[] = [];
      for (let run = 0; run < runs; run++) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = runner!.lhr;
        if (lhr.runtimeError) {
          console.warn(
            `${url}: Lighthouse could not measure this run (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
          );
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        scores.push({
          fcp: ms('first-contentful-paint'),
          lcp: ms('largest-contentful-paint'),
          tbt: ms('total-blocking-time'),
          si: ms('speed-index'),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
        });
      }
      if (scores.length === 0) throw new Error(`Lighthouse could not measure ${url}.`);
      const median = (key: keyof Scores) => {
        const sorted = scores.map((s) => s[key]).sort((a, b) => a - b);
        return sorted[Math.floor((sorted.length - 1) / 2)]!;
      };
      results.push({
        page: url,
        fcp: median('fcp'),
        lcp: median('lcp'),
        tbt: median('tbt'),
        si: median('si'),
        cls: median('cls'),
        performance: median('performance'),
        accessibility: median('accessibility'),
        bestPractices: median('bestPractices'),
        seo: median('seo'),
      });
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    '\npage                                          perf  a11y  best  seo    FCP    LCP   TBT     SI    CLS',
  );
  for (const r of results) {
    console.log(
      `${r.page.padEnd(45)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)} ${String(r.fcp).padStart(6)} ${String(r.lcp).padStart(6)} ${String(r.tbt).padStart(5)} ${String(r.si).padStart(6)} ${String(r.cls).padStart(6)}`,
    );
  }
  console.log(
    "(FCP, LCP, TBT and SI in milliseconds under the mobile preset's simulated throttling; each is the median of its own column)",
  );
  const met = results.every((r) => r.performance >= 90 && r.accessibility >= 95);
  console.log(`\ntargets (performance >= 90, accessibility >= 95): ${met ? 'MET' : 'NOT MET'}`);
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(
    path.join(root, '.bench', 'lighthouse.json'),
    JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
