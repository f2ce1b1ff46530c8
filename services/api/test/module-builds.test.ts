/**
 * Issue 26's `--dir` deploys: a build folder's files are stored once each by SHA-256, the build
 * lists them by path, is served immutable from this server, and deploys through every check like a
 * build hosted elsewhere. Bad files, bad lists and the wrong credentials change nothing.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDeployToken } from '../src/modules/tokens.js';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';
import { buildFiles, writeShellManifest, type BuildOptions } from './module-fixtures.js';

let ctx: TestContext;
let fundsToken: string;
let flowToken: string;

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const putFile = (module: string, hash: string, body: string, token = fundsToken) =>
  ctx.request(`/api/modules/${module}/files/${hash}`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    body,
  });

const postBuild = (module: string, files: Array<{ path: string; sha256: string }>, token = fundsToken) =>
  ctx.request(`/api/modules/${module}/builds`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ files }),
  });

/** Sends every file of a build, then the build; answers the build. */
async function uploadBuild(build: BuildOptions): Promise<Json> {
  const listed = [];
  for (const [path, { body }] of Object.entries(buildFiles(build))) {
    expect([200, 201]).toContain((await putFile(build.module, sha256(body), body)).status);
    listed.push({ path, sha256: sha256(body) });
  }
  const res = await postBuild(build.module, listed);
  const made = await readJson(res);
  expect(res.status, JSON.stringify(made)).toBe(201);
  return made;
}

const storedFileCount = () => ctx.deps.db.collection('module_files').countDocuments();

beforeAll(async () => {
  ctx = await createTestContext();
  await writeShellManifest(ctx.config.webRoot);
  fundsToken = (await createDeployToken(ctx.deps.db, { module: 'funds', name: 'funds-ci' })).token;
  flowToken = (await createDeployToken(ctx.deps.db, { module: 'flow', name: 'flow-ci' })).token;
});
afterAll(() => ctx?.stop());

// Over 1 KB, so the entry is worth compressing.
const LONG_MARKER = 'build one '.repeat(200);

test('a build folder is stored file by file, served immutable, and deploys through every check', async () => {
  const build = await uploadBuild({ module: 'funds', marker: LONG_MARKER });
  expect(build.remoteEntryUrl).toBe(`/modules/funds/builds/${build.id}/remoteEntry.js`);
  expect(build.files.map((file: Json) => file.path).sort()).toEqual([
    'mf-manifest.json',
    'remoteEntry.js',
    'views-chunk.js',
  ]);

  const entry = buildFiles({ module: 'funds', marker: LONG_MARKER })['remoteEntry.js']!.body;
  const plain = await ctx.request(build.remoteEntryUrl);
  expect(plain.status).toBe(200);
  expect(plain.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(plain.headers.get('etag')).toBe(`"${sha256(entry)}"`);
  expect(await plain.text()).toBe(entry);
  const brotli = await ctx.request(build.remoteEntryUrl, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(entry);
  const revalidated = await ctx.request(build.remoteEntryUrl, { headers: { 'if-none-match': `"${sha256(entry)}"` } });
  expect(revalidated.status).toBe(304);
  // Another module's path, or a file the build does not list, is not there.
  expect((await ctx.request(build.remoteEntryUrl.replace('/funds/', '/flow/'))).status).toBe(404);
  expect((await ctx.request(build.remoteEntryUrl.replace('remoteEntry.js', 'other.js'))).status).toBe(404);

  const deployed = await ctx.request('/api/modules/funds/deployments', {
    method: 'POST',
    headers: { ...bearer(fundsToken), 'content-type': 'application/json' },
    body: JSON.stringify({ version: '2.0.0', remoteEntryUrl: build.remoteEntryUrl }),
  });
  const body = await readJson(deployed);
  expect(deployed.status, JSON.stringify(body)).toBe(201);
  expect(body).toMatchObject({ status: 'active', remoteEntryUrl: build.remoteEntryUrl });
  expect(body.integrity).toBe(`sha384-${createHash('sha384').update(entry).digest('base64')}`);
  expect((await readJson(await ctx.request('/remotes.json'))).funds).toBe(`${build.remoteEntryUrl}?v=2.0.0`);
});

test('the same files are the same build, and a file sent again is not stored again', async () => {
  const before = await storedFileCount();
  const first = await uploadBuild({ module: 'funds', marker: 'same' });
  const afterFirst = await storedFileCount();
  expect(afterFirst).toBe(before + 1); // only remoteEntry.js differs from the first test's build
  const again = await uploadBuild({ module: 'funds', marker: 'same' });
  expect(again.id).toBe(first.id);
  expect(await storedFileCount()).toBe(afterFirst);
  const body = 'console.log(1)';
  expect(await readJson(await putFile('funds', sha256(body), body))).toMatchObject({ created: true });
  const repeat = await putFile('funds', sha256(body), body);
  expect(repeat.status).toBe(200);
  expect(await readJson(repeat)).toMatchObject({ created: false, size: body.length });
});

test('bytes that do not hash to the URL are refused and nothing is stored', async () => {
  const before = await storedFileCount();
  const res = await putFile('funds', sha256('what was announced'), 'what was sent');
  expect(res.status).toBe(400);
  expect((await readJson(res)).message).toContain('nothing was stored');
  expect(await storedFileCount()).toBe(before);
});

test('a build listing unsent files, missing its entry or with a path leaving the folder is refused', async () => {
  const entry = 'var funds = {};';
  await putFile('funds', sha256(entry), entry);
  const manifest = '{}';
  await putFile('funds', sha256(manifest), manifest);
  const builds = await ctx.deps.db.collection('module_builds').countDocuments();

  const unsent = await postBuild('funds', [
    { path: 'remoteEntry.js', sha256: sha256(entry) },
    { path: 'mf-manifest.json', sha256: sha256(manifest) },
    { path: 'static/never-sent.js', sha256: sha256('never sent') },
  ]);
  expect(unsent.status).toBe(400);
  expect((await readJson(unsent)).message).toContain('static/never-sent.js');

  const noEntry = await postBuild('funds', [{ path: 'mf-manifest.json', sha256: sha256(manifest) }]);
  expect(noEntry.status).toBe(400);
  expect((await readJson(noEntry)).message).toBe('A build needs remoteEntry.js at its top level');

  for (const path of ['../remoteEntry.js', '/etc/passwd', 'static/../../x.js', 'a//b.js', 'bad name.js']) {
    const res = await postBuild('funds', [
      { path: 'remoteEntry.js', sha256: sha256(entry) },
      { path: 'mf-manifest.json', sha256: sha256(manifest) },
      { path, sha256: sha256(entry) },
    ]);
    expect(res.status, path).toBe(400);
  }
  expect(await ctx.deps.db.collection('module_builds').countDocuments()).toBe(builds);
});

test("only a deploy token for the module may upload: another module's token, an admin session or none are refused", async () => {
  const before = await storedFileCount();
  const body = 'console.log("not allowed")';
  expect((await putFile('funds', sha256(body), body, flowToken)).status).toBe(403);
  expect((await postBuild('funds', [{ path: 'remoteEntry.js', sha256: sha256(body) }], flowToken)).status).toBe(403);
  const { headers } = await ctx.login();
  const asAdmin = await ctx.request(`/api/modules/funds/files/${sha256(body)}`, { method: 'PUT', headers, body });
  expect(asAdmin.status).toBe(401);
  const anonymous = await ctx.request(`/api/modules/funds/files/${sha256(body)}`, { method: 'PUT', body });
  expect(anonymous.status).toBe(401);
  expect(await storedFileCount()).toBe(before);
});
