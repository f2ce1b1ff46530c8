import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../vitest.shared.js';

const shared = vitestConfig({ dom: true });

export default defineConfig({ ...shared, test: { ...shared.test, setupFiles: ['./src/testing/setup.ts'] } });
