/**
 * GET /api/docs: the API reference page (Scalar's, bundled at build time by
 * scripts/build-api-reference.js into dist/api-reference). The page names its script and stylesheet,
 * runs no inline script, loads nothing from another origin, and its files answer with their types.
 * The browser side (the reference renders, try-it-out) is e2e/tests/api-docs.test.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_REFERENCE_DIR, docsRoutes } from '../src/http/docs-page.js';
import { createTestContext, type TestContext } from './helpers.js';
import { API_ROOT } from './server-process.js';

const BUILD_TIMEOUT_MS = 180_000;

let ctx: TestContext;
beforeAll(async () => {
  // The API's own build writes the bundle; the tests' turbo task builds only the packages the API
  // depends on, so build it here when it is missing (esbuild, then brotli: seconds).
  if (!existsSync(path.join(API_REFERENCE_DIR, 'api-reference.js'))) {
    await promisify(execFile)(process.execPath, ['scripts/build-api-reference.js'], { cwd: API_ROOT });
  }
  ctx = await createTestContext();
}, BUILD_TIMEOUT_MS);
afterAll(() => ctx?.stop());

/** The attributes and body of every `<script>` element of a page. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes, body]) => ({
    src: /\ssrc="([^"]*)"/.exec(attributes!)?.[1],
    type: /\stype="([^"]*)"/.exec(attributes!)?.[1],
    body: body!,
  }));

describe('the page', () => {
  test('names its script and stylesheet, runs no inline script and names no other origin', async () => {
    const res = await ctx.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // The page CSP: scripts from this origin only (no 'unsafe-inline', no nonce).
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    const html = await res.text();
    // zod-jitless first: module scripts run in document order, and it must run before Scalar's.
    expect(scriptsOf(html)).toEqual([
      { src: '/api/docs/zod-jitless.js', type: 'module', body: '' },
      { src: '/api/docs/api-reference.js', type: 'module', body: '' },
    ]);
    expect([...html.matchAll(/<link rel="stylesheet" href="([^"]*)"/g)].map(([, href]) => href)).toEqual([
      '/api/docs/api-reference.css',
    ]);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i); // no inline event handler
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9]/i); // every URL is a path on this origin
    expect(html).toContain('data-document="/api/openapi.json"');
    // Search engines and link previews get a summary (Lighthouse's SEO audit asks for one).
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
  });

  test('without the bundle it says so and where the document is (503)', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'tradeboard-no-docs-'));
    try {
      const res = await docsRoutes(empty).request('/api/docs');
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain('not built');
      expect(html).toContain('href="/api/openapi.json"');
      expect(scriptsOf(html)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('its files', () => {
  test('the script, a chunk it imports, the stylesheet and the icon answer 200 with their content types', async () => {
    const script = await ctx.request('/api/docs/api-reference.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Served with the page CSP like everything else, and revalidated (its name has no hash).
    expect(script.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(script.headers.get('cache-control')).toBe('no-cache');
    const source = await script.text();
    expect(source.includes('tradeboard-api-reference'), 'the entry mounts on the page element').toBe(true);

    const chunk = /["']\.\/(chunks\/[\w-]+\.js)["']/.exec(source)?.[1];
    expect(chunk, 'the entry imports a chunk').toBeDefined();
    const chunkRes = await ctx.request(`/api/docs/${chunk}`);
    expect(chunkRes.status).toBe(200);
    expect(chunkRes.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunkRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const stylesheet = await ctx.request('/api/docs/api-reference.css');
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const css = await stylesheet.text();
    expect(css.includes('.scalar-app'), "Scalar's stylesheet").toBe(true);
    // No web font or stylesheet from another origin (Scalar's default fonts are on fonts.scalar.com).
    expect(css).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
    expect(css).not.toMatch(/@import/i);

    const icon = await ctx.request('/api/docs/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  test('sent brotli-compressed (the build writes a copy at the highest quality)', async () => {
    const res = await ctx.request('/api/docs/api-reference.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  test('a file that is not there, a path out of the folder and the brotli copies themselves answer 404', async () => {
    for (const target of [
      '/api/docs/nope.js',
      '/api/docs/chunks/nope.js',
      '/api/docs/..%2f..%2fpackage.json',
      '/api/docs/api-reference.js.br',
    ]) {
      const res = await ctx.request(target);
      expect(res.status, target).toBe(404);
    }
  });
});
