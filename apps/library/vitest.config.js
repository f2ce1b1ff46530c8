import { defineConfig } from 'vitest/config';
import { vitestConfig } from '@tradeboard/tools/vitest';

const shared = vitestConfig({ dom: true });

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    setupFiles: ['@tradeboard/ui/testing/setup', './src/test/resetProgress.ts'],
    // Lesson and document dialogs frame PDFs and YouTube: happy-dom must not fetch them.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
