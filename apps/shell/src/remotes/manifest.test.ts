import { registerRemotes } from '@module-federation/enhanced/runtime';
import { installFakeApi } from '@tradeboard/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetManifest, loadManifest } from './manifest.js';

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
