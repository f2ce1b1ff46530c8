/**
 * The deploy CLI against a stand-in for the API: what it sends (token, body, path) and what it
 * prints for an accepted deploy, a refusal naming its check, and a rollback.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand, UsageError } from './deploy.js';

function fakeApi(status: number, answer: object) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { sent, fetcher };
}

const env = { token: 'tbdeploy_x', server: 'https://board.example.com/' };

describe('npm run deploy', () => {
  it('reads a deploy and a rollback, and refuses incomplete commands', () => {
    expect(parseCommand(['funds', '--url', 'https://cdn/x/remoteEntry.js', '--version', '1.2.0'])).toEqual({
      module: 'funds',
      action: 'deploy',
      url: 'https://cdn/x/remoteEntry.js',
      version: '1.2.0',
    });
    expect(parseCommand(['funds', '--rollback'])).toEqual({ module: 'funds', action: 'rollback' });
    expect(() => parseCommand(['funds', '--url', 'x'])).toThrow(UsageError);
    expect(() => parseCommand([])).toThrow(UsageError);
    expect(() => parseCommand(['funds', '--rollback', '--url', 'x'])).toThrow(UsageError);
  });

  it('deploys with the token and prints the live version', async () => {
    const api = fakeApi(201, {
      version: '1.2.0',
      remoteEntryUrl: 'https://cdn/x/remoteEntry.js',
      integrity: 'sha384-a',
    });
    const result = await runCommand(
      { module: 'funds', action: 'deploy', url: 'https://cdn/x/remoteEntry.js', version: '1.2.0' },
      env,
      api.fetcher,
    );
    expect(api.sent[0]!.url).toBe('https://board.example.com/api/modules/funds/deployments');
    expect((api.sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tbdeploy_x');
    expect(JSON.parse(String(api.sent[0]!.init.body))).toEqual({
      version: '1.2.0',
      remoteEntryUrl: 'https://cdn/x/remoteEntry.js',
    });
    expect(result).toEqual({
      ok: true,
      lines: ['funds 1.2.0 is live: https://cdn/x/remoteEntry.js', 'integrity sha384-a'],
    });
  });

  it('names the check that refused a build', async () => {
    const api = fakeApi(422, { message: 'container: ./views lacks main-fund', check: 'container' });
    const result = await runCommand({ module: 'funds', action: 'deploy', url: 'u', version: '1' }, env, api.fetcher);
    expect(result).toEqual({
      ok: false,
      lines: ['funds refused by the container check: container: ./views lacks main-fund'],
    });
  });

  it('rolls back to the previous version or the default build', async () => {
    const api = fakeApi(200, { active: { version: '1.1.0', remoteEntryUrl: 'https://cdn/y/remoteEntry.js' } });
    const back = await runCommand({ module: 'funds', action: 'rollback' }, env, api.fetcher);
    expect(api.sent[0]!.url).toBe('https://board.example.com/api/modules/funds/rollback');
    expect(JSON.parse(String(api.sent[0]!.init.body))).toEqual({});
    expect(back.lines).toEqual(['funds rolled back to 1.1.0: https://cdn/y/remoteEntry.js']);
    const toDefault = await runCommand(
      { module: 'funds', action: 'rollback' },
      env,
      fakeApi(200, { active: null }).fetcher,
    );
    expect(toDefault.lines).toEqual(["funds rolled back to the server's default build"]);
  });

  describe('--dir', () => {
    const folders: string[] = [];
    afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');

    async function buildFolder(): Promise<string> {
      const dir = await mkdtemp(path.join(tmpdir(), 'deploy-dir-'));
      folders.push(dir);
      await mkdir(path.join(dir, 'static', 'js'), { recursive: true });
      await writeFile(path.join(dir, 'remoteEntry.js'), 'var funds = {};');
      await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
      await writeFile(path.join(dir, 'static', 'js', '1.abc.js'), 'chunk');
      return dir;
    }

    it('reads a folder deploy, but not a folder and a URL at once', () => {
      expect(parseCommand(['funds', '--dir', 'apps/funds/dist', '--version', '2.0.0'])).toEqual({
        module: 'funds',
        action: 'deploy',
        dir: 'apps/funds/dist',
        version: '2.0.0',
      });
      expect(() => parseCommand(['funds', '--dir', 'd', '--url', 'u', '--version', '1'])).toThrow(UsageError);
      expect(() => parseCommand(['funds', '--dir', 'd'])).toThrow(UsageError);
    });

    it('sends each file the server lacks by its SHA-256, then the list by path, then deploys the URL the server gave', async () => {
      const dir = await buildFolder();
      const sent: Array<{ method: string; url: string; body: unknown }> = [];
      const fetcher = (async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        const body =
          init.body instanceof Uint8Array
            ? Buffer.from(init.body).toString()
            : init.body === undefined
              ? undefined
              : JSON.parse(String(init.body));
        sent.push({ method, url, body });
        const reply = (status: number, answer: object) => new Response(JSON.stringify(answer), { status });
        // The server had the manifest from an earlier build already.
        if (method === 'GET') return reply(url.endsWith(sha('{}')) ? 200 : 404, {});
        if (method === 'PUT') return reply(201, {});
        if (url.endsWith('/builds')) return reply(201, { remoteEntryUrl: '/modules/funds/builds/b1/remoteEntry.js' });
        return reply(201, {
          version: '2.0.0',
          remoteEntryUrl: '/modules/funds/builds/b1/remoteEntry.js',
          integrity: 'sha384-b',
        });
      }) as typeof fetch;

      const result = await runCommand({ module: 'funds', action: 'deploy', dir, version: '2.0.0' }, env, fetcher);

      const puts = sent.filter((request) => request.method === 'PUT');
      expect(puts.map((request) => request.url).sort()).toEqual(
        ['var funds = {};', 'chunk']
          .map((text) => `https://board.example.com/api/modules/funds/files/${sha(text)}`)
          .sort(),
      );
      for (const put of puts) expect(put.url.endsWith(sha(String(put.body)))).toBe(true);
      const [build, deploy] = sent.filter((request) => request.method === 'POST');
      expect(build).toEqual({
        method: 'POST',
        url: 'https://board.example.com/api/modules/funds/builds',
        body: {
          files: [
            { path: 'mf-manifest.json', sha256: sha('{}') },
            { path: 'remoteEntry.js', sha256: sha('var funds = {};') },
            { path: 'static/js/1.abc.js', sha256: sha('chunk') },
          ],
        },
      });
      expect(deploy!.body).toEqual({ version: '2.0.0', remoteEntryUrl: '/modules/funds/builds/b1/remoteEntry.js' });
      expect(result).toEqual({
        ok: true,
        lines: [
          `funds: 3 files, 2 new, uploaded from ${dir}`,
          'funds 2.0.0 is live: /modules/funds/builds/b1/remoteEntry.js',
          'integrity sha384-b',
        ],
      });
    });

    it('stops before deploying when a file is refused', async () => {
      const dir = await buildFolder();
      const api = fakeApi(403, { message: 'This deploy token may deploy flow only, not funds' });
      const result = await runCommand({ module: 'funds', action: 'deploy', dir, version: '2.0.0' }, env, api.fetcher);
      expect(result.ok).toBe(false);
      expect(result.lines[0]).toMatch(
        /^funds upload failed: .+ could not be checked: This deploy token may deploy flow only, not funds$/,
      );
      expect(api.sent.some((request) => request.url.endsWith('/deployments'))).toBe(false);
    });
  });
});
