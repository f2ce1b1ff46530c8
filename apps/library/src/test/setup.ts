import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// No vitest globals here, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
