// JS bytes bench: the JavaScript a cold load of /login and of /student fetches, at a phone's width
// (412x823) and a desktop's (1440x900), as compressed bytes over the wire (as sent, brotli or gzip),
// file by file. No throttling: bytes do not depend on it, and an unthrottled load is fast enough to
// run after every change. Targets (issue 25): /login <= 120 KiB, /student on a phone <= 250 KiB.
//
//   node bench/js-bytes.js           (from e2e/, needs a build first; BENCH_VERBOSE=1 lists the files)
import { launchBrowser } from '@tradeboard/tools/browser';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { PHONE_EMULATION } from '../support/phone-load.js';
import { startTradeboard } from '../support/server.js';

const VIEWS = [
  { label: 'phone   /login', path: '/login', viewport: PHONE_EMULATION.viewport },
  { label: 'desktop /login', path: '/login', viewport: { width: 1440, height: 900 } },
  { label: 'phone   /student', path: '/student', viewport: PHONE_EMULATION.viewport, waitForRow: true },
  { label: 'desktop /student', path: '/student', viewport: { width: 1440, height: 900 }, waitForRow: true },
];

/** @param {string} url @param {{ width: number, height: number }} viewport @param {boolean} waitForRow */
async function coldScripts(url, viewport, waitForRow) {
  const browser = await launchBrowser({ viewport });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    /** @type {Promise<{ url: string, bytes: number }>[]} */
    const finished = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      finished.push(
        request.sizes().then(
          (sizes) => ({ url: request.url(), bytes: sizes.responseBodySize }),
          () => ({ url: request.url(), bytes: 0 }),
        ),
      );
    });
    await page.goto(url);
    if (waitForRow) await page.locator('[data-symbol]').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // Whatever starts after idle (an idle prefetch) counts too: wait for the network to settle again.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return Promise.all(finished);
  } finally {
    await browser.close();
  }
}

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = await startTradeboard();
try {
  await (await adminClient(server.url)).addStocks(SAMPLE_WATCHLIST);
  for (const view of VIEWS) {
    const scripts = await coldScripts(`${server.url}${view.path}`, view.viewport, Boolean(view.waitForRow));
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`${view.label.padEnd(17)} JS ${kib(total).padStart(10)} (${total} B) in ${scripts.length} files`);
    if (process.env.BENCH_VERBOSE) {
      for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${kib(script.bytes).padStart(10)}  ${new URL(script.url).pathname}`);
    }
  }
} finally {
  await server.stop();
}
