/**
 * Issue 26, version skew: a funds module built against a NEWER module kit than the shell's (a copy of
 * packages/ui with its minor version raised and one new export, which the funds build calls in its
 * Fund Holdings title) is deployed through the deploy API into the running product. An open student
 * page picks it up at its next tab change and works, with no shell rebuild: the kit is shared under
 * ^<version>, not as a singleton, so the shell's older kit does not satisfy the module, which loads the
 * copy it bundles; the runtime package (toasts, theme, focus, the QueryClient) stays one per page.
 * Before the split the shell's kit always won and the new export was "not a function".
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminClient } from '../support/api.js';
import { openBrowser } from '../support/browser.js';
import { NEW_KIT_EXPORT, writeNewerKit } from '../support/newer-kit.js';
import { E2E_DIR, REPO_ROOT, SHELL_DIST, TMP_DIR } from '../support/paths.js';
import { startTradeboard, type TradeboardServer } from '../support/server.js';
import { serveFolder } from '../support/static-server.js';

const run = promisify(execFile);
const TITLE = 'Fund Holdings';
const KIT = '@tradeboard/ui';
const RUNTIME = '@tradeboard/runtime';

let server: TradeboardServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let host: Awaited<ReturnType<typeof serveFolder>>;
let buildDir: string;
let kitDir: string;
let token: string;

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

const heading = () => page.getByRole('heading', { level: 2 }).filter({ hasText: new RegExp(`^${TITLE}`) });

/** Another tab, then Portfolio Data again: the title read, or '' while the page loads afresh. */
async function changeTabAndReadTitle(): Promise<string> {
  try {
    await page.getByRole('tab', { name: 'Heat Map' }).click();
    await page.getByRole('tab', { name: 'Portfolio Data' }).click();
    await page.locator('tr[data-symbol="AMZN"]').waitFor();
    return await heading().first().innerText();
  } catch {
    return '';
  }
}

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
  hasNewExport: boolean;
}

/** The page's share scope for the kit and the runtime: each version, who provided it, whether loaded. */
function readShareScope(): Promise<Record<string, ShareEntry[]>> {
  return page.evaluate(
    async ({ names, newExport }) => {
      type Info = { from: string; loaded?: boolean; lib?: () => Record<string, unknown> };
      const share = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, ShareEntry[]> = {};
      for (const name of names) {
        const versions = new Map<string, ShareEntry>();
        for (const byScope of Object.values(share)) {
          for (const [version, info] of Object.entries(byScope.default?.[name] ?? {})) {
            const exports = info.loaded && info.lib ? info.lib() : {};
            versions.set(version, {
              version,
              from: info.from,
              loaded: Boolean(info.loaded),
              hasNewExport: typeof exports[newExport] === 'function',
            });
          }
        }
        result[name] = [...versions.values()].sort((a, b) => a.version.localeCompare(b.version));
      }
      return result;
    },
    { names: [KIT, RUNTIME], newExport: NEW_KIT_EXPORT },
  );
}

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-funds-newer-kit-'));
  // Inside the repository, so the kit copy's imports (react, MUI, the runtime) resolve from node_modules.
  await mkdir(TMP_DIR, { recursive: true });
  kitDir = await mkdtemp(path.join(TMP_DIR, 'newer-kit-'));
  host = await serveFolder(buildDir);
  server = await startTradeboard({ env: { MODULE_HOSTS: host.url } });
  const api = await adminClient(server.url);
  await api.send('POST', '/api/holdings/import', {
    fund: 'Main Fund',
    holdings: [{ ticker: 'AMZN', quantity: 40, tradePrice: 182.35 }],
  });
  const created = await run(
    process.execPath,
    [path.join(REPO_ROOT, 'services/api/dist/modules/token-cli.js'), 'create', 'funds'],
    {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: path.dirname(server.remotesFile) },
    },
  );
  token = created.stdout.trim().split('\n').at(-1)!;
  browser = await openBrowser();
  page = browser.page;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await host?.close();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
  if (kitDir) await rm(kitDir, { recursive: true, force: true });
});

it(
  'a funds module built against a newer kit runs in the older shell, deployed at run time',
  { timeout: 600_000 },
  async () => {
    await page.goto(`${server.url}/student/portfolio`);
    await page.locator('tr[data-symbol="AMZN"]').waitFor();
    expect(await heading().first().innerText()).toBe(TITLE);
    const shellBefore = await sha256(path.join(SHELL_DIST, 'main.js'));
    const before = await readShareScope();
    const shellKit = before[KIT]!.find((entry) => entry.from === 'shell')!;
    expect(shellKit).toMatchObject({ loaded: true, hasNewExport: false });

    // The module team's upgrade: the next kit release, and a funds build that uses its new export.
    const kit = await writeNewerKit(kitDir);
    const expectedTitle = `${TITLE} (kit ${kit.version})`;
    await run(
      process.execPath,
      [
        path.join(E2E_DIR, 'support/build-changed-remote.js'),
        'funds',
        buildDir,
        `<SectionCard title="${TITLE}">`,
        `<SectionCard title={${NEW_KIT_EXPORT}('${TITLE}')}>`,
        '--prepend',
        `import { ${NEW_KIT_EXPORT} } from '${KIT}';\n`,
        '--kit',
        kitDir,
        '--expect',
        ` (kit ${kit.version})`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const manifest = JSON.parse(await readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as {
      shared: Array<{ name: string; version: string; requiredVersion: string; singleton: boolean }>;
    };
    expect(manifest.shared.find((entry) => entry.name === KIT)).toMatchObject({
      version: kit.version,
      requiredVersion: `^${kit.version}`,
      singleton: false,
    });

    const response = await fetch(`${server.url}/api/modules/funds/deployments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: `kit-${kit.version}`, remoteEntryUrl: `${host.url}/remoteEntry.js` }),
    });
    const deployed = (await response.json()) as { message?: string };
    expect(response.status, deployed.message).toBe(201);

    // The live stream tells the page; the next tab change loads the new funds, which calls the new export.
    await expect.poll(changeTabAndReadTitle, { timeout: 90_000, interval: 200 }).toBe(expectedTitle);
    const after = await readShareScope();
    // Two kits on the page: the shell's, and the newer one the funds module brought (its own copy).
    expect(after[KIT]!.map(({ version, from }) => ({ version, from }))).toEqual(
      [
        { version: shellKit.version, from: 'shell' },
        { version: kit.version, from: 'funds' },
      ].sort((a, b) => a.version.localeCompare(b.version)),
    );
    expect(after[KIT]!.find((entry) => entry.version === kit.version)).toMatchObject({
      loaded: true,
      hasNewExport: true,
    });
    // One runtime: the shell's, which both kits use.
    expect(after[RUNTIME]).toEqual([expect.objectContaining({ from: 'shell', loaded: true })]);
    // The module works: its holdings are shown, and the page threw nothing.
    expect(await page.locator('tr[data-symbol="AMZN"]').count()).toBeGreaterThan(0);
    expect(browser.pageErrors).toEqual([]);
    // The shell was not rebuilt, the API not restarted.
    expect(await sha256(path.join(SHELL_DIST, 'main.js'))).toBe(shellBefore);
    expect(process.kill(server.pid, 0)).toBe(true);
  },
);
