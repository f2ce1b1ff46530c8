/**
 * Vitest setup of every front-end workspace (`setupFiles: ['@tradeboard/ui/testing/setup']`): the
 * runtime's (testing-library cleanup, unstubbed globals, empty toasts/focus, localStorage cleared),
 * plus the 1024 px window back after each test.
 */
import { afterEach } from 'vitest';
import '@tradeboard/runtime/testing/setup';
import { setViewportWidth } from './viewport.js';

afterEach(() => {
  // Pure-logic files run in node (`@vitest-environment node`): no window to reset there.
  if (typeof window === 'undefined') return;
  setViewportWidth(1024, 768);
});
