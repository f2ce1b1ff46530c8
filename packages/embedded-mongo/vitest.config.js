import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../vitest.shared.js';

export default defineConfig(vitestConfig());
