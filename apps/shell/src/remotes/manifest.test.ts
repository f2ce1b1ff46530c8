import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { addJsonBlock, installFakeApi } from '@tradeboard/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveConnection, LiveMessage } from '@tradeboard/ui';
import {
  forgetManifest,
  INLINE_MANIFEST_ID,
  integrityFor,
  loadManifest,
  markRemoteLoaded,
  pageReload,
  reloadManifest,
} from './manifest.js';
import { followModuleDeploys } from './moduleUpdates.js';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));

beforeEach(() => forgetManifest());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(registerRemotes).mockReset();
});

describe('reading /remotes.json', () => {
  it('keeps the known remotes and ignores other keys', async () => {
    installFakeApi({
      'GET /remotes.json': () => ({ body: { heatmap: '/modules/heatmap/remoteEntry.js', extra: 'x' } }),
    });
    expect(await loadManifest()).toEqual({ heatmap: '/modules/heatmap/remoteEntry.js' });
  });

  it.each([
    { answer: ['/modules/heatmap/remoteEntry.js'], message: '/remotes.json is not a JSON object' },
    { answer: { heatmap: 42 }, message: '/remotes.json: heatmap is not a URL' },
    { answer: { flow: '' }, message: '/remotes.json: flow is not a URL' },
  ])('refuses $answer, registering nothing', async ({ answer, message }) => {
    installFakeApi({ 'GET /remotes.json': () => ({ body: answer }) });
    await expect(loadManifest()).rejects.toThrow(message);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});

describe('the manifest inlined in the served page', () => {
  afterEach(() => document.getElementById(INLINE_MANIFEST_ID)?.remove());

  const inline = (text: string) => addJsonBlock(INLINE_MANIFEST_ID, text);

  it('is used without a request, and Retry still reads /remotes.json', async () => {
    inline(JSON.stringify({ flow: '/modules/flow/remoteEntry.js' }));
    const fetchMock = vi.fn(async () => Response.json({ flow: '/v2/flow/remoteEntry.js' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadManifest()).toEqual({ flow: '/modules/flow/remoteEntry.js' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await reloadManifest()).toEqual({ flow: '/v2/flow/remoteEntry.js' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to /remotes.json when the inlined block is not valid', async () => {
    inline('{not json');
    installFakeApi({ 'GET /remotes.json': () => ({ body: { heatmap: '/modules/heatmap/remoteEntry.js' } }) });
    expect(await loadManifest()).toEqual({ heatmap: '/modules/heatmap/remoteEntry.js' });
  });
});

describe('deployed modules (issue 26)', () => {
  const v1 = 'https://cdn.example.com/funds/1/remoteEntry.js?v=1.0.0';
  const v2 = 'https://cdn.example.com/funds/2/remoteEntry.js?v=2.0.0';

  /** A live connection whose messages the test sends. */
  function fakeLive() {
    let listener: (message: LiveMessage) => void = () => undefined;
    const live = {
      onMessage: (next: (message: LiveMessage) => void) => {
        listener = next;
        return () => undefined;
      },
    } as unknown as LiveConnection;
    return { live, send: (message: LiveMessage) => listener(message) };
  }

  it('loads each deployed entry with its integrity hash, through a createScript plugin', async () => {
    installFakeApi({ 'GET /remotes.json': () => ({ body: { funds: v1, integrity: { funds: 'sha384-abc' } } }) });
    expect(await loadManifest()).toEqual({ funds: v1 });
    expect(integrityFor(v1)).toBe('sha384-abc');
    const plugin = vi.mocked(registerPlugins).mock.calls.at(-1)![0]![0] as unknown as {
      createScript(info: { url: string }): HTMLScriptElement | undefined;
    };
    const script = plugin.createScript({ url: v1 })!;
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
    expect(plugin.createScript({ url: '/modules/heatmap/remoteEntry.js' })).toBeUndefined();
  });

  it("re-reads /remotes.json after a 'modules' event, at the next load only, and re-registers a moved module", async () => {
    let entry = v1;
    let reads = 0;
    installFakeApi({
      'GET /remotes.json': () => {
        reads += 1;
        return { body: { funds: entry } };
      },
    });
    const { live, send } = fakeLive();
    followModuleDeploys(live);
    await loadManifest();
    await loadManifest();
    expect(reads).toBe(1);

    send({ type: 'changed', resources: ['stocks'], id: '1' });
    await loadManifest();
    expect(reads).toBe(1);

    entry = v2;
    send({ type: 'changed', resources: ['modules'], id: '2' });
    expect(reads).toBe(1);
    expect(await loadManifest()).toEqual({ funds: v2 });
    expect(reads).toBe(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'funds', entry: v2 }], { force: true });
  });

  it('loads the page afresh instead when the moved module already ran on it (no two builds in one page)', async () => {
    let entry = v1;
    installFakeApi({ 'GET /remotes.json': () => ({ body: { funds: entry } }) });
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => undefined);
    const { live, send } = fakeLive();
    followModuleDeploys(live);
    await loadManifest();
    markRemoteLoaded('funds');
    vi.mocked(registerRemotes).mockClear();

    entry = v2;
    send({ type: 'changed', resources: ['modules'], id: '3' });
    await loadManifest();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(registerRemotes).not.toHaveBeenCalled();
    reload.mockRestore();
  });
});
