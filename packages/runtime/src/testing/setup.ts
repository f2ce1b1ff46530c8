/**
 * Vitest setup of this package, and through `@tradeboard/ui/testing/setup` of every front-end
 * workspace: no vitest globals are on, so testing-library cannot register its own cleanup.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadToastView } from '../toast/Toaster.js';
import { resetRuntimeState } from './resetRuntimeState.js';

// findBy/waitFor wait up to 5 s, not 1 s: on a loaded two-core machine a render can take longer.
configure({ asyncUtilTimeout: 5000 });

// The toast's snackbar is a chunk the page downloads with its first toast: tests have it up front,
// so a toast shows in the render that raised it, as before.
beforeAll(async () => {
  if (typeof window !== 'undefined') await loadToastView();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Shared state lives in jotai's default store, which outlives a test.
  resetRuntimeState();
  // Pure-logic files run in node (`@vitest-environment node`): no window to reset there.
  if (typeof window === 'undefined') return;
  localStorage.clear();
});
