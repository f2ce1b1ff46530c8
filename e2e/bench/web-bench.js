// Web bench: cold loads of /student in headless chromium (a fresh profile each time, so nothing is
// cached) against the real server with a seeded watchlist. Prints the JS bytes (raw and gzip) per
// module (the shell, each remote, and "shared": the shell's chunks that hold only the shared
// singletons and their dependencies), the requests made, and the milliseconds from navigation
// start until the first watchlist row is on screen.
//
//   npm run bench -w @tradeboard/e2e          (BENCH_RUNS=5 for more runs; needs a build first)
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { launchBrowser } from '@tradeboard/tools/browser';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { REPO_ROOT } from '../support/paths.js';
import { startTradeboard } from '../support/server.js';
import { packageOfMapSource, sharedPackageClosure } from '../support/shared-packages.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const VIEWPORT = { width: 1440, height: 900 };

/** @typedef {{ url: string, type: string, status: number, body: Buffer }} Loaded */
/** @typedef {{ module: string, url: string, raw: number, gzip: number }} ScriptFigure */

/** Records the moment the first watchlist row (table row or tile) is rendered on screen. */
function recordFirstRow() {
  const visibleRow = () =>
    [...document.querySelectorAll('[data-symbol]')].some((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top < window.innerHeight;
    });
  const observer = new MutationObserver(() => {
    if (window.__firstRowMs !== undefined || !visibleRow()) return;
    // Stamp at the next frame: the row is painted by then.
    window.__firstRowMs = -1;
    requestAnimationFrame(() => {
      window.__firstRowMs = performance.now();
    });
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** @param {string} baseUrl */
async function coldLoad(baseUrl) {
  const browser = await launchBrowser({ viewport: VIEWPORT });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.addInitScript(recordFirstRow);
    /** @type {Promise<Loaded | null>[]} */
    const pending = [];
    page.on('response', (response) => {
      // The live-update stream never ends: waiting for its body would wait forever.
      if (response.headers()['content-type']?.startsWith('text/event-stream')) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), type: response.request().resourceType(), status: response.status(), body }),
          () => null,
        ),
      );
    });
    /** @type {string[]} */
    const failed = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.goto(`${baseUrl}/student`);
    await page.waitForFunction(() => (window.__firstRowMs ?? -1) > 0, null, { timeout: 60_000 });
    const firstRowMs = await page.evaluate(() => /** @type {number} */ (window.__firstRowMs));
    await page.waitForLoadState('networkidle');
    const loaded = /** @type {Loaded[]} */ ((await Promise.all(pending)).filter(Boolean));
    return { firstRowMs, loaded, failed };
  } finally {
    await browser.close();
  }
}

/** Which module a downloaded script belongs to, from its URL and its source map. */
function createClassifier(/** @type {string} */ baseUrl) {
  const shared = sharedPackageClosure();
  const shellDir = path.join(REPO_ROOT, 'apps/shell');
  /** @param {string} url */
  return async (url) => {
    const { pathname } = new URL(url);
    const remote = /^\/modules\/([^/]+)\//.exec(pathname)?.[1];
    if (remote) return remote;
    if (!url.startsWith(baseUrl)) return 'other';
    const response = await fetch(`${url}.map`);
    if (!response.ok) return 'shell';
    const { sources } = /** @type {{ sources: string[] }} */ (await response.json());
    const packages = new Set(sources.map((source) => packageOfMapSource(source, shellDir)));
    return [...packages].every((name) => shared.has(name)) ? 'shared' : 'shell';
  };
}

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** @param {ScriptFigure[]} scripts */
function printScripts(scripts) {
  const modules = [...new Set(scripts.map((script) => script.module))].sort();
  console.log('\nJS per module (cold load of /student)');
  console.log(`  ${'module'.padEnd(10)} ${'files'.padStart(5)} ${'raw'.padStart(12)} ${'gzip'.padStart(12)}`);
  let raw = 0;
  let gzip = 0;
  for (const module of modules) {
    const mine = scripts.filter((script) => script.module === module);
    const moduleRaw = mine.reduce((sum, script) => sum + script.raw, 0);
    const moduleGzip = mine.reduce((sum, script) => sum + script.gzip, 0);
    raw += moduleRaw;
    gzip += moduleGzip;
    console.log(
      `  ${module.padEnd(10)} ${String(mine.length).padStart(5)} ${kib(moduleRaw).padStart(12)} ${kib(moduleGzip).padStart(12)}`,
    );
  }
  console.log(
    `  ${'total'.padEnd(10)} ${String(scripts.length).padStart(5)} ${kib(raw).padStart(12)} ${kib(gzip).padStart(12)}`,
  );
  if (process.env.BENCH_VERBOSE) {
    for (const script of scripts)
      console.log(
        `    ${script.module.padEnd(8)} ${kib(script.raw).padStart(10)} ${kib(script.gzip).padStart(10)}  ${new URL(script.url).pathname}`,
      );
  }
}

async function main() {
  const server = await startTradeboard();
  try {
    await (await adminClient(server.url)).addStocks(SAMPLE_WATCHLIST);
    const classify = createClassifier(server.url);
    console.log(
      `web bench: ${RUNS} cold load(s) of /student, ${SAMPLE_WATCHLIST.length} stocks, ${VIEWPORT.width}x${VIEWPORT.height}, headless chromium`,
    );

    /** @type {number[]} */
    const firstRowTimes = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const { firstRowMs, loaded, failed } = await coldLoad(server.url);
      firstRowTimes.push(firstRowMs);
      const byType = loaded.reduce(
        (counts, item) => counts.set(item.type, (counts.get(item.type) ?? 0) + 1),
        new Map(),
      );
      const notFound = loaded.filter((item) => item.status >= 400).length;
      console.log(
        `run ${run}: first watchlist row visible after ${firstRowMs.toFixed(0)} ms; ${loaded.length + failed.length} requests ` +
          `(${[...byType].map(([type, count]) => `${type} ${count}`).join(', ')}; ${notFound} answered >= 400, ${failed.length} failed)`,
      );
      if (run === 1) {
        const scripts = [];
        for (const item of loaded.filter((entry) => entry.type === 'script' && entry.status < 400)) {
          scripts.push({
            module: await classify(item.url),
            url: item.url,
            raw: item.body.length,
            gzip: gzipSync(item.body).length,
          });
        }
        printScripts(scripts);
        const missing = loaded
          .filter((item) => item.type === 'script' && item.status >= 400)
          .map((item) => new URL(item.url).pathname);
        if (missing.length > 0) console.log(`  not deployed (answered >= 400): ${missing.join(', ')}`);
        console.log('');
      }
    }
    console.log(
      `first watchlist row visible: median ${median(firstRowTimes).toFixed(0)} ms over ${RUNS} cold load(s) (min ${Math.min(...firstRowTimes).toFixed(0)}, max ${Math.max(...firstRowTimes).toFixed(0)})`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
