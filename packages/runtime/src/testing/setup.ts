/** Vitest setup of this package: no vitest globals are on, so testing-library cannot register its own cleanup. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetRuntimeState } from './resetRuntimeState.js';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetRuntimeState();
  if (typeof window === 'undefined') return;
  localStorage.clear();
});
