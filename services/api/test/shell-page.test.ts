/** The served page's frame and theme (issue 25): page assembly, frame choice, theme from cookie or hint. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ServedManifest } from '../src/web/remotes-manifest.js';
import { frameFor, renderShellPage, themeFor, type FramesFile } from '../src/web/shell-page.js';
import { createTestContext, type TestContext } from './helpers.js';

const MANIFEST = {
  heatmap: '/modules/heatmap/remoteEntry.js',
  funds: '/modules/funds/remoteEntry.js',
  flow: '/modules/flow/remoteEntry.js',
  library: '/modules/library/remoteEntry.js',
} satisfies ServedManifest;

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>shell</title></head><body><div id="root"></div></body></html>';

const frame = (name: string, theme: string) => ({
  html: `<header>${name} ${theme}</header><main>$&amp; $1</main>`,
  styles: `<style data-emotion="css ${theme}">.${theme}{color:red}</style>`,
});
const FRAMES: FramesFile = {
  frames: Object.fromEntries(
    ['/login', '/student', '/student/flow', '/admin', '/admin/flow'].map((route) => [
      route,
      { light: frame(route, 'light'), dark: frame(route, 'dark') },
    ]),
  ),
};

describe('renderShellPage', () => {
  test('puts the frame into #root, its styles into the head and its theme onto <html>', () => {
    const html = renderShellPage(
      TEMPLATE,
      MANIFEST,
      { remotes: [], data: [] },
      { frame: FRAMES.frames['/student']!.dark, theme: 'dark' },
    );
    expect(html).toContain('<html data-theme="dark" lang="en">');
    // Text that a replacement string would expand ($&, $1) is copied as it is.
    expect(html).toContain('<div id="root"><header>/student dark</header><main>$&amp; $1</main></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="application/json" id="remotes-manifest">');
    expect(head).toContain('<style data-emotion="css dark">');
  });

  test('finds the root in a minified template', () => {
    const minified = '<!doctype html><html lang=en><head></head><body><div id=root></div></body></html>';
    const html = renderShellPage(
      minified,
      MANIFEST,
      { remotes: [], data: [] },
      {
        frame: FRAMES.frames['/login']!.light,
        theme: 'light',
      },
    );
    expect(html).toContain('<div id="root"><header>/login light</header>');
    expect(html).toContain('<html data-theme');
  });

  test('without a frame the page is the template with the manifest, and a theme only when one is known', () => {
    const plain = renderShellPage(TEMPLATE, MANIFEST, { remotes: [], data: [] });
    expect(plain).toContain('<html lang="en">');
    expect(plain).toContain('<div id="root"></div>');
    const themed = renderShellPage(TEMPLATE, MANIFEST, { remotes: [], data: [] }, { theme: 'light' });
    expect(themed).toContain('<html data-theme="light" lang="en">');
    expect(themed).toContain('<div id="root"></div>');
  });
});

describe('frameFor', () => {
  test('picks the route and theme; a trailing slash and / (the admin dashboard) map to their frames', () => {
    expect(frameFor(FRAMES, '/student', false, 'dark')).toEqual({
      frame: FRAMES.frames['/student']!.dark,
      theme: 'dark',
    });
    expect(frameFor(FRAMES, '/student/', false, 'light')?.frame).toBe(FRAMES.frames['/student']!.light);
    expect(frameFor(FRAMES, '/student/flow', false, null)).toEqual({
      frame: FRAMES.frames['/student/flow']!.light,
      theme: 'light',
    });
    expect(frameFor(FRAMES, '/', true, 'dark')?.frame).toBe(FRAMES.frames['/admin']!.dark);
    expect(frameFor(FRAMES, '/login', false, null)?.frame).toBe(FRAMES.frames['/login']!.light);
  });

  test('no admin frame without a session cookie; none for unknown routes or without frames', () => {
    expect(frameFor(FRAMES, '/admin', false, null)).toBeNull();
    expect(frameFor(FRAMES, '/admin/flow', false, 'dark')).toBeNull();
    expect(frameFor(FRAMES, '/', false, null)).toBeNull();
    expect(frameFor(FRAMES, '/student/constructor', false, null)).toBeNull();
    expect(frameFor(FRAMES, '/student/toString', false, null)).toBeNull();
    expect(frameFor(null, '/student', false, null)).toBeNull();
  });
});

describe('themeFor', () => {
  test('the cookie first, then the Sec-CH-Prefers-Color-Scheme hint, anything else is unknown', () => {
    expect(themeFor('dark', '"light"')).toBe('dark');
    expect(themeFor('light', undefined)).toBe('light');
    expect(themeFor(undefined, '"dark"')).toBe('dark');
    expect(themeFor('purple', 'light')).toBe('light');
    expect(themeFor(undefined, undefined)).toBeNull();
    expect(themeFor('<script>', '"no-preference"')).toBeNull();
  });
});

describe('the served page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    const dist = path.join(ctx.dataDir, 'web', 'shell', 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    await writeFile(path.join(dist, 'frames.json'), JSON.stringify(FRAMES));
  });
  afterAll(() => ctx?.stop());

  test('carries the route frame in the theme of the cookie, and asks for the colour-scheme hint', async () => {
    const res = await ctx.request('/student', { headers: { cookie: 'theme=dark' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html data-theme="dark" lang="en">');
    expect(html).toContain('<header>/student dark</header>');
    expect(res.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(res.headers.get('vary')).toContain('Cookie');

    const hinted = await (await ctx.request('/login', { headers: { 'sec-ch-prefers-color-scheme': '"dark"' } })).text();
    expect(hinted).toContain('<header>/login dark</header>');
  });

  test('the admin frame only with a session cookie; a 404 page has no frame', async () => {
    // Without one, the admin's routes are a redirect to /login (web.test.ts), never the frame.
    const signedOut = await ctx.request('/admin');
    expect(signedOut.status).toBe(302);
    expect(await signedOut.text()).not.toContain('/admin light');
    const signedIn = await (await ctx.request('/admin/flow', { headers: { cookie: 'tb_session=x' } })).text();
    expect(signedIn).toContain('<header>/admin/flow light</header>');
    const missing = await ctx.request('/nothing/here');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
  });
});
