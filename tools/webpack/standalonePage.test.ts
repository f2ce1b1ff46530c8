/// <reference types="node" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Config = {
  entry: Record<string, string>;
  output: { path: string; publicPath: string; filename: string; clean: unknown };
  plugins: { constructor: { name: string }; userOptions?: Record<string, unknown> }[];
};
const { createStandalonePageConfig, standalonePageFiles } = require('./standalonePage.cjs') as {
  createStandalonePageConfig: (options: object) => Config;
  standalonePageFiles: (name: string) => RegExp;
};
const { createFederatedConfig } = require('./preset.cjs') as {
  createFederatedConfig: (options: object) => (env: unknown, argv: { mode: string }) => Config;
};

const dirname = path.resolve('.');
const page = createStandalonePageConfig({ name: 'login', dirname, entry: './src/loginPage.tsx' });

describe("a standalone page of the host (the shell's /login)", () => {
  it("is built without Module Federation, into the host's dist as login.html and login.<hash>.js", () => {
    const plugins = page.plugins.map((plugin) => plugin.constructor.name);
    expect(plugins.filter((name) => /Federation/.test(name))).toEqual([]);
    expect(page.entry).toEqual({ login: './src/loginPage.tsx' });
    expect(page.output.path).toBe(path.join(dirname, 'dist'));
    expect(page.output.filename).toMatch(/^login\.\[contenthash/);
    // Absolute script URLs: the page is served at /login.
    expect(page.output.publicPath).toBe('/');
    const html = page.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
    expect(html?.userOptions?.filename).toBe('login.html');
  });

  it("neither build deletes the other's files in the folder they share", () => {
    expect(page.output.clean).toBe(false);
    const keep = standalonePageFiles('login');
    const host = createFederatedConfig({ name: 'shell', dirname, isHost: true, devPort: 3001, keep })(undefined, {
      mode: 'production',
    });
    expect(host.output.clean).toEqual({ keep });
    for (const file of ['login.html', 'login.4430bcadac.js', 'login.4430bcadac.js.br'])
      expect(keep.test(file)).toBe(true);
    for (const file of ['index.html', 'main.js', 'libs-start.23e6ea0e1b.js', 'frames.json'])
      expect(keep.test(file)).toBe(false);
  });
});
