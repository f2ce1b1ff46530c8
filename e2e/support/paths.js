// Where the built pieces the browser tests drive live in the repository.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const API_DIR = path.join(REPO_ROOT, 'services/api');
export const API_SERVER_JS = path.join(API_DIR, 'dist/server.js');
export const SHELL_DIST = path.join(REPO_ROOT, 'apps/shell/dist');
const HEATMAP_DIR = path.join(REPO_ROOT, 'apps/heatmap');
export const HEATMAP_DIST = path.join(HEATMAP_DIR, 'dist');
export const FUNDS_DIST = path.join(REPO_ROOT, 'apps/funds/dist');
export const SCREENSHOTS_DIR = path.join(E2E_DIR, 'screenshots');
/** Scratch space of a run (gitignored): temp data dirs, redeployed remotes. */
export const TMP_DIR = path.join(E2E_DIR, '.tmp');
