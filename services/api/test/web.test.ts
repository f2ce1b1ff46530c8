/** Security headers, remotes manifest, static serving of the shell and remotes, the OpenAPI document (its page: api-docs.test.ts). */
import { mkdir, rm, writeFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { todayUsDate } from '@tradeboard/types/core';
import { createTestContext, readJson, TEST_ADMIN, type TestContext } from './helpers.js';

/** An unusual flow alert, as the admin adds one (the bell's badge counts it). */
const FLOW_ALERT = { ticker: 'TSLA', optionType: 'PUT', strike: 250, expiry: '2025-07-18' };

let ctx: TestContext;
let remotesFile: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { REMOTE_FLOW_URL: 'https://flow.cdn.example/v3/remoteEntry.js' } });
  // createTestContext points WEB_ROOT at <dataDir>/web; the REMOTES_FILE test starts its own context.
  const web = path.join(ctx.dataDir, 'web');
  await mkdir(path.join(web, 'shell', 'dist', 'assets'), { recursive: true });
  await writeFile(path.join(web, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(web, 'shell', 'dist', 'main.js'), 'console.log("shell")');
  await writeFile(path.join(web, 'shell', 'dist', 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(web, 'heatmap', 'dist'), { recursive: true });
  await writeFile(path.join(web, 'heatmap', 'dist', 'remoteEntry.js'), 'var heatmap;');
  await writeFile(path.join(web, 'heatmap', 'dist', '123.3f9a0c1b2d4e.js'), 'chunk');
  remotesFile = path.join(ctx.dataDir, 'remotes.json');
});
afterAll(() => ctx.stop());

describe('security headers', () => {
  test('on API answers, pages and errors', async () => {
    for (const target of ['/api/stocks', '/admin', '/api/nope', '/modules/heatmap/remoteEntry.js']) {
      const res = await ctx.request(target);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
    }
  });

  test('the CSP allows the origins of remotes named in the manifest', async () => {
    const csp = (await ctx.request('/remotes.json')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' https:\/\/flow\.cdn\.example(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/flow\.cdn\.example/);
  });

  test('HSTS only behind HTTPS; X-Forwarded-Proto is not believed without TRUST_PROXY', async () => {
    expect((await ctx.request('/api/stocks')).headers.get('strict-transport-security')).toBeNull();
    const forwarded = await ctx.request('/api/stocks', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers.get('strict-transport-security')).toBeNull();
    const secure = await ctx.request('https://localhost/api/stocks');
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('remotes manifest', () => {
  test('defaults to same-origin /modules/<name>/remoteEntry.js, REMOTE_<NAME>_URL overrides', async () => {
    const res = await ctx.request('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await readJson(res)).toEqual({
      heatmap: '/modules/heatmap/remoteEntry.js',
      funds: '/modules/funds/remoteEntry.js',
      flow: 'https://flow.cdn.example/v3/remoteEntry.js',
      library: '/modules/library/remoteEntry.js',
    });
  });

  test('REMOTES_FILE wins and is re-read when it changes (no restart); a file broken or removed later keeps the last good one', async () => {
    await writeFile(remotesFile, JSON.stringify({ heatmap: 'https://cdn.example/heatmap/v1/remoteEntry.js' }));
    const other = await createTestContext({
      env: { REMOTES_FILE: remotesFile, REMOTE_FUNDS_URL: 'https://funds.example/remoteEntry.js' },
    });
    try {
      const first = await readJson(await other.request('/remotes.json'));
      expect(first).toMatchObject({
        heatmap: 'https://cdn.example/heatmap/v1/remoteEntry.js',
        funds: 'https://funds.example/remoteEntry.js',
      });

      await writeFile(
        remotesFile,
        JSON.stringify({
          heatmap: 'https://cdn.example/heatmap/v2/remoteEntry.js',
          library: '/v2/library/remoteEntry.js',
        }),
      );
      await utimes(remotesFile, new Date(), new Date(Date.now() + 5000));
      const second = await other.request('/remotes.json');
      expect(await readJson(second)).toEqual({
        heatmap: 'https://cdn.example/heatmap/v2/remoteEntry.js',
        funds: 'https://funds.example/remoteEntry.js',
        flow: '/modules/flow/remoteEntry.js',
        library: '/v2/library/remoteEntry.js',
      });
      expect(second.headers.get('content-security-policy')).toContain('https://cdn.example');

      await writeFile(remotesFile, '{ not json');
      await utimes(remotesFile, new Date(), new Date(Date.now() + 10_000));
      expect((await readJson(await other.request('/remotes.json'))).heatmap).toBe(
        'https://cdn.example/heatmap/v2/remoteEntry.js',
      );
      await rm(remotesFile);
      expect((await readJson(await other.request('/remotes.json'))).heatmap).toBe(
        'https://cdn.example/heatmap/v2/remoteEntry.js',
      );
    } finally {
      await other.stop();
    }
  });
});

describe('serving the shell and remotes', () => {
  test('client routes answer the shell page with 200', async () => {
    const session = { cookie: 'tb_session=x' };
    for (const [route, headers] of [
      ['/', session],
      ['/login', {}],
      ['/admin', session],
      ['/admin/heatmap', session],
      ['/student', {}],
      ['/student/library', {}],
    ] as const) {
      const res = await ctx.request(route, { headers });
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('<title>shell</title>');
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });

  test("the admin's routes send a visitor with no session cookie to /login, before any page", async () => {
    for (const route of ['/', '/admin', '/admin/', '/admin/heatmap', '/admin/no-such-tab']) {
      const res = await ctx.request(route, { redirect: 'manual' });
      expect(res.status, route).toBe(302);
      expect(res.headers.get('location'), route).toBe('/login');
      // Not kept by a cache: the same URL serves the dashboard once the visitor has signed in.
      expect(res.headers.get('cache-control'), route).toBe('no-store');
      expect(res.headers.get('vary'), route).toContain('Cookie');
    }
    // The student portal and the sign-in page itself are served to anyone.
    for (const route of ['/student', '/student/flow', '/login']) {
      expect((await ctx.request(route, { redirect: 'manual' })).status, route).toBe(200);
    }
  });

  test('the page carries the remotes manifest and preloads what the route shows first', async () => {
    const student = await (await ctx.request('/student')).text();
    const inline = /<script type="application\/json" id="remotes-manifest">(.*?)<\/script>/.exec(student)?.[1];
    expect(JSON.parse(inline!)).toEqual(await readJson(await ctx.request('/remotes.json')));
    expect(student).toContain(
      '<link rel="preload" as="script" href="/modules/heatmap/remoteEntry.js" fetchpriority="low">',
    );
    expect(student).not.toContain('as="fetch"');

    const flow = await (await ctx.request('/student/flow')).text();
    expect(flow).toContain(
      '<link rel="preload" as="script" href="https://flow.cdn.example/v3/remoteEntry.js" fetchpriority="low">',
    );
    expect(flow).not.toContain('/api/stocks');

    // Nothing of the dashboard is preloaded on /login, nor for a tab that does not exist.
    for (const route of ['/login', '/student/constructor']) {
      const html = await (await ctx.request(route)).text();
      expect(html, route).toContain('id="remotes-manifest"');
      expect(html, route).not.toContain('rel="preload"');
    }
    const admin = await (await ctx.request('/admin/flow', { headers: { cookie: 'tb_session=x' } })).text();
    expect(admin).toContain('href="https://flow.cdn.example/v3/remoteEntry.js"');
    // Funds is served from here but not built (no <WEB_ROOT>/funds/dist/remoteEntry.js): no preload of a 404.
    expect(admin).not.toContain('href="/modules/funds/remoteEntry.js"');
    expect(admin).toContain('"funds":"/modules/funds/remoteEntry.js"');
    await mkdir(path.join(ctx.dataDir, 'web', 'funds', 'dist'), { recursive: true });
    await writeFile(path.join(ctx.dataDir, 'web', 'funds', 'dist', 'remoteEntry.js'), 'var funds;');
    try {
      const built = await (await ctx.request('/admin/flow', { headers: { cookie: 'tb_session=x' } })).text();
      expect(built).toContain(
        '<link rel="preload" as="script" href="/modules/funds/remoteEntry.js" fetchpriority="low">',
      );
    } finally {
      await rm(path.join(ctx.dataDir, 'web', 'funds'), { recursive: true, force: true });
    }
  });

  test('the student and admin pages carry their first reads, as an anonymous visitor reads them, and preload one they could not read', async () => {
    // A stock whose analysis text would end the script element early if written as is.
    expect((await ctx.send('POST', '/api/stocks', { symbol: 'AMD' })).status).toBe(201);
    expect((await ctx.send('PATCH', '/api/stocks/AMD', { analysisText: 'Breakout </script><b>&' })).status).toBe(200);
    expect(
      (await ctx.send('POST', '/api/holdings', { ticker: 'AMD', quantity: 3, tradePrice: 100, currentPrice: 120 }))
        .status,
    ).toBe(201);
    expect((await ctx.send('POST', '/api/unusual-flow', FLOW_ALERT)).status).toBe(201);
    const servedData = (html: string) =>
      /<script type="application\/json" id="served-data">(.*?)<\/script>/s.exec(html)?.[1];
    try {
      const student = await (await ctx.request('/student')).text();
      const text = servedData(student)!;
      expect(text).not.toMatch(/[<>&]/);
      const holdingsUrl = '/api/holdings?fund=Main+Fund';
      // The header's bell, on every dashboard page: today's analysis entries and the flow alerts.
      const bell = {
        '/api/analysis-log/today': await readJson(await ctx.request('/api/analysis-log/today')),
        '/api/unusual-flow': await readJson(await ctx.request('/api/unusual-flow')),
      };
      expect(bell['/api/analysis-log/today']).toMatchObject([{ stockSymbol: 'AMD' }]);
      expect(bell['/api/unusual-flow']).toMatchObject([{ ticker: FLOW_ALERT.ticker }]);
      expect(JSON.parse(text)).toEqual({
        '/api/stocks': await readJson(await ctx.request('/api/stocks')),
        [holdingsUrl]: await readJson(await ctx.request(holdingsUrl)),
        ...bell,
      });
      expect(JSON.parse(text)['/api/stocks'][0]).toMatchObject({
        symbol: 'AMD',
        analysisText: 'Breakout </script><b>&',
      });

      // The admin's dashboard carries the same public answers, read anonymously too, and its Main
      // Fund's next session trades and today's activity; another admin tab only those two.
      expect((await ctx.send('POST', '/api/next-session-trades', { ticker: 'AMD', action: 'add' })).status).toBe(201);
      const tradesUrl = '/api/next-session-trades?fund=Main+Fund';
      const trades = await readJson(await ctx.request(tradesUrl));
      expect(trades).toMatchObject([{ ticker: 'AMD', action: 'add' }]);
      // And today's daily activity (the server's today: the browser asks for its own date's URL).
      const today = todayUsDate();
      const activityUrl = `/api/daily-activity/Main%20Fund/${encodeURIComponent(today)}`;
      const saved = await ctx.send('POST', '/api/daily-activity', {
        fund: 'Main Fund',
        date: today,
        addedPositions: ['AMD'],
      });
      expect(saved.status).toBe(201);
      const activity = await readJson(await ctx.request(activityUrl));
      expect(activity).toMatchObject({ addedPositions: ['AMD'] });
      const admin = { cookie: (await ctx.login()).cookie };
      const servedOn = async (route: string) => {
        const served = JSON.parse(servedData(await (await ctx.request(route, { headers: admin })).text())!);
        // Past midnight between the two reads the page names the next day: compare that day's answer.
        if (todayUsDate() !== today)
          delete served[Object.keys(served).find((url) => url.startsWith('/api/daily-activity/'))!];
        else expect(served[activityUrl], route).toEqual(activity);
        delete served[activityUrl];
        return served;
      };
      // And who is signed in: the admin's own session (the next test).
      const session = { '/api/auth/status': { isAuthenticated: true, username: TEST_ADMIN.username } };
      for (const route of ['/admin', '/admin/heatmap']) {
        expect(await servedOn(route), route).toEqual({
          [tradesUrl]: trades,
          '/api/stocks': JSON.parse(text)['/api/stocks'],
          [holdingsUrl]: JSON.parse(text)[holdingsUrl],
          ...bell,
          ...session,
        });
      }
      expect(await servedOn('/admin/flow')).toEqual({ [tradesUrl]: trades, ...bell, ...session });

      // Only the bell's on a student tab that reads none of the others; nothing on /login.
      expect(JSON.parse(servedData(await (await ctx.request('/student/flow')).text())!)).toEqual(bell);
      expect(servedData(await (await ctx.request('/login')).text())).toBeUndefined();

      // A read that fails is left to the page: preloaded, not served.
      const stocks = ctx.models.stocks.find;
      ctx.models.stocks.find = (() => {
        throw new Error('database down');
      }) as never;
      try {
        const degraded = await (await ctx.request('/student')).text();
        expect(degraded).toContain('<link rel="preload" as="fetch" href="/api/stocks" crossorigin="use-credentials">');
        expect(Object.keys(JSON.parse(servedData(degraded)!))).toEqual([holdingsUrl, ...Object.keys(bell)]);
      } finally {
        ctx.models.stocks.find = stocks;
      }
    } finally {
      await ctx.models.stocks.deleteMany({});
      await ctx.models.holdings.deleteMany({});
      await ctx.models.nextSessionTrades.deleteMany({});
      await ctx.models.dailyActivity.deleteMany({});
      await ctx.models.unusualFlow.deleteMany({});
    }
  });

  test("the admin's page carries who is signed in, read with the visitor's session cookie; no other page does", async () => {
    const statusOn = async (route: string, cookie: string) => {
      const res = await ctx.request(route, { headers: { cookie } });
      const html = await res.text();
      const served = /<script type="application\/json" id="served-data">(.*?)<\/script>/s.exec(html)?.[1];
      return {
        status: served ? (JSON.parse(served) as Record<string, unknown>)['/api/auth/status'] : undefined,
        cacheControl: res.headers.get('cache-control'),
      };
    };
    const { cookie } = await ctx.login();
    for (const route of ['/', '/admin', '/admin/flow']) {
      // This visitor's alone: a shared cache keeps no copy of it.
      expect(await statusOn(route, cookie), route).toEqual({
        status: { isAuthenticated: true, username: TEST_ADMIN.username },
        cacheControl: 'private, no-cache',
      });
    }
    // A session that has ended: the page says so (and sends the visitor to /login at once).
    expect(await statusOn('/admin', 'tb_session=ended')).toEqual({
      status: { isAuthenticated: false, username: null },
      cacheControl: 'private, no-cache',
    });
    // The student portal is the same for everyone, signed in or not.
    expect(await statusOn('/student', cookie)).toEqual({ status: undefined, cacheControl: 'no-cache' });
  });

  test("the page also preloads the chunks a served module's views load first, and the code of the view it shows (its mf-manifest.json)", async () => {
    const manifestFile = path.join(ctx.dataDir, 'web', 'heatmap', 'dist', 'mf-manifest.json');
    // Each lazy view's chunk is named view-<key> (createLazyViewParcel, webpackChunkName).
    const viewChunks = ['view-student-heatmap.51c0ffee00.js', 'view-admin-heatmap.0ddba11000.js', '9262.b60683cc19.js'];
    const manifest = (sync: string[], async: string[] = viewChunks) =>
      JSON.stringify({
        name: 'heatmap',
        exposes: [{ name: 'views', assets: { js: { sync, async }, css: { sync: [], async: [] } } }],
      });
    const preloadedScripts = async (route: string, headers: Record<string, string> = {}) =>
      [
        ...(await (await ctx.request(route, { headers })).text()).matchAll(
          /<link rel="preload" as="script" href="([^"]*)"[^>]*>/g,
        ),
      ].map(([, href]) => href);
    // No manifest (a build without one): the entry alone, as before.
    expect(await preloadedScripts('/student')).toEqual(['/modules/heatmap/remoteEntry.js']);
    await writeFile(manifestFile, manifest(['__federation_expose_views.ea581533db.js']));
    try {
      // The student's watchlist: its view's chunk, not the admin's (nor any other async chunk).
      expect(await preloadedScripts('/student')).toEqual([
        '/modules/heatmap/remoteEntry.js',
        '/modules/heatmap/__federation_expose_views.ea581533db.js',
        '/modules/heatmap/view-student-heatmap.51c0ffee00.js',
      ]);
      // The admin's heat map tab: the admin's view.
      const admin = await preloadedScripts('/admin/heatmap', { cookie: 'tb_session=x' });
      expect(admin).toContain('/modules/heatmap/view-admin-heatmap.0ddba11000.js');
      expect(admin).not.toContain('/modules/heatmap/view-student-heatmap.51c0ffee00.js');
      // /admin opens on the heat map tab on a large screen only: on a phone the admin's widgets come
      // first and the heat map below them loads when scrolled to. Its files are preloaded for a large
      // screen alone (a phone skips a preload whose media does not match); a named tab for any.
      const home = await (await ctx.request('/admin', { headers: { cookie: 'tb_session=x' } })).text();
      const largeScreenOnly = [
        ...home.matchAll(/<link rel="preload" as="script" href="([^"]*)" media="\(min-width: 1200px\)"[^>]*>/g),
      ].map(([, href]) => href);
      expect(largeScreenOnly).toEqual([
        '/modules/heatmap/remoteEntry.js',
        '/modules/heatmap/__federation_expose_views.ea581533db.js',
        '/modules/heatmap/view-admin-heatmap.0ddba11000.js',
      ]);
      expect(admin.join(' ')).not.toContain('media');
      expect(await (await ctx.request('/admin/heatmap', { headers: { cookie: 'tb_session=x' } })).text()).not.toContain(
        'media=',
      );
      // A new build (another file): read again. A name that is not a plain chunk file is never preloaded.
      await writeFile(
        manifestFile,
        manifest(
          ['__federation_expose_views.0c1d2e3f4a.js', '../../shell/dist/main.js'],
          ['../view-student-heatmap.js', 'view-student-heatmap.2b2b2b2b2b.js'],
        ),
      );
      await utimes(manifestFile, new Date(), new Date(Date.now() + 5_000));
      expect(await preloadedScripts('/student')).toEqual([
        '/modules/heatmap/remoteEntry.js',
        '/modules/heatmap/__federation_expose_views.0c1d2e3f4a.js',
        '/modules/heatmap/view-student-heatmap.2b2b2b2b2b.js',
      ]);
      // A build from before lazy views (no async list): its first chunks, as before.
      await writeFile(
        manifestFile,
        JSON.stringify({ exposes: [{ name: 'views', assets: { js: { sync: ['__federation_expose_views.1a.js'] } } }] }),
      );
      await utimes(manifestFile, new Date(), new Date(Date.now() + 7_500));
      expect(await preloadedScripts('/student')).toEqual([
        '/modules/heatmap/remoteEntry.js',
        '/modules/heatmap/__federation_expose_views.1a.js',
      ]);
      // A module hosted elsewhere: its entry only (its manifest is not this server's to read).
      expect(await preloadedScripts('/student/flow')).toEqual(['https://flow.cdn.example/v3/remoteEntry.js']);
      // Not JSON, or not the shape: the entry alone.
      await writeFile(manifestFile, '{"exposes": "views"}');
      await utimes(manifestFile, new Date(), new Date(Date.now() + 10_000));
      expect(await preloadedScripts('/student')).toEqual(['/modules/heatmap/remoteEntry.js']);
    } finally {
      await rm(manifestFile, { force: true });
    }
  });

  test("the page preloads the shell's own scripts for its route (route-scripts.json)", async () => {
    const routesFile = path.join(ctx.dataDir, 'web', 'shell', 'dist', 'route-scripts.json');
    const preloads = async (route: string, headers: Record<string, string> = {}) =>
      [
        ...(await (await ctx.request(route, { headers })).text()).matchAll(
          /<link rel="preload" as="(\w+)" href="([^"]*)"/g,
        ),
      ]
        .map(([, as, href]) => `${as} ${href}`)
        // The modules' entries and chunks are the other tests'.
        .filter((link) => !link.includes('/modules/') && !link.includes('://'));
    await writeFile(
      routesFile,
      JSON.stringify({
        login: ['5873.aabbccdd01.js', 'libs-start.aabbccdd02.js'],
        dashboard: ['5873.aabbccdd01.js', '9905.aabbccdd03.js', '../../secrets.js'],
      }),
    );
    try {
      const login = ['script /5873.aabbccdd01.js', 'script /libs-start.aabbccdd02.js'];
      expect(await preloads('/login')).toEqual(login);
      // A name that is not a plain chunk file is never preloaded.
      const dashboard = ['script /5873.aabbccdd01.js', 'script /9905.aabbccdd03.js'];
      // The watchlist's reads are served inside the page (the previous test): nothing to fetch first.
      expect(await preloads('/student')).toEqual(dashboard);
      expect(await preloads('/admin/flow', { cookie: 'tb_session=x' })).toEqual(dashboard);
      expect(await preloads('/no/such/page')).toEqual([]);
    } finally {
      await rm(routesFile, { force: true });
    }
    // A build without the file: main.js asks for its scripts itself.
    expect(await preloads('/login')).toEqual([]);
  });

  test("/login is served from the shell's login.html when the build has one, with nothing to preload", async () => {
    const loginFile = path.join(ctx.dataDir, 'web', 'shell', 'dist', 'login.html');
    const routesFile = path.join(ctx.dataDir, 'web', 'shell', 'dist', 'route-scripts.json');
    await writeFile(loginFile, '<!doctype html><title>login page</title>');
    await writeFile(routesFile, JSON.stringify({ login: ['5873.aabbccdd01.js'], dashboard: ['9905.aabbccdd03.js'] }));
    try {
      for (const route of ['/login', '/login/']) {
        const res = await ctx.request(route);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('<title>login page</title>');
        expect(html).not.toContain('rel="preload"');
      }
      // Signed in, /admin is the dashboards' shell page with the dashboard's scripts.
      const admin = await (await ctx.request('/admin', { headers: { cookie: 'tb_session=x' } })).text();
      expect(admin).toContain('<title>shell</title>');
      expect(admin).toContain('href="/9905.aabbccdd03.js"');
      expect(admin).not.toContain('href="/5873.aabbccdd01.js"');
    } finally {
      await rm(loginFile, { force: true });
      await rm(routesFile, { force: true });
    }
    // A build without it: /login is the dashboards' shell page, as before.
    expect(await (await ctx.request('/login')).text()).toContain('<title>shell</title>');
  });

  test('unknown paths answer the shell page with 404', async () => {
    const res = await ctx.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>shell</title>');
  });

  test('shell files are served with their type; path traversal is refused', async () => {
    const js = await ctx.request('/main.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await ctx.request('/assets/logo.svg')).headers.get('content-type')).toContain('image/svg+xml');
    const traversal = await ctx.request('/..%2f..%2fremotes.json');
    expect(await traversal.text()).not.toContain('heatmap/v');
  });

  test('remotes are served under /modules/<name>/ with CORS; entry revalidates, hashed chunks cache', async () => {
    const entry = await ctx.request('/modules/heatmap/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('var heatmap;');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await ctx.request('/modules/heatmap/123.3f9a0c1b2d4e.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const etag = entry.headers.get('etag')!;
    expect((await ctx.request('/modules/heatmap/remoteEntry.js', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
  });

  test('text files are compressed for clients that accept it (br preferred, then gzip), others get identity', async () => {
    const source = 'export const rows = [' + Array.from({ length: 400 }, (_, i) => `"row-${i}"`).join(',') + '];\n';
    await writeFile(path.join(ctx.dataDir, 'web', 'heatmap', 'dist', '456.aabbccdd.js'), source);
    const url = '/modules/heatmap/456.aabbccdd.js';

    const gz = await ctx.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(gzBytes.length).toBeLessThan(source.length / 3);
    expect(gunzipSync(gzBytes).toString()).toBe(source);

    const br = await ctx.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(source);

    const refused = await ctx.request(url, { headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(source);
  });

  test('the page itself, built per request, is gzip-compressed for clients that accept it', async () => {
    const plain = await ctx.request('/student');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const page = await plain.text();
    expect(page).toContain('id="served-data"');

    const gz = await ctx.request('/student', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    // Kept apart by a cache from the plain page, and from another visitor's theme and session.
    expect(gz.headers.get('vary')).toBe('Cookie, Sec-CH-Prefers-Color-Scheme, Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    // A built file of the shell keeps its own encoding (brotli): it is not compressed twice.
    const source = 'export const names = [' + Array.from({ length: 300 }, (_, i) => `"name-${i}"`).join(',') + '];\n';
    await writeFile(path.join(ctx.dataDir, 'web', 'shell', 'dist', '77.aabbccdd.js'), source);
    const chunk = await ctx.request('/77.aabbccdd.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await chunk.arrayBuffer())).toString()).toBe(source);
  });

  test("the build's own brotli copy (<file>.br) is sent when it decodes to the file, a stale one is not", async () => {
    const source = 'export const cells = [' + Array.from({ length: 400 }, (_, i) => `"cell-${i}"`).join(',') + '];\n';
    const dist = path.join(ctx.dataDir, 'web', 'heatmap', 'dist');
    const ownCopy = brotliCompressSync(source);
    await writeFile(path.join(dist, '789.aabbccdd.js'), source);
    await writeFile(path.join(dist, '789.aabbccdd.js.br'), ownCopy);
    const res = await ctx.request('/modules/heatmap/789.aabbccdd.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await res.arrayBuffer()).equals(ownCopy)).toBe(true);

    // A copy of other content (a file rebuilt without its .br) is ignored: the API compresses the file.
    await writeFile(path.join(dist, '790.aabbccdd.js'), source);
    await writeFile(path.join(dist, '790.aabbccdd.js.br'), brotliCompressSync('something else'));
    const stale = await ctx.request('/modules/heatmap/790.aabbccdd.js', { headers: { 'accept-encoding': 'br' } });
    expect(stale.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await stale.arrayBuffer())).toString()).toBe(source);
  });

  test('a remote that is not built answers 404 (the API keeps working)', async () => {
    const res = await ctx.request('/modules/library/remoteEntry.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('without a built shell the server still serves the API', async () => {
    const bare = await createTestContext();
    try {
      expect((await bare.request('/')).status).toBe(200);
      expect(await (await bare.request('/')).text()).toContain('/api/docs');
      expect((await bare.request('/admin/x')).status).toBe(404);
      expect((await bare.request('/api/stocks')).status).toBe(200);
    } finally {
      await bare.stop();
    }
  });
});

describe('OpenAPI document', () => {
  test('/api/openapi.json documents the routes with named schemas', async () => {
    const doc = await readJson(await ctx.request('/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/stocks', '/api/stocks/{symbol}', '/api/auth/login', '/api/analysis-log/today']),
    );
    expect(doc.components.schemas.Stock.properties.symbol).toBeDefined();
    expect(doc.paths['/api/stocks'].post.security).toEqual([{ cookieAuth: [] }]);
  });
});

describe('errors', () => {
  test('a JSON body over 1 MB answers 413', async () => {
    const res = await ctx.send('POST', '/api/stocks', { symbol: 'BIG', analysisText: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({ message: 'Request body too large' });
  });

  test('a wrong content type answers 415', async () => {
    const res = await ctx.send('POST', '/api/stocks', undefined, { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await readJson(res)).toEqual({ message: 'Unsupported Media Type' });
  });

  test('an unexpected failure answers 500 without internals', async () => {
    const original = ctx.models.stocks.find;
    ctx.models.stocks.find = (() => {
      throw new Error('connection to /srv/secret/db refused');
    }) as never;
    try {
      const res = await ctx.request('/api/stocks');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
      expect(text).not.toContain('secret');
    } finally {
      ctx.models.stocks.find = original;
    }
  });
});
