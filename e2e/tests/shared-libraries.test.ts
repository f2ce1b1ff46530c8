/**
 * The shared singletons are downloaded once per page: the heat map remote uses the shell's copy of
 * react, react-dom, MUI, emotion, jotai, react-query, the runtime package and (built at the same version)
 * the module kit instead of fetching its own. Checked twice:
 * in the network (every module file of each library arrives in exactly one downloaded script, all
 * from one build) and in the Module Federation share scope (one version, provided by the shell,
 * used by the heat map). The federation runtime itself is downloaded once too, with the shell.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser, signIn } from '../support/browser.js';
import { duplicatedModules, modulesInScripts, type ModuleOccurrence } from '../support/bundle-contents.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTradeboard, type TradeboardServer } from '../support/server.js';

/** The shared npm packages (SINGLETONS in tools/webpack/shared.cjs), checked in the network. */
const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'jotai',
  '@tanstack/react-query',
  '@tradeboard/runtime',
  // Not a singleton but shared under ^<kit version>: a remote built with the shell's kit uses its copy.
  '@tradeboard/ui',
];
/**
 * Their share-scope keys. MUI is shared per path (MUI_PATHS in shared.cjs): '@mui/material/Box',
 * which the shell imports too, and '@mui/material/List', which only views import, so the shell
 * provides it from the list without using it itself.
 */
const SHARE_KEYS = [
  ...SHARED_LIBRARIES.filter((library) => library !== '@mui/material'),
  '@mui/material/Box',
  '@mui/material/List',
];
/**
 * The ones the heat map imports itself, so its use of the shell's copy shows in the share scope
 * (jotai and @tradeboard/runtime are reached only through the kit: the shared focus and toast state).
 */
const USED_BY_HEATMAP = ['react', '@mui/material/Box', '@mui/material/List', '@tanstack/react-query', '@tradeboard/ui'];

interface ShareInfo {
  from: string;
  loaded: boolean;
  useIn: string[];
}

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startTradeboard();
  const api = await adminClient(server.url);
  await api.addStocks([{ symbol: 'AAPL', range: 'Fair Value', hourBotPosition: true }]);
  browser = await openBrowser();
  page = browser.page;
  await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  { name: 'admin dashboard (heat map and bot tabs)', path: '/admin', extraTab: 'Bot Analysis', viewsUseList: true },
  // The student's watchlist imports no MUI path the shell does not: List is the bot tab's (each view
  // is a chunk of its own, so the student's page loads none of the admin's views).
  { name: 'student portal', path: '/student', extraTab: null, viewsUseList: false },
])('$name', ({ path, extraTab, viewsUseList }) => {
  let scripts: string[];
  let occurrences: ModuleOccurrence[];

  beforeAll(async () => {
    scripts = [];
    // Scripts that arrived, fresh or revalidated (304); a module not deployed yet answers 404 and brings nothing.
    const record = (response: { url(): string; status(): number; request(): { resourceType(): string } }) => {
      if (response.status() < 400 && response.request().resourceType() === 'script') scripts.push(response.url());
    };
    // End the previous page first, so none of its late responses are counted for this one.
    await page.goto('about:blank');
    page.on('response', record);
    await page.goto(`${server.url}${path}`);
    await page.locator('tr[data-symbol="AAPL"]').waitFor();
    if (extraTab) {
      await page.getByRole('tab', { name: extraTab }).click();
      await page.locator('li[data-symbol="AAPL"]').waitFor();
    }
    await page.waitForLoadState('networkidle');
    page.off('response', record);
    occurrences = await modulesInScripts(scripts).catch((error: unknown) => {
      throw new Error(`${String(error)}\nserver log:\n${server.logs().split('\n').slice(-20).join('\n')}`);
    });
  });

  it('loads the heat map remote from its own container', () => {
    expect(scripts.some((url) => new URL(url).pathname === '/modules/heatmap/remoteEntry.js')).toBe(true);
  });

  it('fetches no script twice', () => {
    expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
  });

  it.each(SHARED_LIBRARIES)('downloads %s once: each module file in one script, all from one build', (library) => {
    const mine = occurrences.filter((occurrence) => occurrence.packageName === library);
    expect(mine.length, `${library} should be in the downloaded scripts`).toBeGreaterThan(0);
    expect(duplicatedModules(mine).get(library) ?? []).toEqual([]);
    // One build provides it: the shell's chunks live at /, a remote's under /modules/<name>/.
    const builds = new Set(
      mine.map(({ url }) =>
        new URL(url).pathname.startsWith('/modules/') ? new URL(url).pathname.split('/')[2] : 'shell',
      ),
    );
    expect([...builds]).toEqual(['shell']);
  });

  it("downloads the Module Federation runtime once, in the shell's entry: the remotes use its copy", () => {
    const runtime = occurrences.filter((occurrence) => occurrence.packageName === '@module-federation/runtime-core');
    expect(runtime.length).toBeGreaterThan(0);
    expect([...new Set(runtime.map(({ url }) => new URL(url).pathname))]).toEqual(['/main.js']);
  });

  it('downloads only the MUI components the page uses, in at most three files', () => {
    const mui = occurrences.filter((occurrence) => occurrence.packageName === '@mui/material');
    // libs-start, (when the page is idle) mui-toast and (with the first part that opens on an
    // action: a desktop's search after hydration) mui-later: not one file per path.
    expect(new Set(mui.map(({ url }) => new URL(url).pathname)).size).toBeLessThanOrEqual(3);
    // No app uses TablePagination: it arrives only with the whole library.
    expect(mui.filter(({ moduleFile }) => moduleFile.startsWith('@mui/material/TablePagination/'))).toEqual([]);
  });

  it('downloads the other libraries the dashboard starts with in one file, not one file each', () => {
    const libraries = ['react', 'react-dom', '@emotion/react', '@emotion/styled', 'jotai', '@tanstack/react-query'];
    const files = occurrences
      .filter((occurrence) => libraries.includes(occurrence.packageName))
      .map(({ url }) => new URL(url).pathname);
    // 'libs-start' (tools/webpack/muiChunks.cjs): a request, a script and a task on a phone, not six.
    expect([...new Set(files)]).toEqual([expect.stringMatching(/^\/libs-start\.[0-9a-f]+\.js$/)]);
  });

  it('has one loaded version of each library in the share scope, loaded by the shell and used by the heat map', async () => {
    const scope = await page.evaluate((libraries) => {
      const share = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, Array<{ version: string; from: string; loaded: boolean; useIn: string[] }>> = {};
      for (const library of libraries) {
        const versions = new Map<string, { version: string; from: string; loaded: boolean; useIn: string[] }>();
        for (const byScope of Object.values(share)) {
          for (const [version, info] of Object.entries(byScope.default?.[library] ?? {})) {
            versions.set(version, {
              version,
              from: info.from,
              loaded: Boolean(info.loaded),
              useIn: [...Object.values(info.useIn ?? {})],
            });
          }
        }
        result[library] = [...versions.values()];
      }
      return result;
    }, SHARE_KEYS);

    for (const library of SHARE_KEYS) {
      const versions = scope[library] ?? [];
      expect(versions, library).toHaveLength(1);
      if (library === '@mui/material/List' && !viewsUseList) {
        // Provided by the shell (from its list), used by no view on this page.
        expect(versions[0], library).toMatchObject({ from: 'shell', loaded: false });
        expect(versions[0]?.useIn, library).not.toContain('heatmap');
        continue;
      }
      expect(versions[0], library).toMatchObject({ loaded: true });
      // `from` names the container that loaded it first. For a path only views import, that is the
      // view's container, through the shell's factory: the network check above finds its code in
      // the shell's build only.
      if (library !== '@mui/material/List') expect(versions[0]?.from, library).toBe('shell');
      if (USED_BY_HEATMAP.includes(library)) expect(versions[0]?.useIn, library).toContain('heatmap');
    }
  });
});
