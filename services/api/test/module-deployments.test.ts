/**
 * Issue 26: the deploy API. A good build is switched; every check refuses its kind of bad build with
 * a 422 naming it, and the active version stays; credentials other than a deploy token for the
 * module are refused; two deploys at once leave one active and a consistent history; rollback
 * restores the previous entry.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDeployToken } from '../src/modules/tokens.js';
import { createTestContext, readJson, TEST_ORIGIN, type Json, type TestContext } from './helpers.js';
import { startModuleHost, writeShellManifest, type ModuleHost } from './module-fixtures.js';

let ctx: TestContext;
let host: ModuleHost;
let fundsToken: string;
let allToken: string;
let goodUrl: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

function deploy(module: string, body: object, token = fundsToken, extra: Record<string, string> = {}) {
  return ctx.request(`/api/modules/${module}/deployments`, {
    method: 'POST',
    headers: { ...auth(token), ...extra },
    body: JSON.stringify(body),
  });
}

const manifest = async (): Promise<Json> => readJson(await ctx.request('/remotes.json'));
const modules = async (): Promise<Json[]> =>
  readJson(await ctx.request('/api/modules', { headers: { authorization: `Bearer ${allToken}` } }));
const fundsStatus = async (): Promise<Json> => (await modules()).find((entry: Json) => entry.module === 'funds');

beforeAll(async () => {
  host = await startModuleHost();
  ctx = await createTestContext({ env: { MODULE_HOSTS: host.origin, DEPLOY_CHECK_TIMEOUT_MS: '3000' } });
  await writeShellManifest(ctx.config.webRoot);
  fundsToken = (await createDeployToken(ctx.deps.db, { module: 'funds', name: 'funds-ci' })).token;
  allToken = (await createDeployToken(ctx.deps.db, { module: 'all', name: 'release-ci' })).token;
  goodUrl = host.publish('funds-1', { module: 'funds', marker: 'one' });
});
afterAll(async () => {
  await ctx?.stop();
  await host?.close();
});

test('with no deployment /remotes.json serves the default builds', async () => {
  expect(await manifest()).toEqual({
    heatmap: '/modules/heatmap/remoteEntry.js',
    funds: '/modules/funds/remoteEntry.js',
    flow: '/modules/flow/remoteEntry.js',
    library: '/modules/library/remoteEntry.js',
  });
});

test('a good build is checked, switched, and served with its integrity hash', async () => {
  const res = await deploy('funds', { version: '1.0.0', remoteEntryUrl: goodUrl });
  const body = await readJson(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  const entry = await (await fetch(goodUrl)).arrayBuffer();
  const integrity = `sha384-${createHash('sha384').update(Buffer.from(entry)).digest('base64')}`;
  expect(body).toMatchObject({
    module: 'funds',
    version: '1.0.0',
    status: 'active',
    deployedBy: 'funds-ci',
    integrity,
  });
  expect(body.manifest).toMatchObject({ name: 'funds', contractVersion: 1 });
  const served = await manifest();
  expect(served.funds).toBe(`${goodUrl}?v=1.0.0`);
  expect(served.integrity).toEqual({ funds: integrity });
  expect(served.heatmap).toBe('/modules/heatmap/remoteEntry.js');
});

describe('refusals leave the active version unchanged', () => {
  const cases: Array<{ label: string; check: string; build?: () => string; url?: () => string; reason: RegExp }> = [
    { label: 'a 404 URL', check: 'entry', url: () => `${host.origin}/nothing/remoteEntry.js`, reason: /answered 404/ },
    {
      label: 'an answer that is not JavaScript',
      check: 'entry',
      build: () => host.publish('html', { module: 'funds', entryType: 'text/html' }),
      reason: /not JavaScript/,
    },
    {
      label: 'a build of another module',
      check: 'mf-manifest',
      build: () => host.publish('wrong-name', { module: 'funds', manifestName: 'flow' }),
      reason: /names the module 'flow'/,
    },
    {
      label: 'another contract version',
      check: 'contract-version',
      build: () => host.publish('contract', { module: 'funds', contractVersion: 2 }),
      reason: /contract version 2/,
    },
    {
      label: 'a react outside the shell range',
      check: 'shared-versions',
      build: () => host.publish('react18', { module: 'funds', reactRequired: '^18.2.0' }),
      reason: /react: the module requires \^18\.2\.0, the shell provides 19\.3\.1/,
    },
    {
      label: 'a runtime newer than the shell (a singleton: the shell copy is the one loaded)',
      check: 'shared-versions',
      build: () =>
        host.publish('runtime-2', {
          module: 'funds',
          shared: [{ name: '@tradeboard/runtime', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true }],
        }),
      reason: /@tradeboard\/runtime: the module requires \^2\.0\.0, the shell provides 1\.0\.0/,
    },
    {
      label: 'a newer kit shared as a singleton (it would get the shell copy)',
      check: 'shared-versions',
      build: () =>
        host.publish('kit-singleton', {
          module: 'funds',
          shared: [{ name: '@tradeboard/ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: true }],
        }),
      reason: /@tradeboard\/ui: the module requires \^1\.1\.0, the shell provides 1\.0\.0/,
    },
    {
      label: 'a MUI path from a newer MUI (MUI is shared per path, each path a singleton)',
      check: 'shared-versions',
      build: () =>
        host.publish('mui-path-10', {
          module: 'funds',
          shared: [{ name: '@mui/material/Button', version: '10.0.0', requiredVersion: '^10.0.0', singleton: true }],
        }),
      reason: /@mui\/material\/Button: the module requires \^10\.0\.0, the shell provides 9\.5\.0/,
    },
    {
      label: 'a missing view',
      check: 'container',
      build: () => host.publish('no-view', { module: 'funds', views: ['main-fund', 'fund-holdings'] }),
      reason: /lacks the view\(s\) the shell mounts: daily-activity-banner/,
    },
    {
      label: 'a container that never finishes its script',
      check: 'container',
      build: () => host.publish('loop', { module: 'funds', entrySource: 'while (true) {}' }),
      reason: /did not load/,
    },
    {
      label: 'a host off the allow-list',
      check: 'allow-list',
      url: () => 'https://cdn.elsewhere.example/funds/remoteEntry.js',
      reason: /not an allowed module host/,
    },
  ];
  test.each(cases)('$label: 422 naming $check', async ({ check, build, url, reason }) => {
    const before = await manifest();
    const res = await deploy('funds', { version: `bad-${check}`, remoteEntryUrl: build ? build() : url!() });
    const body = await readJson(res);
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(body.check).toBe(check);
    expect(body.message).toMatch(reason);
    expect(await manifest()).toEqual(before);
    const status = await fundsStatus();
    expect(status.active.version).toBe('1.0.0');
    expect(status.history[0]).toMatchObject({ version: `bad-${check}`, status: 'rejected', check });
  });
});

test('a build against a newer kit (shared under its range, not a singleton) is switched: it brings its own copy', async () => {
  for (const kit of [
    { name: '@tradeboard/ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: false },
    { name: '@tradeboard/ui', version: '2.0.0', requiredVersion: '^2.0.0', singleton: false },
  ]) {
    const url = host.publish(`heatmap-kit-${kit.version}`, { module: 'heatmap', shared: [kit] });
    const res = await deploy('heatmap', { version: `kit-${kit.version}`, remoteEntryUrl: url }, allToken);
    const body = await readJson(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.manifest.shared).toContainEqual(kit);
    expect((await manifest()).heatmap).toBe(`${url}?v=kit-${kit.version}`);
  }
});

describe('credentials', () => {
  test('a wrong token, an expired token, an admin cookie and no credentials are refused with 401', async () => {
    const expired = await createDeployToken(ctx.deps.db, {
      module: 'funds',
      name: 'old-ci',
      expiresAt: new Date(Date.now() - 1000),
    });
    const before = await manifest();
    const body = { version: '9.9.9', remoteEntryUrl: goodUrl };
    const admin = await ctx.login();
    const answers = [
      await deploy('funds', body, 'tbdeploy_wrong'),
      await deploy('funds', body, expired.token),
      await ctx.send('POST', '/api/modules/funds/deployments', body),
      await ctx.request('/api/modules/funds/deployments', {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      await ctx.request('/api/modules/funds/deployments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify(body),
      }),
    ];
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await readJson(answers[2]!)).message).toMatch(/deploy token/);
    expect(await manifest()).toEqual(before);
    expect((await fundsStatus()).history.some((entry: Json) => entry.version === '9.9.9')).toBe(false);
  });

  test('a token for one module cannot deploy another (403)', async () => {
    const url = host.publish('flow-1', { module: 'flow' });
    const res = await deploy('flow', { version: '1.0.0', remoteEntryUrl: url }, fundsToken);
    expect(res.status).toBe(403);
    expect((await manifest()).flow).toBe('/modules/flow/remoteEntry.js');
  });

  test('the list answers a token or the admin, nobody else', async () => {
    expect((await ctx.request('/api/modules')).status).toBe(401);
    expect((await ctx.request('/api/modules', { headers: { authorization: 'Bearer tbdeploy_x' } })).status).toBe(401);
    const asAdmin = await ctx.request('/api/modules', { headers: { cookie: (await ctx.login()).cookie } });
    expect(asAdmin.status).toBe(200);
    expect((await readJson(asAdmin)).map((entry: Json) => entry.module)).toEqual([
      'heatmap',
      'funds',
      'flow',
      'library',
    ]);
  });
});

test('two deploys at once: both switch in turn, one is active, the history holds both', async () => {
  const urlA = host.publish('funds-a', { module: 'funds', marker: 'a' });
  const urlB = host.publish('funds-b', { module: 'funds', marker: 'b' });
  const [a, b] = await Promise.all([
    deploy('funds', { version: '2.0.0-a', remoteEntryUrl: urlA }),
    deploy('funds', { version: '2.0.0-b', remoteEntryUrl: urlB }, allToken),
  ]);
  expect([a.status, b.status]).toEqual([201, 201]);
  const status = await fundsStatus();
  const good = status.history.filter((entry: Json) => entry.status !== 'rejected');
  expect(good.filter((entry: Json) => entry.status === 'active')).toHaveLength(1);
  expect(new Set(good.slice(0, 2).map((entry: Json) => entry.version))).toEqual(new Set(['2.0.0-a', '2.0.0-b']));
  const active = status.active;
  expect((await manifest()).funds).toBe(`${active.remoteEntryUrl}?v=${active.version}`);
  expect(await ctx.models.moduleDeployments.countDocuments({ module: 'funds', status: 'active' })).toBe(1);
});

describe('rollback', () => {
  test('restores the previous entry, then a named version, by token or by the admin', async () => {
    const v3 = host.publish('funds-3', { module: 'funds', marker: 'three' });
    expect((await deploy('funds', { version: '3.0.0', remoteEntryUrl: v3 })).status).toBe(201);
    const previous = (await fundsStatus()).history.find(
      (entry: Json) => entry.status === 'previous' && entry.version !== '3.0.0',
    );

    const res = await ctx.request('/api/modules/funds/rollback', {
      method: 'POST',
      headers: auth(fundsToken),
      body: '{}',
    });
    const body = await readJson(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.active).toMatchObject({ version: previous.version, remoteEntryUrl: previous.remoteEntryUrl });
    expect(body.active.integrity).toBe(previous.integrity);
    const served = await manifest();
    expect(served.funds).toBe(`${previous.remoteEntryUrl}?v=${previous.version}`);
    expect(served.integrity.funds).toBe(previous.integrity);

    const byAdmin = await ctx.send('POST', '/api/modules/funds/rollback', { version: '3.0.0' });
    expect(byAdmin.status).toBe(200);
    expect((await readJson(byAdmin)).active).toMatchObject({ version: '3.0.0', deployedBy: 'admin' });
    expect((await manifest()).funds).toBe(`${v3}?v=3.0.0`);
  });

  test('an unknown version is a 404 and changes nothing', async () => {
    const before = await manifest();
    const res = await ctx.request('/api/modules/funds/rollback', {
      method: 'POST',
      headers: auth(fundsToken),
      body: JSON.stringify({ version: 'bad-entry' }),
    });
    expect(res.status).toBe(404);
    expect(await manifest()).toEqual(before);
  });

  test('a module deployed once goes back to the default build', async () => {
    const url = host.publish('library-1', { module: 'library' });
    expect((await deploy('library', { version: '1.0.0', remoteEntryUrl: url }, allToken)).status).toBe(201);
    expect((await manifest()).library).toBe(`${url}?v=1.0.0`);
    const res = await ctx.request('/api/modules/library/rollback', {
      method: 'POST',
      headers: auth(allToken),
      body: '{}',
    });
    expect(await readJson(res)).toEqual({ active: null });
    const served = await manifest();
    expect(served.library).toBe('/modules/library/remoteEntry.js');
    expect(served.integrity.library).toBeUndefined();
  });
});

test('REMOTES_FILE still overrides a deployment (development)', async () => {
  // The override is checked by web.test.ts for the defaults; here against an active deployment.
  const { writeFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const file = path.join(ctx.dataDir, 'remotes.json');
  await writeFile(file, JSON.stringify({ funds: 'http://127.0.0.1:3003/remoteEntry.js' }));
  const other = await createTestContext({ env: { REMOTES_FILE: file } });
  try {
    await other.models.moduleDeployments.create({
      module: 'funds',
      version: '1.0.0',
      remoteEntryUrl: goodUrl,
      integrity: 'sha384-x',
      manifest: null,
      deployedBy: 'ci',
      deployedAt: new Date(),
      status: 'active',
      check: null,
      reason: null,
    });
    const served = await readJson(await other.request('/remotes.json'));
    expect(served.funds).toBe('http://127.0.0.1:3003/remoteEntry.js');
    expect(served.integrity).toBeUndefined();
  } finally {
    await other.stop();
  }
});
