import { defineConfig } from 'vitest/config';
import { vitestConfig } from './vitest.shared.js';

const shared = vitestConfig();

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ['webpack/**/*.test.ts', 'new-remote/**/*.test.ts'],
    // The generator test builds a remote with webpack: minutes on two cores.
    testTimeout: 300_000,
  },
});
