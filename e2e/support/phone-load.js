// A cold load in headless chromium emulating a mid-range phone on mobile data (412x823, 150 ms
// round trip, 1.6 Mbit/s down, 4x slower CPU): first contentful paint, largest contentful paint,
// the first watchlist row on screen (when the page has one), and the JavaScript that came over the
// wire (compressed bytes, as sent) with the request count and every URL requested.
import { launchBrowser } from '@tradeboard/tools/browser';

export const PHONE_EMULATION = {
  viewport: { width: 412, height: 823 },
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Runs in the page before its scripts: stamps paints and the first visible watchlist row. */
function recordTimings() {
  const win = /** @type {any} */ (window);
  win.__timings = { fcp: 0, lcp: 0, firstRow: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') win.__timings.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) win.__timings.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const visibleRow = () =>
    [...document.querySelectorAll('[data-symbol]')].some((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top < window.innerHeight;
    });
  const observer = new MutationObserver(() => {
    if (win.__timings.firstRow !== 0 || !visibleRow()) return;
    win.__timings.firstRow = -1;
    // Stamped at the next frame: the row is painted by then.
    requestAnimationFrame(() => (win.__timings.firstRow = performance.now()));
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * @param {string} url
 * @param {{ waitForRow?: boolean, viewport?: { width: number, height: number }, throttle?: boolean }} [options]
 * @returns {Promise<{ fcp: number, lcp: number, firstRow: number, jsBytes: number, jsFiles: number, requests: number,
 *   urls: string[] }>}
 */
export async function coldLoad(url, options = {}) {
  const { waitForRow = false, viewport = PHONE_EMULATION.viewport, throttle = true } = options;
  const browser = await launchBrowser({ viewport });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.addInitScript(recordTimings);
    if (throttle) {
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE_EMULATION.latencyMs,
        downloadThroughput: PHONE_EMULATION.downloadBytesPerSecond,
        uploadThroughput: PHONE_EMULATION.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_EMULATION.cpuSlowdown });
    }
    /** @type {Promise<{ type: string, bytes: number, url: string }>[]} */
    const finished = [];
    page.on('requestfinished', (request) =>
      finished.push(
        request.sizes().then(
          (sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize, url: request.url() }),
          () => ({ type: request.resourceType(), bytes: 0, url: request.url() }),
        ),
      ),
    );
    await page.goto(url);
    // Something is on screen (an idle network alone can come before the first paint).
    await page.waitForFunction(() => /** @type {any} */ (window).__timings.fcp > 0, null, { timeout: 60_000 });
    if (waitForRow) {
      await page.waitForFunction(() => /** @type {any} */ (window).__timings.firstRow > 0, null, { timeout: 60_000 });
    }
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const timings = await page.evaluate(() => /** @type {any} */ (window).__timings);
    const done = await Promise.all(finished);
    const scripts = done.filter((item) => item.type === 'script');
    return {
      fcp: timings.fcp,
      lcp: timings.lcp,
      firstRow: timings.firstRow,
      jsBytes: scripts.reduce((sum, item) => sum + item.bytes, 0),
      jsFiles: scripts.length,
      requests: done.length,
      urls: done.map((item) => item.url),
    };
  } finally {
    await browser.close();
  }
}
