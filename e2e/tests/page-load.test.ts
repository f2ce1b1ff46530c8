/**
 * Issue 25, loading only what is on screen: no page logs a console error (or a React hydration
 * warning) on a cold load, a phone loads the stacked sections as it scrolls and ends, scrolled to
 * the bottom, with every section loaded, and the served page carries its remotes manifest and
 * preloads (the route's first view, and the shell's own scripts for the route).
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, SAMPLE_WATCHLIST } from '../support/api.js';
import { DESKTOP, openBrowser, PHONE, signIn, waitForSettledPage } from '../support/browser.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
/** Console errors, and any message about hydration, since the last clear. */
let logged: string[] = [];
const keep = (message: ConsoleMessage) => {
  if (message.type() === 'error' || /hydrat/i.test(message.text())) logged.push(`${message.type()}: ${message.text()}`);
};

beforeAll(async () => {
  server = await startTradeboard();
  await (await adminClient(server.url)).addStocks(SAMPLE_WATCHLIST);
  browser = await openBrowser();
  page = browser.page;
  page.on('console', keep);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
])('a cold load on a $name', ({ viewport }) => {
  beforeAll(() => page.setViewportSize(viewport));

  it.each(['/login', '/student', '/admin'])('of %s logs no console error and no hydration warning', async (path) => {
    await browser.context.clearCookies();
    if (path === '/admin') await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    logged = [];
    await page.goto(`${server.url}${path}`);
    await waitForSettledPage(page);
    expect(logged).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('a phone', () => {
  beforeAll(() => page.setViewportSize(PHONE));

  it('loads the sections below the screen only as they come near it, and has every one loaded at the bottom', async () => {
    await browser.context.clearCookies();
    await page.goto(`${server.url}/student`);
    await page.locator('#section-library').waitFor({ state: 'attached' });
    await waitForSettledPage(page);
    // The heat map fills the screen: the last section waits, its module not even fetched.
    expect(await page.locator('#section-library [data-waiting-section]').count()).toBe(1);
    const libraryFetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/modules/library/')),
      );
    expect(await libraryFetched()).toBe(false);

    // Scrolled to the bottom (again as sections grow while they load) until none waits any more.
    await page.waitForFunction(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelectorAll('[data-waiting-section]').length === 0;
      },
      null,
      { polling: 200 },
    );
    await waitForSettledPage(page);
    const sections = page.locator('[role="group"][id^="section-"]');
    expect(await sections.count()).toBe(5);
    // Every section has mounted its module: a slot with content and no fallback.
    for (const section of await sections.all()) {
      const slot = section.locator('[data-remote-slot]');
      expect(await slot.count()).toBe(1);
      expect(await slot.evaluate((element) => element.textContent?.trim().length ?? 0)).toBeGreaterThan(0);
      expect(await section.getByRole('alert').count()).toBe(0);
    }
    expect(await libraryFetched()).toBe(true);
  });

  it("opens the admin's dashboard at its widgets, the heat map below them downloaded only when scrolled near", async () => {
    await browser.context.clearCookies();
    await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const requests: string[] = [];
    const record = (request: { url: () => string }) => requests.push(new URL(request.url()).pathname);
    await page.goto('about:blank');
    page.on('request', record);
    try {
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { name: /Trading Activity/ }).waitFor();
      await page.locator('#section-heatmap [data-waiting-section]').waitFor();
      await waitForSettledPage(page);
      // Not even preloaded: the served page names the heat map's files for a large screen only.
      expect(requests.filter((path) => path.startsWith('/modules/heatmap/'))).toEqual([]);
      // The funds sections above the tabs, the banner and Main Fund, come in one view chunk (one request).
      const fundsViews = requests.flatMap((path) => /^\/modules\/funds\/(view-[\w-]+)\.\w+\.js$/.exec(path)?.[1] ?? []);
      expect(fundsViews).toEqual(['view-main-fund']);

      await page.locator('#section-heatmap').scrollIntoViewIfNeeded();
      await page.locator('#section-heatmap [data-symbol]').first().waitFor();
    } finally {
      page.off('request', record);
    }
    expect(requests.filter((path) => /^\/modules\/heatmap\/view-admin-heatmap\.\w+\.js$/.test(path))).toHaveLength(1);
  });

  it("downloads what opens on a tap only on that tap: the search's Autocomplete, dialogs, menus' parts", async () => {
    await browser.context.clearCookies();
    const scripts = (await loadRequests()).filter(({ type }) => type === 'script').map(({ path }) => path);
    // Split off in the shell (the search, the admin's menu, the bell's panel and switch), in the heat
    // map (a symbol's history) and in MUI (tools/webpack/muiChunks.cjs 'mui-later': TextField's
    // select, menus, popovers, dialogs; the kit's editing widgets bring it too).
    const onDemand = /^\/(symbol-search|admin-menu|activity-panel|flow-alert-switch|mui-later)\.|\/analysis-history\./;
    expect(scripts.filter((path) => onDemand.test(path))).toEqual([]);

    const requests: string[] = [];
    const record = (request: { url: () => string }) => requests.push(new URL(request.url()).pathname);
    page.on('request', record);
    try {
      await page.getByRole('button', { name: 'Search symbols' }).click();
      await page.getByRole('combobox', { name: 'Search watchlist symbols' }).fill('nv');
      await page.getByRole('option', { name: 'NVDA' }).waitFor();
    } finally {
      page.off('request', record);
    }
    expect(requests.filter((path) => onDemand.test(path)).map((path) => path.split('.')[0])).toEqual(
      expect.arrayContaining(['/symbol-search', '/mui-later']),
    );
  });
});

describe('a cold /login', () => {
  it("runs one script, the login page's own: no federation runtime, nothing of the dashboard", async () => {
    const scripts: string[] = [];
    const record = (request: { url: () => string; resourceType: () => string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    await page.context().clearCookies();
    await page.goto('about:blank');
    page.on('request', record);
    try {
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Username').waitFor();
      await waitForSettledPage(page);
    } finally {
      page.off('request', record);
    }
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/login\.[0-9a-f]+\.js$/);
    // The form is live: it was hydrated, not only painted by the served frame.
    await expect.poll(() => page.getByRole('main').getAttribute('inert')).toBeNull();
  });

  it('leaves for the dashboards with a full page load, which starts the federated shell', async () => {
    await page.context().clearCookies();
    await page.goto(`${server.url}/login`);
    await expect.poll(() => page.getByRole('main').getAttribute('inert')).toBeNull();
    await page.getByRole('button', { name: 'Student Portal' }).click();
    await page.locator('[data-symbol]').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/student');
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(true);
  });
});

/** The requests (path and resource type) of a load of `route`, until its watchlist shows and the page settles. */
async function loadRequests(route = '/student'): Promise<{ path: string; type: string }[]> {
  const requests: { path: string; type: string }[] = [];
  const record = (request: { url: () => string; resourceType: () => string }) =>
    requests.push({ path: new URL(request.url()).pathname, type: request.resourceType() });
  await page.goto('about:blank');
  page.on('request', record);
  try {
    await page.goto(`${server.url}${route}`);
    await page.locator('[data-symbol]').first().waitFor();
    await waitForSettledPage(page);
  } finally {
    page.off('request', record);
  }
  return requests;
}

describe('the served page', () => {
  it("inlines the remotes manifest and the watchlist's first reads, and preloads the first view of /student (its module)", async () => {
    const html = await (await fetch(`${server.url}/student`)).text();
    const manifest = /<script type="application\/json" id="remotes-manifest">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(manifest ?? 'null')).toEqual(await (await fetch(`${server.url}/remotes.json`)).json());
    expect(html).toContain(
      '<link rel="preload" as="script" href="/modules/heatmap/remoteEntry.js" fetchpriority="low">',
    );
    const served = /<script type="application\/json" id="served-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(served ?? 'null')).toEqual({
      '/api/stocks': await (await fetch(`${server.url}/api/stocks`)).json(),
      '/api/holdings?fund=Main+Fund': await (await fetch(`${server.url}/api/holdings?fund=Main+Fund`)).json(),
      // The header's bell.
      '/api/analysis-log/today': await (await fetch(`${server.url}/api/analysis-log/today`)).json(),
      '/api/unusual-flow': await (await fetch(`${server.url}/api/unusual-flow`)).json(),
    });

    // The page uses them: neither /remotes.json nor the watchlist's and the bell's reads are
    // requested (the rows and the badge are on screen without them).
    await page.setViewportSize(DESKTOP);
    const requested = (await loadRequests()).map(({ path }) => path);
    const carried = ['/remotes.json', '/api/stocks', '/api/holdings', '/api/analysis-log/today', '/api/unusual-flow'];
    expect(requested.filter((path) => carried.includes(path))).toEqual([]);
  });

  it("carries the admin dashboard's first reads and who is signed in: only the watchlist's refetch on mount is requested", async () => {
    await browser.context.clearCookies();
    await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    await page.setViewportSize(DESKTOP);
    const reads = (await loadRequests('/admin'))
      .map(({ path }) => path)
      .filter(
        (path) =>
          [
            '/api/stocks',
            '/api/holdings',
            '/api/next-session-trades',
            '/api/analysis-log/today',
            '/api/auth/status',
          ].includes(path) ||
          path.startsWith('/api/unusual-flow') ||
          path.startsWith('/api/daily-activity/'),
      );
    // The admin's watchlist reads the list again when it mounts (SPEC section 7): once, not the
    // Main Fund's holdings, next session trades, today's activity or the bell's, which the page carried (the
    // browser and the server share a clock and a time zone here, so "today" is the same day), nor
    // who is signed in (carried too: the dashboard starts without that round trip).
    expect(reads).toEqual(['/api/stocks']);
    await page.getByText(`Admin: ${ADMIN_USERNAME}`).waitFor();
  });

  it("preloads the student watchlist view's own chunk, and /student fetches none of the admin's views", async () => {
    const html = await (await fetch(`${server.url}/student`)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="(\/modules\/[^"]*)"[^>]*>/g)].map(
      ([, href]) => href!,
    );
    expect(preloaded.filter((href) => /^\/modules\/heatmap\/view-student-heatmap\.\w+\.js$/.test(href))).toHaveLength(
      1,
    );

    await page.setViewportSize(DESKTOP);
    const views = (await loadRequests()).flatMap(
      ({ path }) => /^\/modules\/[\w-]+\/(view-[\w-]+)\.\w+\.js$/.exec(path)?.[1] ?? [],
    );
    // The watchlist's own code, fetched once (its preload used); nothing of the admin's heat map or bots.
    expect(views).toEqual(['view-student-heatmap']);
  });

  // (/login has one script, named in its page: 'a cold /login' above.)
  it("preloads the shell's own scripts /student starts with, each fetched once", async () => {
    await page.context().clearCookies();
    const html = await (await fetch(`${server.url}/student`)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="(\/[^"]*)"[^>]*>/g)]
      .map(([, href]) => href!)
      .filter((href) => !href.startsWith('/modules/'));
    // In two files (tools/webpack/muiChunks.cjs): the libraries with MUI, and the shell's own code.
    // The largest first: on HTTP/1.1 the page's six connections start them in this order, and the
    // longest downloads should start first.
    expect(preloaded.map((href) => href.split('.')[0]).sort()).toEqual(['/libs-start', '/shell-start']);
    const sizes = await Promise.all(
      preloaded.map(async (href) => (await (await fetch(`${server.url}${href}`)).arrayBuffer()).byteLength),
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // The toast's snackbar loads when the page is idle: its file holds nothing the page starts with.
    expect(preloaded.filter((href) => href.startsWith('/mui-toast.'))).toEqual([]);

    const scripts = (await loadRequests()).filter(({ type }) => type === 'script').map(({ path }) => path);
    // A preload the page's own script tag did not match (URL, crossorigin) would be fetched again.
    expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
    // Every shell script the page ran was preloaded, but main.js (in the page), the toast's view,
    // which loads when the page is idle, and the search's Autocomplete, which a desktop fetches
    // right after hydration (a phone only when the search opens: 'a phone' above).
    const shellScripts = scripts.filter((url) => !url.startsWith('/modules/'));
    const afterStart = /^\/(main|mui-toast\.|toast-view\.|symbol-search\.|mui-later\.)/;
    expect(shellScripts.filter((url) => !preloaded.includes(url) && !afterStart.test(url))).toEqual([]);
  });
});
