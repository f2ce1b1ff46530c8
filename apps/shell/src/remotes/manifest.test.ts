import { registerRemotes } from '@module-federation/enhanced/runtime';
import { installFakeApi } from '@tradeboard/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetManifest, INLINE_MANIFEST_ID, loadManifest, reloadManifest } from './manifest.js';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

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

  function inline(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_MANIFEST_ID;
    block.textContent = text;
    document.head.append(block);
  }

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
