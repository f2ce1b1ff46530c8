/**
 * Issue 26, the fifth module end to end. On a scratch copy of the repository (tools/new-remote/scratch.ts)
 * the generator adds watchlist-news to the module registry and writes apps/watchlist-news, and nothing
 * else is edited. What derives from the registry is built there with its own `npm run build`: types (the
 * API reads the registry from its build), the API (tsc: it typechecks against five modules), the shell
 * (typechecked too; its tabs and frames come from the registry), and the new app. The copy's API
 * (127.0.0.1, embedded database) serves that shell and this checkout's four built remotes, but no build
 * of the new module: it reaches the page only through `npm run deploy -- watchlist-news --dir ...` with
 * a deploy token. Then the student and the admin dashboards have its tab, whose panel shows the stub's
 * title and empty text: the container named with a '-' (a `global` library, `self['watchlist-news']`)
 * is found in a real browser, with no console error.
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@tradeboard/types/core';
import { newRemote, REGISTRY_FILE } from '@tradeboard/tools/new-remote';
import { removeScratch, repositoryCopy, REPO_ROOT, runClean } from '@tradeboard/tools/new-remote/scratch';
import { openBrowser, signIn, waitForHydrated } from '../support/browser.js';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  createDeployToken,
  startTradeboard,
  type TradeboardServer,
} from '../support/server.js';

const NAME = 'watchlist-news';
const VERSION = '0.1.0';

let root: string;
let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
/** What the scratch registry says the module shows: its tab label, the view's title and empty texts. */
let shown: { label: string; title: string; empty: readonly string[] };
/** The deployed remoteEntry.js, as the deploy CLI printed it. */
let deployedEntry: string;
const consoleErrors: string[] = [];
const requested: string[] = [];

const npm = (workspace: string, ...args: string[]) => runClean('npm', args, { cwd: path.join(root, workspace) });
const getJson = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).json();

beforeAll(async () => {
  root = repositoryCopy({ whole: ['apps/shell', 'services/api'] });
  const { written, updated } = newRemote(NAME, { root, install: false });
  expect(updated.sort()).toEqual(['e2e/package.json', REGISTRY_FILE]);
  expect(written.every((file) => file.startsWith(`apps/${NAME}/`))).toBe(true);

  // One build at a time (two cores); the shell's build is webpack then its prerendered frames.
  for (const workspace of ['packages/types', 'services/api', 'apps/shell', `apps/${NAME}`])
    await npm(workspace, 'run', 'build');
  await npm('apps/shell', 'run', 'typecheck');

  const registry = (await import(/* @vite-ignore */ path.join(root, 'packages/types/src/core/index.ts'))) as {
    STUDENT_TAB_DEFINITIONS: readonly { tab: string; label: string; view: string }[];
    ADMIN_TAB_DEFINITIONS: readonly { tab: string; label: string; view: string }[];
    VIEW_TEXTS: Record<string, Record<string, { title: string; empty: readonly string[] }>>;
  };
  const tabs = [...registry.STUDENT_TAB_DEFINITIONS, ...registry.ADMIN_TAB_DEFINITIONS].filter(
    (tab) => tab.tab === NAME,
  );
  expect(tabs.map((tab) => tab.label)).toEqual(['Watchlist News', 'Watchlist News']);
  shown = { label: tabs[0]!.label, ...registry.VIEW_TEXTS[NAME]![tabs[0]!.view]! };
  expect(shown).toEqual({
    label: 'Watchlist News',
    title: 'Watchlist News',
    empty: ['Nothing in Watchlist News yet.'],
  });

  // The front ends the copy's API serves: the copy's shell and this checkout's builds of the four
  // registered remotes. The new module's folder is not there: only a deploy brings it.
  const webRoot = path.join(root, 'web');
  mkdirSync(webRoot);
  symlinkSync(path.join(root, 'apps/shell'), path.join(webRoot, 'shell'));
  for (const remote of REMOTE_NAMES) symlinkSync(path.join(REPO_ROOT, 'apps', remote), path.join(webRoot, remote));
  server = await startTradeboard({ apiDir: path.join(root, 'services/api'), env: { WEB_ROOT: webRoot } });

  browser = await openBrowser();
  page = browser.page;
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => requested.push(request.url()));
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (root) removeScratch(root);
});

it(
  'is deployed through `npm run deploy -- watchlist-news --dir` with a deploy token',
  { timeout: 120_000 },
  async () => {
    // Registered but never built for this server: the same-origin default is missing.
    expect(((await getJson('/remotes.json')) as Record<string, string>)[NAME]).toBe(`/modules/${NAME}/remoteEntry.js`);
    expect((await fetch(`${server.url}/modules/${NAME}/remoteEntry.js`)).status).toBe(404);

    const token = await createDeployToken(server, NAME);
    expect(token).toMatch(/^tbdeploy_/);
    const dist = path.join(root, 'apps', NAME, 'dist');
    const { stdout } = await runClean('npm', ['run', 'deploy', '--', NAME, '--dir', dist, '--version', VERSION], {
      cwd: REPO_ROOT,
      env: { TRADEBOARD_URL: server.url, TRADEBOARD_DEPLOY_TOKEN: token },
    });
    const live = new RegExp(
      `^${NAME} ${VERSION} is live: (/modules/${NAME}/builds/[0-9a-f]+/remoteEntry\\.js)$`,
      'm',
    ).exec(stdout);
    expect(live, stdout).not.toBeNull();
    deployedEntry = live![1]!;

    const manifest = (await getJson('/remotes.json')) as Record<string, string> & { integrity: Record<string, string> };
    expect(manifest[NAME]).toBe(`${deployedEntry}?v=${VERSION}`);
    expect(manifest.integrity[NAME]).toMatch(/^sha384-/);
  },
);

describe.each([
  { role: 'student', dashboard: '/student' },
  { role: 'admin', dashboard: '/admin' },
])('the $role dashboard', ({ role, dashboard }) => {
  it(`has its tab, whose panel shows the stub's title and empty text`, { timeout: 120_000 }, async () => {
    expect(deployedEntry, 'deployed by the test above').toBeDefined();
    requested.length = 0;
    if (role === 'admin') await signIn(page, server.url, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    await page.goto(`${server.url}${dashboard}`);
    await waitForHydrated(page);
    await page.getByRole('tab', { name: shown.label, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(shown.empty[0]!, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${dashboard}/${NAME}`);
    expect(await panel.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([shown.title]);
    for (const line of shown.empty) expect(await panel.getByText(line, { exact: true }).count()).toBe(1);

    // The deployed build, found by its '-' name on the page.
    expect(requested.some((url) => url.startsWith(`${server.url}${deployedEntry}?v=${VERSION}`))).toBe(true);
    expect(requested.some((url) => url.startsWith(`${server.url}/modules/${NAME}/remoteEntry.js`))).toBe(false);
    expect(await page.evaluate((name) => typeof (globalThis as Record<string, unknown>)[name], NAME)).toBe('object');
    expect(consoleErrors).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
