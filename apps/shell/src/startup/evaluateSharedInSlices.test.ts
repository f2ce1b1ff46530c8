import { describe, expect, it, vi } from 'vitest';
import { evaluateSharedInSlices, startUpShareKeys, type SharingHost } from './evaluateSharedInSlices.js';
import { yieldToMain } from './yieldToMain.js';

/**
 * A federation host whose shared modules record when they are evaluated. Loading a module fetches
 * it and what it imports (`imports`), as a chunk's consumes do; a key in `failing` fails to load.
 */
function fakeHost(
  keys: string[],
  { imports = {}, failing = [] }: { imports?: Record<string, string[]>; failing?: string[] } = {},
) {
  const evaluated: string[] = [];
  const scope: SharingHost['shareScopeMap'][string] = {};
  const host: SharingHost = {
    options: { shared: Object.fromEntries(keys.map((key) => [key, [{}]])) },
    shareScopeMap: { default: scope },
    loadShare: vi.fn((key: string) => {
      if (failing.includes(key)) return Promise.reject(new Error(`no ${key}`));
      for (const fetched of [key, ...(imports[key] ?? [])]) scope[fetched] = { '1.0.0': { loaded: true } };
      return Promise.resolve(() => evaluated.push(key));
    }),
  };
  return { host, evaluated };
}

// In the shell's build order (tools/webpack/shared.cjs): singletons, then the MUI paths, then the kit.
const SHELL_KEYS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  '@mui/material',
  '@mui/material/',
  '@emotion/react',
  '@emotion/styled',
  'jotai',
  '@tradeboard/runtime',
  '@mui/material/Alert',
  '@mui/material/List',
  '@mui/material/styles',
  '@mui/material/Table',
  '@tradeboard/ui',
];

/** What everything else imports, evaluated first and in this order. */
const FOUNDATIONS_IN_ORDER = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material/styles',
];

describe('startUpShareKeys', () => {
  it('orders React, emotion and MUI styles, the MUI paths, other libraries, then ours; never the whole MUI or a prefix key', () => {
    expect(startUpShareKeys(SHELL_KEYS)).toEqual([
      ...FOUNDATIONS_IN_ORDER,
      '@mui/material/Alert',
      '@mui/material/List',
      '@mui/material/Table',
      'jotai',
      '@tradeboard/runtime',
      '@tradeboard/ui',
    ]);
  });
});

describe('evaluateSharedInSlices', () => {
  it('evaluates, once each and in order, the starters and what they import, and nothing the page does not use', async () => {
    const { host, evaluated } = fakeHost(SHELL_KEYS, {
      imports: { '@tradeboard/ui': ['@mui/material/Table', '@mui/material/Alert', 'jotai'] },
    });
    await evaluateSharedInSlices({ federation: host });
    expect(evaluated).toEqual([
      ...FOUNDATIONS_IN_ORDER,
      '@mui/material/Alert',
      '@mui/material/Table',
      'jotai',
      '@tradeboard/runtime',
      '@tradeboard/ui',
    ]);
    // List is provided but nothing the page starts with imports it: not evaluated (nor fetched).
    expect(host.loadShare).not.toHaveBeenCalledWith('@mui/material/List');
  });

  it('skips a module that fails to load and evaluates the rest', async () => {
    const { host, evaluated } = fakeHost(['react', 'react-dom', '@tradeboard/ui'], { failing: ['react-dom'] });
    await evaluateSharedInSlices({ federation: host });
    expect(evaluated).toEqual(['react', '@tradeboard/ui']);
  });

  it('gives the main thread back between slices', async () => {
    const { host, evaluated } = fakeHost(['react', 'react-dom', '@tradeboard/runtime']);
    // Work the page queues while the first module is evaluated: it must run before the last one.
    let evaluatedWhenOtherWorkRan: number | undefined;
    const evaluate = vi.mocked(host.loadShare).getMockImplementation()!;
    vi.mocked(host.loadShare).mockImplementation(async (key) => {
      const factory = (await evaluate(key)) as () => void;
      return () => {
        if (key === 'react') void yieldToMain().then(() => (evaluatedWhenOtherWorkRan = evaluated.length));
        factory();
      };
    });
    // Every slice is over at once (0 ms): a yield after each module.
    await evaluateSharedInSlices({ federation: host, sliceMs: 0 });
    expect(evaluated).toEqual(['react', 'react-dom', '@tradeboard/runtime']);
    expect(evaluatedWhenOtherWorkRan).toBeLessThan(3);
  });

  it('asks for each starter in a task of its own, after the task that called it', async () => {
    const { host } = fakeHost(['react', 'react-dom', '@tradeboard/ui']);
    // Work queued before the call and after each request: the requests must be spread across it.
    const requestsWhenOtherWorkRan: number[] = [];
    const otherWork = () => requestsWhenOtherWorkRan.push(vi.mocked(host.loadShare).mock.calls.length);
    const running = evaluateSharedInSlices({ federation: host, sliceMs: Infinity });
    expect(host.loadShare).not.toHaveBeenCalled();
    await yieldToMain();
    otherWork();
    await yieldToMain();
    otherWork();
    await running;
    expect(requestsWhenOtherWorkRan).toEqual([1, 2]);
  });

  it('does nothing without a federation instance (a page not started by the federated shell)', async () => {
    await expect(evaluateSharedInSlices({ federation: null })).resolves.toBeUndefined();
  });
});
