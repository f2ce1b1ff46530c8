/**
 * Vitest setup of every front-end workspace (`setupFiles: ['@tradeboard/ui/testing/setup']`):
 * no vitest globals are on, so testing-library cannot register its own cleanup.
 */
import { cleanup } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, vi } from 'vitest';
import { focusSymbolAtom } from '../focus/focusSymbol.js';
import { toastsAtom } from '../toast/toastStore.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  // Shared state lives in jotai's default store, which outlives a test.
  getDefaultStore().set(toastsAtom, []);
  getDefaultStore().set(focusSymbolAtom, null);
});
