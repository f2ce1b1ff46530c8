import { getInstance } from '@module-federation/enhanced/runtime';
import { yieldToMain } from './yieldToMain.js';

/** What this needs of the page's federation instance (the shell's, set up by its build). */
export interface SharingHost {
  options: { shared: Record<string, unknown> };
  /** scope -> key -> version -> the registered share: `loaded` once its code was fetched. */
  shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean }>>>;
  loadShare(key: string): Promise<unknown>;
}

/** Evaluated first, in this order: what everything else imports. */
const FOUNDATIONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material/styles',
];
/** Every dashboard starts with these: fetching them fetches the shared modules they import. */
const STARTERS = [...FOUNDATIONS, '@tradeboard/runtime', '@tradeboard/ui'];

/** Keys no page evaluates whole: the whole MUI library (for modules built before per-path imports) and prefix keys. */
const isEvaluatedAtStartUp = (key: string) => key !== '@mui/material' && !key.endsWith('/');
const rank = (key: string) =>
  FOUNDATIONS.includes(key) ? 0 : key.startsWith('@mui/') ? 1 : key.startsWith('@tradeboard/') ? 3 : 2;

/** The shared modules in evaluation order: foundations, MUI paths, other libraries, then ours (the runtime, the kit). */
export function startUpShareKeys(providedKeys: readonly string[]): string[] {
  const keys = providedKeys.filter(isEvaluatedAtStartUp);
  const foundations = FOUNDATIONS.filter((key) => keys.includes(key));
  const rest = keys.filter((key) => !FOUNDATIONS.includes(key));
  return [...foundations, ...[1, 2, 3].flatMap((r) => rest.filter((key) => rank(key) === r))];
}

const isFetched = (federation: SharingHost, key: string) =>
  Object.values(federation.shareScopeMap.default?.[key] ?? {}).some((share) => share.loaded);

/**
 * Evaluates the shared libraries a dashboard starts with (React, the MUI paths the runtime and the
 * kit import, the runtime, the kit) one after another before the app's code runs, and gives the
 * main thread back whenever a slice has run for `sliceMs`. Left to the app's imports, evaluating
 * them is one task of several hundred ms on a phone (Lighthouse's Total Blocking Time, issue 25);
 * in slices the page keeps answering input. Only what the page would evaluate anyway: first the
 * starters are fetched (not run), which fetches what they import, and only fetched modules are
 * evaluated. Each once: the app's imports later get the same exports from webpack's module cache.
 * A module that fails to load is skipped here; the app's own import of it reports the failure.
 */
export async function evaluateSharedInSlices({
  federation = getInstance(),
  sliceMs = 5,
}: { federation?: SharingHost | null; sliceMs?: number } = {}): Promise<void> {
  if (!federation) return;
  const provided = Object.keys(federation.options.shared);
  // Asking for a module is work too (the runtime resolves versions and adds its script tags):
  // each starter in a task of its own, the first after the task that set the federation up.
  const fetching: Promise<unknown>[] = [];
  for (const key of STARTERS.filter((starter) => provided.includes(starter))) {
    await yieldToMain();
    fetching.push(federation.loadShare(key).catch(() => undefined));
  }
  await Promise.all(fetching);
  let sliceStart = performance.now();
  for (const key of startUpShareKeys(provided).filter((key) => isFetched(federation, key))) {
    try {
      const factory: unknown = await federation.loadShare(key);
      if (typeof factory === 'function') factory();
    } catch {
      // Reported by the import that needs it.
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
}
