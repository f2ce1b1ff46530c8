import { defineConfig } from 'vitest/config';
import { vitestConfig } from '@tradeboard/tools/vitest';

export default defineConfig(vitestConfig({ dom: true }));
