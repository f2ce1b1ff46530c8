/**
 * Vitest setup of every front-end workspace (`setupFiles: ['@tradeboard/ui/testing/setup']`): the
 * runtime's (testing-library cleanup, unstubbed globals, empty toasts/focus, localStorage cleared),
 * plus the 1024 px window back after each test, and react-dropzone loaded before any test: tests
 * then meet the upload widgets as a page does once it has arrived (their inert first render while
 * it downloads is tested in upload.test.tsx).
 */
import { afterEach, beforeAll } from 'vitest';
import '@tradeboard/runtime/testing/setup';
import { loadDropzone } from '../upload/dropzoneModule.js';
import { setViewportWidth } from './viewport.js';

beforeAll(async () => {
  await loadDropzone();
});

afterEach(() => {
  // Pure-logic files run in node (`@vitest-environment node`): no window to reset there.
  if (typeof window === 'undefined') return;
  setViewportWidth(1024, 768);
});
