import { defineConfig } from 'vitest/config';
import { vitestConfig } from './vitest.shared.js';

const shared = vitestConfig();

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ['webpack/**/*.test.ts', 'new-remote/**/*.test.ts', 'deploy/**/*.test.ts'],
    // The generator test typechecks, builds and tests a remote: minutes on a loaded two-core machine.
    testTimeout: 900_000,
  },
});
