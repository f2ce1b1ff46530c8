/**
 * Vitest setup of every front-end workspace (`setupFiles: ['@tradeboard/ui/testing/setup']`):
 * no vitest globals are on, so testing-library cannot register its own cleanup.
 */
import { cleanup, configure } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, vi } from 'vitest';
import { focusSymbolAtom } from '../focus/focusSymbol.js';
import { flowAlertRequestAtom } from '../live/flowAlertRequest.js';
import { toastsAtom } from '../toast/toastStore.js';
import { setViewportWidth } from './viewport.js';

// findBy/waitFor wait up to 5 s, not 1 s: on a loaded two-core machine a render can take longer.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Shared state lives in jotai's default store, which outlives a test.
  getDefaultStore().set(toastsAtom, []);
  getDefaultStore().set(focusSymbolAtom, null);
  getDefaultStore().set(flowAlertRequestAtom, null);
  // Pure-logic files run in node (`@vitest-environment node`): no window to reset there.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  setViewportWidth(1024, 768);
});
