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
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeTabAndReadTitle, sha256, startFundsDeployStage } from '../support/funds-deploy.js';
import { NEW_KIT_EXPORT, writeNewerKit } from '../support/newer-kit.js';
import { E2E_DIR, SHELL_DIST, TMP_DIR } from '../support/paths.js';

const run = promisify(execFile);
const TITLE = 'Fund Holdings';
const KIT = '@tradeboard/ui';
const RUNTIME = '@tradeboard/runtime';

let stage: Awaited<ReturnType<typeof startFundsDeployStage>>;
let page: Page;
let kitDir: string;

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
  // Inside the repository, so the kit copy's imports (react, MUI, the runtime) resolve from node_modules.
  await mkdir(TMP_DIR, { recursive: true });
  kitDir = await mkdtemp(path.join(TMP_DIR, 'newer-kit-'));
  stage = await startFundsDeployStage('tradeboard-funds-newer-kit-');
  page = stage.page;
}, 120_000);

afterAll(async () => {
  await stage?.stop();
  if (kitDir) await rm(kitDir, { recursive: true, force: true });
});

it(
  'a funds module built against a newer kit runs in the older shell, deployed at run time',
  { timeout: 600_000 },
  async () => {
    await page.goto(`${stage.server.url}/student/portfolio`);
    await page.locator('tr[data-symbol="AMZN"]').waitFor();
    expect(await changeTabAndReadTitle(page)).toBe(TITLE);
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
        stage.buildDir,
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
    const manifest = JSON.parse(await readFile(path.join(stage.buildDir, 'mf-manifest.json'), 'utf8')) as {
      shared: Array<{ name: string; version: string; requiredVersion: string; singleton: boolean }>;
    };
    expect(manifest.shared.find((entry) => entry.name === KIT)).toMatchObject({
      version: kit.version,
      requiredVersion: `^${kit.version}`,
      singleton: false,
    });

    const deployed = await stage.deployApi('/api/modules/funds/deployments', {
      version: `kit-${kit.version}`,
      remoteEntryUrl: `${stage.host.url}/remoteEntry.js`,
    });
    expect(deployed.status, deployed.body.message).toBe(201);

    // The live stream tells the page; the next tab change loads the new funds, which calls the new export.
    await expect.poll(() => changeTabAndReadTitle(page), { timeout: 90_000, interval: 200 }).toBe(expectedTitle);
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
    expect(stage.browser.pageErrors).toEqual([]);
    // The shell was not rebuilt, the API not restarted.
    expect(await sha256(path.join(SHELL_DIST, 'main.js'))).toBe(shellBefore);
    expect(process.kill(stage.server.pid, 0)).toBe(true);
  },
);
