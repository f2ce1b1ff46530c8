import { defineConfig } from 'vitest/config';
import { vitestConfig } from '@tradeboard/tools/vitest';

const shared = vitestConfig();

// One browser and one server at a time: the machine has two cores, and every file starts the
// real server (child process) and a headless chromium of its own.
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ['tests/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
