// The shared headless browser launcher (shell screenshots, e2e, bench): Debian chromium driven by
// playwright-core. A test tool's own browser download cannot work on these machines.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launch chromium with a throw-away profile.
 * @param {{ viewport?: { width: number, height: number }, colorScheme?: 'light' | 'dark', userDataDir?: string,
 *   javaScriptEnabled?: boolean, args?: string[] }} [options]  args: chromium flags added to CHROMIUM_ARGS
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, close: () => Promise<void> }>}
 */
export async function launchBrowser(options = {}) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
  }
  const ownDir = !options.userDataDir;
  const userDataDir = options.userDataDir ?? mkdtempSync(path.join(tmpdir(), 'tradeboard-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    viewport: options.viewport ?? { width: 1440, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return {
    context,
    async close() {
      await context.close();
      if (ownDir) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
