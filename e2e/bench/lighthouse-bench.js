// Lighthouse on /student, /login, /admin and /api/docs with real data, and the portal's pages
// loaded cold in an emulated phone. Prints, per page, the median of BENCH_RUNS (default 3)
// Lighthouse runs on the mobile preset (simulated slow 4G, 4x CPU): performance, LCP (each run's too), total blocking
// time, CLS, accessibility, best practices and SEO, with every failed accessibility/best-practices/SEO
// audit by name; one desktop run per page for the same non-performance scores; then the phone emulation
// of support/phone-load.js: FCP, LCP, first watchlist row, cold JS bytes and request count, for
// this build and, on a phone, for the same views built as one bundle without Module Federation
// (bench/one-bundle/build.js, built by this bench into e2e/.tmp), with the ratio of their first rows.
// The one bundle is served by a second API process of the same build with the same seeded data
// (WEB_ROOT: its shell and no remote); the loads alternate between the two.
// Targets (issue 25): performance >= 90, TBT <= 200 ms, LCP <= 2.5 s, CLS < 0.1, the other scores
// 100; /student first row < 3.5 s and JS <= 250 KiB on a phone, /login JS <= 120 KiB; the federated
// first row at most 1.2x the one bundle's.
// Debian's chromium (CHROME_PATH, default /usr/bin/chromium); /admin is read with the session
// cookie of a real sign-in, and once more without one (the server sends that visitor to /login).
//
//   npm run bench:lighthouse -w @tradeboard/e2e      (needs a build first)
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { TMP_DIR } from '../support/paths.js';
import { coldLoad, PHONE_EMULATION } from '../support/phone-load.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard } from '../support/server.js';
import { buildOneBundle } from './one-bundle/build.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// The API reference (issue 29) keeps the pages' standard for accessibility, best practices, SEO and
// CLS; its performance is that of Scalar's ~1.3 MB reference, not a target of issue 25.
/** @type {{ label: string, path: string, signedIn?: boolean }[]} */
const PAGES = [
  { label: '/student', path: '/student' },
  { label: '/login', path: '/login' },
  { label: '/admin', path: '/admin', signedIn: true },
  { label: '/admin signed out', path: '/admin' },
  { label: '/api/docs', path: '/api/docs' },
];
const LABEL_WIDTH = Math.max(...PAGES.map((page) => page.label.length));
const FIRST_ROW_TARGET = 1.2;
const CLS_TARGET = 0.1;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SCORED = ['accessibility', 'best-practices', 'seo'];

/** @typedef {import('lighthouse').Result} Lhr */
/** @typedef {ReturnType<typeof figures>} Figures */
/** @typedef {Awaited<ReturnType<typeof coldLoad>>} ColdLoad */

/** @param {string} baseUrl */
async function sessionCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * @param {Lhr} lhr
 * @param {string} id
 */
function categoryOf(lhr, id) {
  const found = lhr.categories[id];
  if (!found) throw new Error(`lighthouse: no ${id} category in the report`);
  return found;
}

/**
 * @param {Lhr} lhr
 * @param {string} id
 */
function auditOf(lhr, id) {
  const found = lhr.audits[id];
  if (!found) throw new Error(`lighthouse: no ${id} audit in the report`);
  return found;
}

/**
 * A category's score out of 100 (a null score, when the category could not be scored, counts as 0).
 * @param {Lhr} lhr
 * @param {string} id
 */
const score = (lhr, id) => Math.round((categoryOf(lhr, id).score ?? 0) * 100);

/**
 * The failed audits of the categories that must stay at 100.
 * @param {Lhr} lhr
 */
function failures(lhr) {
  return SCORED.flatMap((id) =>
    categoryOf(lhr, id)
      .auditRefs.filter((ref) => ref.weight > 0)
      .map((ref) => auditOf(lhr, ref.id)),
  )
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

/** Runs of one page before a Lighthouse error (its trace not recorded) ends the bench. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * An audit's measured value (NaN when the audit has none, as when it errored).
 * @param {Lhr} lhr
 * @param {string} id
 */
const numeric = (lhr, id) => auditOf(lhr, id).numericValue ?? NaN;

/** @param {Lhr} lhr */
function figures(lhr) {
  return {
    performance: score(lhr, 'performance'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    failed: failures(lhr),
    shifted: shiftedElements(lhr),
  };
}

/**
 * The elements that moved, for a page whose layout shift is over the 0.1 target: what to look at.
 * @param {Lhr} lhr
 */
function shiftedElements(lhr) {
  if (numeric(lhr, 'cumulative-layout-shift') < CLS_TARGET) return [];
  const items = /** @type {{ items?: { score?: number, node?: { selector?: string } }[] } | undefined} */ (
    auditOf(lhr, 'layout-shifts').details
  )?.items;
  return (items ?? []).map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`);
}

/** The same data on every server the bench loads. @param {string} url */
async function seed(url) {
  const api = await adminClient(url);
  await api.addStocks(SAMPLE_WATCHLIST);
  await api.send('POST', '/api/holdings', { ticker: 'AAPL', quantity: 10, tradePrice: 100, currentPrice: 120 });
  await api.send('POST', '/api/unusual-flow', { ticker: 'AAPL', optionType: 'PUT', strike: 180, expiry: '12/18/2026' });
}

/**
 * Keeps the comparison honest: the one bundle fetches no remote entry or module file, and the
 * federated dashboard does.
 * @param {string} build
 * @param {string} page
 * @param {ColdLoad} load
 */
function checkFederation(build, page, load) {
  const remote = load.urls.filter((url) => /^\/modules\/|\/remoteEntry\.js$/.test(new URL(url).pathname));
  if (build === 'one bundle' && remote.length > 0) {
    throw new Error(`the one-bundle ${page} fetched remote modules: ${remote.join(', ')}`);
  }
  if (build === 'federation' && page === '/student' && remote.length === 0) {
    throw new Error('the federated /student fetched no remoteEntry.js');
  }
}

await mkdir(TMP_DIR, { recursive: true });
const webRoot = await mkdtemp(path.join(TMP_DIR, 'one-bundle-'));
const buildStart = Date.now();
await buildOneBundle(webRoot);
console.log(`one-bundle baseline built in ${((Date.now() - buildStart) / 1000).toFixed(0)} s`);
const server = await startTradeboard();
const oneBundle = await startTradeboard({ env: { WEB_ROOT: webRoot } });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  await seed(server.url);
  await seed(oneBundle.url);
  const cookie = await sessionCookie(server.url);
  /**
   * @param {(typeof PAGES)[number]} page
   * @param {import('lighthouse').Config | undefined} config the mobile preset when undefined
   */
  const run = async (page, config) => {
    /** @type {import('lighthouse').Flags} */
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: page.signedIn ? { Cookie: cookie } : {},
    };
    // Lighthouse sometimes fails to record the page's trace (NO_NAVSTART, NO_FCP: "Please run
    // Lighthouse again"; about one desktop run in four here): such a run measures nothing, so it is
    // run again, and said so, rather than counted as a score of 0.
    for (let attempt = 1; ; attempt += 1) {
      const result = await lighthouse(`${server.url}${page.path}`, flags, config);
      if (!result) throw new Error(`lighthouse: no result for ${page.label}`);
      const error = result.lhr.runtimeError;
      if (!error) return figures(result.lhr);
      if (attempt === LIGHTHOUSE_ATTEMPTS)
        throw new Error(`lighthouse: ${error.code} on ${page.label}, ${attempt} times`);
      console.log(`  (lighthouse: ${error.code} on ${page.label}; run again)`);
    }
  };

  console.log(`lighthouse bench: mobile preset, median of ${RUNS} run(s) per page`);
  for (const page of PAGES) {
    /** @type {Figures[]} */
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await run(page, undefined));
    /** @param {Exclude<keyof Figures, 'failed' | 'shifted'>} key */
    const pick = (key) => median(runs.map((figure) => figure[key]));
    const failed = [...new Set(runs.flatMap((figure) => figure.failed))];
    const shifted = [...new Set(runs.flatMap((figure) => figure.shifted))];
    // Each run's LCP too: the simulated estimate moves by seconds between runs of one build
    // (docs/decisions.md, issue 25), which a median of three alone would hide.
    const seconds = (ms) => (ms / 1000).toFixed(2);
    const lcpRuns = runs.length > 1 ? ` (runs ${runs.map((figure) => seconds(figure.lcp)).join(', ')})` : '';
    console.log(
      `  ${page.label.padEnd(LABEL_WIDTH)} performance ${pick('performance')}, LCP ${seconds(pick('lcp'))} s${lcpRuns}, ` +
        `TBT ${pick('tbt').toFixed(0)} ms, CLS ${pick('cls').toFixed(3)}, accessibility ${pick('accessibility')}, ` +
        `best practices ${pick('bestPractices')}, SEO ${pick('seo')}` +
        (failed.length ? `; failed: ${failed.join(', ')}` : '') +
        (shifted.length ? `; shifted: ${shifted.join(', ')}` : ''),
    );
  }
  console.log('desktop preset, one run per page');
  for (const page of PAGES) {
    const figure = await run(page, desktopConfig);
    console.log(
      `  ${page.label.padEnd(LABEL_WIDTH)} performance ${figure.performance}, CLS ${figure.cls.toFixed(3)}, accessibility ${figure.accessibility}, ` +
        `best practices ${figure.bestPractices}, SEO ${figure.seo}` +
        (figure.failed.length ? `; failed: ${figure.failed.join(', ')}` : '') +
        (figure.shifted.length ? `; shifted: ${figure.shifted.join(', ')}` : ''),
    );
  }

  const { viewport, latencyMs, downloadBytesPerSecond, cpuSlowdown } = PHONE_EMULATION;
  console.log(
    `phone emulation (${viewport.width}x${viewport.height}, ${latencyMs} ms RTT, ${((downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s, ` +
      `${cpuSlowdown}x CPU), median of ${RUNS} cold load(s); JS is compressed bytes over the wire; ` +
      'federation: this build, one bundle: the same views without Module Federation',
  );
  const views = [
    { label: 'phone   /student', path: '/student', options: { waitForRow: true }, compare: true },
    {
      label: 'desktop /student',
      path: '/student',
      options: { waitForRow: true, viewport: { width: 1440, height: 900 } },
      compare: false,
    },
    { label: 'phone   /login', path: '/login', options: {}, compare: true },
  ];
  for (const view of views) {
    const builds = view.compare
      ? [
          { name: 'federation', url: server.url },
          { name: 'one bundle', url: oneBundle.url },
        ]
      : [{ name: 'federation', url: server.url }];
    /** @type {Map<string, ColdLoad[]>} */
    const loads = new Map(builds.map((build) => [build.name, []]));
    // Alternating between the builds, so a busier moment of the machine weighs on both alike.
    for (let index = 0; index < RUNS; index += 1) {
      for (const build of builds) {
        const load = await coldLoad(`${build.url}${view.path}`, view.options);
        checkFederation(build.name, view.path, load);
        loads.get(build.name)?.push(load);
      }
    }
    /** @type {Map<string, number>} */
    const firstRows = new Map();
    for (const build of builds) {
      const runs = loads.get(build.name) ?? [];
      /** @param {Exclude<keyof ColdLoad, 'urls'>} key */
      const pick = (key) => median(runs.map((load) => load[key]));
      firstRows.set(build.name, pick('firstRow'));
      console.log(
        `  ${view.label.padEnd(17)} ${build.name.padEnd(10)} FCP ${(pick('fcp') / 1000).toFixed(2)} s, LCP ${(pick('lcp') / 1000).toFixed(2)} s, ` +
          (view.options.waitForRow ? `first row ${(pick('firstRow') / 1000).toFixed(2)} s, ` : '') +
          `JS ${kib(pick('jsBytes'))} in ${pick('jsFiles')} files, ${pick('requests')} requests`,
      );
    }
    if (view.compare && view.options.waitForRow) {
      const ratio = (firstRows.get('federation') ?? NaN) / (firstRows.get('one bundle') ?? NaN);
      console.log(
        `  ${view.label.padEnd(17)} first row federation/one bundle ${ratio.toFixed(2)}x (target <= ${FIRST_ROW_TARGET}x)`,
      );
    }
  }
} finally {
  chrome.kill();
  await oneBundle.stop();
  await server.stop();
  await rm(webRoot, { recursive: true, force: true });
}
