/*
 * npm run lighthouse: Lighthouse (from the npm registry) against the built app, in Debian's Chromium,
 * mobile preset, on /home and /menus of the gold and the emerald demo tenants and on /buildorder and
 * /checkout of the gold one, with an order started and an item in the cart as a diner leaves them.
 * Prints the scores (median of LIGHTHOUSE_RUNS runs, default 3) against the targets of issue 28
 * (performance >= 98, LCP <= 1.2 s, CLS <= 0.02, TBT <= 100 ms; accessibility 100) and keeps the
 * summaries in .bench/. LIGHTHOUSE_PORT (default 3300) is the server's port. LIGHTHOUSE_CPU_TIME=1
 * counts each task by its CPU time, as CI's budget does (decision 0108); LIGHTHOUSE_PHONE_INDEX slows
 * the CPU to that phone rather than by a fixed 4x (below).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { shortenTasksToCpuTime, type TraceEvent } from './lighthouse-thread-time';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Lighthouse's performance score varies from run to run; the median of several runs is reported.
// CI's budget takes up to five runs and stops at the first that meets it (see BUDGET below).
const runs = process.env.LIGHTHOUSE_BUDGET === '1' ? 5 : Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The server and the browser share one instant at which the demo restaurants are open (as in the
// browser tests), so that an order can be started whatever the hour of the run.
const FIXED_NOW = '2026-11-25T20:30:00Z';
/** withOrder: the page is measured with a pickup order started and one item in the cart. */
const allPages = [
  { tenant: 'goldenmaple', path: '/home', withOrder: false },
  { tenant: 'goldenmaple', path: '/menus', withOrder: false },
  { tenant: 'emerald', path: '/home', withOrder: false },
  { tenant: 'emerald', path: '/menus', withOrder: false },
  { tenant: 'goldenmaple', path: '/buildorder', withOrder: true },
  { tenant: 'goldenmaple', path: '/checkout', withOrder: true },
];
/*
 * LIGHTHOUSE_BUDGET=1 is CI's check (issue 28): one tenant's /menus against thresholds with headroom,
 * failing the command when no run of five meets them. LIGHTHOUSE_PAGES picks pages by "tenant/path"
 * (comma-separated); LIGHTHOUSE_PROFILE=1 prints where each run's main-thread time went (its long
 * tasks, and the work by kind).
 *
 * The budget's phone is the same on every machine and at every moment (decisions 0103 and 0108). The
 * simulation multiplies the tasks this machine ran, so the budget's runs count each task's CPU time,
 * not the time it also waited for a core while CI's other processes ran (wall-time TBT went from 112
 * to 1,587 ms on one build between a quiet machine and CI's; CPU-time TBT stayed at 71-145 ms with two
 * busy loops and a memory copier running beside it). The CPU is slowed by the machine's speed over a
 * phone's: the fastest of three of Lighthouse's benchmarks over 650 (six on this machine, idle). With
 * the noise gone, the thresholds are tight enough that a page adopted in one 70 ms task (at full speed)
 * misses them (TBT 429 ms, against 135-145 ms without it). The report keeps the preset's fixed four
 * and wall time, so its figures compare with PageSpeed Insights and the README's earlier tables.
 */
const budget = process.env.LIGHTHOUSE_BUDGET === '1';
/**
 * The budget counts tasks by their CPU time; LIGHTHOUSE_CPU_TIME=1 has the report do the same (at the
 * preset's four), to tell a page's own work from what the machine ran beside it.
 */
const cpuTime = budget || process.env.LIGHTHOUSE_CPU_TIME === '1';
const BUDGET = { performance: 90, lcp: 2500, tbt: 350, cls: 0.05 };
const BUDGET_PHONE_BENCHMARK = 650;
/*
 * LIGHTHOUSE_PHONE_INDEX=950 has the report slow the CPU to that phone rather than by a fixed 4x: the
 * fixed 4x of a machine running at half its speed is an 8x phone. 950 is the quiet development
 * machine's benchmark (3,770-3,840) over 4, the phone the issue's targets were set on.
 */
const reportPhone = Number(process.env.LIGHTHOUSE_PHONE_INDEX ?? 0);
/** The phone's benchmark index the CPU is slowed to, or 0 for Lighthouse's fixed 4x. */
const phone = budget ? BUDGET_PHONE_BENCHMARK : reportPhone;
const picked = budget ? ['goldenmaple/menus'] : process.env.LIGHTHOUSE_PAGES?.split(',');
const pages = picked ? allPages.filter((page) => picked.includes(`${page.tenant}${page.path}`)) : allPages;
const profile = process.env.LIGHTHOUSE_PROFILE === '1';
const save = process.env.LIGHTHOUSE_SAVE;
const targets = { performance: 98, lcp: 1200, cls: 0.02, tbt: 100, accessibility: 100 };

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

/**
 * The CPU slowdown that makes this machine the budget's phone: by the fastest of three benchmarks,
 * the machine with a core to itself, as the page's CPU time (below) is.
 */
async function calibratedSlowdown(tab: Page, phoneBenchmark: number): Promise<number> {
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) indexes.push(await tab.evaluate(pageFunctions.computeBenchmarkIndex));
  const index = Math.max(...indexes);
  const slowdown = Math.max(1, Math.round((index / phoneBenchmark) * 10) / 10);
  // The load average too: when a run misses the budget, the log says whether the machine was busy.
  const load = os.loadavg().map((average) => average.toFixed(2));
  console.log(
    `benchmark index ${Math.round(index)}: CPU slowed ${slowdown}x (load ${load.join(' ')} on ${os.cpus().length} cores)`,
  );
  return slowdown;
}

/** What one run misses of CI's budget (empty when it meets it). */
function budgetMisses(run: Scores): string[] {
  return [
    run.performance < BUDGET.performance && `performance ${run.performance} < ${BUDGET.performance}`,
    run.lcp > BUDGET.lcp && `LCP ${run.lcp} ms > ${BUDGET.lcp} ms`,
    run.tbt > BUDGET.tbt && `TBT ${run.tbt} ms > ${BUDGET.tbt} ms`,
    run.cls > BUDGET.cls && `CLS ${run.cls} > ${BUDGET.cls}`,
  ].filter((miss) => miss !== false);
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

/**
 * A script that starts the page's clock at `fixedNow` and lets it run on from there (a string: it
 * runs in the page, and compiled code would carry the compiler's helpers with it).
 */
const pinClock = (fixedNow: number) => `{
  const RealDate = Date;
  const offset = ${fixedNow} - RealDate.now();
  globalThis.Date = class extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  };
}`;

/** Clicks the first enabled element matching `selector` whose text includes `text`, once there is one. */
async function clickText(page: Page, selector: string, text: string): Promise<void> {
  // Run in the page (its DOM), hence a string: the scripts are compiled without the DOM's types.
  const find = `[...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.textContent.includes(${JSON.stringify(text)}) && !e.disabled && e.offsetParent !== null)`;
  await page.waitForFunction(find, { timeout: 30_000 });
  await page.evaluate(`${find}.click()`);
}

/**
 * A pickup order at the first location, ASAP, with the first item of the menu in the cart: what a
 * diner has when they reach /buildorder and /checkout. The order lives in the tab's sessionStorage,
 * so the same tab is then measured (without Lighthouse's storage reset).
 */
async function startOrderWithOneItem(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/orderonline`);
  await clickText(page, 'button', 'Pick Up');
  await page.waitForFunction("location.pathname === '/pickuptime'");
  await clickText(page, 'label', 'ASAP');
  await clickText(page, 'button', 'Continue');
  await page.waitForFunction("location.pathname === '/buildorder'");
  await clickText(page, 'main article button[aria-haspopup="dialog"]', '');
  await clickText(page, 'dialog[open] button', 'Add to Cart');
  await page.waitForFunction(
    "(JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items ?? []).length > 0",
  );
}

/** The run's long tasks (start, duration, the script they ran) and its main-thread time by kind. */
function printProfile(url: string, lhr: { audits: Record<string, { details?: unknown }> }): void {
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  console.log(`\n${url}: long tasks (start ms, duration ms, script)`);
  for (const task of items('long-tasks')) {
    console.log(
      `  ${String(Math.round(Number(task.startTime))).padStart(6)} ${String(Math.round(Number(task.duration))).padStart(5)}  ${String(task.url)}`,
    );
  }
  console.log('  main thread by kind (ms):');
  for (const kind of items('mainthread-work-breakdown')) {
    console.log(
      `  ${String(Math.round(Number(kind.duration))).padStart(6)}  ${String(kind.groupLabel ?? kind.group)}`,
    );
  }
  // The LCP element and its phases (time to first byte, load delay, load time, render delay).
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: Record<string, unknown>[] }[] } | undefined;
  for (const table of lcp?.items ?? []) {
    for (const row of table.items ?? []) {
      const node = row.node as { snippet?: string } | undefined;
      console.log(
        node
          ? `  LCP element: ${node.snippet}`
          : `  LCP ${String(row.phase)}: ${Math.round(Number(row.timing))} ms`,
      );
    }
  }
  for (const blocking of items('render-blocking-resources'))
    console.log(`  render-blocking: ${String(blocking.url)} (${Math.round(Number(blocking.wastedMs))} ms)`);
  console.log('  scripts by time (total, scripting, parse/compile ms):');
  for (const script of items('bootup-time').slice(0, 6)) {
    console.log(
      `  ${String(Math.round(Number(script.total))).padStart(6)} ${String(Math.round(Number(script.scripting))).padStart(6)} ${String(Math.round(Number(script.scriptParseCompile))).padStart(6)}  ${String(script.url)}`,
    );
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lighthouse-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: path.join(dir, 'lh.db'),
      LOG_LEVEL: 'warn',
      FIXED_NOW,
    },
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
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results: (Scores & { page: string; best: Scores; runs: number; withinBudget: boolean })[] = [];
  try {
    await waitForHealth();
    for (const page of pages) {
      const origin = `http://${page.tenant === 'goldenmaple' ? 'localhost' : `${page.tenant}.localhost`}:${port}`;
      const url = `${origin}${page.path}`;
      const scores: Scores[] = [];
      // A run Lighthouse cannot measure (NO_NAVSTART: its trace missed the navigation, now and then on
      // a busy machine) is tried again, up to two more times. CI's budget stops at its first run within it.
      for (
        let attempt = 0;
        scores.length < runs &&
        attempt < runs + 2 &&
        !(budget && scores.some((run) => budgetMisses(run).length === 0));
        attempt++
      ) {
        const tab = await browser.newPage();
        await tab.evaluateOnNewDocument(pinClock(Date.parse(FIXED_NOW)));
        if (page.withOrder) {
          await startOrderWithOneItem(tab, origin);
          // A cold load like the others: the scripts the order's steps fetched are not reused.
          await (await tab.createCDPSession()).send('Network.clearBrowserCache');
        }
        const slowdown = phone
          ? await calibratedSlowdown(tab, phone)
          : throttling.mobileSlow4G.cpuSlowdownMultiplier;
        const flags = {
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          disableStorageReset: page.withOrder,
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
        };
        let runner;
        if (cpuTime) {
          // The run is gathered, its trace's tasks shortened to the page's CPU time (decision 0108),
          // then audited.
          const artifacts = path.join(dir, `${page.tenant}${page.path.replaceAll('/', '-')}-${attempt}`);
          await lighthouse(url, { ...flags, gatherMode: artifacts }, undefined, tab);
          await tab.close();
          const tracePath = path.join(artifacts, 'defaultPass.trace.json');
          const trace = JSON.parse(fs.readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
          shortenTasksToCpuTime(trace.traceEvents);
          fs.writeFileSync(tracePath, JSON.stringify(trace));
          runner = await lighthouse(undefined, { ...flags, auditMode: artifacts });
          // A run's artifacts are megabytes (its trace): gone once audited.
          fs.rmSync(artifacts, { recursive: true, force: true });
        } else {
          runner = await lighthouse(url, flags, undefined, tab);
          await tab.close();
        }
        const lhr = runner!.lhr;
        if (lhr.runtimeError) {
          console.warn(
            `${url}: Lighthouse could not measure this run (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
          );
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        if (profile) printProfile(url, lhr);
        // LIGHTHOUSE_SAVE=prefix keeps each run's whole report (its LCP element and phases, requests).
        if (save)
          fs.writeFileSync(
            `${save}-${page.tenant}${page.path.replaceAll('/', '-')}-${scores.length}.json`,
            JSON.stringify(lhr),
          );
        if (budget) {
          const run = `performance ${score('performance')}, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`;
          console.log(`  run ${scores.length + 1}: ${run}`);
        }
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
        // On a shared machine the quietest run says most about the page: the best is printed too.
        best: scores.reduce((a, b) => (b.performance > a.performance ? b : a)),
        runs: scores.length,
        withinBudget: scores.some((run) => budgetMisses(run).length === 0),
      });
    }
  } finally {
    await browser.disconnect();
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
    `(FCP, LCP, TBT and SI in milliseconds under the mobile preset's simulated throttling${cpuTime ? ', tasks counted by their CPU time' : ''}; each is the median of its own column)`,
  );
  console.log('\nbest run (highest performance) of each page:   perf    LCP   TBT    CLS');
  for (const { page, best } of results) {
    console.log(
      `${page.padEnd(45)} ${String(best.performance).padStart(6)} ${String(best.lcp).padStart(6)} ${String(best.tbt).padStart(5)} ${String(best.cls).padStart(6)}`,
    );
  }
  console.log(
    `\ntargets: performance >= ${targets.performance}, LCP <= ${targets.lcp} ms, CLS <= ${targets.cls}, TBT <= ${targets.tbt} ms, accessibility >= ${targets.accessibility}`,
  );
  for (const r of results) {
    const missed = [
      r.performance < targets.performance && 'performance',
      r.lcp > targets.lcp && 'LCP',
      r.cls > targets.cls && 'CLS',
      r.tbt > targets.tbt && 'TBT',
      r.accessibility < targets.accessibility && 'accessibility',
    ].filter(Boolean);
    console.log(`${r.page.padEnd(45)} ${missed.length === 0 ? 'MET' : `NOT MET (${missed.join(', ')})`}`);
  }
  if (budget) {
    const { best, runs: tried, withinBudget } = results[0]!;
    const missed = withinBudget ? [] : budgetMisses(best);
    console.log(
      `\nbudget (up to ${runs} runs on a calibrated phone, ${tried} taken): ${missed.length ? `MISSED by the best: ${missed.join('; ')}` : 'met'}`,
    );
    if (missed.length) process.exitCode = 1;
    return;
  }
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(
    path.join(root, '.bench', cpuTime ? 'lighthouse-cpu-time.json' : 'lighthouse.json'),
    JSON.stringify({ at: new Date().toISOString(), cpuTime, phoneIndex: phone || null, results }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
