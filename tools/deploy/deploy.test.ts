/**
 * The deploy CLI against a stand-in for the API: what it sends (token, body, path) and what it
 * prints for an accepted deploy, a refusal naming its check, and a rollback.
 */
import { describe, expect, it } from 'vitest';
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
});
